import { hackathons } from '../../../content';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { HackathonsScreen } from './HackathonsScreen';

const ids = hackathons.map((hackathon) => hackathon.slug);

export default function HackathonsView() {
  return <HackathonsScreen hackathons={hackathons} address={(menu) => <ItemAddress ids={ids} {...menu} />} />;
}

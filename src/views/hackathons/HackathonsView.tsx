import { hackathons } from '../../../content';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { HackathonsScreen } from './HackathonsScreen';

const ids = hackathons.map((hackathon) => hackathon.slug);

export default function HackathonsView() {
  return <HackathonsScreen hackathons={hackathons} address={useItemAddress(pages.hackathons.path, ids)} />;
}

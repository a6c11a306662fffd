import { hackathons } from '../../../content';
import { pages } from '../../../contracts/pages';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { useMenuAddress, type MenuPosition } from '../../components/menu/menuAddress';
import { HackathonsScreen } from './HackathonsScreen';

const ids = hackathons.map((hackathon) => hackathon.slug);
const follow = (menu: MenuPosition) => <ItemAddress ids={ids} {...menu} />;

export default function HackathonsView() {
  return <HackathonsScreen hackathons={hackathons} address={{ ...useMenuAddress(pages.hackathons.path, ids), follow }} />;
}

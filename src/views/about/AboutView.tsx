import { about, profile } from '../../../content';
import { pages } from '../../../contracts/pages';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { useMenuAddress, type MenuPosition } from '../../components/menu/menuAddress';
import { AboutScreen } from './AboutScreen';

const ids = about.map((section) => section.id);
const follow = (menu: MenuPosition) => <ItemAddress ids={ids} {...menu} />;

export default function AboutView() {
  return <AboutScreen sections={about} avatar={profile.avatar} location={profile.location} address={{ ...useMenuAddress(pages.about.path, ids), follow }} />;
}

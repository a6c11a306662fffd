import { skills } from '../../../content';
import { pages } from '../../../contracts/pages';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { useMenuAddress, type MenuPosition } from '../../components/menu/menuAddress';
import { SkillsScreen } from './SkillsScreen';

const ids = skills.map((category) => category.slug);
const follow = (menu: MenuPosition) => <ItemAddress ids={ids} {...menu} />;

export default function SkillsView() {
  return <SkillsScreen categories={skills} address={{ ...useMenuAddress(pages.skills.path, ids), follow }} />;
}

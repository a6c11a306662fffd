import { projects } from '../../../content';
import { pages } from '../../../contracts/pages';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { useMenuAddress, type MenuPosition } from '../../components/menu/menuAddress';
import { ProjectsScreen } from './ProjectsScreen';

const ids = projects.map((project) => project.slug);
const follow = (menu: MenuPosition) => <ItemAddress ids={ids} {...menu} />;

export default function ProjectsView() {
  return <ProjectsScreen projects={projects} address={{ ...useMenuAddress(pages.projects.path, ids), follow }} />;
}

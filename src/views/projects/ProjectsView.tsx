import { projects } from '../../../content';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { ProjectsScreen } from './ProjectsScreen';

const ids = projects.map((project) => project.slug);

export default function ProjectsView() {
  return <ProjectsScreen projects={projects} address={(menu) => <ItemAddress ids={ids} {...menu} />} />;
}

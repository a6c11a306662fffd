import { projects } from '../../../content';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { ProjectsScreen } from './ProjectsScreen';

const ids = projects.map((project) => project.slug);

export default function ProjectsView() {
  return <ProjectsScreen projects={projects} address={useItemAddress(pages.projects.path, ids)} />;
}

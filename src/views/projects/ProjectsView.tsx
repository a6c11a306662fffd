import { projects } from '../../../content';
import { ProjectsScreen } from './ProjectsScreen';

export default function ProjectsView() {
  return <ProjectsScreen projects={projects} />;
}

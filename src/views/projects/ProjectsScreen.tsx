import type { Project } from '../../../content';
import { WindowedScreen, type WindowedScreenProps } from '../../components/menu/WindowedScreen';
import { ProjectDetail } from './ProjectDetail';
import './projects.css';

/** The Projects screen for any list of projects (the view passes content/'s). */
export function ProjectsScreen({
  projects,
  address,
}: { projects: readonly Project[] } & Pick<WindowedScreenProps<Project>, 'address'>) {
  return (
    <WindowedScreen
      className="projects"
      heading="Projects"
      idPrefix="projects"
      noun="project"
      menuLabel="Projects"
      items={projects}
      address={address}
      labelOf={(project) => project.title}
      renderDetail={(project, controls) => <ProjectDetail project={project} controls={controls} />}
    />
  );
}

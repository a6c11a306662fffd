import type { Project } from '../../../content';
import { WindowedScreen } from '../../components/menu/WindowedScreen';
import { ProjectDetail } from './ProjectDetail';
import './projects.css';

/** The Projects screen for any list of projects (the view passes content/'s). */
export function ProjectsScreen({ projects }: { projects: readonly Project[] }) {
  return (
    <WindowedScreen
      className="projects"
      heading="Projects"
      idPrefix="projects"
      noun="project"
      menuLabel="Projects"
      items={projects}
      labelOf={(project) => project.title}
      renderDetail={(project, controls) => <ProjectDetail project={project} controls={controls} />}
    />
  );
}

import type { Project } from '../../../content';
import { projectPicture } from '../../../content/images';
import type { DetailControls } from '../../components/menu/WindowedScreen';
import { PeekImage } from '../../components/menu/PeekImage';
import { ExternalLinks } from '../../components/menu/ExternalLinks';
import { TechIcon } from '../../components/TechIcon';

/** One project: title, image with its tech stack on hover or from its toggle, description and links. */
export function ProjectDetail({ project, controls }: { project: Project; controls: DetailControls }) {
  return (
    <article className="detail">
      <header className="detail__header">
        <h2 className="detail__title">{project.title}</h2>
        <p className="detail__meta">{project.year}</p>
      </header>
      <PeekImage
        image={projectPicture(project)}
        overlayId={controls.overlayId}
        overlayName="tech stack"
        open={controls.detailsOpen}
        onToggle={controls.toggleDetails}
      >
        <p className="peek__caption">Tech stack</p>
        <ul className="tech-list">
          {project.techStack.map((tech) => (
            <li key={tech.title} className="tech-list__item">
              <TechIcon icon={tech.icon} size={28} />
              <span>{tech.title}</span>
            </li>
          ))}
        </ul>
      </PeekImage>
      <p className="detail__text">{project.description}</p>
      <ExternalLinks
        links={[
          { label: 'GITHUB', description: `source code of ${project.title}`, href: project.github },
          { label: 'LIVE', description: `site of ${project.title}`, href: project.live },
        ]}
      />
    </article>
  );
}

import type { Hackathon } from '../../../content';
import { hackathonPicture } from '../../../content/images';
import type { DetailControls } from '../../components/menu/WindowedScreen';
import { PeekImage } from '../../components/menu/PeekImage';
import { ExternalLinks } from '../../components/menu/ExternalLinks';

const monthYear = (date: string) =>
  new Date(`${date}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One hackathon entry: title, the team's result if any, image with the app description on hover or from its toggle, role and links. */
export function HackathonDetail({ hackathon, controls }: { hackathon: Hackathon; controls: DetailControls }) {
  return (
    <article className="detail">
      <header className="detail__header">
        <h2 className="detail__title">{hackathon.title}</h2>
        <p className="detail__meta">
          {/* Each "·" is held to the part after it, so a line never ends on one. */}
          Team {hackathon.team} ·&nbsp;{hackathon.event} ·&nbsp;
          <time dateTime={hackathon.date}>{monthYear(hackathon.date).replace(' ', '\u00a0')}</time>
        </p>
      </header>
      {hackathon.result && (
        <p className="hackathon-result">
          <span className="hackathon-result__label">Result</span> {hackathon.result}
        </p>
      )}
      <PeekImage
        image={hackathonPicture(hackathon)}
        overlayId={controls.overlayId}
        overlayName="app description"
        open={controls.detailsOpen}
        onToggle={controls.toggleDetails}
      >
        <p className="peek__caption">The app</p>
        <p className="peek__text">{hackathon.description.app}</p>
      </PeekImage>
      <h3 className="detail__subheading">My role</h3>
      <p className="detail__text">{hackathon.description.role}</p>
      <ExternalLinks
        links={[
          { label: 'GITHUB', description: `source code of ${hackathon.title}`, href: hackathon.github },
          { label: 'DEMO', description: `demo of ${hackathon.title}`, href: hackathon.demo },
        ]}
      />
    </article>
  );
}

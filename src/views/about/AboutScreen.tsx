import { useMachine } from '@xstate/react';
import type { AboutSection, Image } from '../../../content';
import { aboutMenuMachine, type AboutMenuEvent } from '../../../machines/aboutMenu';
import { inspect } from '../../dev/inspect';
import { useWheelEvents } from '../../hooks/useWheelEvents';
import { MenuTabs, tabId } from '../../components/menu/MenuTabs';
import { EntryAccordion } from './EntryAccordion';
import './about.css';

export interface AboutScreenProps {
  sections: readonly AboutSection[];
  avatar: Image;
  /** Shown on the nameplate under the avatar. */
  location: string;
}

/** The About screen: avatar and side menu; the active entry's sub-headings fold open one at a time. */
export function AboutScreen({ sections, avatar, location }: AboutScreenProps) {
  const counts = sections.map((section) => section.entries.length);
  const [snapshot, send, actor] = useMachine(aboutMenuMachine, { input: { counts }, inspect });
  const rootRef = useWheelEvents<AboutMenuEvent>(actor, { type: 'menu.next' }, { type: 'menu.prev' });

  const { menu, heading } = snapshot.context;
  const section = sections[menu - 1];

  return (
    <section ref={rootRef} className="about hud-panel" aria-labelledby="about-heading">
      <h1 id="about-heading" className="page-heading">
        About
      </h1>
      <div className="about__body">
        <div className="about__side">
          <figure className="about__avatar">
            <img src={avatar.src} alt={avatar.alt} width={avatar.width} height={avatar.height} decoding="async" />
            <figcaption className="about__nameplate">
              <span className="about__name">Player 1</span>
              <span className="about__class">{location}</span>
            </figcaption>
          </figure>
          <MenuTabs
            label="About sections"
            idPrefix="about"
            items={sections.map((s, i) => ({ index: i + 1, label: s.label }))}
            active={menu}
            count={sections.length}
            panelId="about-panel"
            onSelect={(index) => send({ type: 'menu.select', index })}
          />
        </div>
        <div role="tabpanel" id="about-panel" aria-labelledby={tabId('about', menu)} className="about__panel">
          {section && (
            <EntryAccordion
              key={section.id}
              section={section}
              activeHeading={heading}
              expanded={snapshot.matches('expanded')}
              onToggle={(index) => send({ type: 'heading.toggle', index })}
            />
          )}
        </div>
      </div>
    </section>
  );
}

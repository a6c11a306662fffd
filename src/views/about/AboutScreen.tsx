import { useMachine } from '@xstate/react';
import type { Image } from '../../../content';
import type { ShownSection } from '../../../content/aboutScreen';
import { aboutMenuMachine, type AboutMenuEvent } from '../../../machines/aboutMenu';
import { inspect } from '../../dev/inspect';
import { useWheelEvents } from '../../hooks/useWheelEvents';
import { TabbedMenu, tabId } from '../../components/menu/TabbedMenu';
import type { MenuAddress } from '../../components/menu/menuAddress';
import { EntryAccordion } from './EntryAccordion';
import './about.css';

export interface AboutScreenProps {
  sections: readonly ShownSection[];
  avatar: Image;
  /** Shown on the nameplate under the avatar. */
  location: string;
  /**
   * The page's address (the route passes useItemAddress's): the menu opens on the
   * section it names, each section picked gets an address of its own, and the HTML lists the sections
   * as plain links.
   */
  address?: MenuAddress;
}

/** The About screen: avatar and side menu; the active entry's sub-headings fold open one at a time. */
export function AboutScreen({ sections, avatar, location, address }: AboutScreenProps) {
  const counts = sections.map((section) => section.entries.length);
  const [snapshot, send, actor] = useMachine(aboutMenuMachine, {
    input: { counts, menu: address?.opening },
    inspect,
  });
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
            <img
              src={avatar.src}
              alt={avatar.alt}
              width={avatar.width}
              height={avatar.height}
              decoding="async"
            />
            <figcaption className="about__nameplate">
              <span className="about__name">Player 1</span>
              <span className="about__class">{location}</span>
            </figcaption>
          </figure>
          <TabbedMenu
            label="About sections"
            idPrefix="about"
            labels={sections.map((s) => s.label)}
            active={menu}
            panelId="about-panel"
            address={address}
            onSelect={(index) => send({ type: 'menu.select', index })}
          />
          {address?.follow?.({ active: menu, select: (index) => send({ type: 'menu.select', index }) })}
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

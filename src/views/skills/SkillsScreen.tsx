import { useMachine } from '@xstate/react';
import type { SkillCategory } from '../../../content';
import { categoryMenuMachine, type CategoryMenuEvent } from '../../../machines/categoryMenu';
import { inspect } from '../../dev/inspect';
import { useWheelEvents } from '../../hooks/useWheelEvents';
import { TabbedMenu, tabId } from '../../components/menu/TabbedMenu';
import { SkillGrid } from './SkillGrid';
import { useHasChanged } from '../../hooks/useHasChanged';
import type { MenuAddress } from '../../components/menu/menuAddress';
import './skills.css';

interface SkillsScreenProps {
  categories: readonly SkillCategory[];
  /** Ties the menu to the page's address (the route passes useItemAddress's); without it the menu stands alone. */
  address?: MenuAddress;
}

/** The Skills screen for any set of categories (the view passes content/'s). */
export function SkillsScreen({ categories, address }: SkillsScreenProps) {
  const [snapshot, send, actor] = useMachine(categoryMenuMachine, {
    input: { count: categories.length, category: address?.opening },
    inspect,
  });
  const rootRef = useWheelEvents<CategoryMenuEvent>(
    actor,
    { type: 'category.next' },
    { type: 'category.prev' },
  );

  const active = snapshot.context.category;
  const category = categories[active - 1];
  // The category the page opens on is part of the first paint; the ones chosen after it fade in.
  const switched = useHasChanged(active);

  return (
    <section ref={rootRef} className="skills hud-panel" aria-labelledby="skills-heading">
      {address?.follow?.({ active, select: (index) => send({ type: 'category.select', index }) })}
      <h1 id="skills-heading" className="page-heading">
        Skills
      </h1>
      <div className="skills__body">
        <TabbedMenu
          label="Skill categories"
          idPrefix="skills"
          labels={categories.map((c) => c.name)}
          active={active}
          panelId="skills-panel"
          address={address}
          onSelect={(index) => send({ type: 'category.select', index })}
        />
        {/* Focusable so keyboard users can reach the panel, which holds nothing else to focus. */}
        <div
          role="tabpanel"
          id="skills-panel"
          aria-labelledby={tabId('skills', active)}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="skills__panel"
        >
          {category && <SkillGrid key={active} category={category} entering={switched} />}
        </div>
      </div>
    </section>
  );
}

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryMenuMachine, type CategoryMenuEvent } from '../../machines/categoryMenu';
import { owner } from '../../content';
import { emblemPicture } from '../../content/images';
import type { SkillCategory } from '../../content';
import { SkillsScreen } from '../../src/views/skills/SkillsScreen';
import { createWheel } from '../fixtures/wheel';
import { edgePaths, expectFullCoverage, modelOf, serializeSnapshot, testPath } from './kit';

// The skills category machine, walked along generated paths through the rendered Skills screen.
// The middle category is emptied so the paths also pass through the "no skills" notice.

type Snapshot = ReturnType<typeof categoryMenuMachine.getInitialSnapshot>;
const categories: SkillCategory[] = owner.skills.map((category, i) =>
  i === 1 ? { ...category, skills: [] } : category,
);

const events: CategoryMenuEvent[] = [
  ...[0, 1, 2, 3, 4].map((index) => ({ type: 'category.select' as const, index })),
  { type: 'category.next' },
  { type: 'category.prev' },
];
const model = modelOf(categoryMenuMachine, {
  input: { count: categories.length },
  events,
  serializeState: serializeSnapshot,
});
const paths = edgePaths(model);

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')!;

function expectScreenToShow(s: Snapshot) {
  const { category: active } = s.context;
  const category = categories[active - 1]!;
  expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(
    categories.map((_, i) => String(i + 1 === active)),
  );
  expect(panel()).toHaveAttribute('aria-labelledby', tabs()[active - 1]!.id);
  expect(panel().querySelector('h2')).toHaveTextContent(category.name);
  const emblem = emblemPicture(category);
  expect(panel().querySelector(`img[src="${emblem.src}"]`)).toHaveAttribute('alt', emblem.alt);
  const tiles = [...panel().querySelectorAll('[role="img"]')];
  expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(
    category.skills.map((skill) => skill.ariaLabel),
  );
  expect(tiles.map((tile) => tile.textContent)).toEqual(category.skills.map((skill) => skill.title));
  expect(panel().textContent?.includes('No skills available for this category.')).toBe(
    category.skills.length === 0,
  );
}

describe('categoryMenu against the rendered Skills screen', () => {
  it('the generated paths cover every state and transition', () => {
    const { vertices } = expectFullCoverage(model, paths, { everyGraphEdge: true });
    expect(vertices).toBe(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const wheel = createWheel();
    render(<SkillsScreen categories={categories} />);
    const root = screen.getByRole('region', { name: 'Skills' });
    let active = 1;

    await testPath(model, path, {
      states: {
        browsing: (s: Snapshot) => {
          expectScreenToShow(s);
          active = s.context.category;
        },
      },
      events: {
        'category.select': async ({ event }: { event: { index: number } }) => {
          const { index } = event;
          if (index < 1) {
            tabs()[0]!.focus();
            await user.keyboard('{ArrowLeft}');
          } else if (index > tabs().length) {
            tabs().at(-1)!.focus();
            await user.keyboard('{ArrowRight}');
          } else if (index === active + 1) {
            tabs()[active - 1]!.focus();
            await user.keyboard('{ArrowDown}');
            expect(tabs()[index - 1]).toHaveFocus();
          } else if (index === 1 && active !== 1) {
            tabs()[active - 1]!.focus();
            await user.keyboard('{Home}');
          } else if (index === tabs().length && active !== index) {
            tabs()[active - 1]!.focus();
            await user.keyboard('{End}');
          } else if (index === active) {
            tabs()[index - 1]!.focus();
            await user.keyboard(' ');
          } else {
            await user.click(tabs()[index - 1]!);
          }
        },
        'category.next': () => wheel(root, 100),
        'category.prev': () => wheel(root, -100),
      },
    });
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aboutMenuMachine, type AboutMenuEvent } from '../../machines/aboutMenu';
import { owner } from '../../content';
import { avatarPicture } from '../../content/images';
import { AboutScreen } from '../../src/views/about/AboutScreen';
import { createWheel } from '../fixtures/wheel';
import { KAI, contentIsKai } from '../fixtures/owners/kai';
import { edgePaths, expectFullCoverage, modelOf, serializeSnapshot, testPath } from './kit';

// The About menu machine, walked along paths generated from it through the rendered About screen
// with real clicks, keys and wheel events.

type Snapshot = ReturnType<typeof aboutMenuMachine.getInitialSnapshot>;
const sections = owner.about;
const counts = sections.map((section) => section.entries.length);

// What the screen can send from each state: every menu entry, one past each end (arrow keys at the
// first and last tab), each sub-heading that exists, and the wheel both ways.
const eventsFrom = (s: Snapshot): AboutMenuEvent[] => [
  ...Array.from({ length: sections.length + 2 }, (_, index) => ({ type: 'menu.select' as const, index })),
  ...Array.from({ length: counts[s.context.menu - 1] ?? 0 }, (_, i) => ({
    type: 'heading.toggle' as const,
    index: i + 1,
  })),
  { type: 'menu.next' },
  { type: 'menu.prev' },
];

// A state is its snapshot (menu, sub-heading, open or folded), whatever path led there.
const model = modelOf(aboutMenuMachine, {
  input: { counts },
  events: eventsFrom,
  serializeState: serializeSnapshot,
});
const paths = edgePaths(model);

// Role queries are slow in jsdom and these run after every step, so the roles are read off the attributes.
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')!;
const headers = () => [...panel().querySelectorAll<HTMLButtonElement>('h3 > button')];
const titleOf = (button: HTMLElement) => button.querySelector('span:last-child')?.textContent;

function expectScreenToShow(s: Snapshot) {
  const { menu, heading } = s.context;
  const section = sections[menu - 1]!;
  const open = (i: number) => s.matches('expanded') && i + 1 === heading;
  expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(
    sections.map((_, i) => String(i + 1 === menu)),
  );
  expect(panel()).toHaveAttribute('aria-labelledby', tabs()[menu - 1]!.id);
  expect(panel().querySelector('h2')).toHaveTextContent(section.label);
  // Exactly the section's sub-headings: the wheel can never land on one that has no entry.
  expect(headers().map(titleOf)).toEqual(section.entries.map((entry) => entry.title));
  headers().forEach((button, i) => {
    expect(button).toHaveAttribute('aria-expanded', String(open(i)));
    expect(button.querySelector('span')).toHaveTextContent(open(i) ? '−' : '+');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('aria-labelledby', button.id);
    expect(region).toHaveTextContent(section.entries[i]!.content);
  });
}

describe('aboutMenu against the rendered About screen', () => {
  it('the generated paths cover every state and transition', () => {
    const { vertices } = expectFullCoverage(model, paths, { everyGraphEdge: true });
    // Every sub-heading, each open or folded.
    expect(vertices).toBe(2 * counts.reduce((sum, n) => sum + n, 0));
  });

  it.runIf(contentIsKai)("walks the spec's About entries for Kai", () => {
    expect(counts).toEqual(KAI.aboutEntries);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const wheel = createWheel();
    render(<AboutScreen sections={sections} avatar={avatarPicture(owner)} location={owner.location} />);
    const root = screen.getByRole('region', { name: 'About' });
    let snapshot = aboutMenuMachine.resolveState({
      value: 'expanded',
      context: { counts, menu: 1, heading: 1 },
    });

    await testPath(model, path, {
      states: {
        expanded: (s: Snapshot) => expectScreenToShow((snapshot = s)),
        collapsed: (s: Snapshot) => expectScreenToShow((snapshot = s)),
      },
      events: {
        'menu.select': async ({ event }: { event: { index: number } }) => {
          const { index } = event;
          const active = snapshot.context.menu;
          if (index < 1) {
            tabs()[0]!.focus();
            await user.keyboard('{ArrowUp}');
          } else if (index > tabs().length) {
            tabs().at(-1)!.focus();
            await user.keyboard('{ArrowDown}');
          } else if (Math.abs(index - active) === 1) {
            tabs()[active - 1]!.focus();
            await user.keyboard(index > active ? '{ArrowDown}' : '{ArrowLeft}');
            expect(tabs()[index - 1]).toHaveFocus();
          } else if (index === active) {
            tabs()[index - 1]!.focus();
            await user.keyboard('{Enter}');
          } else {
            await user.click(tabs()[index - 1]!);
          }
        },
        'heading.toggle': async ({ event }: { event: { index: number } }) => {
          const button = headers()[event.index - 1]!;
          if (event.index % 2 === 0) {
            button.focus();
            await user.keyboard(' ');
          } else {
            await user.click(button);
          }
        },
        'menu.next': () => wheel(root, 120),
        'menu.prev': () => wheel(root, -120),
      },
    });
  });
});

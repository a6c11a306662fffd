// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { windowedMenuMachine, type WindowedMenuEvent } from '../../machines/windowedMenu';
import { owner } from '../../content';
import { hackathonPicture, projectPicture } from '../../content/images';
import { ProjectsScreen } from '../../src/views/projects/ProjectsScreen';
import { HackathonsScreen } from '../../src/views/hackathons/HackathonsScreen';
import { createWheel } from '../fixtures/wheel';
import { KAI, contentIsKai } from '../fixtures/owners/kai';
import { edgePaths, expectFullCoverage, modelOf, serializeSnapshot, testPath } from './kit';

// One windowed menu machine given N, walked along generated paths through both screens that use it.

type Snapshot = ReturnType<typeof windowedMenuMachine.getInitialSnapshot>;
interface ScreenCase {
  heading: string;
  noun: string;
  screen: () => ReactElement;
  items: { label: string; title: string; image: string; links: { label: string; href: string }[] }[];
}

/** The entry's outside links the detail shows: the ones content gives, in the screen's order. */
const present = (links: { label: string; href: string | undefined }[]) =>
  links.filter((link): link is { label: string; href: string } => Boolean(link.href));

// Each screen is walked with the owner's own number of entries; one the owner has none of (no
// hackathons) has no page, so nothing to walk.
const screens: ScreenCase[] = [
  {
    heading: 'Projects',
    noun: 'project',
    screen: () => <ProjectsScreen projects={owner.projects} />,
    items: owner.projects.map((p) => ({
      label: p.title,
      title: p.title,
      image: projectPicture(p).src,
      links: present([
        { label: 'GITHUB', href: p.github },
        { label: 'LIVE', href: p.live },
      ]),
    })),
  },
  {
    heading: 'Hackathons',
    noun: 'team',
    screen: () => <HackathonsScreen hackathons={owner.hackathons} />,
    items: owner.hackathons.map((h) => ({
      label: h.team,
      title: h.title,
      image: hackathonPicture(h).src,
      links: present([
        { label: 'GITHUB', href: h.github },
        { label: 'DEMO', href: h.demo },
      ]),
    })),
  },
].filter((s) => s.items.length > 0);

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

// What the screen can send: a click or Enter on any shown entry, Home and End, arrow keys one
// past an end that is shown, the wheel and the arrow buttons both ways, and the image toggle.
const eventsFor =
  (count: number) =>
  (s: Snapshot): WindowedMenuEvent[] => {
    const { windowStart, size } = s.context;
    const last = Math.min(windowStart + size - 1, count);
    const selects = new Set([...range(windowStart, last), 1, count]);
    if (windowStart === 1) selects.add(0);
    if (last === count) selects.add(count + 1);
    return [
      ...[...selects].map((index) => ({ type: 'item.select' as const, index })),
      { type: 'item.next' },
      { type: 'item.prev' },
      { type: 'details.toggle' },
    ];
  };

const modelFor = (count: number) =>
  modelOf(windowedMenuMachine, {
    input: { count },
    events: eventsFor(count),
    serializeState: serializeSnapshot,
  });

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const tab = (index: number) => tabs().find((t) => t.getAttribute('aria-posinset') === String(index));
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')!;
const arrow = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const toggle = () => panel().querySelector<HTMLButtonElement>('button[aria-expanded]')!;

describe('windowedMenu: the generated paths', () => {
  it.each(screens.map((s) => [s.heading, s.items.length] as const))(
    'cover every state and transition of the %s menu (%i entries)',
    (_, count) => {
      const model = modelFor(count);
      const { vertices } = expectFullCoverage(model, edgePaths(model), { everyGraphEdge: true });
      // Each entry with its overlay shown or hidden.
      expect(vertices).toBe(2 * count);
    },
  );

  it.runIf(contentIsKai)("walks the spec's six projects and six hackathon teams for Kai", () => {
    expect(screens.map((s) => s.items.length)).toEqual([KAI.projects, KAI.hackathons]);
  });
});

describe.each(screens)(
  'windowedMenu against the rendered $heading screen',
  ({ heading, noun, screen: ui, items }) => {
    const count = items.length;
    const model = modelFor(count);
    const paths = edgePaths(model);

    function expectScreenToShow(s: Snapshot) {
      const { active, windowStart, size } = s.context;
      const item = items[active - 1]!;
      const shown = range(windowStart, Math.min(windowStart + size - 1, count));
      expect(tabs().map((t) => t.textContent?.replace('▶', ''))).toEqual(
        shown.map((i) => items[i - 1]!.label),
      );
      expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(
        shown.map((i) => String(i === active)),
      );
      expect(tabs().every((t) => t.getAttribute('aria-setsize') === String(count))).toBe(true);
      expect(arrow(`Previous ${noun}`) !== null).toBe(active > 1);
      expect(arrow(`Next ${noun}`) !== null).toBe(active < count);
      expect(panel()).toHaveAttribute('aria-labelledby', tab(active)!.id);
      expect(panel().querySelector('h2')).toHaveTextContent(item.title);
      expect(panel().querySelector('figure img')).toHaveAttribute('src', item.image);
      expect(toggle()).toHaveAttribute('aria-expanded', String(s.matches('detailsShown')));
      const links = [...panel().querySelectorAll('a')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual(item.links.map((link) => link.href));
      expect(links.map((a) => a.textContent?.replace('↗', ''))).toEqual(item.links.map((link) => link.label));
    }

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
      const wheel = createWheel();
      render(ui());
      const root = screen.getByRole('region', { name: heading });
      let active = 1;
      let moves = 0;
      const step = async (label: string, deltaY: number) => {
        // Alternate the arrow buttons (where shown) and the wheel.
        const button = arrow(label);
        if (button && moves++ % 2 === 0) await user.click(button);
        else wheel(root, deltaY);
      };

      const check = (s: Snapshot) => {
        expectScreenToShow(s);
        active = s.context.active;
      };
      await testPath(model, path, {
        states: { detailsHidden: check, detailsShown: check },
        events: {
          'item.select': async ({ event }: { event: { index: number } }) => {
            const { index } = event;
            if (index < 1) {
              tab(1)!.focus();
              await user.keyboard('{ArrowUp}');
            } else if (index > count) {
              tab(count)!.focus();
              await user.keyboard('{ArrowDown}');
            } else if (index === active) {
              tab(index)!.focus();
              await user.keyboard('{Enter}');
            } else if (Math.abs(index - active) === 1) {
              tab(active)!.focus();
              await user.keyboard(index > active ? '{ArrowDown}' : '{ArrowUp}');
              expect(tab(index)).toHaveFocus();
            } else if (tab(index)) {
              await user.click(tab(index)!);
            } else {
              tab(active)!.focus();
              await user.keyboard(index === 1 ? '{Home}' : '{End}');
              expect(tab(index)).toHaveFocus();
            }
          },
          'item.next': () => step(`Next ${noun}`, 100),
          'item.prev': () => step(`Previous ${noun}`, -100),
          'details.toggle': async () => {
            if (moves++ % 2 === 0) await user.click(toggle());
            else {
              toggle().focus();
              await user.keyboard(' ');
            }
          },
        },
      });
    });
  },
);

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SCRAMBLE_INTERVAL_MS, SCRAMBLE_STEPS, scrambleMachine } from '../../machines/scramble';
import { levelStats } from '../../machines/lib/level';
import { PlayerStats } from '../../src/components/stats/PlayerStats';
import { owner } from '../../content';
import { expectFullCoverage, modelOf, shortestPaths, testPath } from './kit';

// A start is animated, or instant when the visitor asks for reduced motion at that moment: each path
// sets the setting before each start, so the paths also turn it on and off mid-visit.
const events = [
  { type: 'scramble.start', instant: false },
  { type: 'scramble.start', instant: true },
  { type: 'scramble.stop' },
  { type: 'scramble.tick' },
] as const;
const model = modelOf(scrambleMachine, { events, onlyListedEvents: true });
const paths = shortestPaths(model);
const now = new Date(2026, 10, 22, 12);
const stats = levelStats(owner.birthDate, now);
const settled = `EXP ${stats.daysPassed}/${stats.daysInYear}`;
const panel = () => screen.getByRole('complementary', { name: 'Player stats' });
const exp = () => screen.getByTestId('exp-text').textContent;

describe('scramble model (player stats hover)', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  it('the generated paths cover every state and transition', () => {
    expectFullCoverage([{ model, paths }]);
  });

  for (const path of paths) {
    it(path.description, async () => {
      let reduced = false;
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: reduced && query.includes('reduce'),
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      render(<PlayerStats now={() => now} />);
      await testPath(model, path, {
        states: {
          idle: () => expect(exp()).toBe(`EXP ${Math.floor(stats.percent)}%`),
          scrambling: (snapshot) => {
            expect(exp()).not.toBe(settled);
            expect(exp()).toHaveLength(settled.length);
            expect(snapshot.context.step).toBeLessThan(SCRAMBLE_STEPS);
          },
          settled: () => expect(exp()).toBe(settled),
        },
        events: {
          'scramble.start': ({ event }) => {
            reduced = event.instant;
            fireEvent.pointerEnter(panel());
          },
          'scramble.stop': () => void fireEvent.pointerLeave(panel()),
          'scramble.tick': () => act(() => vi.advanceTimersByTime(SCRAMBLE_INTERVAL_MS)),
        },
      });
    });
  }

  it('settles on the EXP text after 20 frames of 50 ms, and on keyboard focus too', () => {
    render(<PlayerStats now={() => now} />);
    fireEvent.focus(screen.getByRole('link', { name: /GitHub/ }));
    act(() => vi.advanceTimersByTime(SCRAMBLE_INTERVAL_MS * (SCRAMBLE_STEPS - 1)));
    expect(exp()).not.toBe(settled);
    act(() => vi.advanceTimersByTime(SCRAMBLE_INTERVAL_MS));
    expect(exp()).toBe(settled);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SCRAMBLE_INTERVAL_MS, SCRAMBLE_STEPS, scrambleMachine } from '../../machines/scramble';
import { levelStats } from '../../machines/lib/level';
import { PlayerStats } from '../../src/components/stats/PlayerStats';
import { owner } from '../../content';
import { expectFullCoverage, modelOf, shortestPaths, testPath } from './kit';

// Two models: the animated effect, and the instant one used under prefers-reduced-motion.
const models = [false, true].map((instant) => {
  const model = modelOf(scrambleMachine, { input: { instant } });
  return { instant, model, paths: shortestPaths(model) };
});
const runs = models.flatMap(({ instant, model, paths }) => paths.map((path) => ({ instant, model, path })));
const now = new Date(2026, 10, 22, 12);
const stats = levelStats(owner.birthDate, now);
const settled = `EXP ${stats.daysPassed}/${stats.daysInYear}`;
const panel = () => screen.getByRole('complementary', { name: 'Player stats' });
const exp = () => screen.getByTestId('exp-text').textContent;

describe('scramble model (player stats hover)', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  it('the generated paths cover every state and transition', () => {
    expectFullCoverage(models);
  });

  for (const { instant, model, path } of runs) {
    it(`${instant ? 'reduced motion: ' : ''}${path.description}`, async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: instant && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList);
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
          'scramble.start': () => void fireEvent.pointerEnter(panel()),
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

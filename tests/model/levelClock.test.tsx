// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { fromCallback } from 'xstate';
import { levelClockMachine } from '../../machines/levelClock';
import { levelStats } from '../../machines/lib/level';
import { PlayerStats } from '../../src/components/stats/PlayerStats';
import { owner } from '../../content';
import { expectFullCoverage, modelOf, simplePaths, testPath } from './kit';

// Dates around the owner's birthday: an ordinary day, and the day before the next level.
const [, bm, bd] = owner.birthDate.split('-').map(Number) as [number, number, number];
const ordinary = new Date(2026, bm - 1 + 3, bd, 12);
const dayBefore = new Date(2027, bm - 1, bd - 1, 12);
const start = new Date(2026, bm - 1 + 1, bd, 12);
const ticks = [ordinary, dayBefore].map((now) => ({ type: 'clock.tick' as const, now }));

const model = modelOf(levelClockMachine, {
  events: ticks,
  input: { birthDate: owner.birthDate, now: start },
});
const paths = simplePaths(model);

function renderWithFakeClock() {
  let tick: (now: Date) => void = () => {};
  // Only the clock is faked: the console note is the app's own, from src/effects.
  const machine = levelClockMachine.provide({
    actors: {
      clock: fromCallback(({ sendBack }) => void (tick = (now) => sendBack({ type: 'clock.tick', now }))),
    },
  });
  render(<PlayerStats levelClock={machine} now={() => start} />);
  return { tick: (now: Date) => act(() => tick(now)) };
}

const shows = (now: Date) => {
  const s = levelStats(owner.birthDate, now);
  expect(screen.getByText('Level').textContent).toBe(`Level ${s.level}`);
  expect(screen.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    `${s.daysPassed} of ${s.daysInYear} days`,
  );
  expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(s.percent);
};

describe('levelClock model (player level and EXP bar)', () => {
  it('the generated paths cover every state and transition', () => {
    expectFullCoverage(model, paths);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const clock = renderWithFakeClock();
      let lastNow = start;
      await testPath(model, path, {
        states: {
          counting: () => {
            shows(lastNow);
            expect(info).not.toHaveBeenCalled();
          },
          nearlyLevelUp: () => {
            shows(lastNow);
            expect(info).toHaveBeenCalledWith(
              expect.stringMatching(
                new RegExp(`^EXP at 99\\.\\d%: ${owner.firstName} levels up within days\\.$`),
              ),
            );
          },
        },
        events: {
          'clock.tick': ({ event: { now } }) => {
            info.mockClear();
            lastNow = now;
            clock.tick(now);
          },
        },
      });
    });
  }
});

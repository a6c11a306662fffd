import { assign, fromCallback, setup } from 'xstate';
import { levelStats, type LevelStats } from './lib/level';

export const LEVEL_REFRESH_MS = 24 * 60 * 60 * 1000;

interface LevelClockContext extends LevelStats {
  birthDate: string;
}

/**
 * The player-stats level: recomputed from an injected clock that ticks every 24 hours.
 * The app provides `clock` (a timer) and `noteNearlyLevelUp` (a console note at 99% or more).
 */
export const levelClockMachine = setup({
  types: {
    context: {} as LevelClockContext,
    input: {} as { birthDate: string; now: Date },
    events: {} as { type: 'clock.tick'; now: Date },
  },
  actors: {
    // A plain interval; tests provide a fake clock through machine.provide().
    clock: fromCallback<{ type: 'clock.tick'; now: Date }, { intervalMs: number }>(({ sendBack, input }) => {
      const id = setInterval(() => sendBack({ type: 'clock.tick', now: new Date() }), input.intervalMs);
      return () => clearInterval(id);
    }),
  },
  actions: {
    recompute: assign(({ context, event }) => levelStats(context.birthDate, event.now)),
    noteNearlyLevelUp: (_, _params: { percent: number }) => {},
  },
  guards: {
    isNearlyLevelUp: ({ context }) => context.percent >= 99,
  },
}).createMachine({
  id: 'levelClock',
  context: ({ input }) => ({ birthDate: input.birthDate, ...levelStats(input.birthDate, input.now) }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isNearlyLevelUp', target: 'nearlyLevelUp' }, { target: 'counting' }],
    },
    counting: {
      on: { 'clock.tick': { target: 'checking', actions: 'recompute' } },
    },
    nearlyLevelUp: {
      entry: { type: 'noteNearlyLevelUp', params: ({ context }) => ({ percent: context.percent }) },
      on: { 'clock.tick': { target: 'checking', actions: 'recompute' } },
    },
  },
  invoke: { src: 'clock', input: { intervalMs: LEVEL_REFRESH_MS } },
});

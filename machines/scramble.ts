import { assign, fromCallback, setup } from 'xstate';

export const SCRAMBLE_STEPS = 20;
export const SCRAMBLE_INTERVAL_MS = 50;

/**
 * The player-stats hover effect: 20 scrambled frames 50 ms apart, then the settled text.
 * Leaving (mouse out or blur) returns to idle. A start that is `instant` (the visitor asks for reduced
 * motion at that moment, so a setting changed mid-visit counts) settles at once.
 */
export const scrambleMachine = setup({
  types: {
    context: {} as { step: number },
    events: {} as
      { type: 'scramble.start'; instant: boolean } | { type: 'scramble.stop' } | { type: 'scramble.tick' },
  },
  actors: {
    // A frame timer; tests provide their own and send 'scramble.tick' themselves.
    ticker: fromCallback<{ type: 'scramble.tick' }, { intervalMs: number }>(({ sendBack, input }) => {
      const id = setInterval(() => sendBack({ type: 'scramble.tick' }), input.intervalMs);
      return () => clearInterval(id);
    }),
  },
  actions: {
    resetSteps: assign({ step: 0 }),
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
  },
  guards: {
    isInstant: ({ event }) => event.type === 'scramble.start' && event.instant,
    isLastStep: ({ context }) => context.step + 1 >= SCRAMBLE_STEPS,
  },
}).createMachine({
  id: 'scramble',
  context: { step: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'scramble.start': [
          { guard: 'isInstant', target: 'settled' },
          { target: 'scrambling', actions: 'resetSteps' },
        ],
      },
    },
    scrambling: {
      invoke: { src: 'ticker', input: { intervalMs: SCRAMBLE_INTERVAL_MS } },
      on: {
        'scramble.tick': [
          { guard: 'isLastStep', target: 'settled', actions: 'nextStep' },
          { actions: 'nextStep' },
        ],
        'scramble.stop': 'idle',
      },
    },
    settled: {
      on: { 'scramble.stop': 'idle' },
    },
  },
});

const GLYPHS = '!<>-_\\/[]{}=+*^?#01';

/** The text shown at a given frame: settled characters from the left, glyph noise for the rest. */
export function scrambledText(target: string, step: number) {
  const revealed = Math.floor((step / SCRAMBLE_STEPS) * target.length);
  return [...target]
    .map((ch, i) => (i < revealed || ch === ' ' ? ch : GLYPHS[(i * 7 + step * 13) % GLYPHS.length]))
    .join('');
}

import { fromPromise, setup } from 'xstate';

// The 404 page's music toggle. Starting playback is asynchronous and may be refused (autoplay
// policy, a missing codec), so it is its own state: a refusal lands back in `paused`.
// The view provides the real effects: `playMusic` (resolves once audio plays) and `pauseMusic`.
export const notFoundMusicMachine = setup({
  types: {
    // `music.interrupt`: the element stopped without our asking (media keys, audio focus lost).
    events: {} as { type: 'music.toggle' } | { type: 'music.interrupt' },
    tags: {} as 'audible',
  },
  actors: {
    playMusic: fromPromise<void>(async () => {
      throw new Error('notFoundMusic: provide a playMusic actor');
    }),
  },
  actions: {
    pauseMusic: () => {},
  },
}).createMachine({
  id: 'notFoundMusic',
  initial: 'paused',
  states: {
    paused: {
      on: { 'music.toggle': 'starting' },
    },
    // Shown as playing at once so the toggle answers the click; play() settles it either way.
    starting: {
      tags: ['audible'],
      invoke: { id: 'playMusic', src: 'playMusic', onDone: 'playing', onError: 'paused' },
      // An interruption here rejects play() (AbortError), which already leads back to paused.
      on: { 'music.toggle': { target: 'paused', actions: 'pauseMusic' } },
    },
    playing: {
      tags: ['audible'],
      on: {
        'music.toggle': { target: 'paused', actions: 'pauseMusic' },
        'music.interrupt': 'paused',
      },
    },
  },
});

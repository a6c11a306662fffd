// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { notFoundMusicMachine } from '../../machines/notFoundMusic';
import { FakeAudioContext, installFakeAudio } from '../unit/not-found/fakeAudio';
import { renderNotFound } from '../unit/not-found/renderNotFound';

// xstate/graph cannot walk invocations, so the model is the machine's own config with each invoke
// turned into the done/error transitions it stands for. The coverage check below compares against
// the real machine, so the two cannot drift apart.
type StateConfig = { invoke?: { id: string; onDone: unknown; onError: unknown }; on?: Record<string, unknown> };
function invocationsAsEvents(config: typeof notFoundMusicMachine.config) {
  const copy = JSON.parse(JSON.stringify(config)) as { states: Record<string, StateConfig> };
  for (const state of Object.values(copy.states)) {
    if (!state.invoke) continue;
    const { id, onDone, onError } = state.invoke;
    state.on = { ...state.on, [`xstate.done.actor.${id}`]: onDone, [`xstate.error.actor.${id}`]: onError };
    delete state.invoke;
  }
  return createMachine(copy as Parameters<typeof createMachine>[0]);
}

const model = createTestModel(invocationsAsEvents(notFoundMusicMachine.config));
const paths = model.getShortestPaths();

// Every transition the machine declares, as "state --event--> ".
const declared = new Set(
  Object.values(notFoundMusicMachine.root.states).flatMap((node) =>
    [...node.transitions.keys()].map((eventType) => `${node.key} --${eventType}-->`),
  ),
);

const toggleButton = () => screen.getByRole('button', { name: /Tap the Blob|Pause Music/ });

describe('notFoundMusic against the rendered 404 page', () => {
  it('the generated paths cover every state and every transition', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const path of paths) {
      let from = String(notFoundMusicMachine.config.initial);
      states.add(from);
      for (const step of path.steps) {
        if (step.event.type === 'xstate.init') continue;
        transitions.add(`${from} --${step.event.type}-->`);
        from = String(step.state.value);
        states.add(from);
      }
    }
    expect([...states].sort()).toEqual(Object.keys(notFoundMusicMachine.root.states).sort());
    expect([...transitions].sort()).toEqual([...declared].sort());
    expect(declared.size).toBe(6);
  });

  for (const path of paths) {
    it(`reaches ${path.description}`, async () => {
      const media = installFakeAudio();
      renderNotFound();
      await screen.findByRole('heading', { name: '404' });
      const audio = document.querySelector('audio');
      if (!audio) throw new Error('the page has no <audio> element');

      await path.test({
        states: {
          paused: () => {
            expect(toggleButton()).toHaveProperty('textContent', 'Tap the Blob');
            expect(media.audible).toBe(false);
          },
          starting: () => {
            expect(toggleButton()).toHaveProperty('textContent', 'Pause Music');
            expect(media.pending).toBeDefined();
            expect(audio.volume).toBe(0.5);
            expect(audio.loop).toBe(true);
          },
          playing: () => {
            expect(toggleButton()).toHaveProperty('textContent', 'Pause Music');
            expect(media.audible).toBe(true);
            const context = FakeAudioContext.instances.at(-1);
            expect(context?.state).toBe('running');
            expect(context?.analysers[0]?.fftSize).toBe(256);
          },
        },
        events: {
          // A click on the page itself (the big "404"), not on a control.
          'music.toggle': async () => {
            await act(async () => fireEvent.click(screen.getByRole('heading', { name: '404' })));
          },
          'xstate.done.actor.playMusic': async () => {
            await act(async () => media.pending?.resolve());
          },
          'xstate.error.actor.playMusic': async () => {
            await act(async () => media.pending?.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')));
          },
          // The browser pauses on its own (media keys, another app takes audio focus).
          'music.interrupt': async () => {
            media.audible = false;
            await act(async () => fireEvent(audio, new Event('pause')));
          },
        },
      });
    });
  }
});

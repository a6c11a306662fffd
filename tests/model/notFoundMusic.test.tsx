// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { notFoundMusicMachine } from '../../machines/notFoundMusic';
import { FakeAudioContext, installFakeAudio } from '../fixtures/audio';
import { renderNotFound } from '../fixtures/renderNotFound';
import { expectFullCoverage, machineTransitions, modelOf, shortestPaths, testPath } from './kit';

// The 404 page's music machine, walked through the rendered page; the player's answers to play()
// are the actor's done and error events.
const model = modelOf(notFoundMusicMachine);
const paths = shortestPaths(model);

const toggleButton = () => screen.getByRole('button', { name: /Tap the Blob|Pause Music/ });

describe('notFoundMusic against the rendered 404 page', () => {
  it('the generated paths cover every state and every transition', () => {
    expectFullCoverage(model, paths);
    expect(machineTransitions(notFoundMusicMachine)).toHaveLength(6);
  });

  for (const path of paths) {
    it(`reaches ${path.description}`, async () => {
      const media = installFakeAudio();
      renderNotFound();
      await screen.findByRole('heading', { name: '404' });
      const audio = document.querySelector('audio');
      if (!audio) throw new Error('the page has no <audio> element');

      await testPath(model, path, {
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
            await act(async () =>
              media.pending?.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')),
            );
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

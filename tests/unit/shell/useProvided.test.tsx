// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { notFoundMusicMachine } from '../../../machines/notFoundMusic';
import { useProvided } from '../../../src/hooks/useProvided';

// Every view hands its effects to its machine through this hook, so what it keeps is what runs.
const playing = (play: () => Promise<void>) => ({ actors: { playMusic: fromPromise(play) } });

describe('useProvided', () => {
  it('runs the machine with the effects it was given', async () => {
    const { result } = renderHook(() =>
      useProvided(
        notFoundMusicMachine,
        playing(async () => {}),
      ),
    );
    const actor = createActor(result.current).start();
    actor.send({ type: 'music.toggle' });
    expect((await waitFor(actor, (s) => !s.matches('starting'))).value).toBe('playing');
  });

  it('keeps the first effects for the life of the view, as the running actor does', () => {
    let play = () => Promise.resolve();
    const { result, rerender } = renderHook(() => useProvided(notFoundMusicMachine, playing(play)));
    const first = result.current;
    play = () => Promise.reject(new Error('a later effect'));
    rerender();
    expect(result.current).toBe(first);
  });
});

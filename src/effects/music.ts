import { fromPromise } from 'xstate';
import type { notFoundMusicMachine } from '../../machines/notFoundMusic';
import type { Implementations } from '../hooks/useProvided';
import type { MusicPlayer } from './musicPlayer';

/** Holds the view's player: attached when the <audio> element mounts, disposed on unmount. */
export function createPlayerSlot() {
  let current: MusicPlayer | null = null;
  return {
    attach(player: MusicPlayer) {
      current = player;
    },
    release() {
      current?.dispose();
      current = null;
    },
    async play() {
      if (!current) throw new Error('The music player is not ready');
      await current.play();
    },
    pause() {
      current?.pause();
    },
    level() {
      return current?.level() ?? 0;
    },
  };
}

export type PlayerSlot = ReturnType<typeof createPlayerSlot>;

/** The notFoundMusic machine's effects: play and pause the slot's player. */
export function musicEffects(slot: PlayerSlot): Implementations<typeof notFoundMusicMachine> {
  return {
    actors: { playMusic: fromPromise(() => slot.play()) },
    actions: { pauseMusic: () => slot.pause() },
  };
}

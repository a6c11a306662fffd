import { useSyncExternalStore } from 'react';

// Whether the visitor has paused the background video, remembered in this browser. Any other stored
// value (or storage the browser refuses) reads as "not paused": the video is decoration, and a bad
// value must not stop the page.
const KEY = 'backdrop';
const PAUSED = 'paused';

const listeners = new Set<() => void>();
let paused = read();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === PAUSED;
  } catch {
    return false;
  }
}

export function setPaused(next: boolean) {
  paused = next;
  try {
    if (next) localStorage.setItem(KEY, PAUSED);
    else localStorage.removeItem(KEY);
  } catch {
    // Not remembered: the choice still holds on this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the visitor has the background video paused. */
export const usePaused = () =>
  useSyncExternalStore(
    subscribe,
    () => paused,
    () => false,
  );

// The microphone's level and its fallback when noise processing fails; no session state needed.
import { AUDIO_LEVEL_INTERVAL_MS } from '../speech';
import type { CallObject } from './types';

/** Starts daily-js's local audio-level observer unless it runs. Refused on browsers without AudioWorklet: the level then stays 0. */
export function startLocalLevels(call: CallObject): void {
  if (call.isLocalAudioLevelObserverRunning()) return;
  try {
    // Before the call machine is up daily-js only notes the request and returns nothing.
    Promise.resolve(call.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS)).catch(() => {});
  } catch {
    // Unsupported here; getMicLevel() reads 0 and no local-volume-level is emitted.
  }
}

/** The local level, 0..1. */
export function readMicLevel(call: CallObject): number {
  startLocalLevels(call);
  return call.getLocalAudioLevel();
}

/** Sets the audio processor to none, then turns the microphone on while the call is live. */
export function dropAudioProcessor(call: CallObject, live: () => boolean): void {
  const micOn = () => {
    try {
      if (live()) call.setLocalAudio(true);
    } catch {
      // The call is ending; there is no microphone left to turn on.
    }
  };
  try {
    call.updateInputSettings({ audio: { processor: { type: 'none' } } }).then(micOn, micOn);
  } catch {
    micOn();
  }
}

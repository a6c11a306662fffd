// Speech detection over remote audio levels. Pure: no DOM, timers are injected so
// tests drive time by hand and the engine can cancel the only pending timer on stop.

export const SPEECH_THRESHOLD = 0.01;
export const SPEECH_END_AFTER_MS = 1000;
export const VOLUME_NORMALISER = 0.15;
/** How often daily-js should report remote audio levels (ms). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

export interface SpeechTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SpeechDetectorOptions {
  onSpeechStart: () => void;
  onSpeechEnd: () => void;
  onVolume: (volume: number) => void;
  timers?: SpeechTimers;
}

export interface SpeechDetector {
  /** One observer sample: audio level per remote participant (0..1). */
  feed(levels: Readonly<Record<string, number>> | readonly number[]): void;
  readonly speaking: boolean;
  /** Cancels the pending speech-end timer without emitting anything. */
  dispose(): void;
}

const defaultTimers: SpeechTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Sum of the levels; a garbled level (NaN, negative, infinite) counts as silence. */
export function sumLevels(levels: Readonly<Record<string, number>> | readonly number[]): number {
  let sum = 0;
  for (const level of Object.values(levels)) {
    if (Number.isFinite(level) && level > 0) sum += level;
  }
  return sum;
}

export function volumeOf(sum: number): number {
  return Math.min(sum / VOLUME_NORMALISER, 1);
}

export function createSpeechDetector(options: SpeechDetectorOptions): SpeechDetector {
  const timers = options.timers ?? defaultTimers;
  let endTimer: unknown = null;
  let disposed = false;

  const cancelEnd = () => {
    if (endTimer !== null) timers.clearTimeout(endTimer);
    endTimer = null;
  };

  return {
    feed(levels) {
      if (disposed) return;
      const sum = sumLevels(levels);
      options.onVolume(volumeOf(sum));
      if (sum <= SPEECH_THRESHOLD) return;
      const wasSpeaking = endTimer !== null;
      cancelEnd();
      endTimer = timers.setTimeout(() => {
        endTimer = null;
        options.onSpeechEnd();
      }, SPEECH_END_AFTER_MS);
      if (!wasSpeaking) options.onSpeechStart();
    },
    get speaking() {
      return endTimer !== null;
    },
    dispose() {
      disposed = true;
      cancelEnd();
    },
  };
}

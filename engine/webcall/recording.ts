import type { DailyEvent } from '@daily-co/daily-js';
import type { CallObject } from './types';

type Listen = <E>(event: DailyEvent, handler: (event: E) => void) => void;

export interface CallRecording {
  /** Settles when daily-js reports the recording started, or refused. */
  readonly started: Promise<void>;
  /** Stops the recording, at most once. */
  stop(): void;
}

/** Asks daily-js to record the call (1280x720, black background, default layout) and watches for its start. */
export function requestRecording(call: CallObject, listen: Listen): CallRecording {
  const started = new Promise<void>((resolve, reject) => {
    listen('recording-started', () => resolve());
    listen('recording-error', (e: { errorMsg?: string }) =>
      reject(new Error(e?.errorMsg ?? 'Video recording failed')),
    );
  });
  started.catch(() => {}); // awaited only if the start gets that far
  call.startRecording({
    width: 1280,
    height: 720,
    backgroundColor: '#000000',
    layout: { preset: 'default' },
  });
  let stopped = false;
  return {
    started,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        call.stopRecording();
      } catch {
        // The recording ends with the room anyway; a refusal here must not block leaving.
      }
    },
  };
}

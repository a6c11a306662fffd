import type { CallObject } from './types';

const RECORDING = { width: 1280, height: 720, backgroundColor: '#000000', layout: { preset: 'default' } } as const;

type Listen = <E>(event: string, handler: (event: E) => void) => void;

/** The call's video recording: requested once, its start awaited, stopped at most once. */
export class CallRecording {
  readonly started: Promise<void>;
  private stopped = false;

  constructor(private readonly call: CallObject, listen: Listen) {
    this.started = new Promise<void>((resolve, reject) => {
      listen('recording-started', () => resolve());
      listen('recording-error', (e: { errorMsg?: string }) => reject(new Error(e?.errorMsg ?? 'Video recording failed')));
    });
    this.started.catch(() => {}); // awaited only if the start gets that far
  }

  request(): void {
    this.call.startRecording({ ...RECORDING, layout: { ...RECORDING.layout } });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    try {
      this.call.stopRecording();
    } catch {
      // The recording ends with the room anyway; a refusal here must not block leaving.
    }
  }
}

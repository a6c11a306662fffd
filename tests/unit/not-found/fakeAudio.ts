// jsdom implements neither media playback nor Web Audio. These fakes stand in for both and record
// what the 404 view asks of them, so tests can see what a listener would hear.
import { vi } from 'vitest';

export interface Deferred {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  readonly destination = { kind: 'destination' };
  readonly analysers: FakeAnalyser[] = [];
  readonly sources: FakeNode[] = [];
  /** What the analyser reports for every bin (0-255). */
  binLevel = 0;
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createMediaElementSource(element: HTMLMediaElement) {
    const node = new FakeNode(element);
    this.sources.push(node);
    return node;
  }
  createAnalyser() {
    const analyser = new FakeAnalyser(this);
    this.analysers.push(analyser);
    return analyser;
  }
  async resume() {
    this.state = 'running';
  }
  async close() {
    this.state = 'closed';
  }
}

export class FakeNode {
  readonly outputs: unknown[] = [];
  constructor(readonly element?: HTMLMediaElement) {}
  connect(target: unknown) {
    this.outputs.push(target);
    return target;
  }
  disconnect() {
    this.outputs.length = 0;
  }
}

export class FakeAnalyser extends FakeNode {
  fftSize = 2048;
  constructor(private readonly context: FakeAudioContext) {
    super();
  }
  get frequencyBinCount() {
    return this.fftSize / 2;
  }
  getByteFrequencyData(bins: Uint8Array) {
    bins.fill(this.context.binLevel);
  }
}

/** Installs fake play()/pause() and AudioContext; `audible` is true while the track would be heard. */
export function installFakeAudio() {
  const media = { audible: false, playCalls: 0, pending: undefined as Deferred | undefined };
  vi.stubGlobal('AudioContext', FakeAudioContext);
  FakeAudioContext.instances = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play() {
    media.playCalls += 1;
    return new Promise<void>((resolve, reject) => {
      media.pending = {
        resolve: () => {
          media.audible = true;
          resolve();
        },
        reject,
      };
    });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause() {
    media.audible = false;
  });
  return media;
}

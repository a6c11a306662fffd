// A fake daily-js call object with the slice of the API the web-call client uses. Every async
// operation is a gate the test settles by hand, so a start can be held, failed or stopped at
// any stage; listener bookkeeping shows what the client leaves behind.
import type { CallObject, CallObjectOptions, CallParticipant, DailyFactory, RecordingOptions } from '../../../engine/webcall';

export interface Gate<T = unknown> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  settled: boolean;
}

export function gate<T = unknown>(): Gate<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  const g: Gate<T> = {
    promise,
    settled: false,
    resolve: (value) => { g.settled = true; resolve(value); },
    reject: (error) => { g.settled = true; reject(error); },
  };
  return g;
}

export type AsyncOp = 'join' | 'leave' | 'observer' | 'inputSettings';

export const SPEAKER: CallParticipant = { session_id: 'speaker-1', user_name: 'Vapi Speaker', local: false };
export const OTHER: CallParticipant = { session_id: 'guest-1', user_name: 'Guest', local: false };

export class FakeCall implements CallObject {
  readonly listeners = new Map<string, Set<(event: never) => void>>();
  readonly log: string[] = [];
  readonly sent: unknown[] = [];
  readonly gates = new Map<AsyncOp, Gate[]>();
  /** Ops that settle by themselves; the others wait for the test. */
  readonly auto = new Set<AsyncOp>();
  /** Runs synchronously inside a method, e.g. to throw or to stop the client at that instant. */
  readonly hooks = new Map<string, () => void>();
  recordingOptions: RecordingOptions | null = null;
  audio = true;
  destroyed = false;
  cleared = false;
  remote: Record<string, CallParticipant> = {};

  constructor(readonly options: CallObjectOptions) {}

  on(event: string, handler: (event: never) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: (event: never) => void) {
    this.listeners.get(event)?.delete(handler);
    return this;
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
  emit(event: string, payload: unknown = {}): void {
    for (const handler of [...(this.listeners.get(event) ?? [])]) (handler as (e: unknown) => void)(payload);
  }

  private op(name: AsyncOp): Promise<unknown> {
    this.log.push(name);
    this.hooks.get(name)?.();
    if (this.auto.has(name)) return Promise.resolve();
    const g = gate();
    this.gates.set(name, [...(this.gates.get(name) ?? []), g]);
    return g.promise;
  }
  /** The latest pending gate of an op. */
  pending(name: AsyncOp): Gate {
    const g = this.gates.get(name)?.at(-1);
    if (!g || g.settled) throw new Error(`no pending ${name}`);
    return g;
  }

  join(_options: { url: string; subscribeToTracksAutomatically?: boolean }) { return this.op('join'); }
  /** Like daily-js, a completed leave also announces left-meeting. */
  leave() {
    return this.op('leave').then(() => this.emit('left-meeting', { action: 'left-meeting' }));
  }
  /** Like daily-js, the instance only stops counting once destroy() has finished leaving. */
  destroy() {
    this.log.push('destroy');
    this.destroyed = true;
    const finished = this.holdDestroy ? this.destroying.promise : Promise.resolve().then(() => Promise.resolve());
    return finished.then(() => { this.cleared = true; });
  }
  /** Set to keep destroy() leaving until the test settles `destroying`. */
  holdDestroy = false;
  readonly destroying = gate<void>();
  participants() {
    return { local: { session_id: 'me', user_name: 'me', local: true }, ...this.remote };
  }
  updateParticipant(sessionId: string, updates: { setSubscribedTracks: { audio: boolean; video: boolean } }) {
    this.log.push(`subscribe ${sessionId} audio=${updates.setSubscribedTracks.audio} video=${updates.setSubscribedTracks.video}`);
    return this;
  }
  startRecording(options: RecordingOptions) {
    this.log.push('startRecording');
    this.hooks.get('startRecording')?.();
    this.recordingOptions = options;
  }
  stopRecording() { this.log.push('stopRecording'); }
  /** daily-js's own cap, replaced by the call machine's value on join. */
  _maxAppMessageSize = 4096;
  sendAppMessage(data: unknown, _to?: string) {
    this.hooks.get('sendAppMessage')?.();
    if (JSON.stringify(data).length > this._maxAppMessageSize) throw new Error(`Message data too large. Max size is ${this._maxAppMessageSize}`);
    this.sent.push(data);
    return this;
  }
  setLocalAudio(enabled: boolean) {
    this.log.push(`setLocalAudio ${enabled}`);
    this.audio = enabled;
    return this;
  }
  localAudio() { return this.audio; }
  localLevel = 0;
  private localObserver = false;
  startLocalAudioLevelObserver(interval?: number) {
    this.log.push(`local observer ${interval}`);
    this.localObserver = true;
    return Promise.resolve();
  }
  isLocalAudioLevelObserverRunning() { return this.localObserver; }
  getLocalAudioLevel() { return this.localLevel; }
  updateInputSettings(settings: { audio: { processor: { type: string } } }) {
    this.log.push(`processor ${settings.audio.processor.type}`);
    return this.op('inputSettings');
  }
  startRemoteParticipantsAudioLevelObserver(interval: number) {
    this.log.push(`observer ${interval}`);
    return this.op('observer');
  }
  setInputDevicesAsync(devices: { audioDeviceId: string }) {
    this.log.push(`microphone ${devices.audioDeviceId}`);
    return Promise.resolve({});
  }
  setOutputDeviceAsync(device: { outputDeviceId: string }) {
    this.log.push(`speaker ${device.outputDeviceId}`);
    return Promise.resolve({});
  }
}

/** A daily factory whose creation is itself a gate, recording every call object it made. */
export class FakeDaily {
  readonly made: FakeCall[] = [];
  readonly creations: Gate<void>[] = [];
  autoCreate = true;
  /** A factory that ignores the abort signal, as a careless custom factory might. */
  ignoreSignal = false;
  prepare: (call: FakeCall) => void = () => {};

  /** Like daily-js, a call object counts as live from its creation until its destroy() has finished. */
  readonly liveInstances = () => this.made.filter((call) => !call.cleared).length;

  factory: DailyFactory = Object.assign(async (options: CallObjectOptions, signal: AbortSignal): Promise<CallObject> => {
    if (!this.autoCreate) {
      const g = gate<void>();
      this.creations.push(g);
      await g.promise;
    }
    if (!this.ignoreSignal) signal.throwIfAborted();
    if (this.made.some((call) => !call.cleared)) throw new Error('Duplicate DailyIframe instances are not allowed');
    const call = new FakeCall(options);
    this.prepare(call);
    this.made.push(call);
    return call;
  }, { liveInstances: () => this.liveInstances() });

  get last(): FakeCall {
    const call = this.made.at(-1);
    if (!call) throw new Error('no call object was created');
    return call;
  }
}

/** A MediaStreamTrack stand-in; jsdom has none. */
export const fakeTrack = (kind: 'audio' | 'video') => ({ kind, id: `${kind}-track` }) as unknown as MediaStreamTrack;

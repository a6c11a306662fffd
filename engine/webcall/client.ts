import { createActor, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import {
  LEAVE_TIMEOUT_MS,
  MISSING_TARGET_MESSAGE,
  RECONNECT_LIMIT_MS,
  hasStartTarget,
  webCallMachine,
} from '../../machines/webCall';
import type {
  CreatedCall,
  StartRequest,
  StartStage,
  WebCallEmitted,
  WebCallErrorType,
} from '../../machines/webCall.types';
import type { DailyCall } from '@daily-co/daily-js';
import type { NoSchema } from '../api/core/schema';
import { ApiClientError } from '../api/errors/apiClientError';
import { bodyContainer, detectMobile, loadDaily, platformWebCall } from './defaults';
import { statePath, toCreatedCall, webCallPayload } from './payload';
import { createSafeEmitter } from './emitter';
import { reportError } from '../lib/reportError';
import type { SafeEmitter } from './emitter';
import type { CallSession } from './session';
import { deviceList } from './devices';
import { readMicLevel } from './microphone';
import type {
  CallObject,
  ClientMessage,
  CreateWebCall,
  DeviceList,
  StartOptions,
  WebCallClientOptions,
  WebCallError,
  WebCallEvents,
  WebCallOf,
  WebCallState,
} from './types';

type Listener<K extends keyof WebCallEvents> = (event: WebCallEvents[K]) => void;

/** A failure at the platform carries the API client's error (PlatformError: status, body, requestId) as `apiError`. */
const withApiError = (error: WebCallError): WebCallError =>
  error.error instanceof ApiClientError ? { ...error, apiError: error.error } : error;

/**
 * The browser web-call client. Its lifecycle is the `webCall` machine; this class supplies the
 * machine's effects (API, daily-js, media) and relays the machine's events to typed listeners.
 * One instance holds at most one call. `Paths` (an openapi-typescript `paths` type, the one
 * `createPlatformClient<paths>` takes) types `start()`'s assistant, overrides, squad and workflow.
 */
export class WebCallClient<Paths extends object = NoSchema> {
  private readonly events: SafeEmitter<WebCallEvents>;
  private readonly actor: Actor<typeof webCallMachine>;
  private session: CallSession | null = null;
  /** The assistant's volume, 0..1, for its audio elements now and later. */
  private volume = 1;
  /** The previous call object's destroy(): daily-js refuses a second instance until it is done. */
  private released: Promise<void> = Promise.resolve();
  private stops = 0;
  private readonly relaying: { unsubscribe(): void };
  private destroyed: Promise<void> | null = null;

  constructor(
    private readonly options: WebCallClientOptions<Paths>,
    onListenerError?: (error: unknown) => void,
  ) {
    // A limit that is not a positive number (NaN from a missing setting, 0), Infinity or past 2^31 ms (about
    // 24 days) would end every call at its first network blip. (timeoutMs is checked by the API transport.)
    const { reconnectLimitMs = 1 } = options;
    if (!(reconnectLimitMs > 0 && reconnectLimitMs < 2e9))
      throw new RangeError('reconnectLimitMs must be over 0 and under 2e9 ms.');
    this.events = createSafeEmitter<WebCallEvents>(onListenerError);
    const createWebCall = (options.createWebCall ?? platformWebCall(options)) as CreateWebCall;
    const machine = webCallMachine.provide({
      delays: { reconnectLimit: options.reconnectLimitMs ?? RECONNECT_LIMIT_MS },
      actors: {
        createWebCall: fromPromise<CreatedCall, StartRequest>(({ input, signal }) =>
          createWebCall(webCallPayload(input as StartOptions), signal).then(toCreatedCall),
        ),
        createCallObject: fromPromise<void, CreatedCall>(async ({ input, signal }) => {
          // The session's code loads with the call, as daily-js does: a page that never calls pays nothing for it.
          const { CallSession } = await import('./session');
          signal.throwIfAborted();
          const session = this.openSession(CallSession);
          // A previous call object that never finishes is left to daily-js's duplicate check.
          await this.whenReleased();
          signal.throwIfAborted();
          await session.create(input, signal);
        }),
        joinCall: fromPromise<void, { url: string }>(async ({ input }) => this.current().join(input.url)),
        startRecording: fromPromise<void, void>(async () => this.current().startRecording()),
        awaitRecording: fromPromise<void, void>(async () => this.current().recordingStarted()),
        startAudioObserver: fromPromise<void, void>(async () => this.current().startAudioObserver()),
        startNoiseCancellation: fromPromise<void, void>(async () => {
          await this.live().updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
        }),
        leaveCall: fromPromise<void, void>(async () => this.current().leave()),
      },
      // An injected action that throws would put the actor in its error state for good, so
      // none may throw: what fails here is reported and the lifecycle carries on.
      actions: {
        releaseSession: () => {
          const session = this.session;
          this.session = null;
          try {
            session?.release();
          } catch (error) {
            reportError(error);
          }
        },
        disableAudioProcessing: () => this.session?.disableAudioProcessing(),
        sayFirstMessage: (_, params) => {
          try {
            this.session?.sayFirstMessage(params.delaySeconds);
          } catch (error) {
            this.reportNonFatal('video-recording-setup-error', 'video-recording-started', error);
          }
        },
      },
    });
    this.actor = createActor(machine);
    this.relaying = this.actor.on('*', (event) => this.relay(event));
    this.actor.start();
  }

  /** Where the call's lifecycle is, e.g. 'idle', 'session.starting.callJoin', 'session.inCall.connected'. */
  get state(): WebCallState {
    return statePath(this.actor.getSnapshot().value) as WebCallState;
  }

  on<K extends keyof WebCallEvents>(type: K, listener: Listener<K>): this {
    this.events.on(type, listener);
    return this;
  }

  /** As `on`, for the next such event only; `off(type, listener)` removes it before then. */
  once<K extends keyof WebCallEvents>(type: K, listener: Listener<K>): this {
    this.events.once(type, listener);
    return this;
  }

  off<K extends keyof WebCallEvents>(type: K, listener?: Listener<K>): this {
    this.events.off(type, listener);
    return this;
  }

  /**
   * Starts a call; resolves to the created web call, or null when it failed (after `call-start-failed`),
   * was stopped, or a call is already under way. Rejects only without an assistant, squad or workflow
   * (after a `validation-error`) or after `destroy()`.
   */
  async start(
    assistant?: StartOptions<Paths>['assistant'],
    assistantOverrides?: StartOptions<Paths>['assistantOverrides'],
    squad?: StartOptions<Paths>['squad'],
    workflow?: StartOptions<Paths>['workflow'],
    workflowOverrides?: StartOptions<Paths>['workflowOverrides'],
  ): Promise<WebCallOf<Paths> | null> {
    if (this.destroyed) throw new Error('The web-call client was destroyed.');
    const request = { assistant, assistantOverrides, squad, workflow, workflowOverrides } as StartOptions;
    if (!hasStartTarget(request)) {
      this.actor.send({ type: 'call.start', request, mobile: false });
      throw new Error(MISSING_TARGET_MESSAGE);
    }
    // A stop still leaving finishes first, so stop() then start() just works; a stop() asked
    // for while waiting cancels this start as well.
    if (this.actor.getSnapshot().matches({ session: 'stopping' })) {
      const stops = this.stops;
      await this.settled();
      if (this.stops !== stops) return null;
    }
    const idle = this.actor.getSnapshot().matches('idle');
    const outcome = idle ? this.nextStartOutcome() : null;
    this.actor.send({ type: 'call.start', request, mobile: (this.options.isMobile ?? detectMobile)() });
    const call = await outcome;
    return (call?.response as WebCallOf<Paths> | undefined) ?? null;
  }

  /**
   * Ends the call, or cancels a start at whatever stage it is, and resolves once daily-js has let go of
   * the call object (or after the leave time limit), so a new client can start at once. Idempotent.
   */
  stop(): Promise<void> {
    this.stops += 1;
    if (!this.actor.getSnapshot().matches('idle')) this.actor.send({ type: 'call.stop' });
    return this.settled().then(() => this.whenReleased());
  }

  /** Ends any call, then lets go of the machine and every listener. Idempotent; the client cannot start again. */
  destroy(): Promise<void> {
    this.destroyed ??= this.stop().then(() => {
      this.relaying.unsubscribe();
      this.actor.stop();
      this.events.clear();
    });
    return this.destroyed;
  }

  /**
   * Ends the call for everyone: sends the platform `end-call`, then stops as `stop()` does. Without a call
   * it only stops (a start under way is cancelled).
   */
  end(): Promise<void> {
    try {
      if (this.session?.call) this.session.send({ type: 'end-call' });
    } catch (error) {
      reportError(error); // the stop below still ends the call on this side
    }
    return this.stop();
  }

  /** Sends a message into the call (say, control, add-message, end-call). Throws "Call object is not available." without a call. */
  send(message: ClientMessage): void {
    this.current().send(message);
  }

  /** Sends any JSON message into the call, unchecked by the types; for messages `send()` does not know. */
  sendRaw(message: unknown): void {
    this.current().send(message);
  }

  say(
    message: string,
    endCallAfterSpoken = false,
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): void {
    this.send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }

  setMuted(muted: boolean): void {
    this.live().setLocalAudio(!muted);
    this.session!.muted = muted;
  }

  isMuted(): boolean {
    return this.live().localAudio() === false;
  }

  /** The assistant's volume, 0..1 (1 by default), for its audio now and for the rest of the client's calls. */
  setVolume(volume: number): void {
    if (!(volume >= 0 && volume <= 1)) throw new RangeError('The volume is a number from 0 to 1.');
    this.volume = volume;
    this.session?.media.setVolume(volume);
  }

  getVolume(): number {
    return this.volume;
  }

  /** The element playing the assistant (in `mediaContainer()`), or null until its audio arrives and after the call. */
  getAudioElement(): HTMLAudioElement | null {
    return this.session?.media.audio() ?? null;
  }

  /**
   * The daily-js call object, for what the client does not wrap; null without a call. With a `dailyFactory`
   * of your own it is what that returned. Leave joining, leaving and destroying to the client.
   */
  getDailyCallObject(): DailyCall | null {
    return (this.session?.call ?? null) as DailyCall | null;
  }

  /** The microphone's level, 0..1; 0 until daily-js's local observer has its first sample. See also `local-volume-level`. */
  getMicLevel(): number {
    return readMicLevel(this.live());
  }

  /** The browser's microphones and speakers (labels appear once the page may use the microphone). Needs no call. */
  async listDevices(): Promise<DeviceList> {
    return deviceList(await navigator.mediaDevices.enumerateDevices());
  }

  /** Switches the microphone during a call (daily-js's setInputDevicesAsync). */
  async setMicrophone(deviceId: string): Promise<void> {
    await this.live().setInputDevicesAsync({ audioDeviceId: deviceId });
  }

  /**
   * Switches the speaker during a call (daily-js's setOutputDeviceAsync, and the assistant's audio element).
   * Rejects where the browser cannot choose an output (no `setSinkId`): the system's default then plays.
   */
  async setSpeaker(deviceId: string): Promise<void> {
    await this.current().setSpeaker(deviceId);
  }

  /** After `audio-blocked`: plays the assistant again. Call it from a user gesture (a click); rejects if the browser still refuses. */
  async resumeAudio(): Promise<void> {
    await this.session?.media.resume();
  }

  private openSession(Session: typeof CallSession): CallSession {
    this.session?.release();
    this.session = new Session({
      options: this.options,
      factory: this.options.dailyFactory ?? loadDaily,
      container: this.options.mediaContainer ?? bodyContainer,
      events: this.events,
      send: (event) => this.actor.send(event),
      destroyed: (done) => {
        this.released = Promise.all([this.released, done]).then(() => {});
      },
    });
    this.session.media.setVolume(this.volume);
    return this.session;
  }

  private current(): CallSession {
    if (!this.session?.call) throw new Error('Call object is not available.');
    return this.session;
  }

  private live(): CallObject {
    return this.current().call as CallObject;
  }

  private reportNonFatal(type: WebCallErrorType, stage: StartStage, error: unknown): void {
    const message = (error as Error).message ?? String(error);
    this.events.emit('error', { type, stage, message, error, timestamp: new Date().toISOString() });
  }

  private relay(event: WebCallEmitted): void {
    // Every emitted event but the start's settling is a public event, its payload in `data`.
    if (event.type === 'start-settled') return;
    const data =
      event.type === 'error'
        ? withApiError(event.data)
        : event.type === 'call-start-failed'
          ? { ...event.data, error: withApiError(event.data.error) }
          : event.data;
    (this.events.emit as (type: string, data: unknown) => void)(event.type, data);
  }

  private nextStartOutcome(): Promise<CreatedCall | null> {
    return new Promise((resolve) => {
      const subscription = this.actor.on('start-settled', (event) => {
        subscription.unsubscribe();
        resolve(event.call);
      });
    });
  }

  /** The previous call object's destroy(), waited for at most the leave time limit: it leaves first, and a leave can hang. */
  private whenReleased(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, LEAVE_TIMEOUT_MS);
      void this.released.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private settled(): Promise<void> {
    if (this.actor.getSnapshot().matches('idle')) return Promise.resolve();
    return new Promise((resolve) => {
      const subscription = this.actor.subscribe((snapshot) => {
        if (!snapshot.matches('idle')) return;
        subscription.unsubscribe();
        resolve();
      });
    });
  }
}

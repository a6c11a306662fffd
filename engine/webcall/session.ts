import { AUDIO_LEVEL_INTERVAL_MS, createSpeechDetector } from '../speech';
import type { SpeechDetector } from '../speech';
import type * as DailyRules from '../daily/validators';
import type { CreatedCall, WebCallEvent } from '../../machines/webCall.types';
import type { SafeEmitter } from './emitter';
import { createSpeakerMedia } from './media';
import { knownAppMessage, readAppMessage } from './messages';
import { requestRecording } from './recording';
import type { CallRecording } from './recording';
import { dropAudioProcessor, startLocalLevels } from './microphone';
import { deviceList } from './devices';
import type { CallObject, CallParticipant, DailyFactory, ClientOptions, WebCallEvents } from './types';
import { SPEAKER_NAME } from './types';
import type { DailyEvent } from '@daily-co/daily-js';

/** A listener as the call object takes one; each is registered with the event object of its own event. */
type AnyHandler = Parameters<CallObject['on']>[1];

interface SessionDeps {
  options: ClientOptions;
  factory: DailyFactory;
  container: () => HTMLElement | null;
  events: SafeEmitter<WebCallEvents>;
  send: (event: WebCallEvent) => void;
  /** Receives each call object's destroy(), so the next call can wait for it. */
  destroyed: (done: Promise<void>) => void;
}

const isSpeaker = (p: CallParticipant | null | undefined): p is CallParticipant =>
  !!p && !p.local && p.user_name === SPEAKER_NAME;

/**
 * Everything one call holds: the call object, its listeners, the speaker's media elements and the
 * speech detector. `release()` frees all of it; the webCall machine calls it on leaving `session`.
 */
export class CallSession {
  call: CallObject | null = null;
  private released = false;
  private readonly listeners: Array<[DailyEvent, AnyHandler]> = [];
  readonly media;
  private detector: SpeechDetector | null = null;
  private recording: CallRecording | null = null;
  private receivesVideo = false;
  /** daily-js's connections (signaling, sfu, peer-to-peer) reported interrupted and not yet back. */
  private readonly interrupted = new Set<unknown>();
  /** Daily's rules and fatal-error kinds, loaded with the call like daily-js itself, so they cost the first load nothing. */
  private rules: typeof DailyRules | null = null;

  constructor(private readonly deps: SessionDeps) {
    this.media = createSpeakerMedia(deps.container, () => deps.events.emit('audio-blocked'));
  }

  async create(created: CreatedCall, signal: AbortSignal): Promise<void> {
    const { options } = this.deps;
    const voice = (created.response as { assistant?: { voice?: { provider?: string } } }).assistant?.voice;
    // A video avatar voice sends video even without recording.
    this.receivesVideo = created.videoRecordingEnabled || voice?.provider === 'tavus';
    const callOptions = {
      audioSource: options.audioSource ?? true,
      videoSource: options.videoSource ?? created.videoRecordingEnabled,
      ...(options.dailyConfig ? { dailyConfig: options.dailyConfig } : {}),
    };
    this.rules = await import('../daily/validators');
    signal.throwIfAborted();
    // daily-js allows one live call object per page (another client's, or the app's own, counts too).
    this.rules.validateCreateCallObject(callOptions, await this.deps.factory.liveInstances?.());
    signal.throwIfAborted();
    const call = await this.deps.factory(callOptions, signal);
    if (this.released || signal.aborted) {
      this.deps.destroyed(destroy(call));
      signal.throwIfAborted();
      throw new Error('Released while being created.');
    }
    this.call = call;
    this.listen(call);
  }

  async join(url: string): Promise<void> {
    const call = this.required();
    await call.join({ url, subscribeToTracksAutomatically: false });
    // The speaker may already be in the room, in which case no participant-joined arrives for it.
    for (const participant of Object.values(call.participants())) this.subscribe(participant);
  }

  startRecording(): Promise<void> {
    const call = this.required();
    this.recording = requestRecording(call, (event, handler) => this.on(call, event, handler));
    return Promise.resolve();
  }

  recordingStarted(): Promise<void> {
    return this.recording?.started ?? Promise.reject(new Error('Video recording was not requested'));
  }

  sayFirstMessage(delaySeconds: number): void {
    this.send({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: delaySeconds,
    });
  }

  async startAudioObserver(): Promise<void> {
    const { events } = this.deps;
    this.detector = createSpeechDetector({
      onSpeechStart: () => events.emit('speech-start'),
      onSpeechEnd: () => events.emit('speech-end'),
      onVolume: (volume) => events.emit('volume-level', volume),
    });
    const call = this.required();
    startLocalLevels(call);
    await call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
  }

  /** daily-js records the output device; the speaker's sound comes from this session's own elements. */
  async setSpeaker(deviceId: string): Promise<void> {
    const call = this.required();
    if (typeof HTMLMediaElement === 'undefined' || !('setSinkId' in HTMLMediaElement.prototype)) {
      throw new Error('This browser cannot choose the speaker.');
    }
    await Promise.all([
      call.setOutputDeviceAsync({ outputDeviceId: deviceId }),
      this.media.setSink(deviceId),
    ]);
  }

  /** The user's own mute (setMuted): a failed noise processor never turns that microphone on. */
  muted = false;

  /** Noise cancellation failed: drop the processor and make sure the microphone is live, unless the user muted it. */
  disableAudioProcessing(): void {
    if (this.call) dropAudioProcessor(this.call, () => !(this.released || this.muted));
  }

  async leave(): Promise<void> {
    const call = this.required();
    this.recording?.stop();
    await call.leave();
  }

  send(message: unknown): void {
    const data = JSON.stringify(message);
    const call = this.required();
    // daily-js replaces its 4096 cap with the call machine's at join; check against the cap it holds,
    // and when that cannot be read, leave the verdict to daily-js rather than guess a different one.
    const cap = (call as { _maxAppMessageSize?: unknown })._maxAppMessageSize;
    if (typeof cap === 'number') this.rules?.validateAppMessage(data, cap);
    call.sendAppMessage(data, '*');
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    // Speech in progress is closed, so a listener never sees a speech-start without its end.
    const speaking = this.detector?.speaking === true;
    this.detector?.dispose();
    if (speaking) this.deps.events.emit('speech-end');
    this.media.detachAll();
    const call = this.call;
    this.call = null;
    if (!call) return;
    this.recording?.stop();
    for (const [event, handler] of this.listeners.splice(0)) call.off(event, handler);
    this.deps.destroyed(destroy(call));
  }

  private required(): CallObject {
    if (!this.call) throw new Error('Call object is not available.');
    return this.call;
  }

  private subscribe(participant: CallParticipant | undefined): void {
    if (!isSpeaker(participant)) return;
    this.call?.updateParticipant(participant.session_id, {
      setSubscribedTracks: { audio: true, video: this.receivesVideo },
    });
  }

  private on<E>(call: CallObject, event: DailyEvent, handler: (e: E) => void): void {
    const safe = handler as unknown as AnyHandler;
    this.listeners.push([event, safe]);
    call.on(event, safe);
  }

  private listen(call: CallObject): void {
    const { events, send } = this.deps;
    this.on(call, 'left-meeting', () => send({ type: 'call.left' }));
    this.on(call, 'error', (error: unknown) =>
      send({ type: 'call.fail', error: this.rules!.fatalErrorOf(error) }),
    );
    this.on(call, 'camera-error', (e: WebCallEvents['camera-error']) => events.emit('camera-error', e));
    this.on(call, 'network-quality-change', (e: WebCallEvents['network-quality-change']) =>
      events.emit('network-quality-change', e),
    );
    this.on(call, 'network-connection', (e: WebCallEvents['network-connection']) => {
      events.emit('network-connection', e);
      const { interrupted } = this;
      const wasLost = interrupted.size > 0;
      if (e?.event === 'interrupted') interrupted.add(e.type);
      else interrupted.delete(e?.type);
      if (wasLost !== interrupted.size > 0) send({ type: wasLost ? 'network.restored' : 'network.lost' });
    });
    this.on(call, 'available-devices-updated', (e: { availableDevices?: MediaDeviceInfo[] }) =>
      events.emit('devices-changed', deviceList(e?.availableDevices ?? [])),
    );
    // Steady while the microphone is on; a muted microphone has no level to show.
    this.on(call, 'local-audio-level', (e: { audioLevel?: number }) => {
      if (call.localAudio()) events.emit('local-volume-level', e?.audioLevel ?? 0);
    });
    this.on(call, 'participant-joined', (e: { participant?: CallParticipant }) =>
      this.subscribe(e?.participant),
    );
    this.on(
      call,
      'track-started',
      (e: { participant?: CallParticipant | null; track?: MediaStreamTrack }) => {
        if (!isSpeaker(e?.participant) || !e.track) return;
        if (e.track.kind === 'video' && !this.receivesVideo) return;
        this.media.attach(e.participant.session_id, e.track);
        try {
          call.sendAppMessage('playable', '*'); // tells the platform the assistant can now be heard
        } catch {
          // Only a hint; the call works without it.
        }
      },
    );
    this.on(call, 'participant-left', (e: { participant?: CallParticipant }) => {
      if (!e?.participant) return;
      this.media.detach(e.participant.session_id);
      if (isSpeaker(e.participant)) send({ type: 'speaker.left' });
    });
    this.on(
      call,
      'remote-participants-audio-level',
      (e: { participantsAudioLevel?: Record<string, number> }) => {
        if (e?.participantsAudioLevel) this.detector?.feed(e.participantsAudioLevel);
      },
    );
    this.on(call, 'app-message', (e: { data?: unknown }) => this.receive(e?.data));
    this.on(call, 'nonfatal-error', (e: { type?: string }) => {
      if (e?.type === 'audio-processor-error') this.disableAudioProcessing();
    });
  }

  private receive(data: unknown): void {
    const { events, send } = this.deps;
    const message = readAppMessage(data);
    if (message === 'listening') return events.emit('call-start');
    events.emit('message', message);
    const known = knownAppMessage(message);
    if (known?.type === 'status-update' && known.status === 'ended')
      send({ type: 'status.ended', endedReason: known.endedReason });
  }
}

function destroy(call: CallObject): Promise<void> {
  try {
    return call.destroy().then(
      () => {},
      () => {},
    );
  } catch {
    return Promise.resolve();
  }
}

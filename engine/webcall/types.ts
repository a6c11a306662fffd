import type {
  DailyAdvancedConfig,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectCameraError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyFactoryOptions,
} from '@daily-co/daily-js';
import type { ApiClientError } from '../api/errors/apiClientError';
import type { NoSchema, OperationOf, SchemaJsonBody, SchemaResponse } from '../api/core/schema';
import type {
  AppMessage,
  CallEnd,
  CallStartSuccess,
  StartProgress,
  WebCallError as LifecycleError,
  Role,
} from '../../machines/webCall.types';
import type {
  ApiRecord,
  CreateWebCallRequest,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  TokenSource,
  WebCall,
} from '../api/types';

export type {
  AppMessage,
  CallEnd,
  CallEndReason,
  CallFatalError,
  CallStartSuccess,
  EndedReason,
  KnownAppMessage,
  OtherAppMessage,
  Role,
  SpeechUpdateMessage,
  StartProgress,
  StartProgressMetadata,
  StartStage,
  StatusUpdateMessage,
  TranscriptMessage,
  WebCallErrorType,
} from '../../machines/webCall.types';
export type { CreateWebCallRequest, WebCall };

/** An `error` event. A start that failed at the platform (web-call-creation) has `apiError` set. */
export interface WebCallError extends LifecycleError {
  /**
   * The API client's error when the platform call failed: a `PlatformError` (`status`, `body`, `requestId`),
   * `NetworkError`, `PlatformTimeoutError` or `ResponseFormatError`; the same object as `error`.
   */
  apiError?: ApiClientError;
}
/** `call-start-failed`: the stage that failed, how long the start took, and its error event. */
export interface CallStartFailed {
  stage: LifecycleError['stage'] & string;
  totalDuration: number;
  error: WebCallError;
  timestamp: string;
}

/** daily-js's own events, passed on as they come. */
export type CameraErrorEvent = DailyEventObjectCameraError;
export type NetworkQualityEvent = DailyEventObjectNetworkQualityEvent;
export type NetworkConnectionEvent = DailyEventObjectNetworkConnectionEvent;

/** Where the client's lifecycle is (`client.state`). */
export type WebCallState =
  | 'idle'
  | `session.starting.${
      | 'initialization'
      | 'webCallCreation'
      | 'callObjectCreation'
      | 'mobilePermissions'
      | 'callJoin'
      | 'videoRecordingSetup'
      | 'videoRecordingStarted'
      | 'audioObserverSetup'
      | 'audioProcessingSetup'}`
  | `session.inCall.${'connected' | 'reconnecting' | 'reconnected'}`
  | 'session.stopping';

// The messages an app sends into the call (`send()`): the say and say-first-message controls, and
// those @vapi-ai/web apps send. Anything else goes through `sendRaw()`.

/** The assistant says `message`; see `say()`. */
export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}
/** Live call control: silence or un-silence the assistant, or (with video recording) start its first message. */
export type ControlMessage =
  | { type: 'control'; control: 'mute-assistant' | 'unmute-assistant' }
  | { type: 'control'; control: 'say-first-message'; videoRecordingStartDelaySeconds?: number };
/** A message in the conversation, in the chat-completion shape the platform takes. */
export interface ConversationMessage {
  role: Role | 'system' | 'developer' | 'tool';
  content: string;
  [key: string]: unknown;
}
/** Adds a message to the conversation; with `triggerResponseEnabled` the assistant answers it. */
export interface AddMessageMessage {
  type: 'add-message';
  message: ConversationMessage;
  triggerResponseEnabled?: boolean;
}
/** Ends the call for everyone (`end()` sends it). */
export interface EndCallMessage {
  type: 'end-call';
}
/** What `send()` takes: a union discriminated on `type`. */
export type ClientMessage = SayMessage | ControlMessage | AddMessageMessage | EndCallMessage;

/** The platform's participant whose audio (and video) is played. */
export const SPEAKER_NAME = 'Vapi Speaker';

/** The slice of a daily-js call object the client uses; a fake for tests needs only this. */
export interface CallObject {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  join(options: { url: string; subscribeToTracksAutomatically?: boolean }): Promise<unknown>;
  leave(): Promise<unknown>;
  destroy(): Promise<unknown>;
  participants(): Record<string, CallParticipant>;
  updateParticipant(
    sessionId: string,
    updates: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): unknown;
  startRecording(options: RecordingOptions): unknown;
  stopRecording(): unknown;
  sendAppMessage(data: unknown, to?: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  updateInputSettings(settings: {
    audio: { processor: { type: 'noise-cancellation' | 'none' } };
  }): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval: number): Promise<unknown>;
  startLocalAudioLevelObserver(interval?: number): Promise<unknown>;
  isLocalAudioLevelObserverRunning(): boolean;
  getLocalAudioLevel(): number;
  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
}

export interface CallParticipant {
  session_id: string;
  user_name?: string;
  local?: boolean;
}
export interface RecordingOptions {
  width: number;
  height: number;
  backgroundColor: string;
  layout: { preset: 'default' };
}
export type CallObjectOptions = Pick<DailyFactoryOptions, 'audioSource' | 'videoSource' | 'dailyConfig'>;
/**
 * Creates the call object; the default loads daily-js lazily. `liveInstances` tells how many call objects
 * daily-js holds alive (created, not yet destroyed), so a second one is refused before daily-js is asked.
 */
export interface DailyFactory {
  (options: CallObjectOptions, signal: AbortSignal): CallObject | Promise<CallObject>;
  liveInstances?: () => number | Promise<number>;
}

// With an app's OpenAPI `paths` (openapi-typescript), the web call's body and answer are the schema's
// `POST /call/web`; without one, or when the schema lacks the route, the client's own types.
type WebCallOperation<Paths> = OperationOf<Paths, '/call/web', 'POST'>;
type Or<T, Fallback> = [T] extends [never] ? Fallback : unknown extends T ? Fallback : T;
/** The body of `POST /call/web`: the schema's when `Paths` has it. */
export type WebCallBody<Paths = NoSchema> = Or<SchemaJsonBody<WebCallOperation<Paths>>, CreateWebCallRequest>;
/** The created web call: the schema's answer when `Paths` has the route. */
export type WebCallOf<Paths = NoSchema> = [WebCallOperation<Paths>] extends [never]
  ? WebCall
  : Or<SchemaResponse<WebCallOperation<Paths>>, WebCall>;
type BodyField<Paths, K extends string, Fallback> =
  WebCallBody<Paths> extends infer B
    ? K extends keyof B
      ? Or<Exclude<B[K], undefined>, Fallback>
      : Fallback
    : never;

export type CreateWebCall<Paths = NoSchema> = (
  payload: WebCallBody<Paths>,
  signal: AbortSignal,
) => Promise<WebCallOf<Paths>>;

/**
 * An inline assistant for `start()`: the schema's assistant (or any definition), but not one with the start
 * request's own keys. `start({ squad: 'id' })` is a mistake for `start(undefined, undefined, 'id')`, refused by
 * the types (there is no run-time check: it would not fit the entry's size budget).
 */
export type StartAssistant<Paths = NoSchema> = BodyField<Paths, 'assistant', InlineAssistant> & {
  [K in `${'assistant' | 'squad' | 'workflow'}${'' | 'Id' | 'Overrides'}`]?: never;
};

/** A string is an id, an object an inline definition, typed from `Paths` when given. */
export interface StartOptions<Paths = NoSchema> {
  assistant?: string | StartAssistant<Paths>;
  assistantOverrides?: BodyField<Paths, 'assistantOverrides', ApiRecord>;
  squad?: string | BodyField<Paths, 'squad', InlineSquad>;
  workflow?: string | BodyField<Paths, 'workflow', InlineWorkflow>;
  workflowOverrides?: BodyField<Paths, 'workflowOverrides', ApiRecord>;
}

/**
 * How the client reaches the platform: its address and a token (or public key), or a `createWebCall` of the
 * app's own that replaces the API call (a proxy of the app's server, tests). Anything else does not compile.
 */
export type PlatformAccess<Paths = NoSchema> =
  | {
      /** The platform API base, e.g. `https://api.example.com`: required, there is no default. */
      apiBaseUrl: string;
      /** Bearer token for the platform API (the embedding page's public key), or a function giving it. */
      token: TokenSource;
      publicKey?: string;
      createWebCall?: CreateWebCall<Paths>;
    }
  | {
      apiBaseUrl: string;
      /** The platform's public key; another name for `token`. */
      publicKey: string;
      token?: TokenSource;
      createWebCall?: CreateWebCall<Paths>;
    }
  | {
      /** Replaces the API call entirely (a proxy of the app's own, tests); then no address or token is needed. */
      createWebCall: CreateWebCall<Paths>;
      apiBaseUrl?: string;
      token?: TokenSource;
      publicKey?: string;
    };

export type WebCallClientOptions<Paths = NoSchema> = WebCallSettings & PlatformAccess<Paths>;
/** The options as the client's parts read them. */
export type ClientOptions = WebCallSettings & {
  apiBaseUrl?: string;
  token?: TokenSource;
  publicKey?: string;
};

/** Everything but the platform access; all optional. */
export interface WebCallSettings {
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The API call's time-out per attempt, 30 000 ms by default. */
  timeoutMs?: number;
  dailyFactory?: DailyFactory;
  /** Overrides for the call object; audio defaults to on, video to whether recording is enabled. */
  audioSource?: boolean | string | MediaStreamTrack;
  videoSource?: boolean | string | MediaStreamTrack;
  dailyConfig?: DailyAdvancedConfig;
  isMobile?: () => boolean;
  /** Where the speaker's media elements go; document.body by default. */
  mediaContainer?: () => HTMLElement | null;
  /** How long a call may stay reconnecting before it ends with the network-lost reason; 30 000 ms by default. */
  reconnectLimitMs?: number;
}

/** The microphones and speakers the browser offers, in its order. */
export interface DeviceList {
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

/** Every event and its payload; `on`, `once` and `off` take these names. */
export type WebCallEvents = {
  'call-start': void;
  'call-end': CallEnd;
  'speech-start': void;
  'speech-end': void;
  'volume-level': number;
  message: AppMessage;
  error: WebCallError;
  'call-start-progress': StartProgress;
  'call-start-success': CallStartSuccess;
  'call-start-failed': CallStartFailed;
  'camera-error': CameraErrorEvent;
  'network-quality-change': NetworkQualityEvent;
  'network-connection': NetworkConnectionEvent;
  reconnecting: void;
  reconnected: void;
  'devices-changed': DeviceList;
  'audio-blocked': void;
  'local-volume-level': number;
};

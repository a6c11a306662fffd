import type {
  DailyAdvancedConfig,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectCameraError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyFactoryOptions,
} from '@daily-co/daily-js';
import type {
  AppMessage,
  CallEnd,
  CallStartFailed,
  CallStartSuccess,
  StartProgress,
  WebCallError,
} from '../../machines/webCall.types';
import type {
  ApiRecord,
  CreateWebCallRequest,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  WebCall,
} from '../api';

export type {
  AppMessage,
  CallEnd,
  CallEndReason,
  CallFatalError,
  CallStartFailed,
  CallStartSuccess,
  KnownAppMessage,
  OtherAppMessage,
  SpeechUpdateMessage,
  StartProgress,
  StartProgressMetadata,
  StartStage,
  StatusUpdateMessage,
  TranscriptMessage,
  WebCallError,
  WebCallErrorType,
} from '../../machines/webCall.types';

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

export type CreateWebCall = (payload: CreateWebCallRequest, signal: AbortSignal) => Promise<WebCall>;

/**
 * An inline assistant for `start()`: any definition but one with the start request's own keys. `start({ squad:
 * 'id' })` is a mistake for `start(undefined, undefined, 'id')`, refused by the types (there is no run-time
 * check: it would not fit the entry's 8 KB budget).
 */
export type StartAssistant = InlineAssistant & {
  [K in `${'assistant' | 'squad' | 'workflow'}${'' | 'Id' | 'Overrides'}`]?: never;
};

/** A string is an id, an object an inline definition. */
export interface StartOptions {
  assistant?: string | StartAssistant;
  assistantOverrides?: ApiRecord;
  squad?: string | InlineSquad;
  workflow?: string | InlineWorkflow;
  workflowOverrides?: ApiRecord;
}

export interface WebCallClientOptions {
  /** Bearer token for the platform API (the embedding page's public key), or a function giving it. */
  token?: string | (() => string | Promise<string>);
  /** The platform's public key; another name for `token`. */
  publicKey?: string;
  /** The platform API base, e.g. https://api.example.com. */
  apiBaseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  /** Replaces the API call entirely (tests, proxies). */
  createWebCall?: CreateWebCall;
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
  'camera-error': DailyEventObjectCameraError;
  'network-quality-change': DailyEventObjectNetworkQualityEvent;
  'network-connection': DailyEventObjectNetworkConnectionEvent;
  reconnecting: void;
  reconnected: void;
  'devices-changed': DeviceList;
  'audio-blocked': void;
  'local-volume-level': number;
};

// The webCall machine's public shapes: what it is given, what it emits, and what the web-call client
// passes on to apps. Types only; machines/webCall.ts holds the lifecycle.

export type StartStage =
  | 'initialization'
  | 'web-call-creation'
  | 'daily-call-object-creation'
  | 'mobile-permissions'
  | 'daily-call-join'
  | 'video-recording-setup'
  | 'video-recording-started'
  | 'audio-observer-setup'
  | 'audio-processing-setup';

export type WebCallErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error'
  | 'daily-error';

export interface StartRequest {
  assistant?: unknown;
  assistantOverrides?: unknown;
  squad?: unknown;
  workflow?: unknown;
  workflowOverrides?: unknown;
}
/** What the machine needs from the created web call; `response` is the API's object, untouched. */
export interface CreatedCall {
  id: string;
  url: string;
  videoRecordingEnabled: boolean;
  response: unknown;
}

export interface StartProgress {
  stage: StartStage | 'validation';
  status: 'started' | 'completed' | 'failed';
  duration?: number;
  timestamp: string;
  /** Why a stage failed: a start refused or stopped (`reason`), or the failure's message (`error`). */
  metadata?: StartProgressMetadata;
}

export type StartProgressMetadata = { reason: 'already-started' | 'stopped' } | { error: string };

/**
 * A fatal daily-js error (its `error` event), by kind. daily-js 0.80.0's types map as: `ejected`; `exp-room`,
 * `exp-token` → `expired`; `nbf-room`, `nbf-token` → `not-yet-valid` (with `of`); `no-room`; `meeting-full`;
 * `end-of-life`; `not-allowed`; `connection-error` (with `on`, what daily-js was doing); anything else `unknown`.
 * `message` is daily-js's `errorMsg`.
 */
export type CallFatalError =
  | {
      kind: 'ejected' | 'no-room' | 'meeting-full' | 'end-of-life' | 'not-allowed' | 'unknown';
      message: string;
    }
  | { kind: 'expired' | 'not-yet-valid'; of: 'room' | 'token'; message: string }
  | {
      kind: 'connection-error';
      on?: 'load' | 'join' | 'reconnect' | 'move' | 'rtc-connection' | 'room-lookup';
      message: string;
    };

export interface WebCallError {
  type: WebCallErrorType;
  stage?: StartStage | 'validation';
  message: string;
  /** What failed: an Error, the API's error, or the fatal daily-js error. */
  error?: unknown;
  /** Set when daily-js reported a fatal error (in the call, or while joining). */
  fatal?: CallFatalError;
  timestamp: string;
}

/**
 * Why a call ended: `stopped` by the app (stop() or destroy()); `left`, daily-js left the room without stop();
 * `assistant-ended`, the platform ended it (its ended status-update arrived, or its speaker left); `ejected`,
 * `expired`, `not-yet-valid`, `meeting-full`, from daily-js's fatal error of that kind; `network-lost`, the
 * connection did not come back within the reconnect limit, or daily-js gave up on it; `error`, any other fatal error.
 */
export type CallEndReason =
  | 'stopped'
  | 'left'
  | 'assistant-ended'
  | 'ejected'
  | 'expired'
  | 'not-yet-valid'
  | 'meeting-full'
  | 'network-lost'
  | 'error';

/**
 * The `endedReason` of a call's ended status-update. The client's own: `customer-ended-call` (the platform's, for
 * stop() and a leave), `assistant-ended-call`, and the end reasons of daily-js's fatal errors and lost
 * connections; the platform sends many more of its own, so any string may arrive.
 */
export type EndedReason =
  | 'customer-ended-call'
  | 'assistant-ended-call'
  | 'ejected'
  | 'expired'
  | 'not-yet-valid'
  | 'meeting-full'
  | 'network-lost'
  | 'error'
  // Any other string, while editors still offer the names above.
  | (string & {});

export interface CallEnd {
  reason: CallEndReason;
  /** The endedReason of the one ended status-update the app received: the platform's, or the client's own. */
  endedReason: EndedReason;
  /** The fatal daily-js error that ended the call, if one did. */
  error?: CallFatalError;
}

// The platform's app messages. The known ones below are checked by the client (knownAppMessage); any other
// JSON message passes through as sent, and anything that is not an object with a string `type` arrives as
// { type: 'unrecognized', data } with what was sent.

/** Who spoke. */
export type Role = 'user' | 'assistant';
export interface TranscriptMessage {
  type: 'transcript';
  role: Role;
  transcriptType: 'partial' | 'final';
  transcript: string;
  [key: string]: unknown;
}
export interface SpeechUpdateMessage {
  type: 'speech-update';
  role: Role;
  status: 'started' | 'stopped';
  [key: string]: unknown;
}
/** `status` is 'ended' for the end of the call, which carries `endedReason`. */
export interface StatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: EndedReason;
  [key: string]: unknown;
}
/** A union discriminated on `type`. */
export type KnownAppMessage = TranscriptMessage | SpeechUpdateMessage | StatusUpdateMessage;
export interface OtherAppMessage {
  type: string;
  [key: string]: unknown;
}
/** What the `message` event carries; narrow it with knownAppMessage(), as an open `type: string` stops TypeScript narrowing on `type`. */
export type AppMessage = KnownAppMessage | OtherAppMessage;

export interface CallStartSuccess {
  totalDuration: number;
  callId: string;
  timestamp: string;
}
export interface CallStartFailed {
  stage: StartStage;
  totalDuration: number;
  error: WebCallError;
  timestamp: string;
}

/** The machine's emitted events; all but `start-settled` go to the client's listeners as `data`. */
export type WebCallEmitted =
  | { type: 'call-start-progress'; data: StartProgress }
  | { type: 'call-start-success'; data: CallStartSuccess }
  | { type: 'call-start-failed'; data: CallStartFailed }
  | { type: 'error'; data: WebCallError }
  | { type: 'call-end'; data: CallEnd }
  | { type: 'message'; data: StatusUpdateMessage }
  | { type: 'reconnecting' | 'reconnected'; data?: undefined }
  | { type: 'start-settled'; call: CreatedCall | null };

export type WebCallEvent =
  | { type: 'call.start'; request: StartRequest; mobile: boolean }
  | { type: 'call.stop' }
  | { type: 'call.left' }
  | { type: 'call.fail'; error: CallFatalError }
  | { type: 'speaker.left' }
  | { type: 'status.ended'; endedReason?: string }
  | { type: 'network.lost' }
  | { type: 'network.restored' };

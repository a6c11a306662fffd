// Public entry of the web-call client (`@hud-portfolio/call-engine/webcall`): only what engine/README.md
// documents. The emitter, the payload builder and the session are internal.
export { WebCallClient } from './client';
export { knownAppMessage } from './messages';
export { SPEAKER_NAME } from './types';
export { RECONNECT_LIMIT_MS } from '../../machines/webCall';
export type {
  AddMessageMessage,
  AppMessage,
  CallEnd,
  CallEndReason,
  CallFatalError,
  CallObject,
  CallObjectOptions,
  CallParticipant,
  CallStartFailed,
  CallStartSuccess,
  CameraErrorEvent,
  ClientMessage,
  ControlMessage,
  ConversationMessage,
  CreateWebCall,
  CreateWebCallRequest,
  DailyFactory,
  DeviceList,
  EndCallMessage,
  EndedReason,
  KnownAppMessage,
  NetworkConnectionEvent,
  NetworkQualityEvent,
  OtherAppMessage,
  PlatformAccess,
  RecordingOptions,
  Role,
  SayMessage,
  SpeechUpdateMessage,
  StartAssistant,
  StartOptions,
  StartProgress,
  StartProgressMetadata,
  StartStage,
  StatusUpdateMessage,
  TranscriptMessage,
  WebCall,
  WebCallBody,
  WebCallClientOptions,
  WebCallError,
  WebCallErrorType,
  WebCallEvents,
  WebCallOf,
  WebCallSettings,
  WebCallState,
} from './types';

import { WebCallClient } from './client';
import type { NoSchema } from '../api/core/schema';
import type { WebCallClientOptions } from './types';

/**
 * `createWebCall({ apiBaseUrl, publicKey })`: the same as `new WebCallClient(options)`. `createWebCall<paths>(…)`
 * types `start()`'s assistant, overrides, squad and workflow from the platform's OpenAPI `paths`.
 */
export const createWebCall = <Paths extends object = NoSchema>(options: WebCallClientOptions<Paths>) =>
  new WebCallClient<Paths>(options);

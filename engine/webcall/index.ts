// Public entry of the web-call client (`@hud-portfolio/call-engine/webcall`): only what engine/README.md
// documents. The emitter, the payload builder and the session are internal.
export { WebCallClient } from './client';
export { knownAppMessage } from './messages';
export { SPEAKER_NAME } from './types';
export { RECONNECT_LIMIT_MS } from '../../machines/webCall';
export type {
  AppMessage,
  CallEnd,
  CallEndReason,
  CallFatalError,
  CallObject,
  CallObjectOptions,
  CallParticipant,
  CallStartFailed,
  CallStartSuccess,
  CreateWebCall,
  DailyFactory,
  DeviceList,
  KnownAppMessage,
  OtherAppMessage,
  RecordingOptions,
  SpeechUpdateMessage,
  StartAssistant,
  StartOptions,
  StartProgress,
  StartProgressMetadata,
  StartStage,
  StatusUpdateMessage,
  TranscriptMessage,
  WebCallClientOptions,
  WebCallError,
  WebCallErrorType,
  WebCallEvents,
} from './types';

import { WebCallClient } from './client';
import type { WebCallClientOptions } from './types';

/** `createWebCall({ token, apiBaseUrl })`: the same as `new WebCallClient(options)`. */
export const createWebCall = (options: WebCallClientOptions = {}) => new WebCallClient(options);

export { WebCallClient } from './client';
export { webCallPayload } from './payload';
export { knownAppMessage } from './messages';
export { createSafeEmitter, reportListenerError } from './emitter';
export type { SafeEmitter } from './emitter';
export { SPEAKER_NAME } from './types';
export type {
  AppMessage, CallEnd, CallEndReason, CallFatalError, CallObject, CallObjectOptions, CallParticipant, CallStartFailed, CallStartSuccess,
  CreateWebCall, DailyFactory, DeviceList, KnownAppMessage, OtherAppMessage, RecordingOptions, SpeechUpdateMessage, StartOptions,
  StartProgress, StartStage, StatusUpdateMessage, TranscriptMessage, WebCallClientOptions, WebCallError, WebCallErrorType, WebCallEvents,
} from './types';

import { WebCallClient } from './client';
import type { WebCallClientOptions } from './types';

/** `createWebCall({ token, apiBaseUrl })`: the same as `new WebCallClient(options)`. */
export const createWebCall = (options: WebCallClientOptions = {}) => new WebCallClient(options);

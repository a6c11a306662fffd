export { WebCallClient } from './client';
export { webCallPayload } from './payload';
export { createSafeEmitter, reportListenerError } from './emitter';
export type { SafeEmitter } from './emitter';
export { SPEAKER_NAME } from './types';
export type {
  CallObject, CallObjectOptions, CallParticipant, CallStartFailed, CallStartSuccess, CreateWebCall, DailyFactory,
  RecordingOptions, StartOptions, StartProgress, StartStage, WebCallClientOptions, WebCallError, WebCallErrorType, WebCallEvents,
} from './types';

import { WebCallClient } from './client';
import type { WebCallClientOptions } from './types';

/** `createWebCall({ token, apiBaseUrl })`: the same as `new WebCallClient(options)`. */
export const createWebCall = (options: WebCallClientOptions = {}) => new WebCallClient(options);

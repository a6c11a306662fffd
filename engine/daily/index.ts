// Public surface of engine/daily: Daily's daily-js 0.80.0 rules as pure functions and call-state tracking.
// check*(…) returns a Verdict; validate*(…) throws DailyValidationError with daily-js's message.
//
// Typical use before touching daily-js:
//   validateCreateCallObject(props, liveInstances)  // before Daily.createCallObject(props). Important: in daily-js
//     an instance whose properties fail is registered anyway and never released, so every later create fails
//     with "Duplicate DailyIframe instances are not allowed" — validate first.
//   validateCallProperties(props)                   // before join(props)
//   validateAppMessage(data)                        // before sendAppMessage(data)
//   const tracker = trackDailyCall(callObject, { warn }) … tracker.stop() removes its listeners.
// The rules hold many exact message strings (~6 KB gzip for the call-property table); load this module
// lazily together with daily-js to keep it out of the first load.

export { DailyValidationError, type DailyRule, type Verdict } from './rules/verdict';
export * from './validators'; // includes fatalErrorOf (./fatal)
export type { CallFatalError } from '../../machines/webCall.types';
export type { CustomTrackOptions } from './rules/customTrack';
export type { DialOutOptions } from './rules/dialOut';
export type { InstanceOptions } from './rules/instances';
export type { SimulcastOptions } from './rules/sendSettings';
export type { SubscriptionContext } from './rules/subscriptions';
export type { TransferOptions } from './rules/transfers';
export {
  checkCallProperties,
  checkCreateCallObject,
  checkCustomIntegrations,
  checkLang,
  checkLayoutConfig,
  checkReceiveSettings,
  checkTheme,
  KNOWN_CALL_PROPERTIES,
} from './rules/callProperties';
export {
  checkAudioLevelInterval,
  checkDtmf,
  checkNetworkTestTrack,
  checkNewParticipantSound,
  checkRecordingType,
  checkTranscriptionStop,
  checkTranscriptionUpdate,
} from './rules/calls';
export { checkCustomTrack } from './rules/customTrack';
export { checkDialOut } from './rules/dialOut';
export { checkNewInstance } from './rules/instances';
export { checkBackgroundEffect, checkInputSettings } from './rules/inputSettings';
export { checkCustomIntegrationIds, checkCustomTrayButtons } from './rules/integrations';
export { checkParticipantUpdate } from './rules/participant';
export { checkPermissions } from './rules/permissions';
export {
  checkStartRemoteMediaPlayer,
  checkStopRemoteMediaPlayer,
  checkUpdateRemoteMediaPlayer,
} from './rules/remoteMediaPlayer';
export {
  checkScreenShareSendSettings,
  checkSendSettings,
  checkSimulcastEncodings,
  ENCODING_RANGES,
} from './rules/sendSettings';
export {
  checkAppMessage,
  checkSessionData,
  MAX_APP_MESSAGE_SIZE,
  MAX_SESSION_DATA_SIZE,
} from './rules/sessionData';
export { checkUpdateReceiveSettings } from './rules/subscriptions';
export { checkSipCallTransfer, checkSipRefer } from './rules/transfers';
export { checkUserData } from './rules/userData';
export {
  trackDailyCall,
  DAILY_CALL_EVENTS,
  type DailyEventSource,
  type DailyAccessState,
  type DailyCallContext,
  type DailyCallEvent,
  type DailyCallSnapshot,
  type DailyCallState,
  type DailyCallTracker,
  type DailyParticipantLike,
  type DailyWaitingParticipant,
  type TrackOptions,
} from './track';

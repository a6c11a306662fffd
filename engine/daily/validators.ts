import {
  checkCallProperties,
  checkCreateCallObject,
  checkCustomIntegrations,
  checkLang,
  checkLayoutConfig,
  checkReceiveSettings,
  checkTheme,
} from './rules/callProperties';
import {
  checkAudioLevelInterval,
  checkDtmf,
  checkNetworkTestTrack,
  checkNewParticipantSound,
  checkRecordingType,
  checkTranscriptionStop,
  checkTranscriptionUpdate,
} from './rules/calls';
import { checkCustomTrack, type CustomTrackOptions } from './rules/customTrack';
import { checkDialOut, type DialOutOptions } from './rules/dialOut';
import { checkNewInstance, type InstanceOptions } from './rules/instances';
import { checkBackgroundEffect, checkInputSettings } from './rules/inputSettings';
import { checkCustomIntegrationIds, checkCustomTrayButtons } from './rules/integrations';
import { checkParticipantUpdate } from './rules/participant';
import { checkPermissions } from './rules/permissions';
import {
  checkStartRemoteMediaPlayer,
  checkStopRemoteMediaPlayer,
  checkUpdateRemoteMediaPlayer,
} from './rules/remoteMediaPlayer';
import {
  checkScreenShareSendSettings,
  checkSendSettings,
  checkSimulcastEncodings,
  type SimulcastOptions,
} from './rules/sendSettings';
import { checkAppMessage, checkSessionData } from './rules/sessionData';
import { checkUpdateReceiveSettings, type SubscriptionContext } from './rules/subscriptions';
import { checkSipCallTransfer, checkSipRefer, type TransferOptions } from './rules/transfers';
import { checkUserData } from './rules/userData';
import { enforce } from './rules/verdict';

// Throwing forms of every check*: each raises DailyValidationError with daily-js's own message.
// With daily-js's fatal errors by kind, this is what the web-call client loads together with daily-js.
export { fatalErrorOf } from './fatal';

export const validateCallProperties = (props: unknown): void => enforce(checkCallProperties(props));
export const validateCreateCallObject = (props?: Record<string, unknown>, liveInstances?: number): void =>
  enforce(checkCreateCallObject(props, liveInstances));
export const validateNewInstance = (options: InstanceOptions): void => enforce(checkNewInstance(options));
export const validateLang = (lang: unknown): void => enforce(checkLang(lang));
export const validateTheme = (theme: unknown): void => enforce(checkTheme(theme));
export const validateLayoutConfig = (config: unknown): void => enforce(checkLayoutConfig(config));
export const validateReceiveSettings = (settings: unknown): void => enforce(checkReceiveSettings(settings));
export const validateUpdateReceiveSettings = (settings: unknown): void =>
  enforce(checkUpdateReceiveSettings(settings));
export const validateParticipantUpdate = (updates: unknown, ctx?: SubscriptionContext): void =>
  enforce(checkParticipantUpdate(updates, ctx));
export const validatePermissions = (permissions: unknown): void => enforce(checkPermissions(permissions));
export const validateSessionData = (data: unknown, mergeStrategy?: unknown): void =>
  enforce(checkSessionData(data, mergeStrategy));
export const validateAppMessage = (data: unknown, maxSize?: number): void =>
  enforce(checkAppMessage(data, maxSize));
export const validateCustomTrack = (options: CustomTrackOptions): void => enforce(checkCustomTrack(options));
export const validateSendSettings = (settings: unknown): void => enforce(checkSendSettings(settings));
export const validateScreenShareSendSettings = (settings: unknown): void =>
  enforce(checkScreenShareSendSettings(settings));
export const validateSimulcastEncodings = (encodings: unknown, options?: SimulcastOptions): void =>
  enforce(checkSimulcastEncodings(encodings, options));
export const validateAudioLevelInterval = (interval: unknown): void =>
  enforce(checkAudioLevelInterval(interval));
export const validateRecordingType = (type: unknown): void => enforce(checkRecordingType(type));
export const validateDialOut = (options: DialOutOptions): void => enforce(checkDialOut(options));
export const validateDtmf = (options: { sessionId?: unknown; tones?: unknown }): void =>
  enforce(checkDtmf(options));
export const validateTranscriptionUpdate = (options: unknown): void =>
  enforce(checkTranscriptionUpdate(options));
export const validateTranscriptionStop = (options?: unknown): void =>
  enforce(checkTranscriptionStop(options));
export const validateStartRemoteMediaPlayer = (options: { url?: unknown; settings?: unknown }): void =>
  enforce(checkStartRemoteMediaPlayer(options));
export const validateUpdateRemoteMediaPlayer = (options: { settings?: unknown }): void =>
  enforce(checkUpdateRemoteMediaPlayer(options));
export const validateStopRemoteMediaPlayer = (sessionId: unknown): void =>
  enforce(checkStopRemoteMediaPlayer(sessionId));
export const validateUserData = (data: unknown): void => enforce(checkUserData(data));
export const validateInputSettings = (settings: unknown): void => enforce(checkInputSettings(settings));
export const validateBackgroundEffect = (processor: unknown): void =>
  enforce(checkBackgroundEffect(processor));
export const validateSipCallTransfer = (options?: TransferOptions): void =>
  enforce(checkSipCallTransfer(options));
export const validateSipRefer = (options?: TransferOptions): void => enforce(checkSipRefer(options));
export const validateCustomIntegrations = (integrations: unknown): void =>
  enforce(checkCustomIntegrations(integrations));
export const validateCustomIntegrationIds = (ids: unknown, known: Record<string, unknown>): void =>
  enforce(checkCustomIntegrationIds(ids, known));
export const validateCustomTrayButtons = (buttons: unknown): void => enforce(checkCustomTrayButtons(buttons));
export const validateNewParticipantSound = (value: unknown): void => enforce(checkNewParticipantSound(value));
export const validateNetworkTestTrack = (track: unknown): void => enforce(checkNetworkTestTrack(track));

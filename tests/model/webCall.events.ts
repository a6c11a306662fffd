// The events the webCall model may take in each state, as the real world can produce them:
// actor completions and failures, delays, and what the user and daily-js do.
const call = { id: 'call-1', url: 'https://example.daily.co/room', response: {} };

export type ModelEvent =
  | { type: 'call.start'; request: { assistant?: string }; mobile: boolean }
  | { type: 'call.stop' | 'call.left' | 'speaker.left' | 'network.lost' | 'network.restored' }
  | { type: 'status.ended'; endedReason: string }
  | { type: 'call.fail'; error: unknown }
  | { type: 'xstate.done.actor.createWebCall'; output: typeof call & { videoRecordingEnabled: boolean } }
  | { type: `xstate.done.actor.${string}`; output?: undefined }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

const start = (mobile: boolean, assistant = 'asst-1'): ModelEvent => ({
  type: 'call.start',
  request: assistant ? { assistant } : {},
  mobile,
});
const done = (id: string): ModelEvent => ({ type: `xstate.done.actor.${id}` });
const failed = (id: string): ModelEvent => ({
  type: `xstate.error.actor.${id}`,
  error: { message: `${id} failed` },
});
const after = (delay: string, state: string): ModelEvent => ({
  type: `xstate.after.${delay}.webCall.session.${state}`,
});
const stop: ModelEvent = { type: 'call.stop' };
const fatal: ModelEvent = { type: 'call.fail', error: { kind: 'unknown', message: 'connection lost' } };
/** The platform's own endedReason, as its ended status-update gives it. */
export const PLATFORM_REASON = 'assistant-said-end-call-phrase';
const ended: ModelEvent = { type: 'status.ended', endedReason: PLATFORM_REASON };
const lost: ModelEvent = { type: 'network.lost' };
const restored: ModelEvent = { type: 'network.restored' };
// Every way a call in progress can end, or be asked to start again.
const inCall: ModelEvent[] = [
  stop,
  { type: 'speaker.left' },
  { type: 'call.left' },
  fatal,
  ended,
  start(false),
];

const byState: Record<string, ModelEvent[]> = {
  idle: [start(false), start(true), start(false, '')],
  'session.starting.webCallCreation': [
    { type: 'xstate.done.actor.createWebCall', output: { ...call, videoRecordingEnabled: false } },
    { type: 'xstate.done.actor.createWebCall', output: { ...call, videoRecordingEnabled: true } },
    failed('createWebCall'),
    stop,
    start(false),
    start(false, ''),
  ],
  'session.starting.callObjectCreation': [done('createCallObject'), failed('createCallObject'), stop],
  'session.starting.mobilePermissions': [after('mobilePermissionDelay', 'starting.mobilePermissions'), stop],
  'session.starting.callJoin': [
    done('joinCall'),
    failed('joinCall'),
    stop,
    fatal,
    { type: 'call.left' },
    ended,
    { type: 'speaker.left' },
    lost,
    restored,
  ],
  'session.starting.videoRecordingSetup': [done('startRecording'), failed('startRecording'), stop],
  'session.starting.videoRecordingStarted': [
    done('awaitRecording'),
    failed('awaitRecording'),
    after('recordingStartTimeout', 'starting.videoRecordingStarted'),
    stop,
  ],
  'session.starting.audioObserverSetup': [
    done('startAudioObserver'),
    failed('startAudioObserver'),
    stop,
    { type: 'speaker.left' },
  ],
  'session.starting.audioProcessingSetup': [
    done('startNoiseCancellation'),
    failed('startNoiseCancellation'),
    stop,
  ],
  'session.inCall.connected': [...inCall, lost, restored],
  'session.inCall.reconnecting': [...inCall, restored, lost, after('reconnectLimit', 'inCall.reconnecting')],
  'session.inCall.reconnected': [...inCall, lost, restored],
  'session.stopping': [
    done('leaveCall'),
    failed('leaveCall'),
    after('leaveTimeout', 'stopping'),
    { type: 'call.left' },
    ended,
  ],
};

export const stepEvents = (state: string): ModelEvent[] => byState[state] ?? [];

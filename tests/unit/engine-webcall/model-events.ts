// The events the webCall model may take in each state, as the real world can produce them:
// actor completions and failures, delays, and what the user and daily-js do.
const call = { id: 'call-1', url: 'https://example.daily.co/room', response: {} };

export type ModelEvent =
  | { type: 'call.start'; request: { assistant?: string }; mobile: boolean }
  | { type: 'call.stop' | 'call.left' | 'speaker.left' | 'status.ended' }
  | { type: 'call.fail'; error: unknown }
  | { type: 'xstate.done.actor.createWebCall'; output: typeof call & { videoRecordingEnabled: boolean } }
  | { type: `xstate.done.actor.${string}`; output?: undefined }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

const start = (mobile: boolean, assistant = 'asst-1'): ModelEvent =>
  ({ type: 'call.start', request: assistant ? { assistant } : {}, mobile });
const done = (id: string): ModelEvent => ({ type: `xstate.done.actor.${id}` });
const failed = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: { message: `${id} failed` } });
const after = (delay: string, state: string): ModelEvent => ({ type: `xstate.after.${delay}.webCall.session.${state}` });
const stop: ModelEvent = { type: 'call.stop' };
const fatal: ModelEvent = { type: 'call.fail', error: { errorMsg: 'connection lost' } };

const byState: Record<string, ModelEvent[]> = {
  idle: [start(false), start(true), start(false, '')],
  'session.starting.webCallCreation': [
    { type: 'xstate.done.actor.createWebCall', output: { ...call, videoRecordingEnabled: false } },
    { type: 'xstate.done.actor.createWebCall', output: { ...call, videoRecordingEnabled: true } },
    failed('createWebCall'), stop, start(false), start(false, ''),
  ],
  'session.starting.callObjectCreation': [done('createCallObject'), failed('createCallObject'), stop],
  'session.starting.mobilePermissions': [after('mobilePermissionDelay', 'starting.mobilePermissions'), stop],
  'session.starting.callJoin': [
    done('joinCall'), failed('joinCall'), stop, fatal, { type: 'call.left' }, { type: 'status.ended' }, { type: 'speaker.left' },
  ],
  'session.starting.videoRecordingSetup': [done('startRecording'), failed('startRecording'), stop],
  'session.starting.videoRecordingStarted': [
    done('awaitRecording'), failed('awaitRecording'), after('recordingStartTimeout', 'starting.videoRecordingStarted'), stop,
  ],
  'session.starting.audioObserverSetup': [done('startAudioObserver'), failed('startAudioObserver'), stop, { type: 'speaker.left' }],
  'session.starting.audioProcessingSetup': [done('startNoiseCancellation'), failed('startNoiseCancellation'), stop],
  'session.inCall': [stop, { type: 'speaker.left' }, { type: 'call.left' }, fatal, { type: 'status.ended' }, start(false)],
  'session.stopping': [done('leaveCall'), failed('leaveCall'), after('leaveTimeout', 'stopping'), { type: 'call.left' }, { type: 'status.ended' }],
};

export const stepEvents = (state: string): ModelEvent[] => byState[state] ?? [];

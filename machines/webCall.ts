import { assign, emit, fromPromise, setup } from 'xstate';

// The web-call lifecycle. Each start stage is an invoked actor, so leaving a stage for any
// reason (stop, failure, end) stops its actor and aborts its signal; the `session` state's exit
// action releases everything the call holds. A stop at any stage cannot leak by construction.

export type StartStage =
  | 'initialization' | 'web-call-creation' | 'daily-call-object-creation' | 'mobile-permissions'
  | 'daily-call-join' | 'video-recording-setup' | 'video-recording-started'
  | 'audio-observer-setup' | 'audio-processing-setup';

export type WebCallErrorType =
  | 'validation-error' | 'daily-call-object-creation-error' | 'daily-call-join-error'
  | 'video-recording-setup-error' | 'audio-observer-setup-error' | 'audio-processing-setup-error'
  | 'start-method-error' | 'daily-error';

export interface StartRequest {
  assistant?: unknown; assistantOverrides?: unknown; squad?: unknown; workflow?: unknown; workflowOverrides?: unknown;
}
/** What the machine needs from the created web call; `response` is the API's object, untouched. */
export interface CreatedCall { id: string; url: string; videoRecordingEnabled: boolean; response: unknown }

export interface StartProgress {
  stage: StartStage | 'validation';
  status: 'started' | 'completed' | 'failed';
  duration?: number;
  timestamp: string;
  metadata?: Record<string, unknown>;
}
export interface WebCallError { type: WebCallErrorType; stage?: StartStage | 'validation'; message: string; error?: unknown; timestamp: string }
export interface EndedStatus { type: 'status-update'; status: 'ended'; endedReason: 'customer-ended-call' }

export type WebCallEmitted =
  | { type: 'call-start-progress'; progress: StartProgress }
  | { type: 'call-start-success'; totalDuration: number; callId: string; timestamp: string }
  | { type: 'call-start-failed'; stage: StartStage; totalDuration: number; error: WebCallError; timestamp: string }
  | { type: 'error'; error: WebCallError }
  | { type: 'call-end' }
  | { type: 'message'; message: EndedStatus }
  | { type: 'start-settled'; call: CreatedCall | null };

export type WebCallEvent =
  | { type: 'call.start'; request: StartRequest; mobile: boolean }
  | { type: 'call.stop' }
  | { type: 'call.left' }
  | { type: 'call.fail'; error: unknown }
  | { type: 'speaker.left' }
  | { type: 'status.ended' };

interface Context {
  request: StartRequest;
  mobile: boolean;
  call: CreatedCall | null;
  stage: StartStage;
  startedAt: number;
  stageStartedAt: number;
  recordingRequestedAt: number;
  endedStatusSeen: boolean;
}

export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
export const hasStartTarget = (r: StartRequest) => Boolean(r.assistant || r.squad || r.workflow);

const errorTypeOf: Record<StartStage, WebCallErrorType> = {
  initialization: 'start-method-error', 'web-call-creation': 'start-method-error',
  'daily-call-object-creation': 'daily-call-object-creation-error', 'mobile-permissions': 'start-method-error',
  'daily-call-join': 'daily-call-join-error', 'video-recording-setup': 'video-recording-setup-error',
  'video-recording-started': 'video-recording-setup-error', 'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};
const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  const daily = error as { errorMsg?: unknown } | null; // daily-js error events carry errorMsg
  return typeof daily?.errorMsg === 'string' ? daily.errorMsg : String(error);
};
// Date rather than an injected clock: snapshots must stay plain data, and test clocks fake Date.
const now = () => Date.now();
const stamp = () => new Date(now()).toISOString();
const progress = (c: Context, status: StartProgress['status'], metadata?: Record<string, unknown>): WebCallEmitted => ({
  type: 'call-start-progress',
  progress: { stage: c.stage, status, duration: now() - c.stageStartedAt, timestamp: stamp(), ...(metadata ? { metadata } : {}) },
});
const stageError = (c: Context, error: unknown): WebCallError =>
  ({ type: errorTypeOf[c.stage], stage: c.stage, message: messageOf(error), error, timestamp: stamp() });
const startedProgress = (c: Context): WebCallEmitted =>
  ({ type: 'call-start-progress', progress: { stage: c.stage, status: 'started', timestamp: stamp() } });
const notProvided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} was not provided`)));
type FailParams = (args: { event: unknown }) => { error: unknown };
const errorOf: FailParams = ({ event }) => ({ error: (event as { error?: unknown }).error });
const failWith = (params: FailParams) => ({
  target: '#webCall.idle' as const,
  // Settled first: a listener of the public events may already be starting the next call.
  actions: [
    'settleFailure' as const, { type: 'reportStageFailed' as const, params }, { type: 'reportFailure' as const, params },
    { type: 'reportStartFailed' as const, params },
  ],
});
const failStage = failWith(errorOf);
const lateRecording: FailParams = () => ({ error: new Error('Video recording did not start in time') });
// The ended status-update goes out once per call, unless the assistant already sent one.
const endCall = [
  { guard: 'endedStatusSeen' as const, target: '#webCall.idle' as const, actions: 'reportCallEnded' as const },
  { target: '#webCall.idle' as const, actions: ['reportCallEnded' as const, 'reportEndedStatus' as const] },
];

export const webCallMachine = setup({
  types: {
    context: {} as Context, events: {} as WebCallEvent, emitted: {} as WebCallEmitted,
  },
  actors: {
    createWebCall: notProvided<CreatedCall, StartRequest>('createWebCall'),
    createCallObject: notProvided<void, CreatedCall>('createCallObject'),
    joinCall: notProvided<void, { url: string }>('joinCall'),
    startRecording: notProvided<void>('startRecording'),
    awaitRecording: notProvided<void>('awaitRecording'),
    startAudioObserver: notProvided<void>('startAudioObserver'),
    startNoiseCancellation: notProvided<void>('startNoiseCancellation'),
    leaveCall: notProvided<void>('leaveCall'),
  },
  delays: { mobilePermissionDelay: 1000, recordingStartTimeout: 15000, leaveTimeout: 5000 },
  guards: {
    hasTarget: ({ event }) => event.type === 'call.start' && hasStartTarget(event.request),
    isMobile: ({ context }) => context.mobile,
    endedStatusSeen: ({ context }) => context.endedStatusSeen,
    recordsVideo: ({ context }) => context.call?.videoRecordingEnabled === true,
  },
  actions: {
    releaseSession: () => {},
    sayFirstMessage: (_, _params: { delaySeconds: number }) => {},
    disableAudioProcessing: () => {},
    acceptStart: assign(({ event }) => event.type !== 'call.start' ? {} : {
      request: event.request, mobile: event.mobile, call: null, endedStatusSeen: false,
      startedAt: now(), stageStartedAt: now(), stage: 'initialization' as const,
    }),
    rejectMissingTarget: emit(() => ({
      type: 'error' as const,
      error: { type: 'validation-error' as const, stage: 'validation' as const, message: MISSING_TARGET_MESSAGE, timestamp: stamp() },
    })),
    rejectAlreadyStarted: emit(() => ({
      type: 'call-start-progress' as const,
      progress: { stage: 'validation' as const, status: 'failed' as const, timestamp: stamp(), metadata: { reason: 'already-started' } },
    })),
    beginStage: assign((_, params: { stage: StartStage }) => ({ stage: params.stage })),
    stampStage: assign(() => ({ stageStartedAt: now() })),
    reportStageStarted: emit(({ context }) => startedProgress(context)),
    stampRecordingRequest: assign(() => ({ recordingRequestedAt: now() })),
    reportStageCompleted: emit(({ context }) => progress(context, 'completed')),
    storeCall: assign(({ event }) => ({ call: (event as unknown as { output: CreatedCall }).output })),
    reportStageFailed: emit(({ context }, params: { error: unknown }) => progress(context, 'failed', { error: messageOf(params.error) })),
    reportFailure: emit(({ context }, params: { error: unknown }) => ({ type: 'error' as const, error: stageError(context, params.error) })),
    reportStartFailed: emit(({ context }, params: { error: unknown }) => ({
      type: 'call-start-failed' as const, stage: context.stage, totalDuration: now() - context.startedAt, error: stageError(context, params.error), timestamp: stamp(),
    })),
    reportCancelled: emit(({ context }) => progress(context, 'failed', { reason: 'stopped' })),
    reportStartSucceeded: emit(({ context }) => ({
      type: 'call-start-success' as const, totalDuration: now() - context.startedAt, callId: context.call?.id ?? 'unknown', timestamp: stamp(),
    })),
    settleStart: emit(({ context }) => ({ type: 'start-settled' as const, call: context.call })),
    settleFailure: emit(() => ({ type: 'start-settled' as const, call: null })),
    noteEndedStatus: assign({ endedStatusSeen: true }),
    reportCallEnded: emit(() => ({ type: 'call-end' as const })),
    reportEndedStatus: emit(() => ({
      type: 'message' as const, message: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' } as const,
    })),
    reportDailyError: emit((_, params: { error: unknown }) => ({
      type: 'error' as const, error: { type: 'daily-error' as const, message: messageOf(params.error), error: params.error, timestamp: stamp() },
    })),
  },
}).createMachine({
  id: 'webCall',
  context: () => ({
    request: {}, mobile: false, call: null, stage: 'initialization',
    startedAt: 0, stageStartedAt: 0, recordingRequestedAt: 0, endedStatusSeen: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'call.start': [
          { guard: 'hasTarget', target: 'session', actions: 'acceptStart' },
          { actions: 'rejectMissingTarget' },
        ],
      },
    },
    session: {
      exit: 'releaseSession',
      on: {
        'call.start': [{ guard: 'hasTarget', actions: 'rejectAlreadyStarted' }, { actions: 'rejectMissingTarget' }],
        'status.ended': { actions: 'noteEndedStatus' },
      },
      initial: 'starting',
      states: {
        starting: {
          on: {
            'call.stop': { target: '#webCall.idle', actions: ['settleFailure', 'reportCancelled'] },
            'call.fail': failStage,
            'call.left': failWith(() => ({ error: new Error('The call was left before it started') })),
            // Without the assistant there is no call to start: fail now rather than start a silent call.
            'speaker.left': failWith(() => ({ error: new Error('The assistant left before the call started.') })),
          },
          initial: 'initialization',
          states: {
            initialization: {
              entry: [{ type: 'beginStage', params: { stage: 'initialization' } }, 'reportStageStarted'],
              always: { target: 'webCallCreation', actions: 'reportStageCompleted' },
            },
            webCallCreation: {
              entry: [{ type: 'beginStage', params: { stage: 'web-call-creation' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'createWebCall', src: 'createWebCall', input: ({ context }) => context.request,
                onDone: { target: 'callObjectCreation', actions: ['storeCall', 'reportStageCompleted'] },
                onError: failStage,
              },
            },
            callObjectCreation: {
              entry: [{ type: 'beginStage', params: { stage: 'daily-call-object-creation' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'createCallObject', src: 'createCallObject', input: ({ context }) => context.call as CreatedCall,
                onDone: [
                  { guard: 'isMobile', target: 'mobilePermissions', actions: 'reportStageCompleted' },
                  { target: 'callJoin', actions: 'reportStageCompleted' },
                ],
                onError: failStage,
              },
            },
            mobilePermissions: {
              entry: [{ type: 'beginStage', params: { stage: 'mobile-permissions' } }, 'stampStage', 'reportStageStarted'],
              after: { mobilePermissionDelay: { target: 'callJoin', actions: 'reportStageCompleted' } },
            },
            callJoin: {
              entry: [{ type: 'beginStage', params: { stage: 'daily-call-join' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'joinCall', src: 'joinCall', input: ({ context }) => ({ url: context.call?.url ?? '' }),
                onDone: [
                  { guard: 'recordsVideo', target: 'videoRecordingSetup', actions: 'reportStageCompleted' },
                  { target: 'audioObserverSetup', actions: 'reportStageCompleted' },
                ],
                onError: failStage,
              },
            },
            videoRecordingSetup: {
              entry: [{ type: 'beginStage', params: { stage: 'video-recording-setup' } }, 'stampStage', 'stampRecordingRequest', 'reportStageStarted'],
              invoke: {
                id: 'startRecording', src: 'startRecording',
                onDone: { target: 'videoRecordingStarted', actions: 'reportStageCompleted' },
                onError: failStage,
              },
            },
            videoRecordingStarted: {
              entry: [{ type: 'beginStage', params: { stage: 'video-recording-started' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'awaitRecording', src: 'awaitRecording',
                onDone: {
                  target: 'audioObserverSetup',
                  actions: [
                    'reportStageCompleted',
                    { type: 'sayFirstMessage', params: ({ context }) => ({ delaySeconds: (now() - context.recordingRequestedAt) / 1000 }) },
                  ],
                },
                onError: failStage,
              },
              // A recording that never starts must not cost the user the voice call: report it and go on.
              after: {
                recordingStartTimeout: {
                  target: 'audioObserverSetup',
                  actions: [
                    { type: 'reportStageFailed', params: lateRecording }, { type: 'reportFailure', params: lateRecording },
                    { type: 'sayFirstMessage', params: ({ context }) => ({ delaySeconds: (now() - context.recordingRequestedAt) / 1000 }) },
                  ],
                },
              },
            },
            audioObserverSetup: {
              entry: [{ type: 'beginStage', params: { stage: 'audio-observer-setup' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'startAudioObserver', src: 'startAudioObserver',
                onDone: { target: 'audioProcessingSetup', actions: 'reportStageCompleted' },
                onError: failStage,
              },
            },
            audioProcessingSetup: {
              entry: [{ type: 'beginStage', params: { stage: 'audio-processing-setup' } }, 'stampStage', 'reportStageStarted'],
              invoke: {
                id: 'startNoiseCancellation', src: 'startNoiseCancellation',
                onDone: { target: '#webCall.session.inCall', actions: 'reportStageCompleted' },
                // Noise cancellation is a nicety (spec §8): without it the call goes on, microphone on.
                onError: {
                  target: '#webCall.session.inCall',
                  actions: [
                    { type: 'reportStageFailed', params: errorOf }, { type: 'reportFailure', params: errorOf }, 'disableAudioProcessing',
                  ],
                },
              },
            },
          },
        },
        inCall: {
          entry: ['settleStart', 'reportStartSucceeded'],
          on: {
            'call.stop': 'stopping',
            'speaker.left': 'stopping',
            'call.left': endCall,
            // daily-js leaves by itself after a fatal error; the listeners are gone by then, so
            // the call ends here, with the ended status like any other end.
            'call.fail': [
              { guard: 'endedStatusSeen', target: '#webCall.idle', actions: [{ type: 'reportDailyError', params: errorOf }, 'reportCallEnded'] },
              { target: '#webCall.idle', actions: [{ type: 'reportDailyError', params: errorOf }, 'reportCallEnded', 'reportEndedStatus'] },
            ],
          },
        },
        stopping: {
          // Whichever comes first: leave() settling, daily-js reporting left-meeting, or the time-out.
          invoke: { id: 'leaveCall', src: 'leaveCall', onDone: endCall, onError: endCall },
          after: { leaveTimeout: endCall },
          on: { 'call.left': endCall },
        },
      },
    },
  },
});

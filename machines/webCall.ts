import { assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import type {
  CallEndReason,
  CallFatalError,
  CreatedCall,
  StartRequest,
  StartStage,
  WebCallEmitted,
  WebCallEvent,
} from './webCall.types';
import {
  endedReasonFor,
  endReasonOf,
  messageOf,
  now,
  progress,
  stageError,
  stamp,
  startedProgress,
  type Failure,
} from './lib/webCallReport';

// The web-call lifecycle, through its start stages in order. Each stage is an invoked actor, so
// leaving a stage for any reason (stop, failure, end) stops its actor and aborts its signal; the
// `session` state's exit action releases everything the call holds. A stop at any stage cannot leak
// by construction. What each stage reports is built in ./lib/webCallReport.ts.

export type * from './webCall.types';

interface Context {
  request: StartRequest;
  mobile: boolean;
  call: CreatedCall | null;
  stage: StartStage;
  startedAt: number;
  stageStartedAt: number;
  recordingRequestedAt: number;
  /** The platform's endedReason once its ended status-update arrived ('' if it gave none); null before. */
  endedReason: string | null;
  /** Why the call is ending, while it leaves. */
  ending: CallEndReason;
  /** daily-js reports a connection interrupted and not back yet. */
  networkLost: boolean;
}

export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
export const hasStartTarget = (r: StartRequest) => Boolean(r.assistant || r.squad || r.workflow);
/** How long a call may stay reconnecting before it ends with the network-lost reason (ms); the client's reconnectLimitMs overrides it. */
export const RECONNECT_LIMIT_MS = 30_000;
/** How long a leave may take before the call is let go anyway (daily-js's destroy() also leaves first). */
export const LEAVE_TIMEOUT_MS = 5000;

const notProvided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} was not provided`)));

// The transitions every stage shares, so the machine below reads as the list of stages.
type FailParams = (args: { event: unknown }) => Failure;
const errorOf: FailParams = ({ event }) => ({ error: (event as { error?: unknown }).error });
const fatalOf: FailParams = ({ event }) => {
  const fatal = (event as { error: CallFatalError }).error;
  return { error: fatal, fatal };
};
const lateRecording: FailParams = () => ({ error: new Error('Video recording did not start in time') });
const failWith = (params: FailParams) => ({
  target: '#webCall.idle' as const,
  // Settled first: a listener of the public events may already be starting the next call.
  actions: [
    'settleFailure' as const,
    { type: 'reportStageFailed' as const, params },
    { type: 'reportFailure' as const, params },
    { type: 'reportStartFailed' as const, params },
  ],
});
const failStage = failWith(errorOf);
// Each stage begins the same way: it becomes the current stage, timed from now, and is reported started.
const enter = (stage: StartStage) => [
  { type: 'beginStage' as const, params: { stage } },
  'reportStageStarted' as const,
];
const endWith = (reason: CallEndReason) => ({
  target: '#webCall.idle' as const,
  actions: { type: 'endCall' as const, params: { reason } },
});
const stopFor = (reason: CallEndReason) => ({
  target: 'stopping' as const,
  actions: { type: 'noteEnding' as const, params: { reason } },
});
// Whichever comes first ends a stopping call, with the reason it was stopped for.
const endStopping = {
  target: '#webCall.idle' as const,
  actions: {
    type: 'endCall' as const,
    params: ({ context }: { context: Context }) => ({ reason: context.ending }),
  },
};
const firstMessageDelay = ({ context }: { context: Context }) => ({
  delaySeconds: (now() - context.recordingRequestedAt) / 1000,
});

export const webCallMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WebCallEvent,
    emitted: {} as WebCallEmitted,
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
  delays: {
    mobilePermissionDelay: 1000,
    recordingStartTimeout: 15000,
    leaveTimeout: LEAVE_TIMEOUT_MS,
    reconnectLimit: RECONNECT_LIMIT_MS,
  },
  guards: {
    hasTarget: ({ event }) => event.type === 'call.start' && hasStartTarget(event.request),
    isMobile: ({ context }) => context.mobile,
    recordsVideo: ({ context }) => context.call?.videoRecordingEnabled === true,
    networkLost: ({ context }) => context.networkLost,
  },
  actions: {
    releaseSession: () => {},
    sayFirstMessage: (_, _params: { delaySeconds: number }) => {},
    disableAudioProcessing: () => {},
    acceptStart: assign(({ event }) => {
      if (event.type !== 'call.start') return {};
      return {
        request: event.request,
        mobile: event.mobile,
        call: null,
        endedReason: null,
        ending: 'stopped' as const,
        networkLost: false,
        startedAt: now(),
      };
    }),
    rejectMissingTarget: emit(() => ({
      type: 'error' as const,
      data: {
        type: 'validation-error' as const,
        stage: 'validation' as const,
        message: MISSING_TARGET_MESSAGE,
        timestamp: stamp(),
      },
    })),
    rejectAlreadyStarted: emit(() => ({
      type: 'call-start-progress' as const,
      data: {
        stage: 'validation' as const,
        status: 'failed' as const,
        timestamp: stamp(),
        metadata: { reason: 'already-started' },
      },
    })),
    beginStage: assign((_, params: { stage: StartStage }) => ({
      stage: params.stage,
      stageStartedAt: now(),
    })),
    reportStageStarted: emit(({ context }) => startedProgress(context)),
    stampRecordingRequest: assign(() => ({ recordingRequestedAt: now() })),
    reportStageCompleted: emit(({ context }) => progress(context, 'completed')),
    storeCall: assign((_, params: { call: CreatedCall }) => ({ call: params.call })),
    reportStageFailed: emit(({ context }, params: Failure) =>
      progress(context, 'failed', { error: messageOf(params.error) }),
    ),
    reportFailure: emit(({ context }, params: Failure) => ({
      type: 'error' as const,
      data: stageError(context, params),
    })),
    reportStartFailed: emit(({ context }, params: Failure) => ({
      type: 'call-start-failed' as const,
      data: {
        stage: context.stage,
        totalDuration: now() - context.startedAt,
        error: stageError(context, params),
        timestamp: stamp(),
      },
    })),
    reportCancelled: emit(({ context }) => progress(context, 'failed', { reason: 'stopped' })),
    reportStartSucceeded: emit(({ context }) => ({
      type: 'call-start-success' as const,
      data: {
        totalDuration: now() - context.startedAt,
        callId: context.call?.id ?? 'unknown',
        timestamp: stamp(),
      },
    })),
    settleStart: emit(({ context }) => ({
      type: 'start-settled' as const,
      call: context.call,
    })),
    settleFailure: emit(() => ({
      type: 'start-settled' as const,
      call: null,
    })),
    noteEndedStatus: assign({
      endedReason: ({ event }) => (event.type === 'status.ended' && event.endedReason) || '',
    }),
    noteNetwork: assign({ networkLost: ({ event }) => event.type === 'network.lost' }),
    noteEnding: assign((_, params: { reason: CallEndReason }) => ({ ending: params.reason })),
    reportReconnecting: emit({ type: 'reconnecting' as const }),
    reportReconnected: emit({ type: 'reconnected' as const }),
    reportDailyError: emit((_, params: { error: CallFatalError }) => ({
      type: 'error' as const,
      data: {
        type: 'daily-error' as const,
        message: params.error.message,
        error: params.error,
        fatal: params.error,
        timestamp: stamp(),
      },
    })),
    endCall: enqueueActions<
      Context,
      WebCallEvent,
      { reason: CallEndReason; error?: CallFatalError },
      WebCallEvent,
      never,
      never,
      never,
      never,
      WebCallEmitted
    >(({ context, enqueue }, params) => {
      // Once the platform has said the call ended, that is why it ended, whatever came after.
      const platform = context.endedReason;
      const endedReason = platform || endedReasonFor(params.reason);
      enqueue.emit({
        type: 'call-end',
        data: {
          reason: platform === null ? params.reason : 'assistant-ended',
          endedReason,
          ...(params.error ? { error: params.error } : {}),
        },
      });
      // The ended status-update goes out once per call, unless the platform already sent one.
      if (platform === null)
        enqueue.emit({ type: 'message', data: { type: 'status-update', status: 'ended', endedReason } });
    }),
  },
}).createMachine({
  id: 'webCall',
  context: () => ({
    request: {},
    mobile: false,
    call: null,
    stage: 'initialization',
    startedAt: 0,
    stageStartedAt: 0,
    recordingRequestedAt: 0,
    endedReason: null,
    ending: 'stopped',
    networkLost: false,
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
        'call.start': [
          { guard: 'hasTarget', actions: 'rejectAlreadyStarted' },
          { actions: 'rejectMissingTarget' },
        ],
        'status.ended': { actions: 'noteEndedStatus' },
        'network.lost': { actions: 'noteNetwork' },
        'network.restored': { actions: 'noteNetwork' },
      },
      initial: 'starting',
      states: {
        // The start stages, in order.
        starting: {
          on: {
            'call.stop': {
              target: '#webCall.idle',
              actions: ['settleFailure', 'reportCancelled'],
            },
            'call.fail': failWith(fatalOf),
            'call.left': failWith(() => ({ error: new Error('The call was left before it started') })),
            // Without the assistant there is no call to start: fail now rather than start a silent call.
            'speaker.left': failWith(() => ({
              error: new Error('The assistant left before the call started.'),
            })),
          },
          initial: 'initialization',
          states: {
            initialization: {
              entry: enter('initialization'),
              always: {
                target: 'webCallCreation',
                actions: 'reportStageCompleted',
              },
            },
            webCallCreation: {
              entry: enter('web-call-creation'),
              invoke: {
                id: 'createWebCall',
                src: 'createWebCall',
                input: ({ context }) => context.request,
                onDone: {
                  target: 'callObjectCreation',
                  actions: [
                    { type: 'storeCall', params: ({ event }) => ({ call: event.output }) },
                    'reportStageCompleted',
                  ],
                },
                onError: failStage,
              },
            },
            callObjectCreation: {
              entry: enter('daily-call-object-creation'),
              invoke: {
                id: 'createCallObject',
                src: 'createCallObject',
                input: ({ context }) => context.call as CreatedCall,
                onDone: [
                  { guard: 'isMobile', target: 'mobilePermissions', actions: 'reportStageCompleted' },
                  { target: 'callJoin', actions: 'reportStageCompleted' },
                ],
                onError: failStage,
              },
            },
            mobilePermissions: {
              entry: enter('mobile-permissions'),
              after: {
                mobilePermissionDelay: {
                  target: 'callJoin',
                  actions: 'reportStageCompleted',
                },
              },
            },
            callJoin: {
              entry: enter('daily-call-join'),
              invoke: {
                id: 'joinCall',
                src: 'joinCall',
                input: ({ context }) => ({ url: context.call?.url ?? '' }),
                onDone: [
                  { guard: 'recordsVideo', target: 'videoRecordingSetup', actions: 'reportStageCompleted' },
                  { target: 'audioObserverSetup', actions: 'reportStageCompleted' },
                ],
                onError: failStage,
              },
            },
            videoRecordingSetup: {
              entry: [...enter('video-recording-setup'), 'stampRecordingRequest'],
              invoke: {
                id: 'startRecording',
                src: 'startRecording',
                onDone: {
                  target: 'videoRecordingStarted',
                  actions: 'reportStageCompleted',
                },
                onError: failStage,
              },
            },
            videoRecordingStarted: {
              entry: enter('video-recording-started'),
              invoke: {
                id: 'awaitRecording',
                src: 'awaitRecording',
                onDone: {
                  target: 'audioObserverSetup',
                  actions: ['reportStageCompleted', { type: 'sayFirstMessage', params: firstMessageDelay }],
                },
                onError: failStage,
              },
              // A recording that never starts must not cost the user the voice call: report it and go on.
              after: {
                recordingStartTimeout: {
                  target: 'audioObserverSetup',
                  actions: [
                    { type: 'reportStageFailed', params: lateRecording },
                    { type: 'reportFailure', params: lateRecording },
                    { type: 'sayFirstMessage', params: firstMessageDelay },
                  ],
                },
              },
            },
            audioObserverSetup: {
              entry: enter('audio-observer-setup'),
              invoke: {
                id: 'startAudioObserver',
                src: 'startAudioObserver',
                onDone: {
                  target: 'audioProcessingSetup',
                  actions: 'reportStageCompleted',
                },
                onError: failStage,
              },
            },
            audioProcessingSetup: {
              entry: enter('audio-processing-setup'),
              invoke: {
                id: 'startNoiseCancellation',
                src: 'startNoiseCancellation',
                onDone: {
                  target: '#webCall.session.inCall',
                  actions: 'reportStageCompleted',
                },
                // Noise cancellation is a nicety: without it the call goes on, microphone on.
                onError: {
                  target: '#webCall.session.inCall',
                  actions: [
                    { type: 'reportStageFailed', params: errorOf },
                    { type: 'reportFailure', params: errorOf },
                    'disableAudioProcessing',
                  ],
                },
              },
            },
          },
        },
        inCall: {
          entry: ['settleStart', 'reportStartSucceeded'],
          on: {
            'call.stop': stopFor('stopped'),
            'speaker.left': stopFor('assistant-ended'),
            'call.left': endWith('left'),
            // daily-js leaves by itself after a fatal error; the call ends here, with the error's reason.
            'call.fail': {
              target: '#webCall.idle',
              actions: [
                { type: 'reportDailyError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'endCall',
                  params: ({ event }) => ({ reason: endReasonOf(event.error), error: event.error }),
                },
              ],
            },
          },
          // daily-js reconnects by itself; the call waits for it, up to the reconnect limit.
          initial: 'connected',
          states: {
            connected: {
              always: { guard: 'networkLost', target: 'reconnecting' },
            },
            reconnecting: {
              entry: 'reportReconnecting',
              always: { guard: not('networkLost'), target: 'reconnected' },
              after: { reconnectLimit: endWith('network-lost') },
            },
            reconnected: {
              entry: 'reportReconnected',
              always: { guard: 'networkLost', target: 'reconnecting' },
            },
          },
        },
        stopping: {
          // Whichever comes first: leave() settling, daily-js reporting left-meeting, or the time-out.
          invoke: {
            id: 'leaveCall',
            src: 'leaveCall',
            onDone: endStopping,
            onError: endStopping,
          },
          after: { leaveTimeout: endStopping },
          on: { 'call.left': endStopping },
        },
      },
    },
  },
});

import { assign, fromCallback, setup } from 'xstate';

// The /chatbot voice view: not in call, starting, in call, ended (or failed, with a way to try
// again). The call engine is an injected callback actor invoked for the whole `session`, so leaving
// the session for any reason (End Call, failure, Switch Assistant) stops the engine's call.

export interface TranscriptEntry {
  role: 'user' | 'assistant';
  text: string;
}

/** What went wrong, as the visitor should hear it; `detail` is for logs. */
export type VoiceFailure =
  | { kind: 'microphone'; reason: 'denied' | 'unavailable'; detail: string }
  | { kind: 'start'; detail: string }
  | { kind: 'dropped'; detail: string };

export interface VoiceCallContext {
  transcript: TranscriptEntry[];
  /** On after the assistant's speech-update "started", off after its "stopped". */
  speaking: boolean;
  failure: VoiceFailure | null;
  /** The platform's endedReason from its last status-update, if any. */
  endedReason: string | null;
  /** Daily reported the connection interrupted and not yet back. */
  connectionLost: boolean;
}

/** Events from the call engine; the names mirror the engine's own events. */
export type VoiceEngineEvent =
  | { type: 'engine.callStart' }
  | { type: 'engine.callEnd' }
  | { type: 'engine.message'; message: unknown }
  | { type: 'engine.error'; detail: string }
  | { type: 'engine.micDenied'; reason: 'denied' | 'unavailable'; detail: string }
  | { type: 'engine.connectionChange'; lost: boolean };

export type VoiceCallEvent = { type: 'call.start' } | { type: 'call.end' } | { type: 'call.retry' } | VoiceEngineEvent;

// The platform ends calls for ordinary reasons (hang-up, end phrase, max duration, silence) and for
// faults; a fault reason is a dropped call. It also names a microphone refusal outright.
const FAULT_REASON = /error|fail|fault|closed|shutdown|crash|died/i;
export const MICROPHONE_REFUSED_REASON = 'customer-did-not-give-microphone-permission';

type Message = { type?: unknown; transcriptType?: unknown; transcript?: unknown; role?: unknown; status?: unknown; endedReason?: unknown };
const messageOf = (event: VoiceCallEvent): Message =>
  event.type === 'engine.message' && typeof event.message === 'object' && event.message !== null ? (event.message as Message) : {};

const isSpeechUpdate = (event: VoiceCallEvent, status: string) => {
  const m = messageOf(event);
  return m.type === 'speech-update' && m.role === 'assistant' && m.status === status;
};

export const voiceCallMachine = setup({
  types: {
    context: {} as VoiceCallContext,
    events: {} as VoiceCallEvent,
  },
  actors: {
    // Replaced by the real engine (src/effects/voice-engine.ts) or a test's fake.
    voiceEngine: fromCallback<VoiceCallEvent>(({ sendBack }) => {
      sendBack({ type: 'engine.error', detail: 'No voice engine was provided' });
    }),
  },
  guards: {
    isFinalTranscript: ({ event }) => {
      const m = messageOf(event);
      return m.type === 'transcript' && m.transcriptType === 'final' && typeof m.transcript === 'string' && m.transcript.trim() !== '';
    },
    isAssistantSpeechStart: ({ event }) => isSpeechUpdate(event, 'started'),
    isAssistantSpeechStop: ({ event }) => isSpeechUpdate(event, 'stopped'),
    isEndedStatus: ({ event }) => {
      const m = messageOf(event);
      return m.type === 'status-update' && m.status === 'ended';
    },
    endedForMicrophone: ({ context }) => context.endedReason === MICROPHONE_REFUSED_REASON,
    endedUnexpectedly: ({ context }) => context.connectionLost || FAULT_REASON.test(context.endedReason ?? ''),
  },
  actions: {
    clearCall: assign({ transcript: [], speaking: false, failure: null, endedReason: null, connectionLost: false }),
    appendTranscript: assign({
      transcript: ({ context, event }) => {
        const m = messageOf(event);
        return [...context.transcript, { role: m.role === 'user' ? 'user' : 'assistant', text: String(m.transcript).trim() }];
      },
    }),
    startSpeaking: assign({ speaking: true }),
    stopSpeaking: assign({ speaking: false }),
    noteEndedReason: assign({
      endedReason: ({ event }) => {
        const reason = messageOf(event).endedReason;
        return typeof reason === 'string' ? reason : null;
      },
    }),
    noteConnection: assign({ connectionLost: ({ event }) => event.type === 'engine.connectionChange' && event.lost }),
    failStart: assign({ failure: ({ event }) => ({ kind: 'start' as const, detail: event.type === 'engine.error' ? event.detail : 'unknown' }) }),
    failDrop: assign({
      failure: ({ context, event }) => ({
        kind: 'dropped' as const,
        detail: event.type === 'engine.error' ? event.detail : context.connectionLost ? 'connection lost' : `ended: ${context.endedReason}`,
      }),
    }),
    failMicrophone: assign({
      failure: ({ event }) =>
        event.type === 'engine.micDenied'
          ? { kind: 'microphone' as const, reason: event.reason, detail: event.detail }
          : { kind: 'microphone' as const, reason: 'denied' as const, detail: MICROPHONE_REFUSED_REASON },
    }),
  },
}).createMachine({
  id: 'voiceCall',
  context: { transcript: [], speaking: false, failure: null, endedReason: null, connectionLost: false },
  initial: 'notInCall',
  states: {
    notInCall: {
      on: { 'call.start': { target: 'session' } },
    },
    session: {
      entry: 'clearCall',
      exit: 'stopSpeaking',
      invoke: { id: 'engine', src: 'voiceEngine' },
      initial: 'starting',
      on: {
        'engine.message': [
          { guard: 'isFinalTranscript', actions: 'appendTranscript' },
          { guard: 'isAssistantSpeechStart', actions: 'startSpeaking' },
          { guard: 'isAssistantSpeechStop', actions: 'stopSpeaking' },
          { guard: 'isEndedStatus', actions: 'noteEndedReason' },
        ],
        'engine.connectionChange': { actions: 'noteConnection' },
        'engine.micDenied': { target: 'failed', actions: 'failMicrophone' },
        'engine.callEnd': [
          { guard: 'endedForMicrophone', target: 'failed', actions: 'failMicrophone' },
          { guard: 'endedUnexpectedly', target: 'failed', actions: 'failDrop' },
          { target: 'ended' },
        ],
        'call.end': { target: 'ended' },
      },
      states: {
        starting: {
          on: {
            'engine.callStart': { target: 'inCall' },
            'engine.error': { target: '#voiceCall.failed', actions: 'failStart' },
          },
        },
        inCall: {
          on: {
            'engine.error': { target: '#voiceCall.failed', actions: 'failDrop' },
          },
        },
      },
    },
    ended: {
      on: { 'call.start': { target: 'session' } },
    },
    failed: {
      on: { 'call.retry': { target: 'session' } },
    },
  },
});

import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { CallEnd, CallEndReason, KnownAppMessage } from './webCall.types';

// The /chatbot voice view: not in call, starting, in call, ended (or failed, with a way to try
// again). The call engine is an injected callback actor invoked for the whole `session`, so leaving
// the session for any reason (End Call, failure, Switch Assistant) stops the engine's call. The
// visitor's device choices and "turn on sound" go to the engine through the same actor.

export interface TranscriptEntry {
  role: 'user' | 'assistant';
  text: string;
}

/** What went wrong, as the visitor should hear it; `detail` is for logs. */
export type VoiceFailure =
  | { kind: 'microphone'; reason: 'denied' | 'unavailable'; detail: string }
  | { kind: 'start'; detail: string }
  /** `network`: the connection was lost (and not regained) rather than the call ended by a fault. */
  | { kind: 'dropped'; network: boolean; detail: string };

/** A microphone or speaker the visitor can pick. */
export interface DeviceOption {
  deviceId: string;
  label: string;
}
export type DeviceKind = 'microphone' | 'speaker';

export interface VoiceCallContext {
  transcript: TranscriptEntry[];
  /** On after the assistant's speech-update "started", off after its "stopped". */
  speaking: boolean;
  failure: VoiceFailure | null;
  /** The engine lost the connection and is waiting for it to come back. */
  reconnecting: boolean;
  /** The browser refused to play the assistant until the visitor interacts. */
  audioBlocked: boolean;
  devices: Record<DeviceKind, DeviceOption[]>;
  /** The picked device of each kind; '' for the browser's default. */
  selected: Record<DeviceKind, string>;
}

/** Events from the call engine; the names mirror the engine's own events. */
export type VoiceEngineEvent =
  | { type: 'engine.callStart' }
  | { type: 'engine.callEnd'; end: CallEnd }
  | { type: 'engine.message'; message: KnownAppMessage }
  | { type: 'engine.error'; detail: string }
  | { type: 'engine.micDenied'; reason: 'denied' | 'unavailable'; detail: string }
  | { type: 'engine.reconnecting' }
  | { type: 'engine.reconnected' }
  | { type: 'engine.devices'; devices: Record<DeviceKind, DeviceOption[]> }
  | { type: 'engine.audioBlocked' }
  | { type: 'engine.audioResumed' };

/** What the visitor asks of the engine during a call. */
export type VoiceEngineRequest =
  { type: 'device.select'; kind: DeviceKind; deviceId: string } | { type: 'audio.resume' };

export type VoiceCallEvent =
  | { type: 'call.start' }
  | { type: 'call.end' }
  | { type: 'call.retry' }
  | VoiceEngineRequest
  | VoiceEngineEvent;

// The platform ends calls for ordinary reasons (hang-up, end phrase, max duration, silence) and for
// faults; a fault reason is a dropped call. It also names a microphone refusal outright.
const FAULT_REASON = /error|fail|fault|closed|shutdown|crash|died/i;
export const MICROPHONE_REFUSED_REASON = 'customer-did-not-give-microphone-permission';
const ORDINARY_ENDS: CallEndReason[] = ['stopped', 'left', 'assistant-ended'];

const endOf = (event: VoiceCallEvent): CallEnd | null => (event.type === 'engine.callEnd' ? event.end : null);
const messageOf = (event: VoiceCallEvent): KnownAppMessage | null =>
  event.type === 'engine.message' ? event.message : null;

export const voiceCallMachine = setup({
  types: {
    context: {} as VoiceCallContext,
    events: {} as VoiceCallEvent,
  },
  actors: {
    // Replaced by the real engine (src/effects/voiceEngine.ts) or a test's fake.
    voiceEngine: fromCallback<VoiceEngineRequest>(({ sendBack }) => {
      sendBack({ type: 'engine.error', detail: 'No voice engine was provided' });
    }),
  },
  guards: {
    isFinalTranscript: ({ event }) => {
      const m = messageOf(event);
      return m?.type === 'transcript' && m.transcriptType === 'final' && m.transcript.trim() !== '';
    },
    isAssistantSpeechStart: ({ event }) => {
      const m = messageOf(event);
      return m?.type === 'speech-update' && m.role === 'assistant' && m.status === 'started';
    },
    isAssistantSpeechStop: ({ event }) => {
      const m = messageOf(event);
      return m?.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped';
    },
    endedForMicrophone: ({ event }) => endOf(event)?.endedReason === MICROPHONE_REFUSED_REASON,
    endedUnexpectedly: ({ context, event }) => {
      const end = endOf(event);
      return (
        context.reconnecting ||
        !end ||
        !ORDINARY_ENDS.includes(end.reason) ||
        FAULT_REASON.test(end.endedReason)
      );
    },
  },
  actions: {
    clearCall: assign({
      transcript: [],
      speaking: false,
      failure: null,
      reconnecting: false,
      audioBlocked: false,
    }),
    appendTranscript: assign({
      transcript: ({ context, event }) => {
        const m = messageOf(event);
        return m?.type === 'transcript'
          ? [...context.transcript, { role: m.role, text: m.transcript.trim() }]
          : context.transcript;
      },
    }),
    startSpeaking: assign({ speaking: true }),
    stopSpeaking: assign({ speaking: false }),
    noteReconnecting: assign({ reconnecting: ({ event }) => event.type === 'engine.reconnecting' }),
    noteAudioBlocked: assign({ audioBlocked: ({ event }) => event.type === 'engine.audioBlocked' }),
    storeDevices: assign({
      devices: ({ context, event }) => (event.type === 'engine.devices' ? event.devices : context.devices),
    }),
    selectDevice: assign({
      selected: ({ context, event }) =>
        event.type === 'device.select'
          ? { ...context.selected, [event.kind]: event.deviceId }
          : context.selected,
    }),
    askEngine: sendTo('engine', ({ event }) => event),
    failStart: assign({
      failure: ({ event }) => ({
        kind: 'start' as const,
        detail: event.type === 'engine.error' ? event.detail : 'unknown',
      }),
    }),
    failDrop: assign({
      failure: ({ context, event }) => {
        const end = endOf(event);
        const network = context.reconnecting || end?.reason === 'network-lost';
        return {
          kind: 'dropped' as const,
          network,
          detail: end ? `${end.reason}: ${end.endedReason}` : 'unknown',
        };
      },
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
  context: {
    transcript: [],
    speaking: false,
    failure: null,
    reconnecting: false,
    audioBlocked: false,
    devices: { microphone: [], speaker: [] },
    selected: { microphone: '', speaker: '' },
  },
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
        ],
        'engine.reconnecting': { actions: 'noteReconnecting' },
        'engine.reconnected': { actions: 'noteReconnecting' },
        'engine.audioBlocked': { actions: 'noteAudioBlocked' },
        'engine.audioResumed': { actions: 'noteAudioBlocked' },
        'engine.devices': { actions: 'storeDevices' },
        'device.select': { actions: ['selectDevice', 'askEngine'] },
        'audio.resume': { actions: 'askEngine' },
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
        inCall: {},
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

import { assign, setup } from 'xstate';

// The call state of Daily's daily-js 0.80.0 (new, loading, loaded, joining, joined, left, error),
// driven by the library's own events ('daily.<event name>') plus the caller's join/leave requests.
// Effects are injected: `warn` and `cancelLoad` act on the call object (see engine/daily/track.ts).

export const DAILY_LOAD_ATTEMPTS = 3;
export const ALREADY_JOINED_WARNING = 'already joined meeting, call leave() before joining again';
export const BUNDLE_LOAD_FAILED = 'Failed to load call object bundle.';

export interface DailyParticipantLike {
  session_id: string;
  local?: boolean;
  user_name?: string;
  [key: string]: unknown;
}
export interface DailyWaitingParticipant {
  id: string;
  name?: string;
  awaitingAccess?: unknown;
}
export interface DailyAccessState {
  access: unknown;
  awaitingAccess?: unknown;
}

export interface DailyCallContext {
  participants: Record<string, DailyParticipantLike>;
  participantCounts: { present: number; hidden: number };
  waitingParticipants: Record<string, DailyWaitingParticipant>;
  activeSpeakerId: string | null;
  accessState: DailyAccessState;
  receiveSettings: Record<string, unknown>;
  inputSettings: Record<string, unknown> | null;
  sendSettings: Record<string, unknown>;
  localAudioLevel: number;
  remoteAudioLevels: Record<string, number>;
  loadAttempts: number;
  error: string | null;
}

type ParticipantEvent<T extends string> = { type: T; participant: DailyParticipantLike };
type WaitingEvent<T extends string> = { type: T; participant: DailyWaitingParticipant };

export type DailyCallEvent =
  | { type: 'call.join' }
  | { type: 'call.leave' }
  | { type: 'daily.loading' }
  | { type: 'daily.loaded' }
  | { type: 'daily.load-attempt-failed'; errorMsg?: string }
  | { type: 'daily.joining-meeting' }
  | { type: 'daily.joined-meeting'; participants?: Record<string, DailyParticipantLike> }
  | { type: 'daily.left-meeting' }
  | { type: 'daily.error'; errorMsg?: string }
  | ParticipantEvent<'daily.participant-joined'>
  | ParticipantEvent<'daily.participant-updated'>
  | ParticipantEvent<'daily.participant-left'>
  | { type: 'daily.participant-counts-updated'; participantCounts: { present: number; hidden: number } }
  | { type: 'daily.active-speaker-change'; activeSpeaker: { peerId?: string | null } }
  | { type: 'daily.access-state-updated'; access: unknown; awaitingAccess?: unknown }
  | WaitingEvent<'daily.waiting-participant-added'>
  | WaitingEvent<'daily.waiting-participant-updated'>
  | WaitingEvent<'daily.waiting-participant-removed'>
  | { type: 'daily.receive-settings-updated'; receiveSettings: Record<string, unknown> }
  | { type: 'daily.input-settings-updated'; inputSettings: Record<string, unknown> }
  | { type: 'daily.send-settings-updated'; sendSettings: Record<string, unknown> }
  | { type: 'daily.local-audio-level'; audioLevel: number }
  | { type: 'daily.remote-participants-audio-level'; participantsAudioLevel: Record<string, number> };

const meetingReset = {
  participants: {},
  participantCounts: { present: 0, hidden: 0 },
  waitingParticipants: {},
  activeSpeakerId: null,
  accessState: { access: 'unknown' },
  receiveSettings: {},
  inputSettings: null,
  sendSettings: {},
  localAudioLevel: 0,
  remoteAudioLevels: {},
} satisfies Partial<DailyCallContext>;

const keyOf = (p: DailyParticipantLike): string => (p.local ? 'local' : p.session_id);

export const dailyCallMachine = setup({
  types: { context: {} as DailyCallContext, events: {} as DailyCallEvent },
  actions: {
    warn: (_, _params: { message: string }) => undefined,
    cancelLoad: () => undefined,
    resetMeeting: assign(() => ({ ...meetingReset })),
    startLoad: assign({ loadAttempts: 0, error: null }),
    countLoadFailure: assign({ loadAttempts: ({ context }) => context.loadAttempts + 1 }),
    recordLoadFailure: assign({
      loadAttempts: ({ context }) => context.loadAttempts + 1,
      error: BUNDLE_LOAD_FAILED,
    }),
    recordError: assign({
      error: ({ event }) => (event.type === 'daily.error' ? (event.errorMsg ?? 'error') : null),
    }),
    storeJoinedParticipants: assign({
      participants: ({ event }) => (event.type === 'daily.joined-meeting' ? { ...event.participants } : {}),
    }),
    storeParticipant: assign({
      participants: ({ context, event }) =>
        event.type === 'daily.participant-joined' || event.type === 'daily.participant-updated'
          ? { ...context.participants, [keyOf(event.participant)]: event.participant }
          : context.participants,
    }),
    dropParticipant: assign({
      participants: ({ context, event }) => {
        if (event.type !== 'daily.participant-left') return context.participants;
        const { [event.participant.session_id]: _gone, ...rest } = context.participants;
        return rest;
      },
    }),
    storeCounts: assign({
      participantCounts: ({ context, event }) =>
        event.type === 'daily.participant-counts-updated'
          ? event.participantCounts
          : context.participantCounts,
    }),
    storeActiveSpeaker: assign({
      activeSpeakerId: ({ context, event }) =>
        event.type === 'daily.active-speaker-change'
          ? (event.activeSpeaker.peerId ?? null)
          : context.activeSpeakerId,
    }),
    storeAccessState: assign({
      accessState: ({ context, event }) =>
        event.type === 'daily.access-state-updated'
          ? {
              access: event.access,
              ...(event.awaitingAccess ? { awaitingAccess: event.awaitingAccess } : {}),
            }
          : context.accessState,
    }),
    storeWaiting: assign({
      waitingParticipants: ({ context, event }) => {
        if (
          event.type === 'daily.waiting-participant-added' ||
          event.type === 'daily.waiting-participant-updated'
        )
          return { ...context.waitingParticipants, [event.participant.id]: event.participant };
        if (event.type !== 'daily.waiting-participant-removed') return context.waitingParticipants;
        const { [event.participant.id]: _gone, ...rest } = context.waitingParticipants;
        return rest;
      },
    }),
    storeSettings: assign(({ context, event }) => ({
      receiveSettings:
        event.type === 'daily.receive-settings-updated' ? event.receiveSettings : context.receiveSettings,
      inputSettings:
        event.type === 'daily.input-settings-updated' ? event.inputSettings : context.inputSettings,
      sendSettings: event.type === 'daily.send-settings-updated' ? event.sendSettings : context.sendSettings,
    })),
    storeAudioLevels: assign(({ context, event }) => ({
      localAudioLevel: event.type === 'daily.local-audio-level' ? event.audioLevel : context.localAudioLevel,
      remoteAudioLevels:
        event.type === 'daily.remote-participants-audio-level'
          ? event.participantsAudioLevel
          : context.remoteAudioLevels,
    })),
  },
  guards: {
    isFinalLoadAttempt: ({ context }) => context.loadAttempts + 1 >= DAILY_LOAD_ATTEMPTS,
  },
}).createMachine({
  id: 'dailyCall',
  initial: 'new',
  context: { ...meetingReset, loadAttempts: 0, error: null },
  on: { 'daily.error': { target: '.error', actions: 'recordError' } },
  states: {
    new: {
      on: { 'daily.loading': { target: 'loading', actions: 'startLoad' }, 'daily.left-meeting': 'left' },
    },
    loading: {
      on: {
        'daily.loaded': 'loaded',
        // The join resumes as soon as the bundle has run, before the bundle's own 'loaded' message lands.
        'daily.joining-meeting': 'joining',
        'daily.load-attempt-failed': [
          { guard: 'isFinalLoadAttempt', target: 'error', actions: 'recordLoadFailure' },
          { actions: 'countLoadFailure' },
        ],
        'call.leave': { target: 'left', actions: 'cancelLoad' },
        'daily.left-meeting': 'left',
      },
    },
    loaded: { on: { 'daily.joining-meeting': 'joining', 'daily.left-meeting': 'left' } },
    joining: {
      on: {
        'daily.joined-meeting': { target: 'joined', actions: 'storeJoinedParticipants' },
        'daily.left-meeting': 'left',
        'call.join': { actions: { type: 'warn', params: { message: ALREADY_JOINED_WARNING } } },
        ...inCallHandlers(),
      },
    },
    joined: {
      on: {
        'daily.left-meeting': 'left',
        'call.join': { actions: { type: 'warn', params: { message: ALREADY_JOINED_WARNING } } },
        ...inCallHandlers(),
      },
    },
    left: { entry: 'resetMeeting', on: { 'daily.loading': { target: 'loading', actions: 'startLoad' } } },
    error: { entry: 'resetMeeting', on: { 'daily.loading': { target: 'loading', actions: 'startLoad' } } },
  },
});

function inCallHandlers() {
  return {
    'daily.participant-joined': { actions: 'storeParticipant' as const },
    'daily.participant-updated': { actions: 'storeParticipant' as const },
    'daily.participant-left': { actions: 'dropParticipant' as const },
    'daily.participant-counts-updated': { actions: 'storeCounts' as const },
    'daily.active-speaker-change': { actions: 'storeActiveSpeaker' as const },
    'daily.access-state-updated': { actions: 'storeAccessState' as const },
    'daily.waiting-participant-added': { actions: 'storeWaiting' as const },
    'daily.waiting-participant-updated': { actions: 'storeWaiting' as const },
    'daily.waiting-participant-removed': { actions: 'storeWaiting' as const },
    'daily.receive-settings-updated': { actions: 'storeSettings' as const },
    'daily.input-settings-updated': { actions: 'storeSettings' as const },
    'daily.send-settings-updated': { actions: 'storeSettings' as const },
    'daily.local-audio-level': { actions: 'storeAudioLevels' as const },
    'daily.remote-participants-audio-level': { actions: 'storeAudioLevels' as const },
  };
}

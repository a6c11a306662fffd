import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { dailyCallMachine, type DailyCallEvent } from '../../machines/dailyCall';
import { trackDailyCall, type DailyEventSource } from '../../engine/daily';
import { expectFullCoverage, modelOf, shortestPaths, testPath } from './kit';

// Model-based test: paths generated from the dailyCall machine run against trackDailyCall() fed by a fake
// daily-js call object; every state and every transition of the machine must be exercised.

type Handler = (event: object) => void;
class FakeCallObject implements DailyEventSource {
  handlers = new Map<string, Set<Handler>>();
  on(name: string, h: Handler) {
    (this.handlers.get(name) ?? this.handlers.set(name, new Set()).get(name)!).add(h);
  }
  off(name: string, h: Handler) {
    this.handlers.get(name)?.delete(h);
  }
  emit(name: string, payload: Record<string, unknown>) {
    this.handlers.get(name)?.forEach((h) => h({ action: name, callClientId: 'c1', ...payload }));
  }
  listeners() {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }
}

const remote = { session_id: 'remote-1', user_name: 'assistant' };
const EVENTS: DailyCallEvent[] = [
  { type: 'call.join' },
  { type: 'call.leave' },
  { type: 'daily.loading' },
  { type: 'daily.loaded' },
  { type: 'daily.load-attempt-failed', errorMsg: 'Received 503 response' },
  { type: 'daily.joining-meeting' },
  { type: 'daily.joined-meeting', participants: { local: { session_id: 'me', local: true } } },
  { type: 'daily.left-meeting' },
  { type: 'daily.error', errorMsg: 'ejected' },
  { type: 'daily.participant-joined', participant: remote },
  { type: 'daily.participant-updated', participant: { ...remote, audio: true } },
  { type: 'daily.participant-left', participant: remote },
  { type: 'daily.participant-counts-updated', participantCounts: { present: 2, hidden: 0 } },
  { type: 'daily.active-speaker-change', activeSpeaker: { peerId: 'remote-1' } },
  { type: 'daily.access-state-updated', access: { level: 'lobby' }, awaitingAccess: { level: 'full' } },
  { type: 'daily.waiting-participant-added', participant: { id: 'w1', name: 'Guest' } },
  { type: 'daily.waiting-participant-updated', participant: { id: 'w1', name: 'Guest 2' } },
  { type: 'daily.waiting-participant-removed', participant: { id: 'w1' } },
  { type: 'daily.receive-settings-updated', receiveSettings: { base: { video: { layer: 0 } } } },
  {
    type: 'daily.input-settings-updated',
    inputSettings: { audio: { processor: { type: 'noise-cancellation' } } },
  },
  { type: 'daily.send-settings-updated', sendSettings: { video: 'bandwidth-optimized' } },
  { type: 'daily.local-audio-level', audioLevel: 0.2 },
  { type: 'daily.remote-participants-audio-level', participantsAudioLevel: { 'remote-1': 0.3 } },
];

type Snap = SnapshotFrom<typeof dailyCallMachine>;
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.loadAttempts]);
const model = modelOf(dailyCallMachine, { events: EVENTS, serializeState });
// Keep prefix paths too, so every state (not only the deepest) is the start of the every-event check.
const statePaths = shortestPaths(model, { allowDuplicatePaths: true });
// What the every-event check sends: each path, then each event.
const everyEventPaths = statePaths.flatMap((path) =>
  EVENTS.map((event) => ({ steps: [...path.steps, { event }] })),
);

function system() {
  const call = new FakeCallObject();
  const warnings: string[] = [];
  let cancelled = 0;
  const tracker = trackDailyCall(call, {
    warn: (m) => warnings.push(m),
    cancelLoad: () => {
      cancelled += 1;
    },
  });
  const dispatch = (event: DailyCallEvent) => {
    if (event.type.startsWith('daily.')) {
      const { type, ...payload } = event;
      call.emit(type.slice('daily.'.length), payload);
    } else tracker.send(event);
  };
  return { call, tracker, dispatch, warnings, cancelled: () => cancelled };
}

const STATES = Object.keys(dailyCallMachine.root.states);

describe('dailyCall, model-based', () => {
  for (const path of statePaths) {
    const name = `${String(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`;
    it(`reaches ${name}`, async () => {
      const sut = system();
      await testPath(model, path, {
        states: Object.fromEntries(
          STATES.map((s) => [
            s,
            (snap: Snap) => {
              expect(sut.tracker.getSnapshot().value).toBe(s);
              expect(sut.tracker.getSnapshot().context.loadAttempts).toBe(snap.context.loadAttempts);
            },
          ]),
        ),
        events: Object.fromEntries(
          EVENTS.map((e) => [e.type, (step: { event: DailyCallEvent }) => sut.dispatch(step.event)]),
        ),
      });
      sut.tracker.stop();
      expect(sut.call.listeners()).toBe(0);
    });

    // From the end of each path, every event: the tracked call must land where the machine says.
    it(`takes every event from ${name}`, () => {
      for (const event of EVENTS) {
        const sut = system();
        const reference = createActor(dailyCallMachine).start();
        for (const step of path.steps.slice(1)) {
          sut.dispatch(step.event);
          reference.send(step.event);
        }
        const expected = getNextSnapshot(dailyCallMachine, reference.getSnapshot(), event);
        sut.dispatch(event);
        const after = sut.tracker.getSnapshot();
        expect(after.value).toBe(expected.value);
        expect(after.context).toEqual(expected.context);
        sut.tracker.stop();
      }
    });
  }

  it('covers every state and every transition', () => {
    expectFullCoverage(model, everyEventPaths);
  });
});

describe('dailyCall behaviour', () => {
  it('warns on a repeated join while joining or joined, and never otherwise', () => {
    const sut = system();
    sut.dispatch({ type: 'call.join' });
    for (const e of ['daily.loading', 'daily.joining-meeting'] as const) sut.dispatch({ type: e });
    sut.dispatch({ type: 'call.join' });
    sut.dispatch({ type: 'daily.joined-meeting', participants: {} });
    sut.dispatch({ type: 'call.join' });
    expect(sut.warnings).toEqual([
      'already joined meeting, call leave() before joining again',
      'already joined meeting, call leave() before joining again',
    ]);
  });

  it('cancels the load when left while loading', () => {
    const sut = system();
    sut.dispatch({ type: 'daily.loading' });
    sut.dispatch({ type: 'call.leave' });
    expect(sut.tracker.getSnapshot().value).toBe('left');
    expect(sut.cancelled()).toBe(1);
  });

  it('goes to error after the third failed bundle attempt only', () => {
    const sut = system();
    sut.dispatch({ type: 'daily.loading' });
    sut.dispatch({ type: 'daily.load-attempt-failed' });
    sut.dispatch({ type: 'daily.load-attempt-failed' });
    expect(sut.tracker.getSnapshot().value).toBe('loading');
    sut.dispatch({ type: 'daily.load-attempt-failed' });
    expect(sut.tracker.getSnapshot().value).toBe('error');
    expect(sut.tracker.getSnapshot().context.error).toBe('Failed to load call object bundle.');
  });

  for (const ending of [
    { type: 'daily.left-meeting' },
    { type: 'daily.error', errorMsg: 'ejected' },
  ] as const) {
    it(`resets the meeting after ${ending.type}`, () => {
      const sut = system();
      const fresh = createActor(dailyCallMachine).getSnapshot().context;
      sut.dispatch({ type: 'daily.loading' });
      sut.dispatch({ type: 'daily.joining-meeting' });
      sut.dispatch({
        type: 'daily.joined-meeting',
        participants: { local: { session_id: 'me', local: true } },
      });
      for (const e of EVENTS.slice(9))
        if (e.type !== 'daily.participant-left' && e.type !== 'daily.waiting-participant-removed')
          sut.dispatch(e);
      const during = sut.tracker.getSnapshot().context;
      expect(Object.keys(during.participants)).toEqual(['local', 'remote-1']);
      expect(during.waitingParticipants).toHaveProperty('w1');
      expect(during.activeSpeakerId).toBe('remote-1');
      sut.dispatch(ending);
      const after = sut.tracker.getSnapshot().context;
      const { error: _e, loadAttempts: _l, ...reset } = after;
      const { error: _fe, loadAttempts: _fl, ...initial } = fresh;
      expect(reset).toEqual(initial);
      expect(after.accessState).toEqual({ access: 'unknown' });
    });
  }
});

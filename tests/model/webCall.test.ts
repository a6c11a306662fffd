// @vitest-environment jsdom
// Model-based test of the web-call client. Paths come from the webCall machine itself: every state
// is reached by its shortest path, then every event that state accepts is taken once, so each
// stage is completed, failed and stopped. Each path runs against the real WebCallClient on a fake
// Daily call object; after every step the client must be where the model is, and after every path
// nothing may be left: no timer, listener, media element, live call object or unhandled rejection.
import { describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { RECONNECT_LIMIT_MS, webCallMachine } from '../../machines/webCall';
import type { StartStage } from '../../machines/webCall';
import { SPEAKER, fakeTrack } from '../fixtures/webcall/fakeDaily';
import { harness, mediaElements, settle, watchForLeaks, webCallResponse } from '../fixtures/webcall/harness';
import { PLATFORM_REASON, stepEvents } from './webCall.events';
import type { ModelEvent } from './webCall.events';
import { edgePaths, eventsOf, expectFullCoverage, modelOf } from './kit';

type Snapshot = SnapshotFrom<typeof webCallMachine>;

const pathOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : (Object.entries(value as object).map(([k, v]) => `${k}.${pathOf(v)}`)[0] ?? '');

const model = modelOf(webCallMachine, {
  events: (snapshot: Snapshot) => stepEvents(pathOf(snapshot.value)),
  onlyListedEvents: true,
  // Context times differ on every run; what changes behaviour is the route through the stages.
  serializeState: (s: Snapshot) =>
    s.matches('idle')
      ? 'idle'
      : JSON.stringify([
          s.value,
          s.context.mobile,
          s.context.call?.videoRecordingEnabled ?? null,
          s.context.endedReason !== null,
          s.context.networkLost,
        ]),
});

// Every state by its shortest path, then every event that state accepts.
const paths = edgePaths(model);

const ERROR_TYPE: Record<StartStage, string> = {
  initialization: 'start-method-error',
  'web-call-creation': 'start-method-error',
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'mobile-permissions': 'start-method-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'video-recording-started': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

const unhandled = watchForLeaks();

/** Replays one model path on the real client; returns what the model expected along the way. */
async function replay(steps: ModelEvent[]) {
  let mobile = false;
  const h = harness({
    get mobile() {
      return mobile;
    },
  });
  h.daily.autoCreate = false;
  h.daily.prepare = () => {}; // leave() waits for the model too
  let [snapshot] = initialTransition(webCallMachine);
  let failedStage: StartStage | null = null;
  // What the model itself emits along the path: the client must emit the same ends, statuses and reconnections.
  const expected: Array<{ type: string; data?: unknown }> = [];
  for (const [i, event] of steps.entries()) {
    // as never: the machine's event type leaves out actors' completions and delays, which it takes all the same.
    const [next, actions] = transition(webCallMachine, snapshot, event as never);
    for (const action of actions) {
      const emitted = (action.params as { event?: { type: string; data?: unknown } } | undefined)?.event;
      if (
        (action.type as string) === 'xstate.emit' &&
        emitted &&
        /^(call-end|message|reconnect)/.test(emitted.type)
      )
        expected.push(emitted);
    }
    const before = pathOf(snapshot.value);
    const after = pathOf(next.value);
    if (after === 'idle' && before.startsWith('session.starting') && event.type !== 'call.stop')
      failedStage = snapshot.context.stage;
    const upcoming = steps[i + 1];
    mobile = event.type === 'call.start' && 'mobile' in event ? event.mobile : mobile;
    await perform(h, event, upcoming);
    await feedMedia(h);
    snapshot = next;
    // The recording request is instantaneous in daily-js: the client is already past that stage.
    if (after !== 'session.starting.videoRecordingSetup')
      expect(h.client.state, `after ${event.type}`).toBe(after);
  }
  return { h, failedStage, expected };
}

/**
 * What a live room does between steps once joined: the speaker's tracks start and its audio levels
 * arrive, so every later failure or stop has media elements and a speech timer to release.
 */
async function feedMedia(h: ReturnType<typeof harness>) {
  const call = h.daily.made.at(-1);
  if (!call || call.destroyed || !call.log.includes('join')) return;
  call.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
  call.emit('track-started', { participant: SPEAKER, track: fakeTrack('video') });
  call.emit('remote-participants-audio-level', { participantsAudioLevel: { [SPEAKER.session_id]: 0.05 } });
  await settle();
}

async function perform(h: ReturnType<typeof harness>, event: ModelEvent, upcoming: ModelEvent | undefined) {
  const call = () => h.daily.last;
  switch (event.type) {
    case 'call.start':
      if (!('request' in event) || !event.request.assistant)
        await expect(h.client.start()).rejects.toThrow('must be provided');
      else void h.client.start('asst-1');
      break;
    case 'call.stop':
      void h.client.stop();
      break;
    case 'call.left':
      call().emit('left-meeting', {});
      break;
    case 'call.fail':
      call().emit('error', { action: 'error', errorMsg: 'connection lost' });
      break;
    case 'speaker.left':
      call().emit('participant-left', { participant: SPEAKER });
      break;
    case 'status.ended':
      call().emit('app-message', {
        data: JSON.stringify({ type: 'status-update', status: 'ended', endedReason: PLATFORM_REASON }),
      });
      break;
    case 'network.lost':
      call().emit('network-connection', {
        action: 'network-connection',
        type: 'signaling',
        event: 'interrupted',
      });
      break;
    case 'network.restored':
      call().emit('network-connection', {
        action: 'network-connection',
        type: 'signaling',
        event: 'connected',
      });
      break;
    case 'xstate.done.actor.createWebCall':
      h.lastWebCall().gate.resolve(webCallResponse(event.output?.videoRecordingEnabled === true));
      break;
    case 'xstate.error.actor.createWebCall':
      h.lastWebCall().gate.reject(new Error('503'));
      break;
    case 'xstate.done.actor.createCallObject':
      h.daily.creations.at(-1)?.resolve();
      break;
    case 'xstate.error.actor.createCallObject':
      h.daily.creations.at(-1)?.reject(new Error('daily-js failed to load'));
      break;
    case 'xstate.done.actor.joinCall':
      if (upcoming) arrangeRecordingStep(h, upcoming);
      call().pending('join').resolve(undefined);
      break;
    case 'xstate.error.actor.joinCall':
      call().pending('join').reject(new Error('join refused'));
      break;
    case 'xstate.done.actor.startRecording':
    case 'xstate.error.actor.startRecording':
      break; // arranged one step earlier
    case 'xstate.done.actor.awaitRecording':
      call().emit('recording-started', {});
      break;
    case 'xstate.error.actor.awaitRecording':
      call().emit('recording-error', { errorMsg: 'no recording' });
      break;
    case 'xstate.done.actor.startAudioObserver':
      call().pending('observer').resolve(undefined);
      break;
    case 'xstate.error.actor.startAudioObserver':
      call().pending('observer').reject(new Error('observer failed'));
      break;
    case 'xstate.done.actor.startNoiseCancellation':
      call().pending('inputSettings').resolve(undefined);
      break;
    case 'xstate.error.actor.startNoiseCancellation':
      call().pending('inputSettings').reject(new Error('unsupported'));
      break;
    case 'xstate.done.actor.leaveCall':
      call().pending('leave').resolve(undefined);
      break;
    case 'xstate.error.actor.leaveCall':
      call().pending('leave').reject(new Error('leave failed'));
      break;
    default:
      if (event.type.includes('mobilePermissionDelay')) vi.advanceTimersByTime(1000);
      else if (event.type.includes('recordingStartTimeout')) vi.advanceTimersByTime(15000);
      else if (event.type.includes('leaveTimeout')) vi.advanceTimersByTime(5000);
      else if (event.type.includes('reconnectLimit')) vi.advanceTimersByTime(RECONNECT_LIMIT_MS);
      else throw new Error(`no way to perform ${event.type}`);
  }
  await settle();
}

/** The step after the join happens inside startRecording(), the way a user's stop or a refusal would. */
function arrangeRecordingStep(h: ReturnType<typeof harness>, upcoming: ModelEvent) {
  const call = h.daily.last;
  if (upcoming.type === 'xstate.error.actor.startRecording')
    call.hooks.set('startRecording', () => {
      throw new Error('recording refused');
    });
  if (upcoming.type === 'call.stop')
    call.hooks.set('startRecording', () => {
      void h.client.stop();
    });
  if (upcoming.type === 'call.start')
    call.hooks.set('startRecording', () => {
      void h.client.start('asst-2');
    });
}

describe('webCall model', () => {
  it.each(
    paths
      .map((p) => eventsOf(p))
      .map((steps) => [steps.map((s) => s.type.replace('xstate.', '')).join(' → '), steps] as const),
  )('%s', async (_name, steps) => {
    const { h, failedStage, expected } = await replay(steps);
    if (h.client.state === 'idle') {
      // Ended or failed by itself: already released, before any stop() or timer advance could tidy up.
      expect(vi.getTimerCount()).toBe(0);
      expect(mediaElements()).toBe(0);
      expect(h.daily.made.every((c) => c.listenerCount() === 0)).toBe(true);
    }
    if (failedStage) {
      expect(h.of('call-start-failed').at(-1)?.stage).toBe(failedStage);
      expect(h.of('error').at(-1)?.type).toBe(ERROR_TYPE[failedStage]);
    }
    // The client's own: every event but the platform's status-update, relayed as it came.
    const own = h.events.filter(
      (e) =>
        /^(call-end|message|reconnect)/.test(e.type) &&
        !(e.type === 'message' && (e.payload as { endedReason?: string }).endedReason === PLATFORM_REASON),
    );
    expect(own.map((e) => ({ type: e.type, data: e.payload }))).toEqual(
      expected.map((e) => ({ type: e.type, data: e.data })),
    );
    // Whatever the path left running, stop() must bring everything down.
    for (const pendingLeave of h.daily.made.flatMap((c) => c.gates.get('leave') ?? []))
      if (!pendingLeave.settled) pendingLeave.resolve(undefined);
    const stopped = h.client.stop();
    await settle();
    vi.advanceTimersByTime(5000);
    await stopped;
    await settle();
    expect(h.client.state).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    expect(h.daily.made.every((c) => c.destroyed && c.listenerCount() === 0)).toBe(true);
    expect(mediaElements()).toBe(0);
    expect(unhandled).toEqual([]);
  });

  it('covers every state and every transition of the machine', () => {
    expectFullCoverage(model, paths);
    expect(paths.length).toBeGreaterThan(40);
  });
});

// Builds a WebCallClient on fakes: the API call and every daily-js operation wait for the test.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import '../../../engine/daily'; // loaded up front, as the client loads it lazily at call creation
import { WebCallClient } from '../../../engine/webcall';
import type { WebCallEvents } from '../../../engine/webcall';
import type { CreateWebCallRequest, WebCall } from '../../../engine/api';
import { FakeDaily, gate } from './fake-daily';
import type { Gate } from './fake-daily';

export const EVENT_TYPES: Array<keyof WebCallEvents> = [
  'call-start', 'call-end', 'speech-start', 'speech-end', 'volume-level', 'message', 'error', 'call-start-progress',
  'call-start-success', 'call-start-failed', 'camera-error', 'network-quality-change', 'network-connection',
  'reconnecting', 'reconnected', 'devices-changed', 'audio-blocked', 'local-volume-level',
];

export const webCallResponse = (recording = false): WebCall => ({
  id: 'call-1', webCallUrl: 'https://example.daily.co/room', artifactPlan: { videoRecordingEnabled: recording },
});

export interface PendingWebCall { payload: CreateWebCallRequest; signal: AbortSignal; gate: Gate<WebCall> }

/** Fake timers for the client's clock and delays; setImmediate stays real so module loads can finish. */
export function useClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
}

/** Lets promises, the lazily imported rules and the machine's queued events all run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 6; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export function harness(options: { mobile?: boolean; reconnectLimitMs?: number; daily?: FakeDaily } = {}) {
  const daily = options.daily ?? new FakeDaily();
  daily.prepare = (call) => call.auto.add('leave');
  const webCalls: PendingWebCall[] = [];
  const listenerErrors: unknown[] = [];
  const createWebCall = (payload: CreateWebCallRequest, signal: AbortSignal) => {
    const g = gate<WebCall>();
    webCalls.push({ payload, signal, gate: g });
    signal.addEventListener('abort', () => g.reject(signal.reason), { once: true });
    return g.promise;
  };
  const client = new WebCallClient(
    {
      createWebCall, dailyFactory: daily.factory, isMobile: () => options.mobile === true, mediaContainer: () => document.body,
      ...(options.reconnectLimitMs ? { reconnectLimitMs: options.reconnectLimitMs } : {}),
    },
    (error) => listenerErrors.push(error),
  );
  const events: Array<{ type: keyof WebCallEvents; payload: unknown }> = [];
  for (const type of EVENT_TYPES) client.on(type, (payload: unknown) => events.push({ type, payload }));
  const of = <K extends keyof WebCallEvents>(type: K) =>
    events.filter((e) => e.type === type).map((e) => e.payload as WebCallEvents[K]);
  const lastWebCall = () => {
    const pending = webCalls.at(-1);
    if (!pending) throw new Error('no web call was requested');
    return pending;
  };
  return { client, daily, webCalls, lastWebCall, events, of, listenerErrors };
}

export type Harness = ReturnType<typeof harness>;

/** Drives a start through every stage to inCall; returns the promise start() gave. */
export async function startToInCall(h: Harness, recording = false) {
  const started = h.client.start('assistant-1');
  h.lastWebCall().gate.resolve(webCallResponse(recording));
  await settle();
  const call = h.daily.last;
  call.pending('join').resolve(undefined);
  await settle();
  if (recording) {
    call.emit('recording-started');
    await settle();
  }
  call.pending('observer').resolve(undefined);
  await settle();
  call.pending('inputSettings').resolve(undefined);
  await settle();
  return started;
}

/** Media elements the client left in the page. */
export const mediaElements = () => document.querySelectorAll('audio, video').length;

/**
 * Registers the leak watch every engine test file uses: a fake clock, a stubbed media play(), and a
 * record of unhandled rejections, which `expectNothingLeft` then requires to be empty.
 */
export function watchForLeaks() {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    useClock();
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    vi.useRealTimers();
  });
  return unhandled;
}

/** Nothing left: idle, no timer, every call object destroyed with no listener, no media element, no rejection. */
export async function expectNothingLeft(h: Harness, unhandled: readonly unknown[]) {
  await settle();
  expect(h.client.state).toBe('idle');
  expect(vi.getTimerCount()).toBe(0);
  for (const call of h.daily.made) {
    expect(call.listenerCount()).toBe(0);
    expect(call.destroyed).toBe(true);
  }
  expect(mediaElements()).toBe(0);
  expect(unhandled).toEqual([]);
}

import { expect, test } from './siteTest';
import type { Page, Route } from '@playwright/test';
import { trackDailyCall, type DailyCallTracker, type DailyEventSource } from '../../engine/daily';

// Integration: the real daily-js 0.80.0 joins and leaves offline through our fake call-machine bundle
// (tests/fixtures/daily/fakeCallMachine.js); the dailyCall machine, fed by the page's events, follows it.

const HARNESS = 'https://daily-harness.test/';
const BUNDLE = 'https://c.daily.co/call-machine/versioned/0.80.0/static/call-machine-object-bundle.js';
const EVENTS = [
  'loading',
  'loaded',
  'load-attempt-failed',
  'joining-meeting',
  'joined-meeting',
  'left-meeting',
  'error',
  'participant-joined',
  'participant-updated',
  'participant-left',
  'participant-counts-updated',
  'access-state-updated',
  'app-message',
  'track-started',
  'remote-participants-audio-level',
];

type Handler = (event: object) => void;

/** Relays the page's daily-js events to a tracker running here. */
class RelayedSource implements DailyEventSource {
  private handlers = new Map<string, Set<Handler>>();
  on(name: string, handler: Handler) {
    (this.handlers.get(name) ?? this.handlers.set(name, new Set()).get(name)!).add(handler);
  }
  off(name: string, handler: Handler) {
    this.handlers.get(name)?.delete(handler);
  }
  emit(name: string, event: Record<string, unknown>) {
    this.handlers.get(name)?.forEach((h) => h(event));
  }
  listenerCount() {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }
}

interface Harness {
  tracker: DailyCallTracker;
  source: RelayedSource;
  states: string[];
  seen: string[];
  warnings: string[];
}

async function openHarness(page: Page, bundle: (route: Route) => Promise<void> | void): Promise<Harness> {
  await page.route('**', (route) => {
    const url = route.request().url();
    if (url === HARNESS)
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head></head><body></body></html>',
      });
    if (url === BUNDLE) return bundle(route);
    return route.abort();
  });
  const source = new RelayedSource();
  const warnings: string[] = [];
  const tracker = trackDailyCall(source, { warn: (m) => warnings.push(m) });
  const states: string[] = [String(tracker.getSnapshot().value)];
  tracker.subscribe((s) => {
    if (states.at(-1) !== s.value) states.push(String(s.value));
  });
  const seen: string[] = [];
  await page.exposeFunction('__dailyEvent', (name: string, event: Record<string, unknown>) => {
    seen.push(name);
    source.emit(name, event);
  });
  await page.goto(HARNESS);
  await page.addScriptTag({ path: 'node_modules/@daily-co/daily-js/dist/daily.js' });
  await page.evaluate((events) => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.co = w.Daily.createCallObject();
    const plain = (e: unknown) =>
      JSON.parse(JSON.stringify(e, (_k, v) => (v instanceof MediaStreamTrack ? undefined : v)));
    for (const name of events) w.co.on(name, (e: unknown) => w.__dailyEvent(name, plain(e)));
  }, EVENTS);
  return { tracker, source, states, seen, warnings };
}

const serveFake = (route: Route) =>
  route.fulfill({
    path: 'tests/fixtures/daily/fakeCallMachine.js',
    contentType: 'application/javascript',
    headers: { 'access-control-allow-origin': '*' },
  });

const meetingState = (page: Page) =>
  page.evaluate(() => (window as unknown as { co: { meetingState(): string } }).co.meetingState());

test('daily-js joins and leaves through the fake call machine, and dailyCall follows it', async ({
  page,
}) => {
  const h = await openHarness(page, serveFake);
  h.tracker.send({ type: 'call.join' });
  const joined = await page.evaluate(async () => {
    const co = (window as unknown as { co: { join(p: object): Promise<Record<string, { local: boolean }>> } })
      .co;
    const participants = await co.join({ url: 'https://fake.daily.co/room' });
    return Object.keys(participants);
  });
  expect(joined).toEqual(['local']);
  expect(await meetingState(page)).toBe('joined-meeting');
  await expect
    .poll(() => Object.keys(h.tracker.getSnapshot().context.participants).sort())
    .toEqual(['local', 'remote-1']);
  expect(h.tracker.getSnapshot().value).toBe('joined');
  expect(h.tracker.getSnapshot().context.accessState).toEqual({ access: { level: 'full' } });
  await expect
    .poll(() => h.tracker.getSnapshot().context.participantCounts)
    .toEqual({ present: 2, hidden: 0 });

  // The remote participant's audio is a real, playable track.
  const remoteAudio = await page.evaluate(() => {
    const p = (
      window as unknown as {
        co: {
          participants(): Record<string, { tracks: { audio: { state: string; persistentTrack?: unknown } } }>;
        };
      }
    ).co.participants()['remote-1'];
    return {
      state: p?.tracks.audio.state,
      isTrack: p?.tracks.audio.persistentTrack instanceof MediaStreamTrack,
    };
  });
  expect(remoteAudio).toEqual({ state: 'playable', isTrack: true });

  // Joining again only warns, in daily-js and in the machine.
  h.tracker.send({ type: 'call.join' });
  const warned = await page.evaluate(async () => {
    const messages: string[] = [];
    const original = console.warn;
    console.warn = (...a: unknown[]) => {
      messages.push(a.join(' '));
    };
    await (window as unknown as { co: { join(): Promise<unknown> } }).co.join();
    console.warn = original;
    return messages;
  });
  expect(warned).toContain('already joined meeting, call leave() before joining again');
  expect(h.warnings).toEqual(['already joined meeting, call leave() before joining again']);

  // App messages from the call machine reach daily-js listeners.
  await page.evaluate(() =>
    (
      window as unknown as { __fakeCallMachine: { sendAppMessage(d: unknown): void } }
    ).__fakeCallMachine.sendAppMessage({ type: 'status-update', status: 'in-progress' }),
  );
  await expect.poll(() => h.seen.includes('app-message')).toBe(true);

  h.tracker.send({ type: 'call.leave' });
  await page.evaluate(() => (window as unknown as { co: { leave(): Promise<void> } }).co.leave());
  expect(await meetingState(page)).toBe('left-meeting');
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('left');
  expect(h.states).toEqual(['new', 'loading', 'joining', 'joined', 'left']);
  expect(
    h.seen.filter((e) =>
      ['loading', 'loaded', 'joining-meeting', 'joined-meeting', 'left-meeting'].includes(e),
    ),
  ).toEqual(['loading', 'joining-meeting', 'loaded', 'joined-meeting', 'left-meeting']);
  const ctx = h.tracker.getSnapshot().context;
  expect({ participants: ctx.participants, counts: ctx.participantCounts, access: ctx.accessState }).toEqual({
    participants: {},
    counts: { present: 0, hidden: 0 },
    access: { access: 'unknown' },
  });

  // Join again after leave: the bundle is reused (reset), and the call joins once more.
  await page.evaluate(() =>
    (window as unknown as { co: { join(p: object): Promise<unknown> } }).co.join({
      url: 'https://fake.daily.co/room',
    }),
  );
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('joined');
  await page.evaluate(() => (window as unknown as { co: { destroy(): Promise<void> } }).co.destroy());
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('left');
  h.tracker.stop();
  expect(h.source.listenerCount()).toBe(0);
});

test('in-call traffic: remote audio, audio levels, app messages, mute and a participant leaving', async ({
  page,
}) => {
  const h = await openHarness(page, serveFake);
  await page.evaluate(() => {
    (window as unknown as { __fakeCallMachineOptions: object }).__fakeCallMachineOptions = {
      remoteParticipants: [{ session_id: 'speaker-1', user_name: 'Speaker' }],
    };
  });
  await page.evaluate(() =>
    (window as unknown as { co: { join(p: object): Promise<unknown> } }).co.join({
      url: 'https://fake.daily.co/room',
    }),
  );
  await expect.poll(() => h.seen.includes('track-started')).toBe(true);
  await expect
    .poll(() => h.tracker.getSnapshot().context.participants['speaker-1']?.user_name)
    .toBe('Speaker');

  await page.evaluate(async () => {
    const w = window as unknown as {
      co: { startRemoteParticipantsAudioLevelObserver(i: number): Promise<void> };
      __fakeCallMachine: { setAudioLevel(id: string, l: number): void };
    };
    w.__fakeCallMachine.setAudioLevel('speaker-1', 0.4);
    await w.co.startRemoteParticipantsAudioLevelObserver(100);
  });
  await expect.poll(() => h.tracker.getSnapshot().context.remoteAudioLevels).toEqual({ 'speaker-1': 0.4 });

  const muted = await page.evaluate(async () => {
    const co = (
      window as unknown as {
        co: { setLocalAudio(on: boolean): void; localAudio(): boolean; on(e: string, f: () => void): void };
      }
    ).co;
    const updated = new Promise<void>((resolve) => co.on('participant-updated', () => resolve()));
    co.setLocalAudio(false);
    await updated;
    return co.localAudio();
  });
  expect(muted).toBe(false);

  await page.evaluate(() =>
    (window as unknown as { co: { sendAppMessage(d: unknown): void } }).co.sendAppMessage({
      type: 'say',
      message: 'hi',
    }),
  );
  const received = await page.evaluate(() =>
    (
      window as unknown as { __fakeCallMachine: { received: Array<{ action: string }> } }
    ).__fakeCallMachine.received.map((m) => m.action),
  );
  expect(received).toEqual(
    expect.arrayContaining([
      'join-meeting',
      'start-remote-participants-audio-level-observer',
      'local-audio',
      'app-msg',
    ]),
  );

  await page.evaluate(() =>
    (
      window as unknown as { __fakeCallMachine: { removeParticipant(id: string): void } }
    ).__fakeCallMachine.removeParticipant('speaker-1'),
  );
  await expect.poll(() => Object.keys(h.tracker.getSnapshot().context.participants)).toEqual(['local']);
  await expect
    .poll(() => h.tracker.getSnapshot().context.participantCounts)
    .toEqual({ present: 1, hidden: 0 });
  await page.evaluate(() => (window as unknown as { co: { destroy(): Promise<void> } }).co.destroy());
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('left');
  expect(h.tracker.getSnapshot().context.remoteAudioLevels).toEqual({});
});

test('leaving while the bundle loads cancels the load', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const h = await openHarness(page, async (route) => {
    await held;
    await serveFake(route).catch(() => undefined);
  });
  await page.evaluate(() => {
    void (window as unknown as { co: { join(p: object): Promise<unknown> } }).co
      .join({ url: 'https://fake.daily.co/room' })
      .catch(() => undefined);
  });
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('loading');
  h.tracker.send({ type: 'call.leave' });
  await page.evaluate(() => (window as unknown as { co: { leave(): Promise<void> } }).co.leave());
  expect(await meetingState(page)).toBe('left-meeting');
  expect(h.tracker.getSnapshot().value).toBe('left');
  release();
  await page.evaluate(() => (window as unknown as { co: { destroy(): Promise<void> } }).co.destroy());
  expect(h.states).toEqual(['new', 'loading', 'left']);
});

test('a bundle that fails all 3 attempts ends in error', async ({ page }) => {
  let attempts = 0;
  const h = await openHarness(page, (route) => {
    attempts += 1;
    return route.fulfill({ status: 503, body: 'down' });
  });
  const error = await page.evaluate(() =>
    (window as unknown as { co: { join(p: object): Promise<unknown> } }).co
      .join({ url: 'https://fake.daily.co/room' })
      .then(
        () => 'joined',
        (e) => String(e),
      ),
  );
  expect(error).toContain('Received 503 response');
  expect(attempts).toBe(3);
  expect(await meetingState(page)).toBe('error');
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('error');
  expect(h.tracker.getSnapshot().context.loadAttempts).toBe(3);
  expect(h.seen.filter((e) => e === 'load-attempt-failed')).toHaveLength(3);
});

test('a join refused by the call machine ends in error', async ({ page }) => {
  const h = await openHarness(page, serveFake);
  await page.evaluate(() => {
    (window as unknown as { __fakeCallMachineOptions: object }).__fakeCallMachineOptions = {
      failJoin: 'room not found',
    };
  });
  const outcome = await page.evaluate(() =>
    (window as unknown as { co: { join(p: object): Promise<unknown> } }).co
      .join({ url: 'https://fake.daily.co/room' })
      .then(
        () => 'joined',
        () => 'rejected',
      ),
  );
  expect(outcome).toBe('rejected');
  expect(await meetingState(page)).toBe('error');
  await expect.poll(() => h.tracker.getSnapshot().value).toBe('error');
  expect(h.tracker.getSnapshot().context.error).toBe('room not found');
});

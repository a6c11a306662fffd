import { readFileSync } from 'node:fs';
import { expect, test } from './siteTest';
import * as daily from '../../engine/daily';
import type { Verdict } from '../../engine/daily';

// Differential test: every input in tests/fixtures/daily/differentialInputs.json goes through our
// validators here in Node and through the real daily-js 0.80.0 in Chromium, offline; verdicts must agree,
// and messages too unless the input says `compare: "verdict"`. Where a rule gives a `detail`, daily-js must
// have logged that same explanation (console.error) for the input.

interface Input {
  group: string;
  target: string;
  args: unknown[];
  setup?: Record<string, unknown>;
  compare?: 'verdict';
  note?: string;
}
type Outcome = { ok: boolean; message?: string; logged?: string[] };

const inputs = JSON.parse(readFileSync('tests/fixtures/daily/differentialInputs.json', 'utf8')) as Input[];
const HARNESS = 'https://daily-harness.test/';

// Node has no MediaStreamTrack; the validators only ask `instanceof MediaStreamTrack`.
class FakeMediaStreamTrack {}
const g = globalThis as { MediaStreamTrack?: unknown };
g.MediaStreamTrack ??= FakeMediaStreamTrack;

function materialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(materialize);
  if (!value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if ('$undefined' in v) return undefined;
  if ('$repeat' in v) {
    const [s, n] = v.$repeat as [string, number];
    return s.repeat(n);
  }
  if ('$arrayBuffer' in v) return new ArrayBuffer(v.$arrayBuffer as number);
  if ('$track' in v) {
    const track = new (g.MediaStreamTrack as new () => Record<string, unknown>)();
    return Object.assign(track, {
      kind: v.$track === 'audio' ? 'audio' : 'video',
      readyState: v.$track === 'video-ended' ? 'ended' : 'live',
      muted: false,
    });
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, materialize(x)]));
}

function ours(input: Input): Verdict {
  const a = materialize(input.args) as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const setup = materialize(input.setup ?? {}) as Record<string, unknown>;
  switch (input.target) {
    case 'createCallObject':
      return daily.checkCreateCallObject(a[0], 0);
    case 'validateProperties':
      return daily.checkCallProperties(a[0]);
    case 'duplicate':
      return daily.checkNewInstance({
        liveInstances: 1,
        strictMode: a[1].strictMode,
        allowMultipleCallInstances: a[1].allowMultipleCallInstances,
      });
    case 'updateParticipant':
      return daily.checkParticipantUpdate(a[0], {
        subscribeToTracksAutomatically: (setup.subscribeToTracksAutomatically as boolean | undefined) ?? true,
      });
    case 'updateReceiveSettings':
      return daily.checkUpdateReceiveSettings(a[0]);
    case 'setMeetingSessionData':
      return daily.checkSessionData(a[0], a.length > 1 ? a[1] : undefined);
    case 'sendAppMessage':
      return daily.checkAppMessage(a[0]);
    case 'validateCustomTrack':
      return daily.checkCustomTrack({ track: a[0], mode: a[1], trackName: a[2] });
    case 'updateSendSettings':
      return daily.checkSendSettings(a[0]);
    case 'validateSimulcastEncodings':
      return daily.checkSimulcastEncodings(a[0], {
        ranges: a[1] ? daily.ENCODING_RANGES : null,
        requireMaxBitrate: a[2],
      });
    case 'startRemoteParticipantsAudioLevelObserver':
      return daily.checkAudioLevelInterval(a[0]);
    case 'startRecording':
      return daily.checkRecordingType(a[0]?.type);
    case 'startDialOut':
      return daily.checkDialOut(a[0]);
    case 'sendDTMF':
      return daily.checkDtmf(a[0]);
    case 'updateTranscription':
      return daily.checkTranscriptionUpdate(a[0]);
    case 'stopTranscription':
      return daily.checkTranscriptionStop(a[0]);
    case 'startRemoteMediaPlayer':
      return daily.checkStartRemoteMediaPlayer(a[0]);
    case 'updateRemoteMediaPlayer':
      return daily.checkUpdateRemoteMediaPlayer(a[0]);
    case 'stopRemoteMediaPlayer':
      return daily.checkStopRemoteMediaPlayer(a[0]);
    case 'setUserData':
      return daily.checkUserData(a[0]);
    case 'updateInputSettings':
      return daily.checkInputSettings(a[0]);
    case 'sipCallTransfer':
      return daily.checkSipCallTransfer(a[0]);
    case 'sipRefer':
      return daily.checkSipRefer(a[0]);
    case 'startCustomIntegrations':
      return daily.checkCustomIntegrationIds(a[0], setup.customIntegrations as Record<string, unknown>);
    case 'updateCustomTrayButtons':
      return daily.checkCustomTrayButtons(a[0]);
    case 'setPlayNewParticipantSound':
      return daily.checkNewParticipantSound(a[0]);
    case 'networkTestTrack':
      return daily.checkNetworkTestTrack(a[0]);
    default:
      throw new Error(`no validator mapped for ${input.target}`);
  }
}

const groups = [...new Set(inputs.map((i) => i.group))];

test.beforeEach(async ({ page }) => {
  await page.route('**', (route) => {
    const url = route.request().url();
    if (url === HARNESS)
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head></head><body></body></html>',
      });
    if (url.endsWith('/call-machine-object-bundle.js')) {
      return route.fulfill({
        path: 'tests/fixtures/daily/fakeCallMachine.js',
        contentType: 'application/javascript',
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    return route.abort();
  });
});

test('the inputs cover every rule group with at least 150 cases', () => {
  expect(inputs.length).toBeGreaterThanOrEqual(150);
  expect(groups).toEqual(
    expect.arrayContaining([
      'call-properties',
      'lang',
      'theme',
      'grid-layout',
      'subscriptions',
      'permissions',
      'session-data',
      'app-message',
      'custom-track',
      'send-settings',
      'simulcast-encodings',
      'audio-level-interval',
      'recording-type',
      'dial-out',
      'dtmf',
      'transcription',
      'remote-media-player',
      'user-data',
      'background-effects',
      'transfer',
      'custom-integrations',
      'custom-tray-buttons',
      'new-participant-sound',
      'network-test',
      'duplicate-instance',
    ]),
  );
});

// Each input runs in a fresh frame of its own, since a call object whose properties fail validation
// stays registered inside daily-js for good: a new realm with its own daily-js, on one page per group.
const SOURCES = [
  readFileSync('node_modules/@daily-co/daily-js/dist/daily.js', 'utf8'),
  readFileSync('tests/fixtures/daily/differentialRunner.js', 'utf8'),
];

for (const group of groups) {
  test(`validators agree with daily-js 0.80.0: ${group}`, async ({ page }) => {
    test.setTimeout(120_000);
    const cases = inputs.filter((i) => i.group === group);
    await page.goto(HARNESS);
    const outcomes = await page.evaluate(
      async ({ cases, sources }) => {
        type Realm = Window & { eval: (s: string) => void; __dailyRun: (x: unknown) => Promise<Outcome> };
        const results: Outcome[] = [];
        for (const input of cases) {
          // A frame of the harness's own address: daily-js posts messages to its window's origin.
          const frame = document.createElement('iframe');
          const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
          frame.src = location.href;
          document.body.append(frame);
          await loaded;
          const realm = frame.contentWindow as unknown as Realm;
          for (const source of sources) realm.eval(source);
          results.push(await realm.__dailyRun(input));
          frame.remove();
        }
        return results;
      },
      { cases, sources: SOURCES },
    );
    const mismatches: Array<{ input: Input; daily: Outcome; ours: Outcome }> = [];
    cases.forEach((input, i) => {
      const real = outcomes[i]!;
      const verdict = ours(input);
      const mine: Outcome = verdict.ok ? { ok: true } : { ok: false, message: verdict.message };
      const detail = verdict.ok ? undefined : verdict.detail;
      const same =
        real.ok === mine.ok && (input.compare === 'verdict' || real.ok || real.message === mine.message);
      const explained = detail === undefined || (real.logged ?? []).some((line) => line.startsWith(detail));
      if (!same || !explained)
        mismatches.push({ input, daily: real, ours: { ...mine, ...(detail ? { logged: [detail] } : {}) } });
    });
    expect(mismatches).toEqual([]);
  });
}

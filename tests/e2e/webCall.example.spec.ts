import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { SPEAKER_NAME } from '../../engine/webcall/types';
import { callMachineReceived, fake } from './voicePage';

// examples/web-call, the plain-TypeScript page built against the packed engine (project 'example'),
// with the real daily-js 0.80.0: POST /call/web is stubbed here and Daily's call machine is the offline
// fake bundle (tests/fixtures/daily/fakeCallMachine.js).

const SPEAKER = 'speaker-1';

async function openExample(page: Page, webCalls: Array<{ auth: string | null; body: unknown }>) {
  await page.addInitScript(
    ({ name, id }) => {
      (window as unknown as Record<string, unknown>).__fakeCallMachineOptions = {
        remoteParticipants: [{ session_id: id, user_name: name, audio: true }],
      };
    },
    { name: SPEAKER_NAME, id: SPEAKER },
  );
  await page.route('**', (route) => {
    const request = route.request();
    const url = request.url();
    if (url.endsWith('/__stub/platform/call/web') && request.method() === 'POST') {
      webCalls.push({ auth: request.headers().authorization ?? null, body: request.postDataJSON() });
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 'call-1',
          webCallUrl: 'https://fake.daily.co/room',
          artifactPlan: { videoRecordingEnabled: false },
        }),
      });
    }
    if (url.startsWith('https://c.daily.co/') && url.includes('/call-machine-object-bundle.js')) {
      return route.fulfill({
        path: 'tests/fixtures/daily/fakeCallMachine.js',
        contentType: 'application/javascript',
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    return url.startsWith('http://127.0.0.1') ? route.continue() : route.abort();
  });
  await page.goto('/');
}

const transcript = (
  page: Page,
  role: 'user' | 'assistant',
  transcriptType: 'partial' | 'final',
  text: string,
) => fake(page, 'sendAppMessage', { type: 'transcript', role, transcriptType, transcript: text }, SPEAKER);

test('the plain TypeScript example starts a call with its progress, shows the transcript live, mutes and ends it', async ({
  page,
  baseURL,
}) => {
  const webCalls: Array<{ auth: string | null; body: unknown }> = [];
  await openExample(page, webCalls);
  await page.getByLabel('Public key').fill('pk-example');
  await page.getByLabel('Assistant id').fill('assistant-7');
  await page.getByLabel('API base URL').fill(`${baseURL}/__stub/platform`);
  await page.getByRole('button', { name: 'Start call' }).click();

  // Start: every stage is reported, and the page says when the call is up and when the assistant listens.
  await expect(page.getByRole('status')).toHaveText('Connected. Waiting for the assistant…');
  const stages = page.getByRole('list', { name: 'Start progress' }).getByRole('listitem');
  await expect(stages).toHaveText([
    /^initialization: completed in \d+ ms$/,
    /^web-call-creation: completed in \d+ ms$/,
    /^daily-call-object-creation: completed in \d+ ms$/,
    /^daily-call-join: completed in \d+ ms$/,
    /^audio-observer-setup: completed in \d+ ms$/,
    /^audio-processing-setup: completed in \d+ ms$/,
  ]);
  expect(webCalls).toEqual([{ auth: 'Bearer pk-example', body: { assistantId: 'assistant-7' } }]);
  await expect(page.locator(`audio[data-participant-id="${SPEAKER}"]`)).toHaveCount(1);
  await fake(page, 'sendAppMessage', 'listening', SPEAKER);
  await expect(page.getByRole('status')).toHaveText('The assistant is listening. Speak now.');

  // In the call: partial transcripts show live, finals stay in the log.
  const log = page.getByRole('log', { name: 'Transcript' });
  await transcript(page, 'assistant', 'partial', 'Hello, how can');
  await expect(page.locator('#live')).toHaveText('Assistant: Hello, how can…');
  await transcript(page, 'assistant', 'final', 'Hello, how can I help?');
  await transcript(page, 'user', 'final', 'Book a table for two.');
  await expect(log.getByRole('listitem')).toHaveText([
    'Assistant: Hello, how can I help?',
    'You: Book a table for two.',
  ]);
  await expect(page.locator('#live')).toHaveText('');
  await page.screenshot({ path: '/tmp/shots/example-in-call.png' });

  // Mute reaches daily-js (its local-audio action to the call machine), and unmute turns the microphone back on.
  const mute = page.getByRole('button', { name: 'Mute' });
  const localAudio = async () =>
    (await callMachineReceived(page)).filter((a) => a.action === 'local-audio').map((a) => a.state);
  const before = (await localAudio()).length;
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await localAudio()).slice(before)).toEqual([false]);
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await localAudio()).slice(before)).toEqual([false, true]);

  // Stop: the call ends, the speaker's audio goes, the transcript stays, and a new call can start.
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByRole('status')).toHaveText('You ended the call.');
  await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Start call' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'End call' })).toBeDisabled();
  await expect(page.locator('#problem')).toBeEmpty();
});

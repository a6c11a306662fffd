import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { profile } from '../../content';
import { SPEAKER_NAME } from '../../engine/webcall/types';

// /chatbot's voice view in the voice-enabled build (project 'voice'), under the site's real CSP, with
// the real engine and daily-js 0.80.0: POST /call/web is stubbed here and Daily's call machine is the
// offline fake bundle, served where daily-js loads it from.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SPEAKER = 'speaker-1';
const INTRO = `Click below to start chatting with ${profile.name}'s assistant using your voice.`;

interface Stub { webCalls: Array<{ auth: string | null; body: unknown }>; status: number }

async function openVoice(page: Page, stub: Stub) {
  await page.addInitScript(({ name, id }) => {
    const w = window as unknown as Record<string, unknown>;
    w.__fakeCallMachineOptions = { remoteParticipants: [{ session_id: id, user_name: name, audio: true }] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => (w.__cspViolations as string[]).push(`${e.violatedDirective} ${e.blockedURI}`));
    // A switch the test flips to refuse the microphone, as a visitor clicking "Block" would.
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) =>
      w.__denyMicrophone ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) : original(constraints);
  }, { name: SPEAKER_NAME, id: SPEAKER });
  await page.route('**', (route) => {
    const request = route.request();
    const url = request.url();
    if (url.endsWith('/__stub/platform/call/web') && request.method() === 'POST') {
      stub.webCalls.push({ auth: request.headers().authorization ?? null, body: request.postDataJSON() });
      if (stub.status !== 201) return route.fulfill({ status: stub.status, contentType: 'application/json', body: JSON.stringify({ message: 'platform down' }) });
      return route.fulfill({
        status: 201, contentType: 'application/json',
        body: JSON.stringify({ id: `call-${stub.webCalls.length}`, webCallUrl: 'https://fake.daily.co/room', artifactPlan: { videoRecordingEnabled: false }, assistant: { voice: { provider: '11labs' } } }),
      });
    }
    if (url.startsWith('https://c.daily.co/') && url.includes('/call-machine-object-bundle.js')) {
      return route.fulfill({ path: 'tests/fixtures/daily/fake-call-machine.js', contentType: 'application/javascript', headers: { 'access-control-allow-origin': '*' } });
    }
    return url.startsWith('http://127.0.0.1') ? route.continue() : route.abort();
  });
  await page.goto('/chatbot');
  await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Voice' }).click();
  await expect(page.getByText(INTRO)).toBeVisible();
}

const fake = (page: Page, method: 'sendAppMessage' | 'removeParticipant', ...args: unknown[]) =>
  page.evaluate(({ method, args }) => {
    const control = (window as unknown as { __fakeCallMachine: Record<string, (...a: unknown[]) => void> }).__fakeCallMachine;
    control[method]!(...args);
  }, { method, args });

/** Waits until daily-js has joined through the fake call machine, then says the assistant is listening. */
async function assistantAnswers(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __fakeCallMachine?: object }).__fakeCallMachine))).toBe(true);
  // The speaker's audio plays in the page once its track starts.
  await expect(page.locator(`audio[data-participant-id="${SPEAKER}"]`)).toHaveCount(1);
  await fake(page, 'sendAppMessage', 'listening', SPEAKER);
  await expect(page.getByRole('status')).toHaveText('Call in progress.');
}

const say = (page: Page, role: 'user' | 'assistant', transcriptType: 'partial' | 'final', transcript: string) =>
  fake(page, 'sendAppMessage', { type: 'transcript', role, transcriptType, transcript }, SPEAKER);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe('voice view', () => {
  test('a call starts, shows final transcripts and the speaking light, and keeps the transcript after End Call', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-idle-1280.png' });

    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
    await assistantAnswers(page);
    expect(stub.webCalls).toEqual([{ auth: 'Bearer test-public-key', body: { assistantId: 'test-assistant' } }]);

    const log = page.getByRole('log', { name: 'Transcript' });
    await say(page, 'assistant', 'partial', 'Hi, I am');
    await say(page, 'assistant', 'final', `Hi, I am ${profile.firstName}'s assistant.`);
    await say(page, 'user', 'partial', 'What have');
    await say(page, 'user', 'final', 'What have you built?');
    await expect(log.locator('.chat-bubble')).toHaveText([`Assistant${`Hi, I am ${profile.firstName}'s assistant.`}`, 'YouWhat have you built?']);
    await expect(log).not.toContainText('What have you built?What have');

    await fake(page, 'sendAppMessage', { type: 'speech-update', role: 'assistant', status: 'started' }, SPEAKER);
    await expect(page.getByText('Speaking...')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-in-call-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: '/tmp/shots/voice-in-call-375.png' });
    await fake(page, 'sendAppMessage', { type: 'speech-update', role: 'assistant', status: 'stopped' }, SPEAKER);
    await expect(page.getByText('Speaking...')).toBeHidden();

    await page.getByRole('button', { name: 'End Call' }).click();
    await expect(page.getByRole('status')).toHaveText('Call ended.');
    await expect(page.getByRole('button', { name: 'Start Call' })).toBeVisible();
    await expect(log.locator('.chat-bubble')).toHaveCount(2);
    // Leaving the call removes the speaker's audio element.
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots/voice-ended-375.png' });
    await expectNoAxeViolations(page);
    expect(await cspViolations(page)).toEqual([]);

    // A second call works on the same page (daily-js allows one call object at a time).
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    expect(stub.webCalls).toHaveLength(2);
  });

  test('a refused microphone is explained, creates no call, and Try again starts once it is allowed', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.evaluate(() => { (window as unknown as { __denyMicrophone: boolean }).__denyMicrophone = true; });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText('Microphone access is blocked. Allow the microphone for this site in your browser, then try again.');
    expect(stub.webCalls).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-mic-denied-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-mic-denied-375.png' });

    await page.evaluate(() => { (window as unknown as { __denyMicrophone: boolean }).__denyMicrophone = false; });
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
    await expect(page.getByRole('alert')).toHaveText('');
    expect(stub.webCalls).toHaveLength(1);
  });

  test('a start failure at the platform is explained, and Try again starts the call', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 500 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText("The call couldn't start. Check your connection, then try again.");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(stub.webCalls).toHaveLength(1);

    stub.status = 201;
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
    expect(stub.webCalls).toHaveLength(2);
  });

  test('a call the platform drops with a fault shows it, keeps the transcript and offers Try again', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    await say(page, 'assistant', 'final', 'Hello!');
    await fake(page, 'sendAppMessage', { type: 'status-update', status: 'ended', endedReason: 'pipeline-error-openai-llm-failed' }, SPEAKER);
    await fake(page, 'removeParticipant', SPEAKER);
    await expect(page.getByRole('alert')).toHaveText('The call dropped. Try again to start a new one.');
    await expect(page.getByRole('log', { name: 'Transcript' }).locator('.chat-bubble')).toHaveText(['AssistantHello!']);
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
  });

  test('a join that Daily refuses is a start failure too', async ({ page }) => {
    await openVoice(page, { webCalls: [], status: 201 });
    await page.evaluate(() => { (window as unknown as { __fakeCallMachineOptions: object }).__fakeCallMachineOptions = { failJoin: 'room not found' }; });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText("The call couldn't start. Check your connection, then try again.");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a lost connection shows while it lasts, and a call that ends during it counts as dropped', async ({ page }) => {
    await openVoice(page, { webCalls: [], status: 201 });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    const network = (event: string) => page.evaluate((e) => (window as unknown as { __fakeCallMachine: { emit(m: object): void } })
      .__fakeCallMachine.emit({ action: 'network-connection', type: 'signaling', event: e }), event);
    await network('interrupted');
    await expect(page.getByRole('status')).toHaveText('Connection lost. Reconnecting...');
    await network('reconnected');
    await expect(page.getByRole('status')).toHaveText('Call in progress.');
    await network('interrupted');
    await fake(page, 'removeParticipant', SPEAKER);
    await expect(page.getByRole('alert')).toHaveText('The call dropped. Try again to start a new one.');
  });

  test('Switch Assistant during a call ends it and returns to the choice', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    await page.getByRole('button', { name: 'Switch Assistant' }).click();
    await expect(page.getByRole('heading', { name: 'How would you like to interact with assistant?' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeCallMachine: { received: Array<{ action: string }> } })
      .__fakeCallMachine.received.some((m) => m.action === 'leave-meeting'))).toBe(true);
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect } from './siteTest';
import type { Page } from '@playwright/test';
import { profile } from '../../content';
import { SPEAKER_NAME } from '../../engine/webcall/types';

// /chatbot's voice view in the voice-enabled build (project 'voice'), under the site's real CSP, with
// the real engine and daily-js 0.80.0: POST /call/web is stubbed here and Daily's call machine is the
// offline fake bundle (tests/fixtures/daily/fakeCallMachine.js), served where daily-js loads it from.
// Shared by the *voice.spec.ts files.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const SPEAKER = 'speaker-1';
export const INTRO = `Click below to start chatting with ${profile.name}'s assistant using your voice.`;

export interface Stub {
  webCalls: Array<{ auth: string | null; body: unknown }>;
  status: number;
}

export async function openVoice(page: Page, stub: Stub) {
  await page.addInitScript(
    ({ name, id }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__fakeCallMachineOptions = { remoteParticipants: [{ session_id: id, user_name: name, audio: true }] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (w.__cspViolations as string[]).push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      // A switch the test flips to refuse the microphone, as a visitor clicking "Block" would.
      const devices = navigator.mediaDevices;
      const original = devices.getUserMedia.bind(devices);
      devices.getUserMedia = (constraints) =>
        w.__denyMicrophone
          ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
          : original(constraints);
    },
    { name: SPEAKER_NAME, id: SPEAKER },
  );
  await page.route('**', (route) => {
    const request = route.request();
    const url = request.url();
    if (url.endsWith('/__stub/platform/call/web') && request.method() === 'POST') {
      stub.webCalls.push({ auth: request.headers().authorization ?? null, body: request.postDataJSON() });
      if (stub.status !== 201)
        return route.fulfill({
          status: stub.status,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'platform down' }),
        });
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          id: `call-${stub.webCalls.length}`,
          webCallUrl: 'https://fake.daily.co/room',
          artifactPlan: { videoRecordingEnabled: false },
          assistant: { voice: { provider: '11labs' } },
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
  await page.goto('/chatbot');
  await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Voice' }).click();
  await expect(page.getByText(INTRO)).toBeVisible();
}

export const fake = (page: Page, method: 'sendAppMessage' | 'removeParticipant', ...args: unknown[]) =>
  page.evaluate(
    ({ method, args }) => {
      const control = (window as unknown as { __fakeCallMachine: Record<string, (...a: unknown[]) => void> })
        .__fakeCallMachine;
      control[method]!(...args);
    },
    { method, args },
  );

/** Waits until daily-js has joined through the fake call machine, then says the assistant is listening. */
export async function assistantAnswers(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Boolean((window as unknown as { __fakeCallMachine?: object }).__fakeCallMachine)),
    )
    .toBe(true);
  // The speaker's audio plays in the page once its track starts.
  await expect(page.locator(`audio[data-participant-id="${SPEAKER}"]`)).toHaveCount(1);
  await fake(page, 'sendAppMessage', 'listening', SPEAKER);
  await expect(page.getByRole('status')).toHaveText('Call in progress.');
}

export const say = (
  page: Page,
  role: 'user' | 'assistant',
  transcriptType: 'partial' | 'final',
  transcript: string,
) => fake(page, 'sendAppMessage', { type: 'transcript', role, transcriptType, transcript }, SPEAKER);

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Sends what the fake call machine would send daily-js: daily-js processes it as it would from Daily's own. */
export const callMachineSays = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    (m) => (window as unknown as { __fakeCallMachine: { emit(m: object): void } }).__fakeCallMachine.emit(m),
    message,
  );

/** What daily-js asked the fake call machine, action by action. */
export const callMachineReceived = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __fakeCallMachine: { received: Array<Record<string, unknown>> } })
        .__fakeCallMachine.received,
  );

import { expect, test } from './siteTest';
import { profile } from '../../content';
import {
  SPEAKER,
  assistantAnswers,
  callMachineSays,
  cspViolations,
  expectNoAxeViolations,
  fake,
  openVoice,
  say,
  type Stub,
} from './voicePage';

// /chatbot's voice view in the voice-enabled build: a call from start to end, failures, and Switch Assistant
// (helpers and how the call runs offline: ./voicePage.ts).

test.describe('voice view', () => {
  test('a call starts, shows final transcripts and the speaking light, and keeps the transcript after End Call', async ({
    page,
  }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-idle-1280.png' });

    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
    await assistantAnswers(page);
    expect(stub.webCalls).toEqual([
      { auth: 'Bearer test-public-key', body: { assistantId: 'test-assistant' } },
    ]);

    const log = page.getByRole('log', { name: 'Transcript' });
    await say(page, 'assistant', 'partial', 'Hi, I am');
    await say(page, 'assistant', 'final', `Hi, I am ${profile.firstName}'s assistant.`);
    await say(page, 'user', 'partial', 'What have');
    await say(page, 'user', 'final', 'What have you built?');
    await expect(log.locator('.chat-bubble')).toHaveText([
      `Assistant${`Hi, I am ${profile.firstName}'s assistant.`}`,
      'YouWhat have you built?',
    ]);
    await expect(log).not.toContainText('What have you built?What have');

    await fake(
      page,
      'sendAppMessage',
      { type: 'speech-update', role: 'assistant', status: 'started' },
      SPEAKER,
    );
    await expect(page.getByText('Speaking...')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-in-call-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: '/tmp/shots/voice-in-call-375.png' });
    await fake(
      page,
      'sendAppMessage',
      { type: 'speech-update', role: 'assistant', status: 'stopped' },
      SPEAKER,
    );
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

  test('a refused microphone is explained, creates no call, and Try again starts once it is allowed', async ({
    page,
  }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.evaluate(() => {
      (window as unknown as { __denyMicrophone: boolean }).__denyMicrophone = true;
    });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Microphone access is blocked. Allow the microphone for this site in your browser, then try again.',
    );
    expect(stub.webCalls).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-mic-denied-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/voice-mic-denied-375.png' });

    await page.evaluate(() => {
      (window as unknown as { __denyMicrophone: boolean }).__denyMicrophone = false;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
    await expect(page.getByRole('alert')).toHaveText('');
    expect(stub.webCalls).toHaveLength(1);
  });

  test('a start failure at the platform is explained, and Try again starts the call', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 500 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "The call couldn't start. Check your connection, then try again.",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(stub.webCalls).toHaveLength(1);

    stub.status = 201;
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
    expect(stub.webCalls).toHaveLength(2);
  });

  test('a call the platform drops with a fault shows it, keeps the transcript and offers Try again', async ({
    page,
  }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    await say(page, 'assistant', 'final', 'Hello!');
    await fake(
      page,
      'sendAppMessage',
      { type: 'status-update', status: 'ended', endedReason: 'pipeline-error-openai-llm-failed' },
      SPEAKER,
    );
    await fake(page, 'removeParticipant', SPEAKER);
    await expect(page.getByRole('alert')).toHaveText('The call dropped. Try again to start a new one.');
    await expect(page.getByRole('log', { name: 'Transcript' }).locator('.chat-bubble')).toHaveText([
      'AssistantHello!',
    ]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
  });

  test('a join that Daily refuses is a start failure too', async ({ page }) => {
    await openVoice(page, { webCalls: [], status: 201 });
    await page.evaluate(() => {
      (window as unknown as { __fakeCallMachineOptions: object }).__fakeCallMachineOptions = {
        failJoin: 'room not found',
      };
    });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "The call couldn't start. Check your connection, then try again.",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a lost connection shows while it lasts, and a call that ends during it counts as dropped', async ({
    page,
  }) => {
    await openVoice(page, { webCalls: [], status: 201 });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    const network = (event: string) =>
      callMachineSays(page, { action: 'network-connection', type: 'signaling', event });
    await network('interrupted');
    await expect(page.getByRole('status')).toHaveText('Reconnecting...');
    await network('connected');
    await expect(page.getByRole('status')).toHaveText('Call in progress.');
    await network('interrupted');
    await fake(page, 'removeParticipant', SPEAKER);
    await expect(page.getByRole('alert')).toHaveText(
      'The connection was lost. Check your network, then try again.',
    );
  });

  test('Switch Assistant during a call ends it and returns to the choice', async ({ page }) => {
    const stub: Stub = { webCalls: [], status: 201 };
    await openVoice(page, stub);
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    await page.getByRole('button', { name: 'Switch Assistant' }).click();
    await expect(
      page.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            window as unknown as { __fakeCallMachine: { received: Array<{ action: string }> } }
          ).__fakeCallMachine.received.some((m) => m.action === 'leave-meeting'),
        ),
      )
      .toBe(true);
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
  });
});

import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { SPEAKER, assistantAnswers, callMachineSays, openVoice } from './voicePage';

// How calls end in the real daily-js 0.80.0: fatal errors sent by the (fake) call machine go through
// daily-js's own handling, arrive in the engine typed by kind, end the call with their reason, and the
// voice view says what happened. The engine's typed error and end reason show in the console log.

function consoleErrors(page: Page) {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('[voice]')) lines.push(m.text());
  });
  return lines;
}

const FATAL = [
  { type: 'ejected', reason: 'ejected', alert: 'The call dropped. Try again to start a new one.' },
  { type: 'exp-room', reason: 'expired', alert: 'The call dropped. Try again to start a new one.' },
  {
    type: 'connection-error',
    reason: 'network-lost',
    alert: 'The connection was lost. Check your network, then try again.',
    details: { on: 'reconnect', sourceError: {} },
  },
];

for (const { type, reason, alert, details } of FATAL) {
  test(`a fatal ${type} error in a call ends it with the ${reason} reason, and Try again starts a new one`, async ({
    page,
  }) => {
    const logs = consoleErrors(page);
    await openVoice(page, { webCalls: [], status: 201 });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await assistantAnswers(page);
    const errorMsg = `Fatal ${type}`;
    // daily-js parses `details` from the JSON string the call machine sends.
    await callMachineSays(page, {
      action: 'error',
      errorMsg,
      error: { type, msg: type, ...(details ? { details: JSON.stringify(details) } : {}) },
    });
    await expect(page.getByRole('alert')).toHaveText(alert);
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
    const kind = { 'exp-room': 'expired' }[type] ?? type;
    expect(logs).toEqual([
      `[voice] daily-error (${kind}): ${errorMsg}`,
      `[voice] call ended: ${reason} (${kind}): ${errorMsg}`,
    ]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await assistantAnswers(page);
  });
}

test('a join refused for a full meeting fails the start with its kind in the log', async ({ page }) => {
  const logs = consoleErrors(page);
  await openVoice(page, { webCalls: [], status: 201 });
  await page.evaluate(() => {
    (window as unknown as { __fakeCallMachineOptions: object }).__fakeCallMachineOptions = {
      failJoin: 'Meeting is full',
      failJoinType: 'meeting-full',
    };
  });
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "The call couldn't start. Check your connection, then try again.",
  );
  expect(logs).toContain('[voice] daily-call-join-error at daily-call-join (meeting-full): Meeting is full');
});

test('while the connection is down the view says Reconnecting..., and a call that comes back goes on', async ({
  page,
}) => {
  await openVoice(page, { webCalls: [], status: 201 });
  await page.getByRole('button', { name: 'Start Call' }).click();
  await assistantAnswers(page);
  const network = (kind: string, event: string) =>
    callMachineSays(page, { action: 'network-connection', type: kind, event });
  await network('signaling', 'interrupted');
  await network('sfu', 'interrupted');
  await expect(page.getByRole('status')).toHaveText('Reconnecting...');
  await network('signaling', 'connected');
  await expect(page.getByRole('status')).toHaveText('Reconnecting...'); // the media connection is still down
  await network('sfu', 'connected');
  await expect(page.getByRole('status')).toHaveText('Call in progress.');
  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByRole('status')).toHaveText('Call ended.');
  await expect(page.locator(`audio[data-participant-id="${SPEAKER}"]`)).toHaveCount(0);
});

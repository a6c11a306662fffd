import { expect, test as base } from './siteTest';
import type { CDPSession } from '@playwright/test';
import { SPEAKER, assistantAnswers, expectNoAxeViolations, openVoice } from './voicePage';

// Blocked audio in Chromium: this file's browser plays media only inside a user gesture
// (--autoplay-policy=user-gesture-required, where the other tests allow it always). A call started with
// no gesture cannot play the assistant: the engine emits audio-blocked, the view offers "Tap to turn on
// sound", and that tap plays it (resumeAudio() inside the click).

const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith('--autoplay-policy='));
      await use({ ...launchOptions, args: [...args, '--autoplay-policy=user-gesture-required'] });
    },
    { scope: 'worker' },
  ],
});

/** Runs script in the page the way a timer or a network event would: without a user gesture (page.evaluate brings one). */
const withoutGesture = async (cdp: CDPSession, expression: string) =>
  (
    await cdp.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
      userGesture: false,
    })
  ).result.value as unknown;

test('a call whose audio the browser blocks offers "Tap to turn on sound", and the tap plays the assistant', async ({
  page,
}) => {
  // A whole call in the voice build: start, blocked audio, the tap, the assistant heard.
  test.slow();
  await openVoice(page, { webCalls: [], status: 201 });
  const cdp = await page.context().newCDPSession(page);
  // The clicks that opened the view count as a gesture for about 5 s; wait until it has lapsed.
  await expect
    .poll(() => withoutGesture(cdp, 'navigator.userActivation.isActive'), { timeout: 10_000 })
    .toBe(false);
  await withoutGesture(cdp, `document.querySelector('.voice__call').click()`);
  // Playwright's own page.evaluate() and locators act as a gesture too, so nothing of theirs runs until the
  // assistant's audio has tried to play.
  await expect
    .poll(() => withoutGesture(cdp, `Boolean(document.querySelector('.voice__sound'))`), { timeout: 10_000 })
    .toBe(true);
  const audio = page.locator(`audio[data-participant-id="${SPEAKER}"]`);
  expect(
    await withoutGesture(cdp, `document.querySelector('audio[data-participant-id="${SPEAKER}"]').paused`),
  ).toBe(true);
  await assistantAnswers(page);
  const sound = page.getByRole('button', { name: 'Tap to turn on sound' });
  await expect(sound).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/voice-sound-blocked-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/voice-sound-blocked-375.png' });

  await sound.click();
  await expect(sound).toHaveCount(0);
  expect(await audio.evaluate((a) => (a as HTMLAudioElement).paused)).toBe(false);
  await expect(page.getByRole('status')).toHaveText('Call in progress.');
});

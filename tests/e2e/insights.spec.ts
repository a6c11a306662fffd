import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { profile } from '../../content';
import { expect, test } from './siteTest';

// What visitors asked, in Chromium against the real server: the gate's consent, the log it allows,
// "forget me on the server", the deletion request link, and the owner's page behind its token.

const LOG = process.env.E2E_INSIGHTS_SITE!;
const TOKEN = process.env.E2E_OWNER_TOKEN!;
const suggested = `What projects has ${profile.name} built?`;

const kept = async () =>
  (await readFile(LOG, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { email: string; question: string; conversationId: string });

async function chatAs(page: Page, email: string, consent: boolean) {
  await page.goto('/chatbot');
  // A page opened outside the fixture (another visitor's context) waits for hydration here.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const box = page.getByRole('checkbox', { name: /^Keep my email and this conversation's questions/ });
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByRole('button', { name: suggested }).click();
  await expect(page.getByRole('log', { name: 'Conversation' }).locator('.chat-bubble--ai')).toHaveCount(3);
}

test.describe('what visitors asked', () => {
  test('nothing is kept without consent, and the chat looks as it always did', async ({ page, browser }) => {
    // Two visitors' chats, one after the other.
    test.slow();
    const email = `quiet-${Date.now()}@example.com`;
    await chatAs(page, email, false);
    await expect(page.getByText(/are kept for/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('chatConsent'))).toBeNull();
    // The next consenting visitor's question lands after this one's answer hook has run.
    const otherVisitor = await browser.newContext();
    await chatAs(await otherVisitor.newPage(), `loud-${Date.now()}@example.com`, true);
    await otherVisitor.close();
    await expect.poll(async () => (await kept()).some((r) => r.email.startsWith('loud-'))).toBe(true);
    expect((await kept()).filter((r) => r.email === email)).toEqual([]);
  });

  test('with consent each question is kept once, and "forget me" deletes it and stops keeping', async ({
    page,
  }) => {
    const email = `kept-${Date.now()}@example.com`;
    await chatAs(page, email, true);
    await expect(
      page.getByText(
        `Your email and this conversation's questions are kept for ${profile.firstName} to read.`,
      ),
    ).toBeVisible();
    await expect.poll(async () => (await kept()).filter((r) => r.email === email).length).toBe(1);
    expect((await kept()).find((r) => r.email === email)?.question).toBe(suggested);

    // The stored history keeps the answer's fields beside the spec's, still an array of messages.
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('chatHistory') ?? 'null'));
    expect(Array.isArray(history)).toBe(true);

    await page.getByRole('button', { name: 'Forget me on the server' }).click();
    await expect(page.getByText('Deleted 1 question from the server. Nothing more is kept.')).toBeVisible();
    expect((await kept()).filter((r) => r.email === email)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('chatConsent'))).toBeNull();
    // RESET is the spec's: the history goes back to the two opening messages.
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' }).locator('.chat-bubble')).toHaveCount(2);
  });

  test('the gate links to the contact form with a deletion request filled in', async ({ page }) => {
    await page.goto('/chatbot');
    await page.getByRole('link', { name: 'ask to delete them' }).click();
    await expect(page).toHaveURL(/\/contact\?message=/);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      /Please delete the questions I asked/,
    );
  });

  test('the owner signs in with the token and sees the questions and a chart, with nothing blocked by the CSP', async ({
    page,
  }) => {
    const email = `owner-view-${Date.now()}@example.com`;
    await chatAs(page, email, true);
    await expect.poll(async () => (await kept()).some((r) => r.email === email)).toBe(true);

    const errors: string[] = [];
    // The refusals are 401s by design; what must not appear is anything the CSP blocked.
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    const refused = await page.goto('/owner');
    expect(refused?.status()).toBe(401);
    await page.getByLabel('Owner token').fill('wrong-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Not signed in.');
    await page.getByLabel('Owner token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'What visitors asked' })).toBeVisible();
    expect(page.url()).not.toContain(TOKEN);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('svg.chart rect').first()).toBeAttached();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'owner_session')?.httpOnly).toBe(true);
    expect(errors).toEqual([]);
  });
});

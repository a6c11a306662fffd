import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';

// The Contact Me form against the real server and its local outbox (playwright.config.ts starts the
// server with OUTBOX_FILE set to E2E_OUTBOX_SITE).
const OUTBOX = resolve(process.env.E2E_OUTBOX_SITE ?? 'data/e2e/outbox-4173.jsonl');

interface Stored {
  id: string;
  idempotencyKey?: string;
  receivedAt: string;
  name: string;
  email: string;
  message: string;
}

async function storedWith(marker: string): Promise<Stored[]> {
  const text = await readFile(OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored)
    .filter((record) => record.message.includes(marker));
}

const submit = (page: Page) => page.getByRole('button', { name: /^(SUBMIT|SENDING\.\.\.)$/ });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Me' })).toBeVisible();
});

test('shows each validation message on its field, and moves focus to the first one', async ({ page }) => {
  const name = page.getByLabel('Name');
  const email = page.getByLabel('Email');
  const message = page.getByLabel('Message');
  // Every field is required, and says so before anything is sent.
  for (const field of [name, email, message]) await expect(field).toHaveAttribute('aria-required', 'true');
  await submit(page).click();
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(message).toHaveAccessibleDescription('Message is required');
  for (const field of [name, email, message]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);

  await name.fill('Ada');
  await email.fill('ada at example');
  await submit(page).click();
  await expect(email).toHaveAccessibleDescription('Invalid email format');
  await expect(email).toBeFocused();
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Invalid email format')).toBeVisible();
});

// A click leaves the pointer on SUBMIT, so its tooltip stays up: it must not hide the errors it caused.
for (const [device, viewport] of [
  ['a laptop', { width: 1366, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, the tooltip shown after a click on SUBMIT covers no error message`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await submit(page).click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      await expect(page.getByText(text)).toBeVisible();
      // What is drawn on top at points along the words themselves (the element is wider than its text).
      const drawn = await page.getByText(text).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return [0.1, 0.5, 0.9].map(
          (f) => document.elementFromPoint(r.left + f * r.width, r.top + r.height / 2)?.textContent ?? '',
        );
      });
      expect(drawn, `what is drawn over "${text}"`).toEqual([text, text, text]);
    }
  });
}

test('SUBMIT explains itself with a tooltip on hover and on keyboard focus', async ({ page }) => {
  const tip = page.getByRole('tooltip');
  await expect(submit(page)).toHaveAccessibleDescription('Ask for Resume/CV if needed');
  await expect(tip).toBeHidden();
  await submit(page).hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText('Ask for Resume/CV if needed');
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  await page.getByLabel('Message').focus();
  await page.keyboard.press('Tab');
  await expect(submit(page)).toBeFocused();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(submit(page)).toBeFocused();
});

test('a valid message lands in the outbox, sanitised, and the success view replaces the form', async ({
  page,
}) => {
  const marker = `e2e-${Date.now()}-valid`;
  await page.getByLabel('Name').fill('Ada <b>Lovelace</b>');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(`Hello <em>there</em> & goodbye ${marker}\nSecond line`);
  await submit(page).click();

  const status = page.getByRole('status').filter({ hasText: 'SUCCESS!' });
  await expect(status.getByRole('heading', { name: 'SUCCESS!' })).toBeVisible();
  await expect(status).toContainText('Your message has been successfully sent!');
  await expect(status).toContainText('You can safely leave this page.');
  await expect(status).toBeFocused();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [record, ...others] = await storedWith(marker);
  expect(others).toEqual([]);
  expect(record).toMatchObject({
    name: 'Name: Ada Lovelace',
    email: 'Email: ada@example.com',
    message: `Message: Hello there &amp; goodbye ${marker}\nSecond line`,
  });
});

test('hostile input is stored inert and never rendered as HTML', async ({ page }) => {
  const marker = `e2e-${Date.now()}-hostile`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const long = 'A very long line of text. '.repeat(120);
  const name = '<img src=x onerror="window.__pwned=1;alert(1)">Mallory<svg onload="alert(2)">';
  const message =
    `<script>window.__pwned=2;alert(3)</script><a href="javascript:alert(4)" onclick="alert(5)">click me</a>` +
    `<iframe srcdoc="<script>parent.__pwned=3</script>"></iframe> \u202Eevil.exe\u202C 🙂👩🏽‍💻 עברית ${marker} ${long}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('mallory@example.com');
  await page.getByLabel('Message').fill(message);
  // While typed, the markup is only text inside the fields.
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'SUCCESS!' })).toBeVisible();

  const [record] = await storedWith(marker);
  expect(record).toBeDefined();
  for (const value of [record!.name, record!.email, record!.message]) expect(value).not.toMatch(/[<>]/);
  expect(record!.name).toBe('Name: Mallory');
  expect(record!.message).not.toContain('__pwned');
  expect(record!.message).toContain('click me');
  expect(record!.message).toContain('\u202Eevil.exe\u202C 🙂👩🏽‍💻 עברית');
  expect(record!.message).toContain(long.trim());

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('main img, main svg[onload], main iframe, main script')).toHaveCount(0);
});

test('a server error ends the loading state, keeps everything typed and shows nothing', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') logged.push(entry.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1.0/email/send', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Internal server error"}',
    });
  });
  const marker = `e2e-${Date.now()}-failure`;
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(`Will this arrive? ${marker}`);
  const before = await page.locator('main').innerText();
  await submit(page).click();

  await expect(submit(page)).toHaveText('SENDING...');
  await expect(submit(page)).toBeDisabled();
  for (const label of ['Name', 'Email', 'Message']) await expect(page.getByLabel(label)).toBeDisabled();
  release();

  await expect(submit(page)).toHaveText('SUBMIT');
  await expect(submit(page)).toBeEnabled();
  await expect(page.getByLabel('Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Message')).toHaveValue(`Will this arrive? ${marker}`);
  // The pointer still rests on SUBMIT, which would show its tooltip; move it away before comparing.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  expect(await page.locator('main').innerText()).toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => logged.some((line) => line.includes('[contact] Sending the message failed')))
    .toBe(true);
  expect(await storedWith(marker)).toEqual([]);
});

test('the email client and DOMPurify load only when a message is sent', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  // Marker strings: the EmailJS client builds the payload with lib_version; DOMPurify names its hooks.
  const loaded = async () => {
    const bodies = await Promise.all(scripts);
    return {
      emailjs: bodies.some((b) => b.includes('lib_version')),
      purify: bodies.some((b) => b.includes('uponSanitizeElement')),
    };
  };
  await page.reload();
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
  expect(await loaded()).toEqual({ emailjs: false, purify: false });

  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(`Lazy loading check e2e-${Date.now()}`);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'SUCCESS!' })).toBeVisible();
  expect(await loaded()).toEqual({ emailjs: true, purify: true });
});

test('a message whose answer was lost is stored once when SUBMIT is pressed again', async ({ page }) => {
  const marker = `e2e-${Date.now()}-retry`;
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(`Only once, please ${marker}`);
  // The first send reaches the server and is stored, but the browser only sees the connection drop.
  let cut = false;
  await page.route('**/api/v1.0/email/send', async (route) => {
    if (cut) return route.continue();
    cut = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const failed = page.waitForEvent(
    'console',
    (msg) => msg.type() === 'error' && msg.text().includes('[contact] Sending the message failed'),
  );
  await submit(page).click();
  await failed;
  await expect(submit(page)).toHaveText('SUBMIT');
  expect(await storedWith(marker)).toHaveLength(1);

  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'SUCCESS!' })).toBeVisible();
  const stored = await storedWith(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
});

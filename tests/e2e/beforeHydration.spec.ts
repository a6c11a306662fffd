import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { about, projects, skills } from '../../content';
import { mobileDevice, throttle } from '../../scripts/mobileConditions.mjs';

// What a visitor does to a page before its scripts have hydrated it is applied once they have, on a
// phone under Lighthouse's mobile conditions (CPU 4x, 150 ms, 1.6 Mbps). The page's scripts are held
// back until the visitor has acted, so every action here lands on the HTML alone, however fast the
// machine is; then they load, and the page must show the result without having reloaded.

test.use({ ...mobileDevice });

// The site's outbox file (playwright.config.ts), where a sent contact message lands.
const OUTBOX = resolve(process.env.E2E_OUTBOX_SITE ?? 'data/e2e/outbox-4173.jsonl');
async function storedWith(marker: string) {
  const text = await readFile(OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { name: string; email: string; message: string })
    .filter((record) => record.message.includes(marker));
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

/** Opens `path` throttled, with its scripts held until the returned function is called. */
async function openBeforeHydration(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await throttle(page);
  await page.goto(path, { waitUntil: 'commit' });
  // Marks this document: a page that reloads loses the mark.
  await page.waitForFunction(() => document.getElementById('root')?.childElementCount);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  return async () => {
    await expect(hydrated(page), 'the page is not hydrated while its scripts are held').toHaveCount(0);
    release();
    await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
      'the page did not reload',
    ).toBe(true);
  };
}

test.describe('input made before hydration', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an email typed and sent with Enter opens the assistant choice', async ({ page }) => {
    const hydrate = await openBeforeHydration(page, '/chatbot');
    const gate = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Email' }) });
    // Whatever else the gate asks for (a box to tick) is given too.
    for (const box of await gate.getByRole('checkbox').all()) await box.check();
    await gate.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
    await gate.getByRole('textbox', { name: 'Email' }).press('Enter');
    await hydrate();
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  });

  test('a tap on the Projects next arrow shows the second project', async ({ page }) => {
    const [, second] = projects;
    const hydrate = await openBeforeHydration(page, '/projects');
    await page.getByRole('button', { name: 'Next project' }).click();
    await hydrate();
    await expect(page.getByRole('tab', { name: second!.title })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(second!.description.slice(0, 40));
    await expect(page).toHaveURL(new RegExp(`\\?item=${second!.slug}$`));
  });

  test('a key on the About tabs selects the next section', async ({ page }) => {
    const [, second] = about;
    const hydrate = await openBeforeHydration(page, '/');
    const tabs = page.getByRole('tablist', { name: 'About sections' });
    await tabs.getByRole('tab', { selected: true }).press('ArrowDown');
    await hydrate();
    await expect(tabs.getByRole('tab', { name: second!.label })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: second!.label })).toBeFocused();
  });

  test('taps on an About heading and a Skills category are applied', async ({ page }) => {
    const section = about.find((s) => s.entries.length > 1)!;
    let hydrate = await openBeforeHydration(page, `/?item=${section.id}`);
    const heading = page.getByRole('button', { name: section.entries[1]!.title });
    await heading.click();
    await hydrate();
    await expect(heading).toHaveAttribute('aria-expanded', 'true');

    await page.unrouteAll();
    hydrate = await openBeforeHydration(page, '/skills');
    await page.getByRole('tab', { name: skills[1]!.name }).click();
    await hydrate();
    await expect(page.getByRole('tab', { name: skills[1]!.name })).toHaveAttribute('aria-selected', 'true');
  });

  test('a contact message typed and submitted is sent once, as typed', async ({ page }) => {
    const marker = `early-${Date.now()}`;
    const hydrate = await openBeforeHydration(page, '/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Early Visitor');
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Sent before the page was live ${marker}`);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await hydrate();
    await expect(page.getByRole('status').filter({ hasText: 'SUCCESS!' })).toBeVisible({ timeout: 15_000 });
    // Stored once, with each field as typed (the outbox labels each one).
    const stored = await storedWith(marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.name).toContain('Early Visitor');
    expect(stored[0]!.email).toContain('early@example.com');
    expect(stored[0]!.message).toContain(`Sent before the page was live ${marker}`);
  });

  test('text typed before hydration is what the form sends afterwards', async ({ page }) => {
    const marker = `typed-${Date.now()}`;
    const hydrate = await openBeforeHydration(page, '/contact');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Typed while the page was HTML ${marker}`);
    await hydrate();
    await page.getByRole('textbox', { name: 'Name' }).fill('Late Visitor');
    await page.getByRole('textbox', { name: 'Email' }).fill('late@example.com');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'SUCCESS!' })).toBeVisible({ timeout: 15_000 });
    const stored = await storedWith(marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toContain(`Typed while the page was HTML ${marker}`);
  });
});

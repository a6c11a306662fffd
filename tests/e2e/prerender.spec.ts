import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { about, hackathons, owner, projects, skills } from '../../content';
import { levelStats } from '../../machines/lib/level';

// The pages paint from their HTML, read without JavaScript, and hydrate without a mismatch.

const routes = ['/', '/skills', '/projects', '/hackathons', '/chatbot', '/contact', '/no/such/page'];
// One HTML file per page shows its first entry; an item address hydrates that HTML, then opens its entry.
const itemAddresses = [`/projects?item=${projects.at(-2)!.slug}`, `/hackathons?item=${hackathons.at(-1)!.slug}`, `/skills?item=${skills[2].slug}`];

/** Console errors and warnings and uncaught errors while the page loads and hydrates. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's software WebGL notes GPU stalls; that is the test machine talking, not the page.
    if (/GL Driver Message/.test(message.text())) return;
    // The not-found page's own 404 status is reported as a failed load; nothing else may be.
    if (/status of 404/.test(message.text()) && new URL(page.url()).pathname.startsWith('/no/')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** True once React owns the page: the prerendered markup has its event handlers. */
const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window) && document.querySelector('#root')?.hasChildNodes());

test.describe('hydration', () => {
  for (const path of [...routes, ...itemAddresses]) {
    test(`${path} hydrates with no mismatch, error or warning`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await hydrated(page);
      // A mismatch would be reported while React hydrates; give the lazy parts time to settle too.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the hydrated page answers input: the About menu switches sections', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('tab', { name: about[1]!.label }).click();
    await expect(page.getByText(about[1]!.entries[0]!.title)).toBeVisible();
  });

  test("the player stats move from the render's date to the visitor's own", async ({ page }) => {
    // A visitor whose clock reads three months after the owner's next birthday, far from the build date.
    const [, month, day] = owner.birthDate.split('-').map(Number) as [number, number, number];
    const visitorDate = new Date(2028, month - 1 + 3, day, 12);
    await page.clock.setFixedTime(visitorDate);
    await page.goto('/');
    await hydrated(page);
    const stats = levelStats(owner.birthDate, visitorDate);
    const panel = page.getByRole('complementary', { name: 'Player stats' });
    await expect(panel.getByText(/^Level \d+$/)).toHaveText(`Level ${stats.level}`);
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `${stats.daysPassed} of ${stats.daysInYear} days`);
    await expect(page.getByTestId('exp-text')).toHaveText(`EXP ${Math.floor(stats.percent)}%`);
  });

  test('under reduced motion the EXP text settles at once, with no scrambled frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    const exp = page.getByTestId('exp-text');
    // Every text the EXP line shows from here on.
    await exp.evaluate((el) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
      (window as unknown as { seen: string[] }).seen = seen;
    });
    await page.getByRole('complementary', { name: 'Player stats' }).hover();
    await expect(exp).toHaveText(/^EXP \d+\/36[56]$/);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.every((text) => /^EXP \d+\/36[56]$/.test(text))).toBe(true);
  });

  /** Home with the pixel face arriving late: the first page keeps its fallback (optional), nothing reflows. */
  async function homeWithLateFont(page: Page) {
    await page.route('**/press-start-2p-*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/');
    const swapped = () => page.evaluate(() => document.documentElement.classList.contains('fonts-swap'));
    expect(await swapped()).toBe(false);
    return swapped;
  }

  test('a font face that missed the first paint is used from the reader\'s first click on, with no route change', async ({ page }) => {
    const swapped = await homeWithLateFont(page);
    await page.getByRole('tab', { name: /EDUCATION/ }).click();
    expect(await swapped()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Press Start 2P Swap/);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('a font face that missed the first paint is used from the first route change on', async ({ page }) => {
    const swapped = await homeWithLateFont(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveTitle(/Skills/);
    expect(await swapped()).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Skills' });
    await expect(heading).toHaveCSS('font-family', /Press Start 2P Swap/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Press Start 2P Swap"'))).toBe(true);
  });

  test('nothing moves while the pages load and hydrate (no layout shift)', async ({ page }) => {
    for (const path of routes) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, path).toBe(0);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the four content screens read from their HTML, and the navigation links work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByText(about[0]!.entries[0]!.content)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('JavaScript is off');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, heading] of [['Skills', 'Skills'], ['Projects', 'Projects'], ['Hackathons', 'Hackathons'], ['About', 'About']]) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${owner.name} - ${heading}`);
    }
    await page.goto('/projects');
    await expect(page.getByText(projects[0]!.description)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Player stats' })).toContainText(owner.subtitle);
  });

  test('the chatbot and contact pages say plainly that they need JavaScript', async ({ page }) => {
    await page.goto('/chatbot');
    await expect(page.getByRole('note')).toHaveText(/The assistant needs JavaScript/);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.goto('/contact');
    await expect(page.getByRole('note')).toHaveText(/The contact form needs JavaScript/);
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeHidden();
  });

  test('on a small screen the navigation is open, with no menu button that cannot work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Me' })).toBeVisible();
  });
});

import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { about, hackathons, owner, projects, skills } from '../../content';
import { ownerRoutes } from '../../content/presence';
import { pages } from '../../contracts/pages';
import { levelStats } from '../../machines/lib/level';

// The pages paint from their HTML, read without JavaScript, and hydrate without a mismatch.

const routes = [...ownerRoutes.map((page) => page.path), '/no/such/page'];
// A menu entry's address has HTML of its own, opened on that entry, and hydrates as it is.
// (A list the owner has none of has no page.)
const project = projects.at(-2) ?? projects[0]!;
const lastTeam = hackathons.at(-1);
const entries = [
  { path: `/projects?item=${project.slug}`, label: project.title },
  ...(lastTeam ? [{ path: `/hackathons?item=${lastTeam.slug}`, label: lastTeam.team }] : []),
  { path: `/skills?item=${skills[2].slug}`, label: skills[2].name },
  { path: `/?item=${about[2]!.id}`, label: about[2]!.label },
];
const itemAddresses = entries.map(({ path }) => path);

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
const hydrated = (page: Page) =>
  page.waitForFunction(() => !('$_TSR' in window) && document.querySelector('#root')?.hasChildNodes());

test.describe('hydration', () => {
  // One page loads every address in turn: each load is a fresh document, so each hydrates alone.
  test('every page and entry address hydrates with no mismatch, error or warning', async ({ page }) => {
    const paths = [...routes, ...itemAddresses];
    test.setTimeout(15_000 * paths.length);
    const problems = collectProblems(page);
    const byPath: Record<string, string[]> = {};
    for (const path of paths)
      await test.step(path, async () => {
        problems.length = 0;
        await page.goto(path);
        await hydrated(page);
        // A mismatch would be reported while React hydrates; give the lazy parts time to settle too.
        await page.waitForLoadState('networkidle');
        if (problems.length) byPath[path] = [...problems];
      });
    expect(byPath).toEqual({});
  });

  test("an entry's address paints that entry and hydrates on it: no other entry shows at any moment", async ({
    page,
  }) => {
    // Every label the selected tab shows, from the first parsed byte of the page to the end.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { selected: string[] }).selected = seen;
      new MutationObserver(() => {
        const label = document.querySelector(
          '[role="tab"][aria-selected="true"] .menu-tabs__label',
        )?.textContent;
        if (label && seen.at(-1) !== label) seen.push(label);
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-selected'],
      });
    });
    const problems = collectProblems(page);
    for (const { path, label } of entries) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { selected: string[] }).selected), path).toEqual(
        [label],
      );
      await expect(page.locator('[role="tab"][aria-selected="true"]'), path).toContainText(label);
    }
    expect(problems).toEqual([]);
  });

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
    await expect(panel.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      `${stats.daysPassed} of ${stats.daysInYear} days`,
    );
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
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
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

  test("a font face that missed the first paint is used from the reader's first click on, with no route change", async ({
    page,
  }) => {
    const swapped = await homeWithLateFont(page);
    await page.getByRole('tab', { name: about[1]!.label, exact: true }).click();
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
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('1em "Press Start 2P Swap"')))
      .toBe(true);
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
    const screens = [pages.skills, pages.projects, pages.hackathons, pages.about];
    for (const { title: heading } of screens.filter((page) => ownerRoutes.includes(page))) {
      await nav.getByRole('link', { name: heading }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${owner.name} - ${heading}`);
    }
    await page.goto('/projects');
    await expect(page.getByText(projects[0]!.description)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Player stats' })).toContainText(owner.subtitle);
  });

  test('every menu entry is a plain link to its own page, which shows that entry', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('note')).toContainText('every menu entry open as plain links');
    // The tabs, which cannot switch, give way to links to every entry, beyond the window of three too.
    await expect(page.getByRole('tablist')).toBeHidden();
    const projectLinks = page.getByRole('navigation', { name: 'Projects' }).getByRole('link');
    await expect(projectLinks.locator('.menu-tabs__label')).toHaveText(projects.map((p) => p.title));
    await expect(projectLinks.first()).toHaveAttribute('aria-current', 'page');
    const project = projects.at(-1)!;
    await projectLinks.filter({ hasText: project.title }).click();
    await expect(page).toHaveURL(`/projects?item=${project.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
    await expect(page.getByText(project.description)).toBeVisible();
    await expect(page.getByText(projects[0]!.description)).toHaveCount(0);
    await expect(projectLinks.last()).toHaveAttribute('aria-current', 'page');

    const team = hackathons[2] ?? hackathons.at(-1);
    if (team) {
      await page.goto('/hackathons');
      await page
        .getByRole('navigation', { name: 'Hackathon teams' })
        .getByRole('link', { name: team.team })
        .click();
      await expect(page).toHaveURL(`/hackathons?item=${team.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: team.title })).toBeVisible();
    }

    const category = skills[1];
    await page.goto('/skills');
    await page
      .getByRole('navigation', { name: 'Skill categories' })
      .getByRole('link', { name: category.name })
      .click();
    await expect(page).toHaveURL(`/skills?item=${category.slug}`);
    for (const skill of category.skills)
      await expect(page.getByRole('img', { name: skill.ariaLabel })).toBeVisible();

    // About: every sub-heading of the chosen section reads open, as none can fold without JavaScript.
    const section = about[2]!;
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'About sections' })
      .getByRole('link', { name: section.label })
      .click();
    await expect(page).toHaveURL(`/?item=${section.id}`);
    for (const entry of section.entries) await expect(page.getByText(entry.content)).toBeVisible();
    await expect(page.getByText(about[0]!.entries[0]!.content)).toHaveCount(0);
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

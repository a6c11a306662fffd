import { expect, test } from './siteTest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { owner } from '../../content';
import { ownerNavigation, ownerRoutes } from '../../content/presence';
import { navigation } from '../../contracts/pages';

// The owner's pages: a list their content leaves empty has none.
const pages = ownerRoutes.map(({ path, title }) => ({ path, title }));

test.describe('site shell', () => {
  for (const { path, title } of pages) {
    test(`${path} loads with its title and marks itself in the navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${owner.name} - ${title}`);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', path);
      await expect(current).toContainText(title);
      await expect(page.getByRole('complementary', { name: 'Player stats' })).toContainText(owner.name);
    });
  }

  test("a page for a list the owner's content leaves empty is not found, and the navigation leaves it out", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(ownerNavigation.length);
    for (const { to, altText } of navigation.filter((item) => !ownerNavigation.includes(item))) {
      await expect(nav.getByRole('link', { name: altText })).toHaveCount(0);
      expect((await page.request.get(to)).status(), to).toBe(404);
    }
  });

  test('an unknown path shows the 404 title', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Page Not Found');
  });

  test('navigating between routes replays the fade-in after 100 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveTitle(`${owner.name} - Skills`);
    const fade = page.locator('.page-fade');
    await expect(fade).toHaveCSS('animation-delay', '0.1s');
    await expect(fade).toHaveCSS('animation-name', 'page-fade-in');
  });

  test('shows the level, subtitle and EXP text after hovering the player stats', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Player stats' });
    await expect(panel).toContainText(owner.subtitle);
    await expect(panel.getByText(/^Level \d+$/)).toBeVisible();
    await panel.hover();
    await expect(page.getByTestId('exp-text')).toHaveText(/^EXP \d{1,3}\/36[56]$/);
    await expect(panel.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', owner.linkedin);
    await expect(panel.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', owner.github);
  });

  test.describe('in motion', () => {
    // The backdrop plays only for a visitor who has not asked for reduced motion.
    test.use({ reducedMotion: 'no-preference' });

    test('plays a muted, inline background video after load, paused under reduced motion', async ({
      page,
    }) => {
      await page.goto('/');
      const video = page.locator('.bg-video video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(video).toHaveAttribute('poster', /backdrop-poster\.webp$/);
      await expect
        .poll(
          () =>
            video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentSrc.includes('/video/backdrop')),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      // Nothing moves, so there is nothing to stop: no pause control.
      await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0);
    });

    test('the visitor can pause the background video, and it stays paused on the next visit', async ({
      page,
    }) => {
      await page.goto('/');
      const video = page.locator('.bg-video video');
      const toggle = page.getByRole('button', { name: 'Pause background video' });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 15_000 })
        .toBe(true);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // First after the skip link, so it can be reached before anything else.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await toggle.click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    });

    test('a stored value it does not know leaves the background video playing', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('backdrop', '{"oops"'));
      await page.goto('/');
      const video = page.locator('.bg-video video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 15_000 })
        .toBe(true);
      await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });
});

test.describe('on a 1366×800 laptop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  // A page a few pixels taller than the window gets a scroll bar for nothing (the 404 had 12 px of
  // empty box, Skills 14 px, Projects 7 px, Contact under one). Every screen, each entry of its menu,
  // and the 404 fit, in the site's fonts: a key press swaps in a face that missed the first paint.
  const fits = async (page: Page, where: string) => {
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - innerHeight),
      where,
    ).toBeLessThanOrEqual(0);
  };
  for (const { path, title } of [...pages, { path: '/no-such-page', title: '404' }]) {
    test(`${title} fits without scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Shift');
      await fits(page, path);
      // Projects and Hackathons show three entries at a time; the down arrow walks through the rest.
      const tabs = page.getByRole('main').getByRole('tab');
      const count = await tabs.count();
      for (let i = 0; i < count; i++) {
        await tabs.nth(i).click();
        await fits(page, `${path}, tab ${(await tabs.nth(i).innerText()).replace(/\s+/g, ' ')}`);
      }
      const next = page.getByRole('main').getByRole('button', { name: /next/i });
      let steps = 0;
      for (; steps < 20 && (await next.count()); steps++) {
        await next.click();
        await fits(
          page,
          `${path}, ${await page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText()}`,
        );
      }
      // Every entry was shown: the tabs in view and one more for each step down.
      const entries =
        (
          { '/projects': owner.projects.length, '/hackathons': owner.hackathons.length } as Record<
            string,
            number
          >
        )[path] ?? count;
      expect(count + steps, `${path}: entries walked`).toBe(entries);
    });
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens and closes the menu, by click, Escape and navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const projects = page.getByRole('link', { name: 'Projects' });
    await expect(projects).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(projects).toBeVisible();
    // The label shown beside each icon does not repeat the icon's alt text in the link's name.
    await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(projects).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(projects).toBeVisible();
    await projects.click();
    await expect(page).toHaveTitle(`${owner.name} - Projects`);
    await expect(page.getByRole('link', { name: 'Skills' })).toBeHidden();
    // A tap outside the open menu closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Skills' })).toBeVisible();
    await page.mouse.click(187, 790);
    await expect(page.getByRole('link', { name: 'Skills' })).toBeHidden();
  });

  test('a page chosen from the menu by keyboard takes the focus the closing menu would lose, and is announced', async ({
    page,
  }) => {
    // The last of the owner's menu pages, well down the phone menu.
    const { title } = ownerRoutes.filter((page) => 'items' in page).at(-1)!;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: title }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle(`${owner.name} - ${title}`);
    await expect(page.getByRole('link', { name: title })).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    await expect(page.locator('[aria-live="polite"].visually-hidden')).toHaveText(title);
    // Tab goes on into the page, not back to the top of the document.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test.describe('accessibility', () => {
  test('a keyboard user sees the name of the icon-only menu link in focus', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    const skills = page.getByRole('link', { name: /skills/i }).first();
    const label = () => skills.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(await label()).toBe('none');
    await skills.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(skills).toBeFocused();
    expect(await label()).toContain('Skills');
  });

  test('Tab goes from the menu into the page before the player stats beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/projects');
    await page
      .getByRole('link', { name: /contact/i })
      .first()
      .focus();
    await page.keyboard.press('Tab');
    const where = () =>
      page.evaluate(() =>
        document.activeElement?.closest('main')
          ? 'main'
          : document.activeElement?.closest('.stats')
            ? 'stats'
            : 'elsewhere',
      );
    expect(await where()).toBe('main');
  });

  // Axe checks text contrast, not the edge of a field (WCAG 1.4.11 asks 3:1 for it).
  test('the edges of text fields stand out from the page at 3:1 or more', async ({ page }) => {
    await page.goto('/contact');
    const ratio = await page.getByLabel('Name').evaluate((el) => {
      const rgb = (css: string) =>
        css
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number);
      const lum = (css: string) => {
        const [r, g, b] = rgb(css)
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(el);
      const [a, b] = [lum(style.borderTopColor), lum(style.backgroundColor)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  // The content screens pass axe in tests/e2e/screens.spec.ts, at desktop and phone sizes, after
  // every kind of input; here, the pages around them.
  const around = ownerRoutes.filter((route) => !('items' in route)).map((route) => route.path);
  for (const path of [...around, '/missing-page']) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      test(`axe finds no WCAG 2.1 AA violations on ${path} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }
});

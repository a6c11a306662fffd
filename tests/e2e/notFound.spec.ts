import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The 404 page in real Chromium: text, the music toggle driving a real <audio> element,
// and the blob's shaders compiling on WebGL (SwiftShader in headless runs).

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const audio = (page: Page) => page.locator('.not-found audio');
const isPlaying = (page: Page) => audio(page).evaluate((el: HTMLAudioElement) => !el.paused);
// Screenshots wait for the page's fade-in to settle.
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const toggle = (page: Page) => page.getByRole('button', { name: /Tap the Blob|Pause Music/ });

test.describe('404 page', () => {
  test('an unknown path shows 404, the two lines and the way home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('LOOKS LIKE YOU ARE', { exact: true })).toBeVisible();
    await expect(page.getByText('LOST', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await expect(toggle(page)).toHaveText('Tap the Blob');
  });

  test('the blob shader compiles, links and draws in Chromium', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/lost-in-space');
    const backdrop = page.locator('.not-found__backdrop');
    await expect(backdrop).toHaveAttribute('data-renderer', 'webgl');
    await expect(backdrop).toHaveAttribute('aria-hidden', 'true');

    const probe = await page.locator('canvas.not-found__canvas').evaluate((canvas: HTMLCanvasElement) => {
      // Same type as the page asked for, so this returns the page's own context.
      const gl = canvas.getContext('webgl');
      if (!gl) return null;
      const program = gl.getParameter(gl.CURRENT_PROGRAM) as WebGLProgram | null;
      // Redraw with the page's program and read the blob's centre (behind the text) before the
      // compositor clears the buffer. readPixels counts rows from the bottom.
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const text = document.querySelector('.not-found__text')?.getBoundingClientRect();
      if (!text) return null;
      const pixel = new Uint8Array(4);
      const x = Math.round(text.left + text.width / 2);
      const y = Math.round(canvas.height - (text.top + text.height / 2));
      gl.readPixels(x, y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const corner = new Uint8Array(4);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, corner);
      return {
        linked: program !== null && gl.getProgramParameter(program, gl.LINK_STATUS) === true,
        lost: gl.isContextLost(),
        size: [canvas.width, canvas.height, canvas.clientWidth, canvas.clientHeight],
        centreAlpha: pixel[3] ?? 0,
        cornerAlpha: corner[3] ?? 0,
      };
    });
    expect(probe).not.toBeNull();
    expect(probe?.linked).toBe(true);
    expect(probe?.lost).toBe(false);
    // Fills the viewport at devicePixelRatio 1.
    expect(probe?.size).toEqual([1280, 720, 1280, 720]);
    // Solid blob behind the text, transparent page far from it.
    expect(probe?.centreAlpha).toBeGreaterThan(150);
    expect(probe?.cornerAlpha).toBeLessThan(40);
    expect(errors.filter((e) => /shader|webgl|program/i.test(e))).toEqual([]);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the blob ${reducedMotion === 'reduce' ? 'holds still' : 'animates'} with prefers-reduced-motion: ${reducedMotion}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.addInitScript(() => {
        const draw = WebGLRenderingContext.prototype.drawArrays;
        const counter = window as unknown as { blobDraws: number };
        counter.blobDraws = 0;
        WebGLRenderingContext.prototype.drawArrays = function (
          this: WebGLRenderingContext,
          ...args: Parameters<typeof draw>
        ) {
          counter.blobDraws += 1;
          return draw.apply(this, args);
        };
      });
      await page.goto('/nowhere');
      await expect(page.locator('.not-found__backdrop')).toHaveAttribute('data-renderer', 'webgl');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { blobDraws: number }).blobDraws))
        .toBeGreaterThan(0);
      const draws = () => page.evaluate(() => (window as unknown as { blobDraws: number }).blobDraws);
      const threeFrames = () =>
        page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))),
            ),
        );
      if (reducedMotion === 'reduce') {
        // A still frame may be redrawn while the layout settles (fonts, resize); after that, no frame
        // draws again: wait for two quiet stretches in a row, within a bounded number of tries.
        let quiet = 0;
        for (let i = 0; i < 30 && quiet < 2; i++) {
          const before = await draws();
          await threeFrames();
          quiet = (await draws()) === before ? quiet + 1 : 0;
        }
        expect(quiet).toBe(2);
        const settled = await draws();
        for (let i = 0; i < 5; i++) await threeFrames();
        expect(await draws()).toBe(settled);
      } else {
        // Three animation frames later a running loop has drawn again.
        const before = await draws();
        await threeFrames();
        expect(await draws()).toBeGreaterThan(before);
      }
    });
  }

  test('a click on the page toggles the music and the text', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(toggle(page)).toHaveText('Tap the Blob');
    expect(await isPlaying(page)).toBe(false);

    await page.getByText('LOST', { exact: true }).click();
    await expect(toggle(page)).toHaveText('Pause Music');
    await expect.poll(() => isPlaying(page)).toBe(true);
    // Really playing: the clock moves, at the spec's volume, looping.
    await expect
      .poll(() => audio(page).evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0);
    expect(await audio(page).evaluate((el: HTMLAudioElement) => [el.volume, el.loop])).toEqual([0.5, true]);
    await page.screenshot({ path: '/tmp/shots/not-found-playing.png' });

    // Anywhere on the page, including the blob beside the text.
    await page.mouse.click(60, 700);
    await expect(toggle(page)).toHaveText('Tap the Blob');
    await expect.poll(() => isPlaying(page)).toBe(false);
  });

  test('a click anywhere toggles the music: beside the stats panel, at the foot of a phone screen; a link still only navigates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/nowhere');
    await expect(toggle(page)).toHaveText('Tap the Blob');
    await page.mouse.click(1100, 600); // below the player-stats panel
    await expect(toggle(page)).toHaveText('Pause Music');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.mouse.click(195, 830); // the foot of the screen
    await expect(toggle(page)).toHaveText('Tap the Blob');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the toggle button works from the keyboard', async ({ page }) => {
    await page.goto('/nowhere');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveText('Pause Music');
    await expect.poll(() => isPlaying(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(toggle(page)).toHaveText('Tap the Blob');
    await expect.poll(() => isPlaying(page)).toBe(false);
  });

  test('"Go back home" navigates home and stops the music', async ({ page }) => {
    await page.goto('/nowhere');
    await page.getByText('404', { exact: true }).click();
    await expect.poll(() => isPlaying(page)).toBe(true);
    const element = await audio(page).elementHandle();
    if (!element) throw new Error('no audio element');

    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.not-found')).toHaveCount(0);
    await expect(page.locator('.not-found__backdrop')).toHaveCount(0);
    expect(await element.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  });

  test('without WebGL a static blob shows instead', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    await page.goto('/nowhere');
    await expect(page.locator('.not-found__backdrop')).toHaveAttribute('data-renderer', 'fallback');
    await expect(page.locator('.not-found__fallback')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await settled(page);
    await page.screenshot({ path: '/tmp/shots/not-found-fallback.png' });
  });

  test('has no accessibility violations, paused or playing', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(toggle(page)).toBeVisible();
    const scan = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect((await scan()).violations).toEqual([]);
    await toggle(page).click();
    await expect(toggle(page)).toHaveText('Pause Music');
    expect((await scan()).violations).toEqual([]);
  });

  // Phones from 740 px tall hold the whole page: a scroll of a few pixels feels broken.
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 812 }],
    ['short-mobile', { width: 360, height: 740 }],
  ] as const) {
    test(`fits a ${viewport.width} × ${viewport.height} screen without scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/nowhere');
      await expect(page.locator('.not-found__backdrop')).toHaveAttribute('data-renderer', 'webgl');
      await settled(page);
      const size = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(size).toEqual({ width: viewport.width, height: viewport.height });
      await page.screenshot({ path: `/tmp/shots/not-found-${name}.png`, fullPage: true });
    });
  }
});

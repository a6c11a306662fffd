import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with navigations that wait for the site to be hydrated: the pages paint from
 * their HTML and load their scripts afterwards, so a click right after `load` could reach markup that
 * React does not own yet. Pages that are not the site (no #root), or have JavaScript off, are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async () => {
      if (javaScriptEnabled === false) return;
      await page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
      );
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

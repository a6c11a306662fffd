import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { routePages } from '../../contracts/pages';

// dist/ on a plain static host: Python's http.server, which sends files and their type and no
// security header at all. The pages' own <meta> policy must still stop a script injected into them.

let host: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  // The site project's server built this copy (playwright.config.ts: dist-e2e-<its port>).
  const dist = `dist-e2e-${new URL(test.info().project.use.baseURL!).port}`;
  expect(existsSync(`${dist}/index.html`), `${dist} is built`).toBe(true);
  const python = spawn(
    'python3',
    ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dist],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  host = python;
  base = await new Promise<string>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`http.server did not start:\n${said}`)), 15_000);
    const look = (chunk: Buffer) => {
      said += chunk.toString();
      const port = /port (\d+)/.exec(said)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    python.stdout!.on('data', look);
    python.stderr!.on('data', look);
  });
});
test.afterAll(() => {
  host?.kill();
});

const INJECTED =
  '<script>window.__injected = "inline"</script><img src="/none" onerror="window.__injected = \'handler\'">';

/** Serves the page as the host sends it, with markup an attacker got into it, and the meta kept or not. */
async function injectInto(page: Page, keepPolicy: boolean) {
  await page.route(`${base}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    expect(response.headers()['content-security-policy']).toBeUndefined();
    let html = (await response.text()).replace('</body>', `${INJECTED}</body>`);
    if (!keepPolicy) html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const { path } of routePages) {
  test(`${path} on a plain static host: an injected script does not run, the page's own do`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await injectInto(page, true);
    await page.goto(`${base}${path === '/' ? '/' : `${path}/`}`);
    await hydrated(page);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
  });
}

test('without the <meta>, the same injection runs: the policy in the page is what stops it', async ({
  page,
}) => {
  await injectInto(page, false);
  await page.goto(`${base}/`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => (window as { __injected?: string }).__injected)).toBeDefined();
});

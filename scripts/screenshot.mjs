// Screenshots of routes in headless Chromium, to look at the site: node scripts/screenshot.mjs [baseUrl] [route…]
// NO_JS=1 takes them with JavaScript off (the prerendered HTML alone).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { chromiumPath } from './chromiumPath.mjs';

const [base = 'http://127.0.0.1:3000', ...routes] = process.argv.slice(2);
const out = process.env.SHOTS ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
  ],
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 812 }],
]) {
  const page = await browser.newPage({ viewport, javaScriptEnabled: !process.env.NO_JS });
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(700);
    const file = `${out}/${process.env.NO_JS ? 'nojs-' : ''}${label}${route.replace(/\W+/g, '_')}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await page.close();
}
await browser.close();

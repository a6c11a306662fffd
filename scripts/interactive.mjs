// How soon each route works, under Lighthouse's mobile conditions (scripts/mobileConditions.mjs) applied
// to a real Chromium: from navigation start to the first contentful paint, the largest paint, and
// `html[data-hydrated]` (React owns the page: its controls answer). A report, not a test.
// Each route is loaded INTERACTIVE_RUNS times (5 by default) in a fresh context (empty cache), one at
// a time; the table shows the median and the range. The load average is printed beside the figures,
// as the CPU throttling multiplies whatever else the machine is doing.
// Usage: npm run interactive   (builds first unless SKIP_BUILD=1; INTERACTIVE_PORT, LH_ROUTES)
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromiumPath.mjs';
import { mobileDevice, throttle } from './mobileConditions.mjs';
import { chromiumFlags, measuredRoutes, median, startSite } from './siteServer.mjs';

const runs = Math.max(1, Number(process.env.INTERACTIVE_RUNS ?? 5));
const routes = measuredRoutes();
const { origin, stop } = await startSite(Number(process.env.INTERACTIVE_PORT ?? 4320));

// Runs in the page before its own scripts: notes when the document is marked hydrated.
const watchHydration = () => {
  // The document has no <html> element yet when this runs; the observer watches whatever comes.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
const loadBefore = load();
const rows = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(mobileDevice);
      const page = await context.newPage();
      await page.addInitScript(watchHydration);
      await throttle(page);
      await page.goto(origin + route, { waitUntil: 'load', timeout: 60_000 });
      // Polled by timer, not by animation frame (waitForFunction's default), which would cost the
      // throttled page CPU time while it hydrates.
      await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {
        timeout: 60_000,
        polling: 250,
      });
      samples.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          lcp: window.__lcp,
          load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? NaN,
          hydrated: window.__hydratedAt,
        })),
      );
      await context.close();
    }
    const figure = (key) => {
      const values = samples.map((s) => s[key]);
      const ms = (v) => `${(v / 1000).toFixed(2)}`;
      return `${ms(median(values))} s (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
    };
    rows.push({
      route,
      FCP: figure('fcp'),
      LCP: figure('lcp'),
      load: figure('load'),
      hydrated: figure('hydrated'),
    });
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `Median (and range) of ${runs} load${runs === 1 ? '' : 's'} per route from navigation start, CPU 4x, ` +
    `150 ms latency, 1.6 Mbps down, 750 kbps up, 412x823 at 1.75x; load average ${loadBefore} before, ${load()} after:`,
);
console.table(rows);

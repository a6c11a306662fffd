// Lighthouse (mobile) on every route of the built site, served locally by the real server.
// A report, not a test: each route is measured LH_RUNS times (3 by default), one run at a time,
// and the table shows the median of each figure: the four category scores and FCP / LCP / TBT / CLS.
// Usage: npm run lighthouse   (builds first unless SKIP_BUILD=1; DIST_DIR measures another build)
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from './chromiumPath.mjs';
import { chromiumFlags, measuredRoutes, median, startSite } from './siteServer.mjs';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
// The 404 page is left out: it is served with a real 404 status, which Lighthouse refuses to audit.
const routes = measuredRoutes();
const { origin, stop } = await startSite(Number(process.env.LH_PORT ?? 4310));

/** One Lighthouse run of a route; a run whose trace recording fails (NO_NAVSTART now and then) is retried. */
async function audit(chrome, route) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(origin + route, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result.lhr.runtimeError) break;
    console.log(`${route}: ${result.lhr.runtimeError.code}, trying again`);
  }
  return result;
}

/** Measures a route once: saves the full reports and returns the figures of the table. */
async function sample(chrome, route, run) {
  const result = await audit(chrome, route);
  const { categories, audits } = result.lhr;
  const base = `.lighthouse/${route.replace(/\W+/g, '_') || 'root'}-${run}`;
  writeFileSync(`${base}.html`, result.report[0]);
  writeFileSync(`${base}.json`, result.report[1]);
  const failing = Object.values(categories).flatMap((c) =>
    c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}/${r.id}`),
  );
  if (failing.length) console.log(`${route} (run ${run}): below full marks: ${failing.join(', ')}`);
  const score = (k) => Math.round((categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': audits['first-contentful-paint']?.numericValue,
    'LCP ms': audits['largest-contentful-paint']?.numericValue,
    'TBT ms': audits['total-blocking-time']?.numericValue,
    CLS: audits['cumulative-layout-shift']?.numericValue,
  };
}

/** A route's row: the median of each figure over its runs. */
function medianRow(route, samples) {
  const row = { route, runs: samples.length };
  for (const key of Object.keys(samples[0])) {
    const value = median(samples.map((s) => s[key]));
    row[key] = key === 'CLS' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return row;
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
const rows = [];
mkdirSync('.lighthouse', { recursive: true });
try {
  for (const route of routes) {
    const samples = [];
    for (let run = 1; run <= runs; run++) samples.push(await sample(chrome, route, run));
    rows.push(medianRow(route, samples));
  }
} finally {
  await chrome.kill();
  stop();
}
console.log(
  `Median of ${runs} run${runs === 1 ? '' : 's'} per route (Lighthouse ${'mobile'}, simulated throttling):`,
);
console.table(rows);
console.log(
  'Full reports in .lighthouse/. `npm run interactive` times the hydration under the same conditions.',
);

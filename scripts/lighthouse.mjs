// Lighthouse (mobile) on every route of the built site, served locally by the real server.
// A report, not a test: prints the four category scores and LCP / TBT / CLS per route.
// Usage: npm run lighthouse   (builds first unless SKIP_BUILD=1)
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from './chromium-path.mjs';

const port = Number(process.env.LH_PORT ?? 4310);
// The 404 page is left out: it is served with a real 404 status, which Lighthouse refuses to audit.
const routes = (process.env.LH_ROUTES ?? '/,/skills,/projects,/hackathons,/chatbot,/contact').split(',');

if (!process.env.SKIP_BUILD) execSync('npx vite build --configLoader runner --logLevel warn', { stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const rows = [];
mkdirSync('.lighthouse', { recursive: true });
try {
  for (const route of routes) {
    // Lighthouse's trace recording fails now and then (NO_NAVSTART); such a run is retried, not reported.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (!result.lhr.runtimeError) break;
      console.log(`${route}: ${result.lhr.runtimeError.code}, trying again`);
    }
    const { categories, audits } = result.lhr;
    const base = `.lighthouse/${route.replace(/\W+/g, '_') || 'root'}`;
    writeFileSync(`${base}.html`, result.report[0]);
    writeFileSync(`${base}.json`, result.report[1]);
    const score = (k) => Math.round((categories[k]?.score ?? 0) * 100);
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    });
    const failing = Object.values(categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}/${r.id}`));
    if (failing.length) console.log(`${route}: below full marks: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  stop();
}
console.table(rows);
console.log('Full reports in .lighthouse/');

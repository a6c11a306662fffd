// The built site, served by the real server on loopback, for the measuring scripts (lighthouse, interactive).
import { spawn, execSync } from 'node:child_process';

/** Builds the site unless SKIP_BUILD is set, starts server/node.ts on `port`, and resolves once /healthz answers. */
export async function startSite(port) {
  if (!process.env.SKIP_BUILD)
    execSync('npx vite build --configLoader runner --logLevel warn', { stdio: 'inherit' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok)
        return { origin: `http://127.0.0.1:${port}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`The site did not answer on http://127.0.0.1:${port}/healthz within 10 s`);
}

/** The middle value (the lower one of an even count), ignoring what is not a number. */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** The routes both reports measure; the 404 page is left out (Lighthouse refuses a 404 status). */
export const measuredRoutes = () =>
  (process.env.LH_ROUTES ?? '/,/skills,/projects,/hackathons,/chatbot,/contact').split(',');

/** Chromium's flags for measuring on this machine. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

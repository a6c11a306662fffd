import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromiumPath.mjs';

// Two builds of the site: the default one, and one with the voice view switched on.
// Each is served by the real server (server/node.ts) on loopback with its own outbox file.
// E2E_PORT moves both servers, so two runs on one machine don't collide.
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
const VOICE_PORT = SITE_PORT + 1;
// The non-React example (examples/web-call) against the packed engine, served by vite preview.
const EXAMPLE_PORT = SITE_PORT + 2;
const EXAMPLE_DIR = `dist-e2e-${EXAMPLE_PORT}`;
// Outbox files live outside test-results/, which Playwright empties when a run starts; the specs
// read the path from the environment the workers inherit.
process.env.E2E_OUTBOX_SITE ??= `data/e2e/outbox-${SITE_PORT}.jsonl`;
process.env.E2E_INSIGHTS_SITE ??= `data/e2e/insights-${SITE_PORT}.jsonl`;
// The owner page is on for the site's server; tests/e2e/insights.spec.ts signs in with it.
process.env.E2E_OWNER_TOKEN ??= 'e2e-owner-token-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    // Pages hold still unless a test is about motion (those ask for it with test.use or emulateMedia):
    // a playing backdrop video keeps a core two-thirds busy, and CI has two cores for two workers.
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /(voice|example)\.spec\.ts/ },
    { name: 'voice', testMatch: /voice\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${VOICE_PORT}` } },
    { name: 'example', testMatch: /example\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${EXAMPLE_PORT}` } },
  ],
  // The second-owner pass runs the site's tests only, so it starts the site's server only.
  webServer: (
    [
      {
        // E2E_PREBUILT names a folder already built (the second-owner pass builds once for all its tests).
        command: process.env.E2E_PREBUILT
          ? 'tsx server/node.ts'
          : `npx vite build --configLoader runner --logLevel warn && tsx server/node.ts`,
        url: `http://127.0.0.1:${SITE_PORT}/healthz`,
        env: {
          PORT: String(SITE_PORT),
          OUT_DIR: `dist-e2e-${SITE_PORT}`,
          DIST_DIR: process.env.E2E_PREBUILT ?? `dist-e2e-${SITE_PORT}`,
          OUTBOX_FILE: process.env.E2E_OUTBOX_SITE,
          INSIGHTS_FILE: process.env.E2E_INSIGHTS_SITE,
          OWNER_TOKEN: process.env.E2E_OWNER_TOKEN,
          RATE_LIMIT_CHAT: '1000',
          RATE_LIMIT_OUTBOX: '1000',
        },
        reuseExistingServer: false,
        timeout: 120_000,
      },
      {
        command: `npx vite build --configLoader runner --logLevel warn && tsx server/node.ts`,
        url: `http://127.0.0.1:${VOICE_PORT}/healthz`,
        env: {
          PORT: String(VOICE_PORT),
          OUT_DIR: `dist-e2e-${VOICE_PORT}`,
          DIST_DIR: `dist-e2e-${VOICE_PORT}`,
          OUTBOX_FILE: `data/e2e/outbox-${VOICE_PORT}.jsonl`,
          VITE_VOICE_ENABLED: 'true',
          VITE_VOICE_PUBLIC_KEY: 'test-public-key',
          VITE_VOICE_ASSISTANT_ID: 'test-assistant',
          VITE_VOICE_API_BASE: `http://127.0.0.1:${VOICE_PORT}/__stub/platform`,
          RATE_LIMIT_CHAT: '1000',
          RATE_LIMIT_OUTBOX: '1000',
        },
        reuseExistingServer: false,
        timeout: 120_000,
      },
      {
        command:
          `tsx scripts/build/enginePackage.ts ${EXAMPLE_DIR}/engine --js-only && npx vite build --config examples/web-call/vite.config.ts --logLevel warn` +
          ` && npx vite preview --config examples/web-call/vite.config.ts --host 127.0.0.1 --port ${EXAMPLE_PORT} --strictPort`,
        url: `http://127.0.0.1:${EXAMPLE_PORT}/`,
        env: { ENGINE_PACKAGE_DIR: `${EXAMPLE_DIR}/engine`, EXAMPLE_OUT_DIR: `${EXAMPLE_DIR}/example` },
        reuseExistingServer: false,
        timeout: 120_000,
      },
    ] as const
  ).filter((_, i) => !process.env.E2E_PREBUILT || i === 0),
});

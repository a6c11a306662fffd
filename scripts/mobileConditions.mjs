// Lighthouse's mobile conditions, applied to a real page through the DevTools protocol: a phone-sized
// screen, a CPU four times slower than this machine's, 150 ms of latency, 1.6 Mbps down, 750 kbps up.
// The interactive report (scripts/interactive.mjs) and the end-to-end tests of input made before
// hydration (tests/e2e/beforeHydration.spec.ts) share them.

/** Playwright context options for Lighthouse's emulated phone (412 x 823 CSS pixels at 1.75x). */
export const mobileDevice = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const cpuSlowdown = 4;

/** Throttles a Playwright page's CPU and network the way Lighthouse's mobile profile describes. */
export async function throttle(page, { cpu = cpuSlowdown, network = mobileNetwork } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

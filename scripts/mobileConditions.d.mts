import type { CDPSession, Page } from 'playwright-core';

export const mobileDevice: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export const mobileNetwork: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
export const cpuSlowdown: number;
export function throttle(
  page: Page,
  options?: { cpu?: number; network?: typeof mobileNetwork },
): Promise<CDPSession>;

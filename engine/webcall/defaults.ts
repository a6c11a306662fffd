import type { CallsApi } from '../api';
import type { CallObject, CallObjectOptions, CreateWebCall, DailyFactory, ClientOptions } from './types';

/**
 * POST /call/web through this instance's own API transport (never a shared module-level client).
 * The transport loads with the first start, so a page that never calls pays nothing for it, and its
 * settings are checked there.
 */
export function platformWebCall(options: ClientOptions): CreateWebCall {
  let calls: Promise<CallsApi> | null = null;
  return async (payload, signal) => {
    // Without a token and apiBaseUrl this rejects, at the web-call creation stage (see ./platform).
    calls ??= import('./platform').then(({ createCalls }) => createCalls(options));
    const api = await calls;
    signal.throwIfAborted();
    return api.createWeb(payload, { signal });
  };
}

const daily = () => import('@daily-co/daily-js').then((module) => module.default);

/** Loads daily-js on first use only, and never creates a call object for a start already stopped. */
export const loadDaily: DailyFactory = Object.assign(
  async (options: CallObjectOptions, signal: AbortSignal) => {
    const Daily = await daily();
    signal.throwIfAborted();
    return Daily.createCallObject(options) as unknown as CallObject;
  },
  {
    // daily-js keeps its live instances to itself; getCallInstance() returns one of them, if any.
    liveInstances: async () => ((await daily()).getCallInstance() ? 1 : 0),
  },
);

export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hinted = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return hinted ?? /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent);
}

export const bodyContainer = (): HTMLElement | null =>
  typeof document === 'undefined' ? null : document.body;

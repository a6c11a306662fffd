import { NetworkError } from '../errors/networkError';
import { PlatformError } from '../errors/platformError';
import { PlatformTimeoutError } from '../errors/platformTimeoutError';
import type { Method, RetryOptions } from '../types';

const SAFE: readonly Method[] = ['GET', 'HEAD', 'OPTIONS'];
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

export type RetrySetting = RetryOptions | number | false | undefined;

/**
 * How long to wait before the next attempt, or undefined to give up.
 * Only safe methods qualify, so a POST that may have reached the server is never sent twice.
 * The back-off is jittered (between half and all of it) so clients that failed together do not
 * all come back at the same moment; a server's Retry-After is kept as it is.
 */
export function retryDelay(
  setting: RetrySetting,
  method: Method,
  error: unknown,
  attempt: number,
  random = Math.random,
): number | undefined {
  const options = retryingOptions(setting, method, attempt);
  if (!options) return undefined;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const backoff = Math.min((options.backoffMs ?? 300) * 2 ** (attempt - 1), maxDelay) * (0.5 + random() / 2);
  // A request that timed out may simply have met a slow moment: a safe method is asked again like a lost one.
  if (error instanceof NetworkError || error instanceof PlatformTimeoutError) return backoff;
  if (!(error instanceof PlatformError) || !(options.statusCodes ?? RETRY_STATUSES).includes(error.status))
    return undefined;
  const wait = retryAfterMs(error.headers.get('retry-after'));
  if (wait === undefined) return backoff;
  return wait <= maxDelay ? wait : undefined;
}

/** The retry options when this method may be tried again at this attempt, undefined otherwise. */
function retryingOptions(setting: RetrySetting, method: Method, attempt: number): RetryOptions | undefined {
  const options = typeof setting === 'number' ? { limit: setting } : setting;
  if (!options) return undefined;
  const methods = (options.methods ?? SAFE).filter((m) => SAFE.includes(m));
  // Negated so a limit that is not a number (NaN from a bad setting) retries nothing instead of for ever.
  if (!methods.includes(method as never) || !(attempt <= Math.min(options.limit, 10))) return undefined;
  return options;
}

/** Retry-After is either delay-seconds or an HTTP date. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

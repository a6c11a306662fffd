import type { Method } from '../types';
import { ApiClientError } from './apiClientError';

/**
 * The request outlived the client's time-out and was aborted. Its name is `PlatformTimeoutError`, not
 * `TimeoutError`, which is the DOMException an `AbortSignal.timeout()` signal of the caller's own rejects with.
 */
export class PlatformTimeoutError extends ApiClientError {
  override name = 'PlatformTimeoutError';
  readonly timeoutMs: number;

  constructor(method: Method, path: string, timeoutMs: number, cause?: unknown) {
    super(`${method} ${path} timed out after ${timeoutMs} ms`, method, path, { cause });
    this.timeoutMs = timeoutMs;
  }
}

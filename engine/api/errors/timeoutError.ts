import type { Method } from '../types';
import { ApiClientError } from './apiClientError';

/** The request outlived its time-out and was aborted. */
export class TimeoutError extends ApiClientError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(method: Method, path: string, timeoutMs: number, cause?: unknown) {
    super(`${method} ${path} timed out after ${timeoutMs} ms`, method, path, { cause });
    this.timeoutMs = timeoutMs;
  }
}

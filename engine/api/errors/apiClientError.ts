import type { Method } from '../types';

/** Shared base: every error the client throws names the request that failed. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly method: Method;
  /** The request path without base URL or query, e.g. `/call/abc`. */
  readonly path: string;

  constructor(message: string, method: Method, path: string, options?: ErrorOptions) {
    super(message, options);
    this.method = method;
    this.path = path;
  }
}

import type { Method } from '../types';
import { ApiClientError } from './api-client-error';

/** The platform answered with a non-success status. `body` is the parsed JSON, or the text when it is not JSON. */
export class PlatformError extends ApiClientError {
  override name = 'PlatformError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;

  constructor(method: Method, path: string, response: Response, body: unknown) {
    super(`${method} ${path} failed with ${response.status}${describe(body)}`, method, path);
    this.status = response.status;
    this.body = body;
    this.headers = response.headers;
  }
}

// The platform usually explains itself in `message` (a string or a list); show it so the reader knows what to fix.
function describe(body: unknown): string {
  const message = body !== null && typeof body === 'object' && 'message' in body ? body.message : body;
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : '';
  return text ? `: ${text.slice(0, 300)}` : '';
}

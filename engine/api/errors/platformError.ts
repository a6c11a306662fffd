import { requestIdOf } from '../core/encode';
import type { Method } from '../types';
import { ApiClientError } from './apiClientError';

/** The platform answered with a non-success status. `body` is the parsed JSON, or the text when it is not JSON. */
export class PlatformError extends ApiClientError {
  override name = 'PlatformError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  /** The platform's `x-request-id` (or `request-id`) header, to quote in a support ticket. */
  readonly requestId: string | undefined;

  constructor(method: Method, path: string, response: Response, body: unknown) {
    const requestId = requestIdOf(response.headers);
    super(
      `${method} ${path} failed with ${response.status}${describe(body)}${requestId ? ` (request ${requestId})` : ''}`,
      method,
      path,
    );
    this.status = response.status;
    this.body = body;
    this.headers = response.headers;
    this.requestId = requestId;
  }
}

// The platform usually explains itself in `message` (a string or a list); show it so the reader knows what to fix.
function describe(body: unknown): string {
  const message = body !== null && typeof body === 'object' && 'message' in body ? body.message : body;
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : '';
  return text ? `: ${text.slice(0, 300)}` : '';
}

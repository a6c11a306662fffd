import { requestIdOf } from '../core/encode';
import type { Method } from '../types';
import { ApiClientError } from './apiClientError';

/**
 * The platform answered with a success status but not with JSON it could read: a JSON body cut short, or
 * a web page (most often because `baseUrl` points at a website rather than the API). `body` is the text.
 */
export class ResponseFormatError extends ApiClientError {
  override name = 'ResponseFormatError';
  readonly status: number;
  readonly contentType: string;
  /** The answer as text, at most 1,000 characters. */
  readonly body: string;
  readonly requestId: string | undefined;

  constructor(method: Method, path: string, response: Response, text: string, cause?: unknown) {
    const contentType = response.headers.get('content-type') ?? '';
    super(
      `${method} ${path} answered ${response.status} with ${/html/i.test(contentType) ? 'a web page (check baseUrl)' : 'broken JSON'}`,
      method,
      path,
      { cause },
    );
    this.status = response.status;
    this.contentType = contentType;
    this.body = text.slice(0, 1000);
    this.requestId = requestIdOf(response.headers);
  }
}

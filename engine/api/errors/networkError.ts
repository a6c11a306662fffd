import type { Method } from '../types';
import { ApiClientError } from './apiClientError';

/** No HTTP answer arrived (offline, DNS, CORS, connection reset). `cause` holds the fetch error. */
export class NetworkError extends ApiClientError {
  override name = 'NetworkError';

  constructor(method: Method, path: string, cause: unknown) {
    super(`${method} ${path} could not reach the platform; check the connection and base URL`, method, path, {
      cause,
    });
  }
}

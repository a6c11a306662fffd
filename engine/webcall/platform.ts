// The platform API slice the web-call client needs, split out so it loads with the first start.
import { createCallsApi, createTransport } from '../api';
import type { CallsApi } from '../api';
import type { ClientOptions } from './types';

export function createCalls(options: ClientOptions): CallsApi {
  const { apiBaseUrl: baseUrl } = options;
  const token = options.token ?? options.publicKey;
  if (!baseUrl || token === undefined)
    throw new Error('A token and apiBaseUrl (or createWebCall) are required to create a web call.');
  return createCallsApi(
    createTransport({
      baseUrl,
      token,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    }),
  );
}

// The platform API slice the web-call client needs, split out so it loads with the first start.
import { createCallsApi, createTransport } from '../api';
import type { CallsApi } from '../api';
import type { WebCallClientOptions } from './types';

export function createCalls(baseUrl: string, token: NonNullable<WebCallClientOptions['token']>, options: WebCallClientOptions): CallsApi {
  return createCallsApi(createTransport({
    baseUrl, token, ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  }));
}

import { NetworkError } from '../errors/networkError';
import { PlatformError } from '../errors/platformError';
import { ResponseFormatError } from '../errors/responseFormatError';
import { PlatformTimeoutError } from '../errors/platformTimeoutError';
import type {
  ApiPromise,
  ApiResponse,
  FetchLike,
  Method,
  PlatformClientOptions,
  RawRequest,
  RequestOptions,
} from '../types';
import { apiPromise, buildQuery, checkJson, fillNamedPath, readBody, requestIdOf } from './encode';
import { retryDelay, sleep } from './retry';

/** One prepared request, as the bound route methods hand it over. */
export interface Outgoing extends RequestOptions {
  method: Method;
  /** Already filled and encoded. */
  path: string;
  query?: RawRequest['query'];
  json?: unknown;
  form?: FormData;
  auth: boolean;
}

export interface Transport {
  send(request: Outgoing): ApiPromise<unknown>;
  /** The escape hatch: any method and path under the base URL. */
  request<T = unknown>(request: RawRequest): ApiPromise<T>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A time-out is a positive number of milliseconds, or Infinity for none: 0 would fail every request at once. */
function checkTimeout(timeoutMs: number | undefined): number | undefined {
  if (timeoutMs === undefined || timeoutMs === Infinity || (typeof timeoutMs === 'number' && timeoutMs > 0))
    return timeoutMs;
  throw new RangeError(
    `timeoutMs must be a positive number of milliseconds or Infinity (got ${String(timeoutMs)})`,
  );
}

/** A token is a string with something in it: "Bearer " or "Bearer undefined" only earns a 401 that says nothing. */
function checkToken(token: unknown): string {
  if (typeof token === 'string' && token.trim() !== '') return token;
  // The value itself is never in the message: a wrong one may still be a secret.
  throw new TypeError(
    `The platform client's token is empty (got ${typeof token === 'string' ? 'an empty string' : typeof token}): pass the API key, or a function that returns it.`,
  );
}

async function headersFor(options: PlatformClientOptions, request: Outgoing): Promise<Headers> {
  const headers = new Headers({ accept: 'application/json' });
  // set(), not a spread: header names are case-insensitive, so 'Accept' must replace 'accept'.
  for (const extra of [options.headers, request.headers]) {
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  }
  if (request.json !== undefined) headers.set('content-type', 'application/json');
  // fetch writes the multipart boundary itself; a preset content-type would hide it.
  if (request.form) headers.delete('content-type');
  if (request.auth)
    headers.set(
      'authorization',
      `Bearer ${checkToken(typeof options.token === 'function' ? await options.token() : options.token)}`,
    );
  return headers;
}

/** One try of a request, under its own time-out and the caller's signal. */
async function attempt(
  options: PlatformClientOptions,
  doFetch: FetchLike,
  request: Outgoing,
  url: string,
  body: BodyInit | undefined,
): Promise<ApiResponse<unknown>> {
  const { method, path, signal } = request;
  if (signal?.aborted) throw signal.reason;
  const timeoutMs = checkTimeout(request.timeoutMs) ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;
  // The token is awaited under the same timer and signal: a token() that never settles cannot hang the caller.
  const stopped = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  stopped.catch(() => {});
  let sent = false;
  // Once the request is sent, the platform's answer (an error status, a body that is not what it says) is
  // thrown as it is and any other failure is a network error. Before or after, a time-out is a
  // PlatformTimeoutError and the caller's abort its own reason; before it is sent, token()'s own error is
  // thrown as it is.
  const failure = (error: unknown) => {
    if (sent && (error instanceof PlatformError || error instanceof ResponseFormatError)) return error;
    if (timedOut) return new PlatformTimeoutError(method, path, timeoutMs, error);
    if (signal?.aborted) return signal.reason;
    return sent ? new NetworkError(method, path, error) : error;
  };
  try {
    const headers = await Promise.race([headersFor(options, request), stopped]);
    sent = true;
    const response = await doFetch(url, { method, headers, body, signal: controller.signal });
    // The answer is read under the same timer and signal, so a stalled stream cannot hang the caller.
    const read = await readBody(response);
    if (!response.ok) throw new PlatformError(method, path, response, read.ok ? read.value : read.text);
    if (!read.ok) throw new ResponseFormatError(method, path, response, read.text, read.cause);
    return {
      data: read.value,
      status: response.status,
      headers: response.headers,
      requestId: requestIdOf(response.headers),
    };
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The escape hatch's request as the transport sends it; a request that cannot be sent throws a TypeError. */
function rawOutgoing(raw: RawRequest): Outgoing {
  const { params, body, auth, ...rest } = raw;
  // An absolute URL here would send the bearer token to another host.
  if (!raw.path.startsWith('/') || raw.path.startsWith('//'))
    throw new TypeError(`request() takes a path under the base URL starting with "/", got "${raw.path}"`);
  if (body !== undefined && (raw.method === 'GET' || raw.method === 'HEAD'))
    throw new TypeError(
      `A ${raw.method} request cannot have a body; send it as query, or use another method.`,
    );
  const path = fillNamedPath(raw.path, params);
  if (body !== undefined && !(body instanceof FormData)) checkJson(`${raw.method} ${raw.path}`, body, true);
  const payload = body instanceof FormData ? { form: body } : { json: body };
  return { ...rest, ...payload, path, auth: auth ?? true };
}

/** Everything per instance lives in this closure, so two clients never share a token, fetch or header. */
export function createTransport(options: PlatformClientOptions): Transport {
  // Checked here, not at the first request: a client made without its address fails where it is made.
  if (typeof options.baseUrl !== 'string' || options.baseUrl.trim() === '') {
    throw new TypeError(
      `The platform client needs a baseUrl, the API's address such as "https://api.example.com" (got ${JSON.stringify(options.baseUrl) ?? 'undefined'}).`,
    );
  }
  checkTimeout(options.timeoutMs);
  if (typeof options.token !== 'function') checkToken(options.token);
  const base = options.baseUrl.replace(/\/+$/, '');
  // Called as a plain function: window.fetch throws "Illegal invocation" when called as a method of another object.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function sendWithRetry(request: Outgoing): Promise<ApiResponse<unknown>> {
    const setting = request.retry ?? options.retry;
    // Encoded once, before any attempt: a body or query JSON cannot write (a cycle, a BigInt) is the
    // caller's TypeError at once, not a network error tried again.
    const url = base + request.path + buildQuery(request.query);
    const body = request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json));
    for (let attemptNumber = 1; ; attemptNumber++) {
      try {
        return await attempt(options, doFetch, request, url, body);
      } catch (error) {
        const delay = retryDelay(setting, request.method, error, attemptNumber);
        if (delay === undefined) throw error;
        await sleep(delay, request.signal);
      }
    }
  }

  const send = (request: Outgoing) => apiPromise(sendWithRetry(request));

  function request<T = unknown>(raw: RawRequest): ApiPromise<T> {
    let outgoing: Outgoing;
    try {
      outgoing = rawOutgoing(raw);
    } catch (error) {
      return apiPromise(Promise.reject(error));
    }
    return send(outgoing) as ApiPromise<T>;
  }

  return { send, request };
}

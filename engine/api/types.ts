// Wire types. Only the web-call shapes are known; everything else is an open record,
// so callers keep type safety (`unknown` values) without us inventing fields.

/** A JSON object whose fields are not known here. */
export type ApiRecord = { [key: string]: unknown };

/**
 * A JSON request body: an object. An object literal or record is an `ApiRecord`; an interface or class (which
 * has no index signature) matches the second member, whose `never` members only non-JSON objects have, so
 * TypeScript refuses an array, Map, Set, typed array, FormData, URLSearchParams (iterable), ArrayBuffer or
 * Promise (toStringTag), Date (toPrimitive), RegExp (match), function (hasInstance) or Blob (arrayBuffer).
 * At run time the client refuses these too, and anything inside a body JSON would drop or mangle.
 */
export type ApiBody =
  | ApiRecord
  | (object & {
      readonly [Symbol.iterator]?: never;
      readonly [Symbol.toStringTag]?: never;
      readonly [Symbol.toPrimitive]?: never;
      readonly [Symbol.match]?: never;
      readonly [Symbol.hasInstance]?: never;
      readonly arrayBuffer?: never;
    });

export type QueryScalar = string | number | boolean | Date;
/** Arrays repeat the key, dates become ISO strings, nested objects become JSON, undefined and null are dropped. */
export type QueryValue = QueryScalar | null | readonly QueryScalar[] | ApiRecord;
export type QueryParams = { readonly [key: string]: QueryValue | undefined };

export type FormScalar = string | number | boolean | Blob;
/** Multipart fields: a Blob (or File) becomes a file part; arrays repeat the field. */
export type FormFields = { readonly [key: string]: FormScalar | readonly FormScalar[] | undefined };
export type FormBody = FormData | FormFields;

/** An assistant, squad or workflow defined inline instead of by id. */
export type InlineAssistant = ApiRecord & { voice?: ApiRecord & { provider?: string } };
export type InlineSquad = ApiRecord;
export type InlineWorkflow = ApiRecord;

/**
 * Body of `POST /call/web`. Give at least one of assistant, squad or workflow,
 * either inline (`assistant`) or by id (`assistantId`).
 */
export interface CreateWebCallRequest {
  assistant?: InlineAssistant;
  assistantId?: string;
  assistantOverrides?: ApiRecord;
  squad?: InlineSquad;
  squadId?: string;
  workflow?: InlineWorkflow;
  workflowId?: string;
  workflowOverrides?: ApiRecord;
}

/** Response of `POST /call/web`: the fields the web-call engine reads, the rest left open. */
export interface WebCall {
  id: string;
  /** The room URL the browser joins. */
  webCallUrl: string;
  artifactPlan?: ApiRecord & { videoRecordingEnabled?: boolean };
  assistant?: ApiRecord & { voice?: ApiRecord & { provider?: string } };
  [key: string]: unknown;
}

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Methods the client may repeat without changing anything on the server. */
export type SafeMethod = 'GET' | 'HEAD' | 'OPTIONS';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type TokenSource = string | (() => string | Promise<string>);

export interface RetryOptions {
  /** Extra attempts after the first one (capped at 10). */
  limit: number;
  /** Only these methods are retried; POST, PUT, PATCH and DELETE never are. */
  methods?: readonly SafeMethod[];
  /** Statuses worth another try. Default 408, 429, 500, 502, 503, 504. */
  statusCodes?: readonly number[];
  /** First back-off delay, doubled on each attempt and then jittered to between half and all of it. Default 300 ms. */
  backoffMs?: number;
  /** Longest wait, whether from back-off or Retry-After. A longer Retry-After gives up instead. Default 30 s. */
  maxDelayMs?: number;
}

export interface PlatformClientOptions {
  /** API base, e.g. `https://api.example.com`. Route paths are appended to it. */
  baseUrl: string;
  /** Bearer token, or a function returning one (read before every request, so it may refresh). */
  token: TokenSource;
  /** Defaults to the global fetch at request time. */
  fetch?: FetchLike;
  /** Sent on every request; per-request headers win. */
  headers?: Readonly<Record<string, string>>;
  /** Per attempt, default 30 000 ms. `Infinity` disables it. */
  timeoutMs?: number;
  /** Off by default. A number is shorthand for `{ limit }`. */
  retry?: RetryOptions | number;
}

/** A method's data with the HTTP answer it came in, from `.withResponse()`. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  /** The platform's `x-request-id` (or `request-id`) header, for support tickets and logs. */
  requestId: string | undefined;
}

/** What every method returns: a promise of the data, and `.withResponse()` for the same request's status, headers and request id. */
export interface ApiPromise<T> extends Promise<T> {
  withResponse(): Promise<ApiResponse<T>>;
}

/** The last, optional argument of every method. */
export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
  /** Overrides the client's retry setting for this call; `false` turns it off. */
  retry?: RetryOptions | number | false;
}

/** The escape hatch: any path under the base URL. */
export interface RawRequest extends RequestOptions {
  method: Method;
  /** Starts with `/`; its `{name}` segments are filled from `params`, encoded. */
  path: string;
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  /** FormData is sent as multipart; a plain object or an array as JSON. */
  body?: ApiBody | readonly unknown[] | FormData;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

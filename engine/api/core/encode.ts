import type { ApiPromise, ApiResponse, FormBody, QueryParams, QueryScalar } from '../types';

/** Fills the `{name}` segments of a path template in order, encoding each value so an id can never change the path. */
export function fillPath(template: string, values: readonly unknown[]): string {
  let index = 0;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[index++];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new TypeError(`${template} needs a non-empty string for {${name}}, got ${String(value)}`);
    }
    // encodeURIComponent keeps dots, and URL parsing (or a server decoding once) resolves dot segments.
    if (/^\.{1,2}$/.test(decodedOnce(String(value)))) {
      throw new TypeError(
        `${template} refuses the dot segment ${JSON.stringify(value)} for {${name}}: it would change the endpoint`,
      );
    }
    return encodeURIComponent(String(value));
  });
}

function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray '%' is sent encoded, as it is
  }
}

export function fillNamedPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillPath(
    template,
    (template.match(/\{\w+\}/g) ?? []).map((slot) => params[slot.slice(1, -1)]),
  );
}

export function countPathParams(template: string): number {
  return template.split('{').length - 1;
}

const scalar = (value: QueryScalar): string => (value instanceof Date ? value.toISOString() : String(value));

export function buildQuery(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly QueryScalar[]) params.append(key, scalar(item));
    else if (typeof value === 'object' && !(value instanceof Date)) params.append(key, JSON.stringify(value));
    else params.append(key, scalar(value as QueryScalar));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);
// Objects JSON writes as "{}" (or refuses), so their data would never reach the platform. Read by tag, so an
// object from another realm (an iframe, `vm`) is judged as its own realm's would be.
const LOSSY =
  /^(?:Map|Set|WeakMap|WeakSet|RegExp|Error|Promise|(?:Shared)?ArrayBuffer|DataView|\w+Array|Blob|File|FormData|URLSearchParams|Headers)$/;

/** A refused value's class or type, never its contents (a wrong value may still be a secret); a number as it is (NaN). */
const kind = (value: unknown): string =>
  typeof value === 'number' || value == null
    ? String(value)
    : (value as object).constructor?.name || tagOf(value);

const isJsonScalar = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);

/**
 * Refuses, before anything is sent, a body JSON would not carry whole. At the top: anything but an object (or,
 * with `arrays`, an array). Inside, by JSON's own rules (a `toJSON` is asked first, so a Date or URL is its
 * string; a class instance is its own fields, as JSON writes it): a Map, Set, RegExp, Error, binary data,
 * FormData or the like, a function, BigInt, symbol, NaN, Infinity, invalid Date, undefined array entry (JSON
 * writes null) or cycle, named by its path. An undefined field is left out, as JSON does. One pass over the body.
 */
export function checkJson(request: string, body: unknown, arrays?: boolean): void {
  const keys: string[] = [];
  const open = new Set<unknown>();
  const refuse = (
    what: string,
    expected = 'JSON data: an object, array, string, finite number, boolean or null',
  ) => {
    throw new TypeError(
      `${request} cannot send body${keys.join('')} as JSON: got ${what}, expected ${expected}`,
    );
  };
  const visit = (value: unknown, key: string, inArray?: boolean): void => {
    if (value === undefined && !inArray) return;
    keys.push(key);
    if (typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function') {
      if (tagOf(value) === 'Date' && isNaN(+(value as Date))) refuse('an invalid Date');
      value = (value as { toJSON(): unknown }).toJSON();
    }
    if (!isJsonScalar(value)) visitContainer(value);
    keys.pop();
  };
  const visitContainer = (value: unknown): void => {
    if (typeof value !== 'object' || LOSSY.test(tagOf(value))) refuse(kind(value));
    if (open.has(value)) refuse('a cycle back to an object that holds it');
    open.add(value);
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) visit(value[i], `[${i}]`, true);
    else
      for (const name of Object.keys(value as object))
        visit((value as Record<string, unknown>)[name], `.${name}`);
    open.delete(value);
  };
  if (tagOf(body) !== 'Object' && !(arrays && Array.isArray(body)))
    refuse(kind(body), `a JSON object${arrays ? ' or array' : ''}`);
  visit(body, '');
}

export function toFormData(body: FormBody): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      // Read the name rather than test `instanceof File`: some runtimes have Blob but no File global.
      if (item instanceof Blob) form.append(key, item, (item as Partial<File>).name ?? 'blob');
      else form.append(key, String(item));
    }
  }
  return form;
}

/** The body as read: JSON when the server says so and it parses, the text otherwise, undefined when empty. */
export type ReadBody = { ok: true; value: unknown } | { ok: false; text: string; cause?: unknown };

/**
 * JSON when the server says so, text for other types, undefined when empty. A body that says it is JSON
 * and does not parse, or a web page, is not a value: a success answer like that fails (ResponseFormatError)
 * and an error answer keeps the text.
 */
export async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  const type = response.headers.get('content-type') ?? '';
  if (/html/i.test(type)) return { ok: false, text };
  if (!/json/i.test(type)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, text, cause };
  }
}

export const requestIdOf = (headers: Headers): string | undefined =>
  headers.get('x-request-id') ?? headers.get('request-id') ?? undefined;

/**
 * The data as the promise, the full answer through `.withResponse()`. A caller who takes `.withResponse()`
 * handles its rejection there, so the data promise is marked handled to keep it from reporting the same error.
 */
export function apiPromise<T>(full: Promise<ApiResponse<T>>): ApiPromise<T> {
  const data = full.then((answer) => answer.data) as ApiPromise<T>;
  data.withResponse = () => {
    data.catch(() => undefined);
    return full;
  };
  return data;
}

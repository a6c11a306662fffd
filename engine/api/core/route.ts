import type { ApiBody, ApiRecord, FormBody, Method, QueryParams, RequestOptions } from '../types';

/** How a route takes its input after the path parameters. */
export type Input = 'none' | 'query' | 'json' | 'json?' | 'form';

/** Phantom pair naming a route's body and response types; it exists only for the type checker. */
export interface Shape<Body, Response> {
  body: Body;
  response: Response;
}

/**
 * Pass `shape<Body, Response>` (an instantiation expression, never called) as `types`:
 * the route then carries its types with no runtime cost beyond one function reference.
 */
export function shape<Body, Response>(): Shape<Body, Response> {
  throw new Error('shape() is a type witness and is never called');
}

export interface RouteMeta<Body, Response> {
  types?: () => Shape<Body, Response>;
  /** `false` for routes the platform serves without a bearer token. */
  auth?: false;
}

export interface Route<M extends Method, P extends string, I extends Input, Body, Response> {
  readonly method: M;
  readonly path: P;
  readonly input: I;
  readonly meta: RouteMeta<Body, Response> | undefined;
}

export type AnyRoute = Route<Method, string, Input, unknown, unknown>;
export type RouteTree = { readonly [name: string]: AnyRoute | RouteTree };

/** A collection read: the spec shows no shape, so it may be a list or a page object. */
export type ApiList = ApiRecord[] | ApiRecord;

type DefaultBody<I extends Input> = I extends 'query' ? QueryParams : I extends 'form' ? FormBody : I extends 'none' ? never : ApiBody;
// A DELETE may answer 204 with no body.
type DefaultResponse<M extends Method, I extends Input> = M extends 'DELETE' ? ApiRecord | undefined : I extends 'query' ? ApiList : ApiRecord;

// Kept to a plain object literal so bundlers see it as pure and drop unused tables.
export function route<
  const M extends Method,
  const P extends string,
  const I extends Input,
  Body = DefaultBody<I>,
  Response = DefaultResponse<M, I>,
>(method: M, path: P, input: I, meta?: RouteMeta<Body, Response>): Route<M, P, I, Body, Response> {
  return { method, path, input, meta };
}

type PathArgs<P extends string> = P extends `${string}{${string}}${infer Rest}` ? [string | number, ...PathArgs<Rest>] : [];
type InputArgs<I extends Input, Body> = I extends 'json' | 'form'
  ? [body: Body]
  : I extends 'json?'
    ? [body?: Body]
    : I extends 'query'
      ? [query?: Body]
      : [];

/** Path parameters in path order, then the body or query, then per-request options. */
export type RouteMethod<R> =
  R extends Route<Method, infer P, infer I, infer Body, infer Response>
    ? (...args: [...PathArgs<P>, ...InputArgs<I, Body>, options?: RequestOptions]) => Promise<Response>
    : never;

/** The typed methods for a route tree; homomorphic, so each route's JSDoc (e.g. @deprecated) carries over. */
export type Bound<T> = { [K in keyof T]: T[K] extends AnyRoute ? RouteMethod<T[K]> : Bound<T[K]> };

import type { ApiBody, ApiPromise, ApiRecord, FormBody, Method, QueryParams, RequestOptions } from '../types';
import type {
  NoSchema,
  OperationOf,
  SchemaFormBody,
  SchemaJsonBody,
  SchemaPath,
  SchemaPathArgs,
  SchemaQuery,
  SchemaResponse,
} from './schema';

/**
 * How a route takes its input after the path parameters. `paged` is a query route whose answer is one
 * page of the platform's paginated lists; its resource also gets `listAll`, which walks every page.
 */
export type Input = 'none' | 'query' | 'paged' | 'json' | 'json?' | 'form';

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

/** A collection read (`list()` and the other reads that take a query): an array of records. */
export type ApiList = ApiRecord[];

/**
 * One page of a paginated list (`GET /v2/call`, …): the shape `listAll` walks, so it is typed as such
 * (`page.results`, `page.metadata?.totalItems`) rather than as any record.
 */
export type ApiPage = ApiRecord & {
  results: ApiRecord[];
  metadata?: ApiRecord & { currentPage?: number; itemsPerPage?: number; totalItems?: number };
};

type DefaultBody<I extends Input> = I extends 'query' | 'paged'
  ? QueryParams
  : I extends 'form'
    ? FormBody
    : I extends 'none'
      ? never
      : ApiBody;
// A DELETE may answer 204 with no body.
type DefaultResponse<M extends Method, I extends Input> = M extends 'DELETE'
  ? ApiRecord | undefined
  : I extends 'paged'
    ? ApiPage
    : I extends 'query'
      ? ApiList
      : ApiRecord;

// Kept to a plain object literal; every call in the route tables is marked /*#__PURE__*/, since esbuild does
// not look inside a function to learn it is pure and would otherwise keep every table an app never uses.
export function route<
  const M extends Method,
  const P extends string,
  const I extends Input,
  Body = DefaultBody<I>,
  Response = DefaultResponse<M, I>,
>(method: M, path: P, input: I, meta?: RouteMeta<Body, Response>): Route<M, P, I, Body, Response> {
  return { method, path, input, meta };
}

type PathArgs<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string | number, ...PathArgs<Rest>]
  : [];
type InputArgs<I extends Input, Body> = I extends 'json' | 'form'
  ? [body: Body]
  : I extends 'json?'
    ? [body?: Body]
    : I extends 'query' | 'paged'
      ? [query?: Body]
      : [];

// With a schema: its query (required when it has a required key), its body, its path parameters.
type Fallback<T, Default> = [T] extends [never] ? Default : T;
type QueryArg<Q> = Partial<Q> extends Q ? [query?: Q] : [query: Q];
type SchemaInputArgs<I extends Input, Op, Body> = I extends 'query' | 'paged'
  ? QueryArg<Fallback<SchemaQuery<Op>, Body>>
  : I extends 'json'
    ? [body: Fallback<SchemaJsonBody<Op>, Body>]
    : I extends 'json?'
      ? [body?: Fallback<SchemaJsonBody<Op>, Body>]
      : I extends 'form'
        ? [body: Fallback<SchemaFormBody<Op>, Body>]
        : [];

/** Path parameters in path order, then the body or query, then per-request options. */
export type RouteMethod<R, Paths = NoSchema> =
  R extends Route<infer M, infer P, infer I, infer Body, infer Response>
    ? OperationOf<Paths, P, M> extends infer Op
      ? [Op] extends [never]
        ? (
            ...args: [...path: PathArgs<P>, ...input: InputArgs<I, Body>, options?: RequestOptions]
          ) => ApiPromise<Response>
        : (
            ...args: [
              ...path: SchemaPathArgs<SchemaPath<Paths, P>, Op>,
              ...input: SchemaInputArgs<I, Op, Body>,
              options?: RequestOptions,
            ]
          ) => ApiPromise<SchemaResponse<Op>>
      : never
    : never;

/** One item of a paged route's `results`: the schema's when it has the route, an open record otherwise. */
export type PageItem<R, Paths = NoSchema> =
  RouteMethod<R, Paths> extends (...args: never[]) => ApiPromise<infer Page>
    ? Page extends { results: ReadonlyArray<infer Item> }
      ? Item
      : ApiRecord
    : never;

/** `listAll(query?, options?)`: every item of every page, fetched one page at a time as the loop asks. */
export type ListAll<R, Paths = NoSchema> =
  RouteMethod<R, Paths> extends (...args: infer Args) => unknown
    ? (...args: Args) => AsyncIterableIterator<PageItem<R, Paths>>
    : never;

type PagedRoute<T> = {
  [K in keyof T]: T[K] extends Route<Method, string, 'paged', unknown, unknown> ? T[K] : never;
}[keyof T];

/**
 * The typed methods for a route tree; homomorphic, so each route's JSDoc (e.g. @deprecated) carries over.
 * A resource with a paged route also gets `listAll`.
 */
export type Bound<T, Paths = NoSchema> = {
  [K in keyof T]: T[K] extends AnyRoute ? RouteMethod<T[K], Paths> : Bound<T[K], Paths>;
} & ([PagedRoute<T>] extends [never] ? unknown : { listAll: ListAll<PagedRoute<T>, Paths> });

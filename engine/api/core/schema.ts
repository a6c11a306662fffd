// Types only: reads a caller's OpenAPI `paths` type (as openapi-typescript generates it, the shape
// openapi-fetch takes) so a route present in it gets the schema's path parameters, query, body and
// response. A route the schema lacks keeps the table's own types.

/** No schema: every route keeps the table's own types. */
export type NoSchema = object;

/** `/call/{id}` and `/call/{callId}` are the same route: parameters are matched by position, not name. */
type Slots<P extends string> = P extends `${infer Head}{${string}}${infer Rest}`
  ? `${Head}{}${Slots<Rest>}`
  : P;

/** The schema's own spelling of a table path, or never when the schema lacks it. */
export type SchemaPath<Paths, P extends string> = {
  [K in keyof Paths & string]: Slots<K> extends Slots<P> ? K : never;
}[keyof Paths & string];

/** The schema's operation for a table route, or never. */
export type OperationOf<Paths, P extends string, M extends string> =
  SchemaPath<Paths, P> extends infer K
    ? [K] extends [never]
      ? never
      : K extends keyof Paths
        ? Lowercase<M> extends keyof Paths[K]
          ? Exclude<Paths[K][Lowercase<M>], undefined>
          : never
        : never
    : never;

type Defined<T, Fallback> = [T] extends [never] ? Fallback : [T] extends [undefined] ? Fallback : T;
type Parameters<Op, Where extends string> = Op extends { parameters: infer All }
  ? Where extends keyof All
    ? Defined<Exclude<All[Where], undefined>, never>
    : never
  : never;

/** Positional path arguments typed by the schema's parameters, taken in the schema path's order. */
export type SchemaPathArgs<K extends string, Op> = K extends `${string}{${infer Name}}${infer Rest}`
  ? [
      Defined<
        Parameters<Op, 'path'> extends infer PP ? (Name extends keyof PP ? PP[Name] : never) : never,
        string | number
      >,
      ...SchemaPathArgs<Rest, Op>,
    ]
  : [];

export type SchemaQuery<Op> = Parameters<Op, 'query'>;

/** A form field the schema types as a string (OpenAPI `format: binary`) may be a Blob or File too. */
type FormFieldsOf<B> = { [F in keyof B]: B[F] extends string ? string | Blob : B[F] };
type Content<Op> = Op extends { requestBody?: infer Body }
  ? Exclude<Body, undefined> extends { content: infer C }
    ? C
    : never
  : never;
export type SchemaJsonBody<Op> =
  Content<Op> extends infer C ? ('application/json' extends keyof C ? C['application/json'] : never) : never;
export type SchemaFormBody<Op> =
  Content<Op> extends infer C
    ? 'multipart/form-data' extends keyof C
      ? FormData | FormFieldsOf<C['multipart/form-data']>
      : never
    : never;

type OkStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | '2XX';
type ContentOf<R> = R extends { content: infer C }
  ? [C] extends [never]
    ? undefined
    : C[keyof C]
  : undefined;
type Responses<Op> = Op extends { responses: infer R } ? R : never;
/** The union of the schema's success bodies (`undefined` for one without content), or unknown if it shows none. */
export type SchemaResponse<Op> = {
  [S in keyof Responses<Op>]: S extends OkStatus ? ContentOf<Responses<Op>[S]> : never;
}[keyof Responses<Op>] extends infer R
  ? [R] extends [never]
    ? unknown
    : R
  : never;

import type { QueryParams, RequestOptions } from '../types';
import { apiPromise, checkJson, countPathParams, fillPath, toFormData } from './encode';
import { walkPages } from './pages';
import type { AnyRoute, Bound, RouteTree } from './route';
import type { NoSchema } from './schema';
import type { Transport } from './transport';

const isRoute = (node: AnyRoute | RouteTree): node is AnyRoute => typeof node.method === 'string';

/** The request a route's arguments make: path parameters in order, then the input, then options. */
function prepare(route: AnyRoute, args: unknown[]) {
  const pathParams = countPathParams(route.path);
  const hasInput = route.input !== 'none';
  const input = hasInput ? args[pathParams] : undefined;
  const { signal, timeoutMs, headers, retry } = (args[hasInput ? pathParams + 1 : pathParams] ??
    {}) as RequestOptions;
  const request = {
    method: route.method,
    path: fillPath(route.path, args),
    auth: route.meta?.auth !== false,
    signal,
    timeoutMs,
    headers,
    retry,
  };
  return { request, input };
}

function bindRoute(transport: Transport, route: AnyRoute) {
  return (...args: unknown[]) => {
    try {
      const { request, input } = prepare(route, args);
      // A JSON route takes a plain object (`json?` may take nothing): anything else is refused here, unsent.
      if (route.input === 'json' || (route.input === 'json?' && input !== undefined))
        checkJson(`${route.method} ${route.path}`, input);
      return transport.send({
        ...request,
        ...((route.input === 'query' || route.input === 'paged') && { query: input as QueryParams }),
        ...(route.input === 'form' && { form: toFormData(input as never) }),
        ...(route.input.startsWith('json') && { json: input }),
      });
    } catch (error) {
      // Keep one failure channel: bad arguments reject like any other error.
      return apiPromise(Promise.reject(error));
    }
  };
}

/** `listAll` for a paged route; its arguments are checked when the loop asks for the first item. */
const bindPages =
  (transport: Transport, route: AnyRoute) =>
  (...args: unknown[]) =>
    (async function* () {
      const { request, input } = prepare(route, args);
      yield* walkPages(transport, request, input as QueryParams | undefined);
    })();

/** Turns a route table into methods that send through one transport. */
export function bindRoutes<T extends RouteTree, Paths = NoSchema>(
  transport: Transport,
  tree: T,
): Bound<T, Paths> {
  const bound: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(tree)) {
    bound[name] = isRoute(node) ? bindRoute(transport, node) : bindRoutes(transport, node);
    if (isRoute(node) && node.input === 'paged') bound.listAll = bindPages(transport, node);
  }
  return bound as Bound<T, Paths>;
}

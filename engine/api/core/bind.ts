import type { RequestOptions } from '../types';
import { countPathParams, fillPath, toFormData } from './encode';
import type { AnyRoute, Bound, RouteTree } from './route';
import type { Transport } from './transport';

const isRoute = (node: AnyRoute | RouteTree): node is AnyRoute => typeof node.method === 'string';

function bindRoute(transport: Transport, route: AnyRoute) {
  const pathParams = countPathParams(route.path);
  const hasInput = route.input !== 'none';
  return (...args: unknown[]): Promise<unknown> => {
    const input = hasInput ? args[pathParams] : undefined;
    const { signal, timeoutMs, headers, retry } = (args[hasInput ? pathParams + 1 : pathParams] ?? {}) as RequestOptions;
    try {
      return transport.send({
        method: route.method,
        path: fillPath(route.path, args),
        auth: route.meta?.auth !== false,
        signal,
        timeoutMs,
        headers,
        retry,
        ...(route.input === 'query' && { query: input as never }),
        ...(route.input === 'form' && { form: toFormData(input as never) }),
        ...(route.input.startsWith('json') && { json: input }),
      });
    } catch (error) {
      // Keep one failure channel: bad arguments reject like any other error.
      return Promise.reject(error);
    }
  };
}

/** Turns a route table into methods that send through one transport. */
export function bindRoutes<T extends RouteTree>(transport: Transport, tree: T): Bound<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(tree)) {
    bound[name] = isRoute(node) ? bindRoute(transport, node) : bindRoutes(transport, node);
  }
  return bound as Bound<T>;
}

// Walks the route table the way the client does, so tests can visit every route by its method name.
import type { AnyRoute, RouteTree } from '../../../engine/api/core/route';

export interface NamedRoute {
  /** Dotted method name on the client, e.g. `testSuites.runs.get`. */
  name: string;
  route: AnyRoute;
  /** `METHOD /path`, as the spec lists it. */
  line: string;
}

export function listRoutes(tree: RouteTree, prefix = ''): NamedRoute[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const name = prefix + key;
    return typeof node.method === 'string'
      ? [{ name, route: node as AnyRoute, line: `${node.method} ${node.path}` }]
      : listRoutes(node as RouteTree, `${name}.`);
  });
}

export function methodAt(client: object, name: string): (...args: unknown[]) => Promise<unknown> {
  const method = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client);
  if (typeof method !== 'function') throw new Error(`client.${name} is not a method`);
  return method as (...args: unknown[]) => Promise<unknown>;
}

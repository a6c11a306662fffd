import { bindRoutes } from './core/bind';
import type { Bound } from './core/route';
import type { NoSchema } from './core/schema';
import { createTransport } from './core/transport';
import type { Transport } from './core/transport';
import { routeTable } from './routes';
import type { RouteTable } from './routes';
import type { PlatformClientOptions } from './types';

/**
 * Every platform method, grouped by resource. With `Paths` (an openapi-typescript `paths` type), each
 * route the schema has takes and returns the schema's types; the rest keep the table's own.
 */
export type PlatformClient<Paths extends object = NoSchema> = Bound<RouteTable, Paths> & {
  /** Any method and path under the base URL, with the same auth, errors, time-out and retry rules. */
  request: Transport['request'];
};

/**
 * A client for every platform endpoint. All configuration belongs to this instance;
 * nothing is kept at module level, so two clients never share a token, fetch or header.
 * `createPlatformClient<paths>(…)` types the routes from the platform's OpenAPI schema.
 */
export function createPlatformClient<Paths extends object = NoSchema>(
  options: PlatformClientOptions,
): PlatformClient<Paths> {
  const transport = createTransport(options);
  return { ...bindRoutes<RouteTable, Paths>(transport, routeTable), request: transport.request };
}

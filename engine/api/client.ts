import { bindRoutes } from './core/bind';
import type { Bound } from './core/route';
import { createTransport } from './core/transport';
import type { Transport } from './core/transport';
import { routeTable } from './routes';
import type { RouteTable } from './routes';
import type { PlatformClientOptions } from './types';

export type PlatformClient = Bound<RouteTable> & {
  /** Any method and path under the base URL, with the same auth, errors, time-out and retry rules. */
  request: Transport['request'];
};

/**
 * A client for every platform endpoint. All configuration belongs to this instance;
 * nothing is kept at module level, so two clients never share a token, fetch or header.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const transport = createTransport(options);
  return { ...bindRoutes(transport, routeTable), request: transport.request };
}

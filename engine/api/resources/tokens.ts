import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const tokenRoutes = {
  list: route('GET', '/token', 'query'),
  create: route('POST', '/token', 'json'),
  get: route('GET', '/token/{id}', 'none'),
  update: route('PATCH', '/token/{id}', 'json'),
  delete: route('DELETE', '/token/{id}', 'none'),
};

export type TokensApi<Paths extends object = NoSchema> = Bound<typeof tokenRoutes, Paths>;
export const createTokensApi = <Paths extends object = NoSchema>(transport: Transport): TokensApi<Paths> =>
  bindRoutes<typeof tokenRoutes, Paths>(transport, tokenRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const tokenRoutes = {
  list: route('GET', '/token', 'query'),
  create: route('POST', '/token', 'json'),
  get: route('GET', '/token/{id}', 'none'),
  update: route('PATCH', '/token/{id}', 'json'),
  delete: route('DELETE', '/token/{id}', 'none'),
};

export type TokensApi = Bound<typeof tokenRoutes>;
export const createTokensApi = (transport: Transport): TokensApi => bindRoutes(transport, tokenRoutes);

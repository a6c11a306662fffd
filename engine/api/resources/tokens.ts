import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const tokenRoutes = {
  list: /*#__PURE__*/ route('GET', '/token', 'query'),
  create: /*#__PURE__*/ route('POST', '/token', 'json'),
  get: /*#__PURE__*/ route('GET', '/token/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/token/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/token/{id}', 'none'),
};

export type TokensApi<Paths extends object = NoSchema> = Bound<typeof tokenRoutes, Paths>;
export const createTokensApi = <Paths extends object = NoSchema>(transport: Transport): TokensApi<Paths> =>
  bindRoutes<typeof tokenRoutes, Paths>(transport, tokenRoutes);

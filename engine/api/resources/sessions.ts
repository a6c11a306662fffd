import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const sessionRoutes = {
  create: /*#__PURE__*/ route('POST', '/session', 'json'),
  list: /*#__PURE__*/ route('GET', '/session', 'query'),
  get: /*#__PURE__*/ route('GET', '/session/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/session/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/session/{id}', 'none'),
};

export type SessionsApi<Paths extends object = NoSchema> = Bound<typeof sessionRoutes, Paths>;
export const createSessionsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): SessionsApi<Paths> => bindRoutes<typeof sessionRoutes, Paths>(transport, sessionRoutes);

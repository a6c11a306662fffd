import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const sessionRoutes = {
  create: route('POST', '/session', 'json'),
  list: route('GET', '/session', 'query'),
  get: route('GET', '/session/{id}', 'none'),
  update: route('PATCH', '/session/{id}', 'json'),
  delete: route('DELETE', '/session/{id}', 'none'),
};

export type SessionsApi = Bound<typeof sessionRoutes>;
export const createSessionsApi = (transport: Transport): SessionsApi => bindRoutes(transport, sessionRoutes);

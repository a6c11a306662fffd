import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const squadRoutes = {
  list: route('GET', '/squad', 'query'),
  create: route('POST', '/squad', 'json'),
  get: route('GET', '/squad/{id}', 'none'),
  update: route('PATCH', '/squad/{id}', 'json'),
  delete: route('DELETE', '/squad/{id}', 'none'),
};

export type SquadsApi = Bound<typeof squadRoutes>;
export const createSquadsApi = (transport: Transport): SquadsApi => bindRoutes(transport, squadRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const squadRoutes = {
  list: /*#__PURE__*/ route('GET', '/squad', 'query'),
  create: /*#__PURE__*/ route('POST', '/squad', 'json'),
  get: /*#__PURE__*/ route('GET', '/squad/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/squad/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/squad/{id}', 'none'),
};

export type SquadsApi<Paths extends object = NoSchema> = Bound<typeof squadRoutes, Paths>;
export const createSquadsApi = <Paths extends object = NoSchema>(transport: Transport): SquadsApi<Paths> =>
  bindRoutes<typeof squadRoutes, Paths>(transport, squadRoutes);

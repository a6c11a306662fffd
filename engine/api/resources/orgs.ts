import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const orgRoutes = {
  create: route('POST', '/org', 'json'),
  list: route('GET', '/org', 'query'),
  get: route('GET', '/org/{id}', 'none'),
  update: route('PATCH', '/org/{id}', 'json'),
  delete: route('DELETE', '/org/{id}', 'none'),
  /** GET /org/{id}/user */
  listUsers: route('GET', '/org/{id}/user', 'query'),
  /** The caller leaves the org (DELETE /org/{id}/leave). */
  leave: route('DELETE', '/org/{id}/leave', 'none'),
  /** Removes a member from the org (DELETE /org/{id}/member/{memberId}/leave). */
  removeMember: route('DELETE', '/org/{id}/member/{memberId}/leave', 'none'),
  /** POST /org/{id}/invite */
  invite: route('POST', '/org/{id}/invite', 'json'),
  /** Changes a member's role (PATCH /org/{id}/role). */
  updateRole: route('PATCH', '/org/{id}/role', 'json'),
  /** GET /org/{id}/auth */
  getAuth: route('GET', '/org/{id}/auth', 'none'),
};

export type OrgsApi<Paths extends object = NoSchema> = Bound<typeof orgRoutes, Paths>;
export const createOrgsApi = <Paths extends object = NoSchema>(transport: Transport): OrgsApi<Paths> =>
  bindRoutes<typeof orgRoutes, Paths>(transport, orgRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const orgRoutes = {
  create: /*#__PURE__*/ route('POST', '/org', 'json'),
  list: /*#__PURE__*/ route('GET', '/org', 'query'),
  get: /*#__PURE__*/ route('GET', '/org/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/org/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/org/{id}', 'none'),
  /** GET /org/{id}/user */
  listUsers: /*#__PURE__*/ route('GET', '/org/{id}/user', 'query'),
  /** The caller leaves the org (DELETE /org/{id}/leave). */
  leave: /*#__PURE__*/ route('DELETE', '/org/{id}/leave', 'none'),
  /** Removes a member from the org (DELETE /org/{id}/member/{memberId}/leave). */
  removeMember: /*#__PURE__*/ route('DELETE', '/org/{id}/member/{memberId}/leave', 'none'),
  /** POST /org/{id}/invite */
  invite: /*#__PURE__*/ route('POST', '/org/{id}/invite', 'json'),
  /** Changes a member's role (PATCH /org/{id}/role). */
  updateRole: /*#__PURE__*/ route('PATCH', '/org/{id}/role', 'json'),
  /** GET /org/{id}/auth */
  getAuth: /*#__PURE__*/ route('GET', '/org/{id}/auth', 'none'),
};

export type OrgsApi<Paths extends object = NoSchema> = Bound<typeof orgRoutes, Paths>;
export const createOrgsApi = <Paths extends object = NoSchema>(transport: Transport): OrgsApi<Paths> =>
  bindRoutes<typeof orgRoutes, Paths>(transport, orgRoutes);

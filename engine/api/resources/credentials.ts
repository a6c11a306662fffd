import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const credentialRoutes = {
  create: /*#__PURE__*/ route('POST', '/credential', 'json'),
  list: /*#__PURE__*/ route('GET', '/credential', 'query'),
  get: /*#__PURE__*/ route('GET', '/credential/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/credential/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/credential/{id}', 'none'),
  /** POST /credential/session */
  createSession: /*#__PURE__*/ route('POST', '/credential/session', 'json'),
  /** POST /credential/webhook, the one route sent without the bearer token. */
  webhook: /*#__PURE__*/ route('POST', '/credential/webhook', 'json', { auth: false }),
  /** POST /credential/trigger */
  trigger: /*#__PURE__*/ route('POST', '/credential/trigger', 'json'),
};

export type CredentialsApi<Paths extends object = NoSchema> = Bound<typeof credentialRoutes, Paths>;
export const createCredentialsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): CredentialsApi<Paths> => bindRoutes<typeof credentialRoutes, Paths>(transport, credentialRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const credentialRoutes = {
  create: route('POST', '/credential', 'json'),
  list: route('GET', '/credential', 'query'),
  get: route('GET', '/credential/{id}', 'none'),
  update: route('PATCH', '/credential/{id}', 'json'),
  delete: route('DELETE', '/credential/{id}', 'none'),
  /** POST /credential/session */
  createSession: route('POST', '/credential/session', 'json'),
  /** POST /credential/webhook, the one route sent without the bearer token. */
  webhook: route('POST', '/credential/webhook', 'json', { auth: false }),
  /** POST /credential/trigger */
  trigger: route('POST', '/credential/trigger', 'json'),
};

export type CredentialsApi<Paths extends object = NoSchema> = Bound<typeof credentialRoutes, Paths>;
export const createCredentialsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): CredentialsApi<Paths> => bindRoutes<typeof credentialRoutes, Paths>(transport, credentialRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const assistantRoutes = {
  create: route('POST', '/assistant', 'json'),
  list: route('GET', '/assistant', 'query'),
  get: route('GET', '/assistant/{id}', 'none'),
  /** PATCH: changes only the fields given. */
  update: route('PATCH', '/assistant/{id}', 'json'),
  /** PUT: replaces the whole assistant. */
  replace: route('PUT', '/assistant/{id}', 'json'),
  delete: route('DELETE', '/assistant/{id}', 'none'),
  /** GET /assistant/{id}/version */
  listVersions: route('GET', '/assistant/{id}/version', 'query'),
  /** One page of assistants (GET /v2/assistant); `listAll` walks every page. */
  listPaginated: route('GET', '/v2/assistant', 'paged'),
};

export type AssistantsApi<Paths extends object = NoSchema> = Bound<typeof assistantRoutes, Paths>;
export const createAssistantsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): AssistantsApi<Paths> => bindRoutes<typeof assistantRoutes, Paths>(transport, assistantRoutes);

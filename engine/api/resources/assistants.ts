import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
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
  /** Paginated list (GET /v2/assistant). */
  listPaginated: route('GET', '/v2/assistant', 'query'),
};

export type AssistantsApi = Bound<typeof assistantRoutes>;
export const createAssistantsApi = (transport: Transport): AssistantsApi => bindRoutes(transport, assistantRoutes);

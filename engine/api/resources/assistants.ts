import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const assistantRoutes = {
  create: /*#__PURE__*/ route('POST', '/assistant', 'json'),
  list: /*#__PURE__*/ route('GET', '/assistant', 'query'),
  get: /*#__PURE__*/ route('GET', '/assistant/{id}', 'none'),
  /** PATCH: changes only the fields given. */
  update: /*#__PURE__*/ route('PATCH', '/assistant/{id}', 'json'),
  /** PUT: replaces the whole assistant. */
  replace: /*#__PURE__*/ route('PUT', '/assistant/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/assistant/{id}', 'none'),
  /** GET /assistant/{id}/version */
  listVersions: /*#__PURE__*/ route('GET', '/assistant/{id}/version', 'query'),
  /** One page of assistants (GET /v2/assistant); `listAll` walks every page. */
  listPaginated: /*#__PURE__*/ route('GET', '/v2/assistant', 'paged'),
};

export type AssistantsApi<Paths extends object = NoSchema> = Bound<typeof assistantRoutes, Paths>;
export const createAssistantsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): AssistantsApi<Paths> => bindRoutes<typeof assistantRoutes, Paths>(transport, assistantRoutes);

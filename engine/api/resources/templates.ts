import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const templateRoutes = {
  list: /*#__PURE__*/ route('GET', '/template', 'query'),
  create: /*#__PURE__*/ route('POST', '/template', 'json'),
  get: /*#__PURE__*/ route('GET', '/template/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/template/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/template/{id}', 'none'),
  /** GET /template/pinned */
  listPinned: /*#__PURE__*/ route('GET', '/template/pinned', 'query'),
};

export type TemplatesApi<Paths extends object = NoSchema> = Bound<typeof templateRoutes, Paths>;
export const createTemplatesApi = <Paths extends object = NoSchema>(
  transport: Transport,
): TemplatesApi<Paths> => bindRoutes<typeof templateRoutes, Paths>(transport, templateRoutes);

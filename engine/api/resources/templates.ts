import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const templateRoutes = {
  list: route('GET', '/template', 'query'),
  create: route('POST', '/template', 'json'),
  get: route('GET', '/template/{id}', 'none'),
  update: route('PATCH', '/template/{id}', 'json'),
  delete: route('DELETE', '/template/{id}', 'none'),
  /** GET /template/pinned */
  listPinned: route('GET', '/template/pinned', 'query'),
};

export type TemplatesApi = Bound<typeof templateRoutes>;
export const createTemplatesApi = (transport: Transport): TemplatesApi => bindRoutes(transport, templateRoutes);

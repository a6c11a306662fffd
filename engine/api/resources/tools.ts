import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const toolRoutes = {
  list: route('GET', '/tool', 'query'),
  create: route('POST', '/tool', 'json'),
  get: route('GET', '/tool/{id}', 'none'),
  update: route('PATCH', '/tool/{id}', 'json'),
  delete: route('DELETE', '/tool/{id}', 'none'),
};

export type ToolsApi<Paths extends object = NoSchema> = Bound<typeof toolRoutes, Paths>;
export const createToolsApi = <Paths extends object = NoSchema>(transport: Transport): ToolsApi<Paths> =>
  bindRoutes<typeof toolRoutes, Paths>(transport, toolRoutes);

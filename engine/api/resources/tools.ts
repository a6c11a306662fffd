import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const toolRoutes = {
  list: route('GET', '/tool', 'query'),
  create: route('POST', '/tool', 'json'),
  get: route('GET', '/tool/{id}', 'none'),
  update: route('PATCH', '/tool/{id}', 'json'),
  delete: route('DELETE', '/tool/{id}', 'none'),
};

export type ToolsApi = Bound<typeof toolRoutes>;
export const createToolsApi = (transport: Transport): ToolsApi => bindRoutes(transport, toolRoutes);

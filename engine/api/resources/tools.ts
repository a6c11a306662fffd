import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const toolRoutes = {
  list: /*#__PURE__*/ route('GET', '/tool', 'query'),
  create: /*#__PURE__*/ route('POST', '/tool', 'json'),
  get: /*#__PURE__*/ route('GET', '/tool/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/tool/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/tool/{id}', 'none'),
};

export type ToolsApi<Paths extends object = NoSchema> = Bound<typeof toolRoutes, Paths>;
export const createToolsApi = <Paths extends object = NoSchema>(transport: Transport): ToolsApi<Paths> =>
  bindRoutes<typeof toolRoutes, Paths>(transport, toolRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const logRoutes = {
  /** GET /logs */
  list: /*#__PURE__*/ route('GET', '/logs', 'query'),
  /** DELETE /logs: deletes the logs matching the query. */
  delete: /*#__PURE__*/ route('DELETE', '/logs', 'query'),
  /** GET /log */
  listLog: /*#__PURE__*/ route('GET', '/log', 'query'),
  /** DELETE /log: deletes the log entries matching the query. */
  deleteLog: /*#__PURE__*/ route('DELETE', '/log', 'query'),
};

export type LogsApi<Paths extends object = NoSchema> = Bound<typeof logRoutes, Paths>;
export const createLogsApi = <Paths extends object = NoSchema>(transport: Transport): LogsApi<Paths> =>
  bindRoutes<typeof logRoutes, Paths>(transport, logRoutes);

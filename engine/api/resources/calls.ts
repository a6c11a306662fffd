import { bindRoutes } from '../core/bind';
import { route, shape } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';
import type { ApiRecord, CreateWebCallRequest, QueryParams, WebCall } from '../types';

export const callRoutes = {
  create: route('POST', '/call', 'json'),
  list: route('GET', '/call', 'query'),
  get: route('GET', '/call/{id}', 'none'),
  update: route('PATCH', '/call/{id}', 'json'),
  delete: route('DELETE', '/call/{id}', 'none'),
  createPhone: route('POST', '/call/phone', 'json'),
  /** Creates a web call; join it at the returned `webCallUrl`. */
  createWeb: route('POST', '/call/web', 'json', { types: shape<CreateWebCallRequest, WebCall> }),
  /** One page of calls (GET /v2/call); `listAll` walks every page. */
  listPaginated: route('GET', '/v2/call', 'paged'),
  /** GET /v2/call/export: JSON when the server answers JSON, otherwise the file's text (e.g. CSV). */
  export: route('GET', '/v2/call/export', 'query', { types: shape<QueryParams, ApiRecord | string> }),
  getMetadata: route('GET', '/v2/call/metadata', 'query', { types: shape<QueryParams, ApiRecord> }),
};

export type CallsApi<Paths extends object = NoSchema> = Bound<typeof callRoutes, Paths>;
export const createCallsApi = <Paths extends object = NoSchema>(transport: Transport): CallsApi<Paths> =>
  bindRoutes<typeof callRoutes, Paths>(transport, callRoutes);

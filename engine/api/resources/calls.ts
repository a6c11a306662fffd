import { bindRoutes } from '../core/bind';
import { route, shape } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';
import type { ApiRecord, CreateWebCallRequest, QueryParams, WebCall } from '../types';

export const callRoutes = {
  create: /*#__PURE__*/ route('POST', '/call', 'json'),
  list: /*#__PURE__*/ route('GET', '/call', 'query'),
  get: /*#__PURE__*/ route('GET', '/call/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/call/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/call/{id}', 'none'),
  createPhone: /*#__PURE__*/ route('POST', '/call/phone', 'json'),
  /** Creates a web call; join it at the returned `webCallUrl`. */
  createWeb: /*#__PURE__*/ route('POST', '/call/web', 'json', {
    types: shape<CreateWebCallRequest, WebCall>,
  }),
  /** One page of calls (GET /v2/call); `listAll` walks every page. */
  listPaginated: /*#__PURE__*/ route('GET', '/v2/call', 'paged'),
  /** GET /v2/call/export: JSON when the server answers JSON, otherwise the file's text (e.g. CSV). */
  export: /*#__PURE__*/ route('GET', '/v2/call/export', 'query', {
    types: shape<QueryParams, ApiRecord | string>,
  }),
  getMetadata: /*#__PURE__*/ route('GET', '/v2/call/metadata', 'query', {
    types: shape<QueryParams, ApiRecord>,
  }),
};

export type CallsApi<Paths extends object = NoSchema> = Bound<typeof callRoutes, Paths>;
export const createCallsApi = <Paths extends object = NoSchema>(transport: Transport): CallsApi<Paths> =>
  bindRoutes<typeof callRoutes, Paths>(transport, callRoutes);

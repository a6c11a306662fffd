import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const chatRoutes = {
  list: /*#__PURE__*/ route('GET', '/chat', 'query'),
  create: /*#__PURE__*/ route('POST', '/chat', 'json'),
  get: /*#__PURE__*/ route('GET', '/chat/{id}', 'none'),
  delete: /*#__PURE__*/ route('DELETE', '/chat/{id}', 'none'),
  /** POST /chat/responses */
  createResponse: /*#__PURE__*/ route('POST', '/chat/responses', 'json'),
  /** POST /chat/web */
  createWeb: /*#__PURE__*/ route('POST', '/chat/web', 'json'),
  /** POST /chat/web/responses */
  createWebResponse: /*#__PURE__*/ route('POST', '/chat/web/responses', 'json'),
};

export type ChatsApi<Paths extends object = NoSchema> = Bound<typeof chatRoutes, Paths>;
export const createChatsApi = <Paths extends object = NoSchema>(transport: Transport): ChatsApi<Paths> =>
  bindRoutes<typeof chatRoutes, Paths>(transport, chatRoutes);

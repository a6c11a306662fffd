import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const chatRoutes = {
  list: route('GET', '/chat', 'query'),
  create: route('POST', '/chat', 'json'),
  get: route('GET', '/chat/{id}', 'none'),
  delete: route('DELETE', '/chat/{id}', 'none'),
  /** POST /chat/responses */
  createResponse: route('POST', '/chat/responses', 'json'),
  /** POST /chat/web */
  createWeb: route('POST', '/chat/web', 'json'),
  /** POST /chat/web/responses */
  createWebResponse: route('POST', '/chat/web/responses', 'json'),
};

export type ChatsApi<Paths extends object = NoSchema> = Bound<typeof chatRoutes, Paths>;
export const createChatsApi = <Paths extends object = NoSchema>(transport: Transport): ChatsApi<Paths> =>
  bindRoutes<typeof chatRoutes, Paths>(transport, chatRoutes);

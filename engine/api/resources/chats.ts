import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
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

export type ChatsApi = Bound<typeof chatRoutes>;
export const createChatsApi = (transport: Transport): ChatsApi => bindRoutes(transport, chatRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const knowledgeBaseRoutes = {
  list: route('GET', '/knowledge-base', 'query'),
  create: route('POST', '/knowledge-base', 'json'),
  get: route('GET', '/knowledge-base/{id}', 'none'),
  update: route('PATCH', '/knowledge-base/{id}', 'json'),
  delete: route('DELETE', '/knowledge-base/{id}', 'none'),
};

export type KnowledgeBasesApi = Bound<typeof knowledgeBaseRoutes>;
export const createKnowledgeBasesApi = (transport: Transport): KnowledgeBasesApi => bindRoutes(transport, knowledgeBaseRoutes);

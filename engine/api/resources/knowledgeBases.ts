import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const knowledgeBaseRoutes = {
  list: route('GET', '/knowledge-base', 'query'),
  create: route('POST', '/knowledge-base', 'json'),
  get: route('GET', '/knowledge-base/{id}', 'none'),
  update: route('PATCH', '/knowledge-base/{id}', 'json'),
  delete: route('DELETE', '/knowledge-base/{id}', 'none'),
};

export type KnowledgeBasesApi<Paths extends object = NoSchema> = Bound<typeof knowledgeBaseRoutes, Paths>;
export const createKnowledgeBasesApi = <Paths extends object = NoSchema>(
  transport: Transport,
): KnowledgeBasesApi<Paths> => bindRoutes<typeof knowledgeBaseRoutes, Paths>(transport, knowledgeBaseRoutes);

import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const knowledgeBaseRoutes = {
  list: /*#__PURE__*/ route('GET', '/knowledge-base', 'query'),
  create: /*#__PURE__*/ route('POST', '/knowledge-base', 'json'),
  get: /*#__PURE__*/ route('GET', '/knowledge-base/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/knowledge-base/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/knowledge-base/{id}', 'none'),
};

export type KnowledgeBasesApi<Paths extends object = NoSchema> = Bound<typeof knowledgeBaseRoutes, Paths>;
export const createKnowledgeBasesApi = <Paths extends object = NoSchema>(
  transport: Transport,
): KnowledgeBasesApi<Paths> => bindRoutes<typeof knowledgeBaseRoutes, Paths>(transport, knowledgeBaseRoutes);

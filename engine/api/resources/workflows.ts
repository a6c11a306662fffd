import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const workflowRoutes = {
  list: /*#__PURE__*/ route('GET', '/workflow', 'query'),
  create: /*#__PURE__*/ route('POST', '/workflow', 'json'),
  get: /*#__PURE__*/ route('GET', '/workflow/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/workflow/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/workflow/{id}', 'none'),
  /** Drafts a workflow from transcripts (POST /workflow/generate). */
  generate: /*#__PURE__*/ route('POST', '/workflow/generate', 'json'),
};

export type WorkflowsApi<Paths extends object = NoSchema> = Bound<typeof workflowRoutes, Paths>;
export const createWorkflowsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): WorkflowsApi<Paths> => bindRoutes<typeof workflowRoutes, Paths>(transport, workflowRoutes);

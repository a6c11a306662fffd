import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const workflowRoutes = {
  list: route('GET', '/workflow', 'query'),
  create: route('POST', '/workflow', 'json'),
  get: route('GET', '/workflow/{id}', 'none'),
  update: route('PATCH', '/workflow/{id}', 'json'),
  delete: route('DELETE', '/workflow/{id}', 'none'),
  /** Drafts a workflow from transcripts (POST /workflow/generate). */
  generate: route('POST', '/workflow/generate', 'json'),
};

export type WorkflowsApi<Paths extends object = NoSchema> = Bound<typeof workflowRoutes, Paths>;
export const createWorkflowsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): WorkflowsApi<Paths> => bindRoutes<typeof workflowRoutes, Paths>(transport, workflowRoutes);

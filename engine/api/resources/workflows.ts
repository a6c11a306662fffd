import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
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

export type WorkflowsApi = Bound<typeof workflowRoutes>;
export const createWorkflowsApi = (transport: Transport): WorkflowsApi => bindRoutes(transport, workflowRoutes);

// Between the client's public shapes and the machine's: the POST /call/web body, the created
// call the machine keeps, and the machine's state as a dotted path.
import type { CreatedCall } from '../../machines/webCall';
import type { CreateWebCallRequest, WebCall } from '../api';
import type { StartOptions } from './types';

/** Turns the start target into the POST /call/web body: a string is an id, an object inline. */
export function webCallPayload(request: StartOptions): CreateWebCallRequest {
  const pick = <T>(value: string | T | undefined, inline: string, id: string) =>
    value === undefined ? {} : typeof value === 'string' ? { [id]: value } : { [inline]: value };
  return {
    ...pick(request.assistant, 'assistant', 'assistantId'),
    ...(request.assistantOverrides ? { assistantOverrides: request.assistantOverrides } : {}),
    ...pick(request.squad, 'squad', 'squadId'),
    ...pick(request.workflow, 'workflow', 'workflowId'),
    ...(request.workflowOverrides ? { workflowOverrides: request.workflowOverrides } : {}),
  };
}

export function toCreatedCall(response: WebCall): CreatedCall {
  if (!response?.webCallUrl) throw new Error('The created web call has no webCallUrl.');
  return {
    id: response.id,
    url: response.webCallUrl,
    videoRecordingEnabled: response.artifactPlan?.videoRecordingEnabled === true,
    response,
  };
}

export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${statePath(child)}`;
}

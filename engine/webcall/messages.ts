// What an app message from the platform means to the client.

export type AppMessage = { kind: 'listening' } | { kind: 'message'; message: unknown; ended: boolean } | null;

/** 'listening' starts the call; anything else is JSON, and text that is not is another app's. */
export function readAppMessage(data: unknown): AppMessage {
  if (data === 'listening') return { kind: 'listening' };
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const status = message as { type?: unknown; status?: unknown } | null;
  return { kind: 'message', message, ended: status?.type === 'status-update' && status.status === 'ended' };
}

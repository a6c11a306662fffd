import type { Context } from 'hono';

/**
 * True when a request failed because its client closed the connection before sending all of it:
 * Node ends the unread body with an "aborted" ECONNRESET, and the runtime aborts the request's signal.
 */
export function clientWentAway(err: unknown, c: Context): boolean {
  if (c.req.raw.signal?.aborted) return true;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}

import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

// Per-client limit with a JSON body and Retry-After, so a flood gets a 429 a person can read.
export type ClientKey = (c: Context) => string;

export function limitPerClient(limit: number, windowMs: number, clientKey: ClientKey, what: string): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientKey,
    handler: (c) => {
      c.header('Retry-After', String(Math.ceil(windowMs / 1000)));
      return c.json({ error: `Too many ${what} requests: try again in a minute.` }, 429);
    },
  });
}

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
      // Retry-After counts down to the end of this client's window, matching the RateLimit header.
      const reset = (c.get('rateLimit' as never) as { resetTime?: Date } | undefined)?.resetTime;
      const seconds = reset ? Math.ceil((reset.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000);
      c.header('Retry-After', String(Math.max(1, seconds)));
      return c.json({ error: `Too many ${what} requests: try again in a minute.` }, 429);
    },
  });
}

/**
 * The client's address: the socket's peer, or behind a trusted reverse proxy (TRUST_PROXY=true)
 * the first X-Forwarded-For hop, so visitors are not all counted as the proxy.
 */
export function clientAddress(socketAddress: (c: Context) => string | undefined, trustProxy: boolean): ClientKey {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    return socketAddress(c) ?? 'unknown';
  };
}

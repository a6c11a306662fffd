import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import { throttledLog } from './log';

// Per-client limit with a JSON body and Retry-After, so a flood gets a 429 a person can read.
export type ClientKey = (c: Context) => string;

export interface LimitOptions {
  limit: number;
  windowMs: number;
  clientKey: ClientKey;
  /** Names the route in messages and logs: "chat", "contact". */
  what: string;
  /** Shared counters (Redis); without one each process counts in its own memory. */
  store?: Store;
}

export function limitPerClient({ limit, windowMs, clientKey, what, store }: LimitOptions): MiddlewareHandler {
  const over = throttledLog((line) => console.warn(line));
  const down = throttledLog((line) => console.error(line));
  const limiter = rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientKey,
    store,
    handler: (c) => {
      over(`[${what}] 429 ${c.req.method} ${c.req.path}: client over ${limit} requests a minute`);
      // Retry-After counts down to the end of this client's window, matching the RateLimit header.
      const reset = (c.get('rateLimit' as never) as { resetTime?: Date } | undefined)?.resetTime;
      const seconds = reset ? Math.ceil((reset.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000);
      c.header('Retry-After', String(Math.max(1, seconds)));
      return c.json({ error: `Too many ${what} requests: try again in a minute.` }, 429);
    },
  });
  return async (c, next) => {
    let admitted = false;
    try {
      return await limiter(c, async () => {
        admitted = true;
        await next();
      });
    } catch (err) {
      if (admitted) throw err;
      // The shared counter could not be reached: refuse plainly rather than serve without a limit.
      down(
        `[${what}] 503 ${c.req.method} ${c.req.path}: the rate-limit store failed: ${(err as Error).message}`,
      );
      c.header('Retry-After', '5');
      return c.json(
        {
          error: `The ${what} service is briefly unavailable (its rate-limit store cannot be reached); try again in a few seconds.`,
        },
        503,
      );
    }
  };
}

/**
 * The client's address. Without trusted proxies it is the socket's peer: X-Forwarded-For is the
 * client's own writing. Behind `hops` trusted proxies, each appends the address it received from,
 * so the entry `hops` places from the right is the one the outermost proxy saw; anything left of it
 * is whatever the client sent.
 */
export function clientAddress(socketAddress: (c: Context) => string | undefined, hops: number): ClientKey {
  return (c) => {
    if (hops > 0) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const seen = chain[chain.length - hops];
      if (seen) return seen;
    }
    return socketAddress(c) ?? 'unknown';
  };
}

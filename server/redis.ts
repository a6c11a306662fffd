import { createClient } from 'redis';
import { RedisStore, type RedisClient, type Store } from 'hono-rate-limiter';
import { throttledLog } from './log';

// Rate limits shared by every instance through Redis, counted by hono-rate-limiter's own RedisStore.
// While Redis is away, commands fail at once instead of queueing, so requests get a quick 503; the
// client keeps reconnecting and the limits work again as soon as Redis is back.

export interface SharedLimits {
  /** A store for one limiter; each name gets its own keys, so the chat and contact limits stay apart. */
  store(name: string): Store;
  check(): Promise<void>;
  close(): Promise<void>;
  where: string;
}

/** host:port, for logs: never the password. */
export function describeRedis(url: string): string {
  try {
    const u = new URL(url);
    return `Redis ${u.hostname}:${u.port || 6379}`;
  } catch {
    return 'Redis (REDIS_URL)';
  }
}

export function redisLimits(url: string): SharedLimits {
  const where = describeRedis(url);
  const logError = throttledLog((line) => console.error(line));
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: 2000 },
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // Without a listener an 'error' event would end the process; Redis being away is not a crash.
  client.on('error', (err: Error) => logError(`[limits] ${where}: ${err.message}`));
  client.on('ready', () => console.log(`[limits] connected to ${where}`));
  const connecting = client.connect().catch((err: Error) => logError(`[limits] ${where}: ${err.message}`));

  // The store speaks the Upstash/Vercel KV call shape; node-redis names the same commands slightly differently.
  const calls: RedisClient = {
    scriptLoad: (script) => client.scriptLoad(script),
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      client.evalSha(sha1, { keys, arguments: args.map(String) }) as Promise<TData>,
    decr: (key) => client.decr(key),
    del: (key) => client.del(key),
  };

  return {
    where,
    store: (name) => new RedisStore({ client: calls, prefix: `rl:${name}:` }) as unknown as Store,
    check: async () => {
      await client.ping();
    },
    close: async () => {
      await connecting;
      if (client.isOpen) await client.close().catch(() => client.destroy());
    },
  };
}

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

const COMMAND_LIMIT_MS = 1000;

export function redisLimits(url: string): SharedLimits {
  const where = describeRedis(url);
  const logError = throttledLog((line) => console.error(line));
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // node-redis bounds each command with an AbortSignal timer of its own, which cost a rate-limited
    // request more than everything else it does; 0 turns that off and `within` below bounds each
    // call with a plain timer. The queue cap keeps a Redis that hangs from collecting commands forever.
    commandOptions: { timeout: 0 },
    commandsQueueMaxLength: 10_000,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // Without a listener an 'error' event would end the process; Redis being away is not a crash.
  client.on('error', (err: Error) => logError(`[limits] ${where}: ${err.message}`));
  client.on('ready', () => console.log(`[limits] connected to ${where}`));
  // Calls wait for the first connection attempt to succeed or fail, so a server that has just started
  // does not refuse its first requests while it is still dialling Redis.
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  let closing = false;
  const connecting = client
    .connect()
    .catch((err: Error) => closing || logError(`[limits] ${where}: ${err.message}`));

  // The store speaks the Upstash/Vercel KV call shape; node-redis names the same commands slightly differently.
  const within = <T>(call: () => Promise<T>) =>
    firstAttempt.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`${where} did not answer within ${COMMAND_LIMIT_MS} ms`)),
            COMMAND_LIMIT_MS,
          );
          call().then(
            (value) => {
              clearTimeout(timer);
              resolve(value);
            },
            (err: unknown) => {
              clearTimeout(timer);
              reject(err);
            },
          );
        }),
    );
  const calls: RedisClient = {
    scriptLoad: (script) => within(() => client.scriptLoad(script)),
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      within(() => client.evalSha(sha1, { keys, arguments: args.map(String) }) as Promise<TData>),
    decr: (key) => within(() => client.decr(key)),
    del: (key) => within(() => client.del(key)),
  };

  return {
    where,
    store: (name) => new RedisStore({ client: calls, prefix: `rl:${name}:` }) as unknown as Store,
    check: () => within(async () => void (await client.ping())),
    close: async () => {
      closing = true;
      // A client still dialling a Redis that is away has nothing to flush: it is simply dropped.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}

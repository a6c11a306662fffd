import type { Store } from 'hono-rate-limiter';
import type { ServerConfig } from './config';
import { fileOutbox } from './outbox/fileStore';
import { postgresOutbox } from './outbox/pgStore';
import type { OutboxStore } from './outbox/store';
import { withTimeLimit } from './timeLimit';
import { redisLimits, type SharedLimits } from './redis';
import { throttledLog } from './log';
import { insightsStore } from './insights/stores';
import type { InsightsStore } from './insights/store';

// Where the server keeps what must outlive a request: rate-limit counters and contact messages.
// With no settings both are local to the process (memory and a file); REDIS_URL and DATABASE_URL
// move them to shared stores so any number of instances agree.

export type StoreState = 'ok' | 'unreachable';
export interface Health {
  ok: boolean;
  stores: {
    limits: { kind: 'memory' | 'redis'; state: StoreState };
    outbox: { kind: OutboxStore['kind']; state: StoreState };
  };
}

export interface Stores {
  outbox: OutboxStore;
  /** The chat questions of visitors who agreed to be kept, beside the outbox (server/insights). */
  insights: InsightsStore;
  /** The counter store for one limiter; undefined means hono-rate-limiter's in-memory store. */
  limitStore(name: string): Store | undefined;
  /** Each store's kind and place, for the start-up line. */
  summary: string;
  health(): Promise<Health>;
  close(): Promise<void>;
}

const CHECK_LIMIT_MS = 2000;
// Load balancers poll often; one check a second is plenty and keeps /healthz from loading the stores.
const HEALTH_TTL_MS = 1000;

export function createStores(config: ServerConfig): Stores {
  const limits: SharedLimits | undefined = config.redisUrl ? redisLimits(config.redisUrl) : undefined;
  const outbox = config.databaseUrl
    ? postgresOutbox(config.databaseUrl)
    : fileOutbox(config.outboxFile, { stallAfterMs: config.outboxWriteTimeoutMs });
  const insights = insightsStore(config);
  const logDown = throttledLog((line) => console.error(line));

  const state = async (what: string, check: () => Promise<void>): Promise<StoreState> => {
    try {
      await withTimeLimit(CHECK_LIMIT_MS, check);
      return 'ok';
    } catch (err) {
      logDown(`[healthz] ${what} is unreachable: ${(err as Error).message}`);
      return 'unreachable';
    }
  };
  let cached: { at: number; health: Promise<Health> } | undefined;
  const measure = async (): Promise<Health> => {
    const [limitState, outboxState] = await Promise.all([
      limits ? state(limits.where, limits.check) : ('ok' as const),
      state(outbox.where, outbox.check),
    ]);
    return {
      ok: limitState === 'ok' && outboxState === 'ok',
      stores: {
        limits: { kind: limits ? 'redis' : 'memory', state: limitState },
        outbox: { kind: outbox.kind, state: outboxState },
      },
    };
  };

  return {
    outbox,
    insights,
    limitStore: (name) => limits?.store(name),
    summary: `limits: ${limits ? limits.where : 'memory'}, outbox: ${outbox.where}`,
    health: () => {
      if (!cached || Date.now() - cached.at >= HEALTH_TTL_MS) cached = { at: Date.now(), health: measure() };
      return cached.health;
    },
    close: async () => {
      await Promise.allSettled([limits?.close(), outbox.close(), insights.close()]);
    },
  };
}

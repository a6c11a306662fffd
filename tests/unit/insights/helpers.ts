import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { localPostgres, type LocalServer } from '../../../scripts/stores';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { createStores } from '../../../server/stores';
import type { ChatRequest, ChatVisitor } from '../../../contracts/chat';
import { eventually } from '../server/spawnServer';

// The app as the server mounts it, over the file store or a real PostgreSQL, with a chat request maker.

export type StoreKind = 'file' | 'postgres';

export interface Backend {
  env(): Promise<Record<string, string>>;
  /** Empties the log between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function fileBackend(): Promise<Backend> {
  let dir = '';
  return {
    env: async () => {
      dir ||= await mkdtemp(join(tmpdir(), 'insights-test-'));
      return { INSIGHTS_FILE: join(dir, 'insights.jsonl'), OUTBOX_FILE: join(dir, 'outbox.jsonl') };
    },
    reset: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
      dir = '';
    },
    close: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresBackend(): Promise<Backend> {
  let pg: LocalServer | undefined;
  const started = async () => {
    if (!pg) {
      pg = await localPostgres();
      await pg.start();
    }
    return pg;
  };
  return {
    env: async () => ({ DATABASE_URL: (await started()).url }),
    reset: async () => {
      if (!pg) return;
      const sql = postgres(pg.url, { onnotice: () => {} });
      await sql`DELETE FROM chat_questions`.catch(() => undefined);
      await sql.end();
    },
    close: async () => pg?.destroy(),
  };
}

export async function appWith(backend: Backend, extra: Record<string, string> = {}) {
  const env = { ...(await backend.env()), RATE_LIMIT_CHAT: '1000', ...extra };
  const config = readConfig(env);
  const stores = createStores(config);
  const app = createApp({ config, clientKey: () => 'client', stores });
  const ask = (request: ChatRequest) =>
    app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  const all = () => stores.insights.list({ from: new Date(0), to: new Date(Date.now() + 86_400_000) });
  /** Waits until the log holds `count` questions (the hook runs after the answer has gone). */
  const holds = (count: number) => eventually(async () => (await all()).length === count);
  return { env, config, stores, app, ask, all, holds, close: () => stores.close() };
}

let serial = 0;
/** A random-looking token of the allowed shape, different each call. */
export const token = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36).padStart(8, '0')}`;

export const visitor = (email = 'ada@example.com'): ChatVisitor => ({ conversationId: token('conv'), email });

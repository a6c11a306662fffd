import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import postgres from 'postgres';
import { localPostgres, type LocalServer } from '../../../scripts/stores';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { MIGRATIONS } from '../../../server/outbox/migrations';
import { postgresOutbox } from '../../../server/outbox/pgStore';
import { createStores } from '../../../server/stores';
import { contactPayload, eventually, printOutbox } from '../server/spawnServer';

// The outbox in a real PostgreSQL 15 (Debian's), started for this file on a free port.

let pg: LocalServer;
beforeAll(async () => {
  pg = await localPostgres();
  await pg.start();
});
afterAll(() => pg?.destroy());

const appOn = (url: string) => {
  const config = readConfig({
    DATABASE_URL: url,
    OUTBOX_WRITE_TIMEOUT_MS: '3000',
    RATE_LIMIT_OUTBOX: '1000',
  });
  const stores = createStores(config);
  return { app: createApp({ config, clientKey: () => 'client', stores }), stores };
};
const send = (app: ReturnType<typeof appOn>['app'], body: string) =>
  app.request('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the PostgreSQL outbox', () => {
  it('creates its table with a migration, the idempotency key unique, even when two instances start at once', async () => {
    const [a, b] = [postgresOutbox(pg.url), postgresOutbox(pg.url)];
    await Promise.all([a.open(), b.open()]);
    const sql = postgres(pg.url, { onnotice: () => {} });
    const migrations = await sql`SELECT id FROM outbox_migrations`;
    const indexes = await sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'outbox_messages'`;
    await sql.end();
    await Promise.all([a.close(), b.close()]);
    expect(migrations.map((m) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(indexes.map((i) => i.indexdef as string)).toContainEqual(
      expect.stringMatching(/CREATE UNIQUE INDEX .* \(idempotency_key\)/),
    );
  });

  it('stores a message, answers a retry with the same id, refuses a reused key, and npm run outbox lists it once', async () => {
    const { app, stores } = appOn(pg.url);
    const key = 'pg-key-0123456789abcdef';
    const body = contactPayload({ key, name: 'Grace', message: 'stored in PostgreSQL' });
    const first = await send(app, body);
    const again = await send(app, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('outbox-message-id')).toBe(first.headers.get('outbox-message-id'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await send(app, contactPayload({ key, message: 'another text' }))).status).toBe(422);
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(app, contactPayload({ key: 'pg-key-concurrent-000001', message: 'x' })),
      ),
    );
    expect(new Set(concurrent.map((r) => r.headers.get('outbox-message-id'))).size).toBe(1);
    await stores.close();

    const printed = await printOutbox({ DATABASE_URL: pg.url });
    expect(printed).toMatch(/^2 messages in PostgreSQL 127\.0\.0\.1:\d+\/postgres/);
    expect(printed.match(/stored in PostgreSQL/g)).toHaveLength(1);
    expect(printed).toContain('Name:    Grace');
  });

  it('replays the retry of a message holding a lone surrogate, which PostgreSQL keeps as U+FFFD', async () => {
    const { app, stores } = appOn(pg.url);
    const key = 'pg-key-lone-surrogate-01';
    // JSON can carry half of a surrogate pair; UTF-8, and so PostgreSQL's text, cannot.
    const body = contactPayload({ key, name: 'Lone \ud83d', message: 'half an emoji: \udc00 here' });
    expect(body).toContain('Lone \\ud83d');
    const first = await send(app, body);
    const retry = await send(app, body);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('outbox-message-id')).toBe(first.headers.get('outbox-message-id'));
    const { messages } = await stores.outbox.list();
    const stored = messages.find((m) => m.idempotencyKey === key);
    expect(stored).toMatchObject({
      name: 'Name: Lone \ufffd',
      message: 'Message: half an emoji: \ufffd here',
    });
    // A different message under the same key is still refused.
    expect((await send(app, contactPayload({ key, name: 'Lone \ud83d', message: 'other' }))).status).toBe(
      422,
    );
    await stores.close();
  });

  it('answers 503 while the database is down, /healthz says so, and both recover when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app, stores } = appOn(pg.url);
    expect((await app.request('/healthz')).status).toBe(200);
    await pg.stop();
    try {
      const refused = await send(app, contactPayload({ key: 'pg-key-while-down-00001' }));
      expect(refused.status).toBe(503);
      expect((await refused.json()).error).toMatch(/could not be stored right now: please send it again/);
      expect(await eventually(async () => (await app.request('/healthz')).status === 503)).toBe(true);
      const health = await (await app.request('/healthz')).json();
      expect(health).toEqual({
        ok: false,
        stores: {
          limits: { kind: 'memory', state: 'ok' },
          outbox: { kind: 'postgres', state: 'unreachable' },
        },
      });
      expect(errors.mock.calls.flat().join(' ')).not.toContain('password');
    } finally {
      await pg.start();
    }
    expect(await eventually(async () => (await app.request('/healthz')).status === 200)).toBe(true);
    expect((await send(app, contactPayload({ key: 'pg-key-while-down-00001' }))).status).toBe(200);
    await stores.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPostgres, localRedis, type LocalServer } from '../../../scripts/stores';
import {
  contactPayload,
  eventually,
  printOutbox,
  startServer,
  type RunningServer,
} from '../server/spawnServer';

// Two server processes, as behind a load balancer, on one real Redis and one real PostgreSQL.

let redis: LocalServer;
let pg: LocalServer;
let servers: RunningServer[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  [redis, pg] = await Promise.all([localRedis(), localPostgres()]);
  await Promise.all([redis.start(), pg.start()]);
  env = { REDIS_URL: redis.url, DATABASE_URL: pg.url, RATE_LIMIT_CHAT: '4', RATE_LIMIT_OUTBOX: '100' };
  servers = await Promise.all([startServer(env), startServer(env)]);
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await Promise.all([redis?.destroy(), pg?.destroy()]);
});

const chat = (server: RunningServer) =>
  fetch(`${server.base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userText: 'hello' }),
  });
const send = (server: RunningServer, body: string) =>
  fetch(`${server.base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('two instances on shared stores', () => {
  it('report both stores in /healthz', async () => {
    for (const server of servers) {
      const res = await fetch(`${server.base}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        ok: true,
        stores: { limits: { kind: 'redis', state: 'ok' }, outbox: { kind: 'postgres', state: 'ok' } },
      });
    }
  });

  it('share the chat limit: the request past it, spread over both, gets 429', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await chat(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('store messages posted to both once each, retries included, in one npm run outbox', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const toA = contactPayload({ key: 'two-instances-key-a-0001', message: 'posted to instance A' });
    const toB = contactPayload({ key: 'two-instances-key-b-0001', message: 'posted to instance B' });
    const first = await send(a, toA);
    expect((await send(b, toB)).status).toBe(200);
    // The retry of A's message lands on the other instance and still gets A's id.
    const retry = await send(b, toA);
    expect(retry.headers.get('outbox-message-id')).toBe(first.headers.get('outbox-message-id'));
    const printed = await printOutbox({ DATABASE_URL: pg.url });
    expect(printed).toMatch(/^2 messages in PostgreSQL/);
    expect(printed.match(/posted to instance A/g)).toHaveLength(1);
    expect(printed.match(/posted to instance B/g)).toHaveLength(1);
  });

  it('answer 503 without crashing while Redis is stopped, and recover when it is back', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    await redis.stop();
    try {
      expect(await eventually(async () => (await chat(a)).status === 503)).toBe(true);
      const refused = await chat(b);
      expect(refused.status).toBe(503);
      expect((await refused.json()).error).toMatch(/rate-limit store cannot be reached/);
      expect(await eventually(async () => (await fetch(`${a.base}/healthz`)).status === 503)).toBe(true);
    } finally {
      await redis.start();
    }
    // A restarted Redis has forgotten the counts, so the chat is open again on both.
    for (const server of servers)
      expect(await eventually(async () => (await chat(server)).status === 200)).toBe(true);
    expect(await eventually(async () => (await fetch(`${b.base}/healthz`)).status === 200)).toBe(true);
    expect(a.output() + b.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRedis, type LocalRedis } from '../../../scripts/stores';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { createStores, type Stores } from '../../../server/stores';
import { contactPayload, eventually } from '../server/spawnServer';

// Rate limits in a real Redis (Debian's redis-server), started for this file on a free port.

let redis: LocalRedis;
const opened: Stores[] = [];
beforeAll(async () => {
  redis = await localRedis();
  await redis.start();
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await redis?.destroy();
});

function instance(env: Record<string, string>) {
  const config = readConfig({
    REDIS_URL: redis.url,
    OUTBOX_FILE: join(mkdtempSync(join(tmpdir(), 'rl-')), 'o.jsonl'),
    ...env,
  });
  const stores = createStores(config);
  opened.push(stores);
  const app = createApp({ config, clientKey: () => '198.51.100.20', stores });
  return {
    app,
    chat: () =>
      app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userText: 'hello' }),
      }),
    contact: () =>
      app.request('/api/v1.0/email/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contactPayload(),
      }),
  };
}

describe('rate limits in Redis', () => {
  it('are shared: two instances count one client together, and chat and contact keep separate counts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a, b] = [
      instance({ RATE_LIMIT_CHAT: '4', RATE_LIMIT_OUTBOX: '2' }),
      instance({ RATE_LIMIT_CHAT: '4', RATE_LIMIT_OUTBOX: '2' }),
    ];
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await app.chat()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect([(await a.contact()).status, (await b.contact()).status, (await a.contact()).status]).toEqual([
      200, 200, 429,
    ]);
  });

  it('answer 503 with a clear error while Redis is down, /healthz says so, and recover when it is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = instance({ RATE_LIMIT_CHAT: '1000' });
    expect((await a.chat()).status).toBe(200);
    await redis.stop();
    try {
      expect(await eventually(async () => (await a.chat()).status === 503)).toBe(true);
      const refused = await a.chat();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({
        error:
          'The chat service is briefly unavailable (its rate-limit store cannot be reached); try again in a few seconds.',
      });
      expect(await eventually(async () => (await a.app.request('/healthz')).status === 503)).toBe(true);
      expect(await (await a.app.request('/healthz')).json()).toEqual({
        ok: false,
        stores: { limits: { kind: 'redis', state: 'unreachable' }, outbox: { kind: 'file', state: 'ok' } },
      });
      // Many refusals, few log lines.
      for (let i = 0; i < 50; i++) await a.chat();
      expect(errors.mock.calls.length).toBeLessThan(10);
    } finally {
      await redis.start();
    }
    expect(await eventually(async () => (await a.chat()).status === 200)).toBe(true);
    expect(await eventually(async () => (await a.app.request('/healthz')).status === 200)).toBe(true);
  });

  it('answer 503 while Redis hangs, instead of hanging with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = instance({ RATE_LIMIT_CHAT: '1000' });
    expect((await a.chat()).status).toBe(200);
    redis.pause();
    try {
      const answer = await Promise.race([
        Promise.resolve(a.chat()).then((r) => r.status),
        new Promise((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000)),
      ]);
      expect(answer).toBe(503);
    } finally {
      redis.resume();
    }
    expect(await eventually(async () => (await a.chat()).status === 200)).toBe(true);
  });
});

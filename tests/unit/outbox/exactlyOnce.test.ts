import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { contactPayload, eventually, printOutbox } from '../server/spawnServer';
import { makeOutbox, payload } from './helpers';

// A message is stored once however often it is sent: the client names it with an idempotency key,
// and every retry with that key gets the first attempt's id back.

const KEY = 'f3b1c2d4e5a6978812345678abcdef01';
let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

const withKey = (key: string, message = 'Message: Hello') => payload({ message, idempotency_key: key });

describe('idempotency keys', () => {
  it('store a retried message once and answer the retry with the same id', async () => {
    outbox = await makeOutbox();
    const first = await outbox.post(withKey(KEY));
    const again = await outbox.post(withKey(KEY));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe('OK');
    expect(again.headers.get('outbox-message-id')).toBe(first.headers.get('outbox-message-id'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await outbox.lines()).toHaveLength(1);
  });

  it('store concurrent sends of one key once', async () => {
    outbox = await makeOutbox();
    const responses = await Promise.all(Array.from({ length: 10 }, () => outbox.post(withKey(KEY))));
    expect(new Set(responses.map((r) => r.headers.get('outbox-message-id'))).size).toBe(1);
    expect(await outbox.lines()).toHaveLength(1);
  });

  it('accept the key as an Idempotency-Key header too', async () => {
    outbox = await makeOutbox();
    const first = await outbox.post(payload(), 'application/json', { 'Idempotency-Key': KEY });
    const again = await outbox.post(withKey(KEY));
    expect(again.headers.get('outbox-message-id')).toBe(first.headers.get('outbox-message-id'));
    expect(await outbox.lines()).toHaveLength(1);
  });

  it('refuse a key reused for a different message with 422, storing nothing more', async () => {
    outbox = await makeOutbox();
    await outbox.post(withKey(KEY));
    const reused = await outbox.post(withKey(KEY, 'Message: something else'));
    expect(reused.status).toBe(422);
    expect((await reused.json()).error).toMatch(/already used for a different message/);
    expect(await outbox.lines()).toHaveLength(1);
  });

  it.each([
    ['too short', { idempotency_key: 'abc' }, {}],
    ['not a string', { idempotency_key: 42 }, {}],
    ['a header with spaces', {}, { 'Idempotency-Key': 'not a valid key at all' }],
    ['a header that differs from the body', { idempotency_key: KEY }, { 'Idempotency-Key': `${KEY}-other` }],
  ])('refuse a malformed key (%s) with 400', async (_case, params, headers) => {
    outbox = await makeOutbox();
    const res = await outbox.post(payload(params), 'application/json', headers);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/idempotency/i);
    expect(await outbox.lines()).toEqual([]);
  });

  it('remember keys across a restart (a new store reads them from the file)', async () => {
    outbox = await makeOutbox();
    const first = await outbox.post(withKey(KEY));
    // A fresh copy of the module has no store in memory, as after a restart.
    vi.resetModules();
    const { fileOutbox } = await import('../../../server/outbox/fileStore');
    const replay = await fileOutbox(outbox.file).save({
      id: 'new-id',
      receivedAt: new Date().toISOString(),
      service_id: 'outbox',
      template_id: 'contact',
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hello',
      idempotencyKey: KEY,
    });
    expect(replay).toEqual({ outcome: 'replayed', id: first.headers.get('outbox-message-id') });
  });
});

describe('a retry after a cut connection', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it('is stored once, and the retry gets the stored id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cut-'));
    const file = join(dir, 'outbox.jsonl');
    const app = createApp({
      config: readConfig({ OUTBOX_FILE: file, DIST_DIR: dir }),
      clientKey: () => 'client',
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const body = contactPayload({ key: KEY, message: 'sent twice, stored once' });

    // The whole request goes out, then the client's connection drops before any answer arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.end(
      `POST /api/v1.0/email/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.destroy();
    expect(await eventually(async () => readFileSync(file, 'utf8').includes('sent twice'))).toBe(true);

    // The client saw an error, so it sends again with the same key.
    const retry = await fetch(`http://127.0.0.1:${port}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const stored = JSON.parse(readFileSync(file, 'utf8').trim()) as { id: string };
    expect(retry.headers.get('outbox-message-id')).toBe(stored.id);
    const printed = await printOutbox({ OUTBOX_FILE: file });
    expect(printed).toContain('1 message in');
    rmSync(dir, { recursive: true, force: true });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../server/config';
import { startServer, type RunningServer } from './spawnServer';

// What a slow or greedy client can hold: time limits on a request, its headers and an idle
// keep-alive connection, a cap on connections open at once, and one Host header per request.

let server: RunningServer | undefined;
let dir = '';
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy());
  server?.killAll();
  await server?.exited;
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  dir = mkdtempSync(join(tmpdir(), 'limits-'));
  server = await startServer({ OUTBOX_FILE: join(dir, 'outbox.jsonl'), ...env });
  return server;
}

/** A raw connection: what it was sent back, and a promise that settles when the server closes it. */
async function open(base: string) {
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  sockets.push(socket);
  let reply = '';
  socket.on('data', (chunk) => (reply += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, reply: () => reply, closed };
}

/** Waits for `done`, but never longer than `ms`; says which came first. */
const within = (done: Promise<unknown>, ms: number) =>
  Promise.race([
    done.then(() => 'done'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

const LIMITS = { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1500' };

describe('time limits', () => {
  it('answers 408 and closes a connection whose headers never finish', async () => {
    const { base } = await start(LIMITS);
    const conn = await open(base);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(await within(conn.closed, 10_000)).toBe('done');
    expect(conn.reply()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes a connection whose body stalls', async () => {
    const { base } = await start(LIMITS);
    const conn = await open(base);
    conn.socket.write(
      'POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"lib_version":',
    );
    expect(await within(conn.closed, 10_000)).toBe('done');
    expect(conn.reply()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('tells keep-alive clients how long an idle connection lasts, and closes it then', async () => {
    const { base } = await start(LIMITS);
    const conn = await open(base);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await within(conn.closed, 10_000)).toBe('done');
    expect(conn.reply()).toMatch(/^HTTP\/1\.1 200 /);
    expect(conn.reply().toLowerCase()).toContain('keep-alive: timeout=1\r\n');
  });
});

describe('the connection cap', () => {
  it('closes connections past MAX_CONNECTIONS as they arrive, says so once, and serves again when one ends', async () => {
    const { base, output } = await start({ MAX_CONNECTIONS: '3' });
    const held = await Promise.all([open(base), open(base), open(base)]);
    // Each held connection is mid-request, as a slow sender's is.
    held.forEach(({ socket }) => socket.write('GET /healthz HTTP/1.1\r\n'));
    const extra = await Promise.all([open(base), open(base)]);
    for (const conn of extra) {
      conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await within(conn.closed, 10_000)).toBe('done');
      expect(conn.reply()).toBe('');
    }
    await expect
      .poll(output, { timeout: 5000 })
      .toContain('refused a connection: 3 are open (MAX_CONNECTIONS)');
    expect(output().match(/refused a connection/g)).toHaveLength(1);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await expect.poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 5000 }).toBe(200);
  });
});

describe('the Host header', () => {
  it('refuses a request with two, with a reason, and serves one with one', async () => {
    const { base } = await start();
    const twice = await open(base);
    twice.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n');
    expect(await within(twice.closed, 10_000)).toBe('done');
    expect(twice.reply()).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice.reply()).toContain('{"error":"Send exactly one Host header."}');
    const once = await open(base);
    once.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(once.closed, 10_000);
    expect(once.reply()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the defaults', () => {
  it('hold a slow client to 10 s for headers and 30 s for a request, and allow 1000 connections', () => {
    expect(readConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 1000,
    });
    // Node refuses a headers limit above the request limit; the server keeps it within.
    expect(readConfig({ REQUEST_TIMEOUT_MS: '4000' }).headersTimeoutMs).toBe(4000);
  });

  it('are every one documented in .env.example', () => {
    const read = [...readFileSync('server/config.ts', 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map(
      ([, name]) => name!,
    );
    const documented = new Set(
      [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name!),
    );
    expect(read).toEqual(expect.arrayContaining(['REQUEST_TIMEOUT_MS', 'MAX_CONNECTIONS']));
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});

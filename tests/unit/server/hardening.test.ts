import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { clientAddress } from '../../../server/rateLimit';
import { staticSite } from '../../../server/static';
import { contactPayload } from './spawnServer';

// Findings from probing the server as an attacker would, each held to its fix.

const dir = mkdtempSync(join(tmpdir(), 'hardening-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** The app on a real socket, keyed by peer address the way server/node.ts keys it. */
async function listen(env: Record<string, string>) {
  const config = readConfig({
    DIST_DIR: dir,
    OUTBOX_FILE: join(mkdtempSync(join(dir, 'o-')), 'outbox.jsonl'),
    ...env,
  });
  const app = createApp({
    config,
    clientKey: clientAddress((c) => getConnInfo(c).remote.address, config.trustProxyHops),
    staticFiles: staticSite(dir),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ask = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ userText: 'hello' }),
  });

describe('F1: the Brotli cache and made-up asset names', () => {
  it('keeps memory flat across thousands of requests for assets that do not exist', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const app = createApp({
      config: readConfig({ DIST_DIR: dir }),
      clientKey: () => 'x',
      staticFiles: staticSite(dir),
    });
    const get = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect((await get('/assets/index-abc123.js')).headers.get('content-encoding')).toBe('br');
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = heap();
    // 4,000 names of 8 KB: a cache entry per name would hold over 30 MB.
    const long = 'n'.repeat(8 * 1024);
    for (let i = 0; i < 4000; i++) expect((await get(`/assets/${i}-${long}.js`)).status).toBe(404);
    expect(heap() - before).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('F2: rate limits and X-Forwarded-For', () => {
  const spoofed = (i: number) => ({ 'X-Forwarded-For': `10.9.0.${i}, 127.0.0.1` });
  const statuses = async (base: string, n: number, send: (i: number) => Promise<Response>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await send(i)).status);
    return out;
  };

  it('ignores the header entirely when no proxy is trusted', async () => {
    const base = await listen({ RATE_LIMIT_CHAT: '20' });
    const got = await statuses(base, 30, (i) => ask(base, spoofed(i)));
    expect(got.filter((s) => s === 200)).toHaveLength(20);
    expect(got.slice(20)).toEqual(Array(10).fill(429));
  });

  it('behind one trusted proxy, keys on the address that proxy saw, not on what the client wrote', async () => {
    const base = await listen({ RATE_LIMIT_CHAT: '20', TRUST_PROXY: '1' });
    const got = await statuses(base, 30, (i) => ask(base, spoofed(i)));
    expect(got.slice(20)).toEqual(Array(10).fill(429));
    // Different visitors behind the proxy are still counted apart.
    expect((await ask(base, { 'X-Forwarded-For': '10.9.0.1, 198.51.100.7' })).status).toBe(200);
  });

  it('holds for the outbox too', async () => {
    const base = await listen({ RATE_LIMIT_OUTBOX: '5', TRUST_PROXY: '1' });
    const post = (i: number) =>
      fetch(`${base}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...spoofed(i) },
        body: contactPayload(),
      });
    expect(await statuses(base, 8, post)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('F4: a refused large body and the connection it came on', () => {
  const big = JSON.stringify({ userText: 'x'.repeat(300 * 1024) });

  // The probe's case: a client that stops uploading once the answer comes, then reuses the
  // connection. Before the fix the answer promised keep-alive and the socket was cut 500 ms later.
  it('says Connection: close on the 413 and closes, rather than promising keep-alive', async () => {
    const { port } = new URL(await listen({}));
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n${big.slice(0, 64 * 1024)}`,
    );
    await ended;
    const head = reply.split('\r\n\r\n')[0]!.toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413 /);
    expect(head).toContain('connection: close');
    expect(head).not.toContain('keep-alive');
  });

  // fetch keeps connections alive and reuses them: before the fix its next request went out on the
  // socket the server was about to close, and failed with "other side closed".
  it('tells the client to close the connection, so its next request succeeds', async () => {
    const base = await listen({});
    const refused = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.text();
    expect((await ask(base)).status).toBe(200);
    const outbox = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(outbox.status).toBe(413);
    await outbox.text();
    expect((await ask(base)).status).toBe(200);
  });
});

describe('429 log lines', () => {
  it('are throttled: a flood writes one line, not one per refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = createApp({
      config: readConfig({ DIST_DIR: dir, RATE_LIMIT_CHAT: '1' }),
      clientKey: () => '203.0.113.9',
    });
    const post = () =>
      app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userText: 'hi' }),
      });
    const got: number[] = [];
    for (let i = 0; i < 300; i++) got.push((await post()).status);
    expect(got.filter((s) => s === 429)).toHaveLength(299);
    expect(warn.mock.calls.filter(([line]) => String(line).includes(' 429 '))).toHaveLength(1);
  });
});

describe('Range requests', () => {
  it('answer a malformed range with the whole file and 200, a valid one with 206', async () => {
    const app = createApp({
      config: readConfig({ DIST_DIR: dir }),
      clientKey: () => 'x',
      staticFiles: staticSite(dir),
    });
    const get = (range: string) => app.request('/assets/index-abc123.js', { headers: { Range: range } });
    for (const bad of ['bytes=abc', 'bytes=-', 'bytes=0-1,5-6', 'bytes=9-2', 'lines=1-2']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(200);
      expect(await res.text(), bad).toBe(readFileSync(join(dir, 'assets', 'index-abc123.js'), 'utf8'));
    }
    const part = await get('bytes=0-9');
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('console.lo');
  });
});

describe('F6: clients that go away mid-upload', () => {
  it('are one short line, throttled like the 429s, with no stack, and the server serves on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const base = await listen({ RATE_LIMIT_CHAT: '1000', RATE_LIMIT_OUTBOX: '1000' });
    const { port } = new URL(base);
    const drop = async (path: string, chunked: boolean) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      // An upload cut off after its first bytes, its length declared or chunked.
      const length = chunked ? 'Transfer-Encoding: chunked' : 'Content-Length: 1000';
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${length}\r\n\r\n${chunked ? '5\r\n' : ''}{"a":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      socket.destroy();
    };
    for (let i = 0; i < 20; i++) await drop(i % 2 ? '/api/chat' : '/api/v1.0/email/send', i % 4 < 2);
    const lines = () => [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
    await expect.poll(() => lines().length, { timeout: 5000 }).toBeGreaterThan(0);
    // Drops still being handled can only be held back by the throttle, never add a line.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(
      /^\[server\] POST \/api\/[\w./]+: the client went away before the request was complete$/,
    );
    expect((await ask(base)).status).toBe(200);
  });
});

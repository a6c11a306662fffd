import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactPayload, printOutbox, startServer, type RunningServer } from './spawnServer';

// The server as a process: what it does at start, under a stuck disk, and on SIGTERM.

let server: RunningServer | undefined;
let dir = '';
afterEach(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const post = (base: string, body = contactPayload()) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

const acknowledged = JSON.stringify({
  id: 'a1',
  receivedAt: '2026-01-01T00:00:00.000Z',
  service_id: 'outbox',
  template_id: 'contact',
  name: 'Name: Before',
  email: 'Email: b@example.com',
  message: 'Message: acknowledged',
});

describe('F3: an outbox file that ends in a torn line', () => {
  it('is repaired at start with a log line, and nothing acknowledged is lost', async () => {
    dir = mkdtempSync(join(tmpdir(), 'torn-'));
    const file = join(dir, 'outbox.jsonl');
    writeFileSync(file, `${acknowledged}\n{"id":"torn","receivedAt":"2026-01-01T00:00:01.0`);
    server = await startServer({ OUTBOX_FILE: file });
    await expect
      .poll(() => server!.output(), { timeout: 5000 })
      .toMatch(/\[outbox\] .*outbox\.jsonl ended in a torn line \(\d+ characters/);
    expect(
      (await post(server.base, contactPayload({ name: 'After', message: 'after the crash' }))).status,
    ).toBe(200);
    const printed = await printOutbox({ OUTBOX_FILE: file });
    expect(printed).toContain('2 messages in');
    expect(printed).toContain('Name:    Before');
    expect(printed).toContain('Name:    After');
    expect(printed).toContain('Skipped 1 corrupt line (not a stored message): line 2.');
  });
});

describe('an outbox write that does not finish', () => {
  it('fails the request with a clear 503 within the time limit, and /healthz reports it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stuck-'));
    // A named pipe nobody reads: opening it blocks the way a hung disk does.
    const file = join(dir, 'outbox.jsonl');
    execFileSync('mkfifo', [file]);
    server = await startServer({ OUTBOX_FILE: file, OUTBOX_WRITE_TIMEOUT_MS: '300' });
    const res = await post(server.base);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()).error).toMatch(/could not be stored in time.*send it again/);
    // A second post queues behind the stuck one and is refused the same way, not left hanging.
    expect((await post(server.base)).status).toBe(503);
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      ok: false,
      stores: { outbox: { kind: 'file', state: 'unreachable' } },
    });
  });
});

describe('SIGTERM', () => {
  it('stops taking connections, finishes the outbox write in flight, answers it, and exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'drain-'));
    const file = join(dir, 'outbox.jsonl');
    server = await startServer({ OUTBOX_FILE: file });
    const { port } = new URL(server.base);
    const body = contactPayload({ message: 'sent while the server stops' });
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers and half the body now; the rest after SIGTERM, so the request is surely in flight.
    const head = `POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    socket.write(head + body.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');
    await expect
      .poll(() => server!.output(), { timeout: 5000 })
      .toMatch(/SIGTERM: finishing requests in flight/);
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    socket.write(body.slice(40));
    await new Promise((resolve) => socket.once('end', resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).toMatch(/\r\n\r\nOK$/);
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('sent while the server stops');
  });

  it('cuts a request that never finishes once SHUTDOWN_TIMEOUT_MS has passed, and still exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'drain-'));
    server = await startServer({ OUTBOX_FILE: join(dir, 'outbox.jsonl'), SHUTDOWN_TIMEOUT_MS: '500' });
    const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    // A client that announces a body and stalls halfway through it.
    socket.write(
      'POST /api/v1.0/email/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"lib_version":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    expect(code).toBe(0);
    expect(server.output()).toContain('requests still open after 500 ms: closing them');
    socket.destroy();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactPayload, startServer, type RunningServer } from './spawnServer';

// The README's start command, signalled the way a container runtime, systemd or a terminal signals
// it: the signal must reach the server, which drains and exits 0, and npm with it.

let server: RunningServer | undefined;
let dir = '';
afterEach(async () => {
  server?.killAll();
  await server?.exited;
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const readme = readFileSync('README.md', 'utf8');

/** The command the README gives for running the site on a VM or in a container. */
function documentedStart(): string[] {
  const [, command = ''] = /^npm ci && (npm start)\b/m.exec(readme) ?? [];
  return command.split(' ');
}

/** A contact post with its headers and half its body sent; the rest goes when `finish` is called. */
async function postInFlight(base: string) {
  const body = contactPayload({ message: 'sent while the server stops' });
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  let reply = '';
  socket.on('data', (chunk) => (reply += chunk.toString()));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
  );
  return {
    finish: async () => {
      socket.write(body.slice(40));
      await ended;
      return reply;
    },
  };
}

const refused = (base: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to the documented start command', (signal) => {
  it('reaches the server, which finishes the request in flight, and everything exits 0', async () => {
    const command = documentedStart();
    expect(command).toEqual(['npm', 'start']);
    dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const outbox = join(dir, 'outbox.jsonl');
    server = await startServer(
      {
        NODE_ENV: 'production',
        OUT_DIR: join(dir, 'dist'),
        DIST_DIR: join(dir, 'dist'),
        OUTBOX_FILE: outbox,
      },
      { command, startMs: 180_000 },
    );
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const post = await postInFlight(server.base);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill(signal);
    await expect
      .poll(() => server!.output(), { timeout: 5000 })
      .toMatch(new RegExp(`${signal}: finishing requests in flight`));
    const reply = await post.finish();
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).toMatch(/\r\n\r\nOK$/);
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 15 s'), 15_000)),
    ]);
    expect(code).toBe(0);
    // Nothing is left serving once the command has ended.
    expect(await refused(server.base)).toBe(true);
    expect(readFileSync(outbox, 'utf8')).toContain('sent while the server stops');
  }, 240_000);
});

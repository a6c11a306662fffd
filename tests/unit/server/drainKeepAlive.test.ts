import { afterEach, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from './spawnServer';

// F4: keep-alive clients through a SIGTERM. A request sent on a connection the client already used
// must be answered (with Connection: close), never reset; a new connection may be refused.

let server: RunningServer | undefined;
let dir = '';
afterEach(async () => {
  server?.killAll();
  await server?.exited;
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const CLIENTS = 50;
const MOST_REQUESTS = 400;

interface Outcome {
  answered: number;
  /** How the client's last request ended. */
  end: 'connection: close' | 'request limit' | { error: string; reusedSocket: boolean };
}

/** One client on one keep-alive connection, asking again and again with short pauses. */
async function client(base: string, index: number, onAnswer: () => void): Promise<Outcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let answered = 0;
  try {
    while (answered < MOST_REQUESTS) {
      const got = await new Promise<{ close: boolean } | { error: string; reusedSocket: boolean }>(
        (resolve) => {
          const req = request(`${base}/healthz`, { agent }, (res) => {
            res.resume();
            res.once('end', () => resolve({ close: res.headers.connection === 'close' }));
            res.once('error', (err) => resolve({ error: err.message, reusedSocket: req.reusedSocket }));
          });
          req.once('error', (err: NodeJS.ErrnoException) =>
            resolve({ error: err.code ?? err.message, reusedSocket: req.reusedSocket }),
          );
          req.end();
        },
      );
      if ('error' in got) return { answered, end: got };
      answered++;
      onAnswer();
      if (got.close) return { answered, end: 'connection: close' };
      // Pauses of 0 to 15 ms: the connection is idle part of the time, as a browser's is.
      await new Promise((resolve) => setTimeout(resolve, ((index + answered) % 4) * 5));
    }
    return { answered, end: 'request limit' };
  } finally {
    agent.destroy();
  }
}

describe('SIGTERM with keep-alive clients', () => {
  it(`answers every request on a reused connection across ${CLIENTS} clients, then exits 0`, async () => {
    dir = mkdtempSync(join(tmpdir(), 'keepalive-'));
    server = await startServer({ OUTBOX_FILE: join(dir, 'outbox.jsonl') });
    let total = 0;
    let signalled = false;
    const running = server;
    const outcomes = Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        client(running.base, i, () => {
          total++;
          // Every client is mid-conversation on a reused connection when the signal comes.
          if (!signalled && total >= CLIENTS * 5) {
            signalled = true;
            running.kill('SIGTERM');
          }
        }),
      ),
    );
    const ended = await outcomes;
    expect(signalled).toBe(true);
    const resets = ended.flatMap(({ end }) => (typeof end === 'object' && end.reusedSocket ? [end] : []));
    expect(resets).toEqual([]);
    // The drain answered requests on connections that were open before it began.
    expect(ended.filter(({ end }) => end === 'connection: close').length).toBeGreaterThan(0);
    expect(ended.filter(({ end }) => end === 'request limit')).toEqual([]);
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 15 s'), 15_000)),
    ]);
    expect(code).toBe(0);
  }, 60_000);
});

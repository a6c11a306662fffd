// Real Redis and PostgreSQL servers for tests and the benchmark: Debian's binaries, each on a free
// loopback port in its own temporary folder, stopped and removed afterwards. Every wait is bounded.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const START_TIMEOUT_MS = 20_000;

export interface LocalServer {
  url: string;
  port: number;
  /** Starts (or starts again, on the same port and data) the server. */
  start(): Promise<void>;
  /** Stops the server; its folder stays, so start() brings the same data back. */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** A Redis that can also hang: paused, it keeps its connections but answers nothing. */
export interface LocalRedis extends LocalServer {
  pause(): void;
  resume(): void;
}

/** A port the OS says is free now (it may be taken again before use, which start() then reports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function localRedis(): Promise<LocalRedis> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
  if (!binary)
    throw new Error(
      'redis-server is not installed: run `apt-get install -y redis-server` (.ci/run does this).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ];
    const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}) on port ${port}:\n${output}`));
      });
    });
    proc.removeAllListeners('exit');
    proc.stdout!.resume();
  };
  const stop = async () => {
    if (!child) return;
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited(child, 5000);
    child = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (.ci/run does this), or set PG_BIN.',
    );
  return join(root, newest, 'bin');
}

async function postgresUser(): Promise<{ prefix: string[]; uid?: number; gid?: number }> {
  // PostgreSQL refuses to run as root, so root runs it as the `postgres` system user.
  if (userInfo().uid !== 0) return { prefix: [] };
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { prefix: ['runuser', '-u', 'postgres', '--'], uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { prefix: ['runuser', '-u', 'postgres', '--'], uid: await id('-u'), gid: await id('-g') };
  }
}

export async function localPostgres(): Promise<LocalServer> {
  const bin = postgresBin();
  const user = await postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, 'data');
  const port = await freePort();
  const as = (tool: string, args: string[]) => {
    const [command, ...rest] = [...user.prefix, join(bin, tool), ...args];
    return run(command!, rest, { timeout: START_TIMEOUT_MS });
  };
  await as('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Durability settings are off: these servers hold test data only and must start and stop fast.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const stop = async () => {
    if (!running) return;
    await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '10', 'stop']);
    running = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '20', 'start']);
      running = true;
    },
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The real server (server/node.ts) in its own process on a free port, as `npm start` runs it.
// Settings come only from `env`, never from the developer's shell, so no stray store URL leaks in.

/** The command that runs the built server: what `npm start` ends in and the container's CMD. */
export const SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'server/node.ts'];

const SERVER_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test' };

export interface RunningServer {
  base: string;
  /** Everything the process has written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  pid: number;
  /** Signals the command's own process, as a container runtime or a terminal's kill does. */
  kill: (signal?: NodeJS.Signals) => void;
  /** SIGKILL to every process the command started. */
  killAll: () => void;
}

export async function startServer(
  env: Record<string, string>,
  {
    command = SERVER_COMMAND,
    startMs = 20_000,
    cwd,
  }: { command?: string[]; startMs?: number; cwd?: string } = {},
): Promise<RunningServer> {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd,
    env: { ...SERVER_ENV, PORT: '0', HOST: '127.0.0.1', DIST_DIR: 'dist-none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so cleanup can end whatever the command started, however deep.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in ${startMs / 1000} s:\n${output}`)),
      startMs,
    );
    const look = () => {
      const match = /Site and API on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n${output}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    pid: child.pid!,
    kill: (signal = 'SIGKILL') => child.kill(signal),
    killAll: () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group has ended already.
      }
    },
  };
}

/** `npm run outbox` against the given settings; returns what it printed. */
export async function printOutbox(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts'], {
    env: { ...SERVER_ENV, ...env },
    timeout: 20_000,
  });
  return stdout;
}

/** Polls `probe` until it returns true: at most `tries` times, `everyMs` apart. */
export async function eventually(
  probe: () => Promise<boolean>,
  { tries = 50, everyMs = 100 } = {},
): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await probe().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

export const contactPayload = (
  fields: { name?: string; message?: string; key?: string; service_id?: string } = {},
) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: fields.service_id ?? 'outbox',
    template_id: 'contact',
    template_params: {
      name: `Name: ${fields.name ?? 'Ada'}`,
      email: 'Email: ada@example.com',
      message: `Message: ${fields.message ?? 'Hello'}`,
      ...(fields.key ? { idempotency_key: fields.key } : {}),
    },
  });

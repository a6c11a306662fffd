import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { readConfig } from '../../../server/config';
import { startServer, type RunningServer } from './spawnServer';

// No image can be built on these machines (no container daemon), so the Dockerfile and compose.yaml
// are held to what can be checked: the container starts the server with the very command `npm start`
// runs (and the start-command test signals), the last stage's files as the Dockerfile copies them run
// that command and drain on SIGTERM, and compose.yaml describes the documented many-instance setup.

interface Instruction {
  op: string;
  args: string;
}

function dockerfile(): Instruction[][] {
  const text = readFileSync('Dockerfile', 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const stages: Instruction[][] = [];
  for (const line of text.split('\n')) {
    const [, op = '', args = ''] = /^\s*([A-Z]+)\s+(.*)$/.exec(line) ?? [];
    if (!op) continue;
    if (op === 'FROM') stages.push([]);
    stages.at(-1)?.push({ op, args: args.trim() });
  }
  return stages;
}

const stages = dockerfile();
const last = stages.at(-1)!;
const one = (op: string) => last.filter((i) => i.op === op).at(-1)?.args ?? '';
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('the Dockerfile', () => {
  it('starts the server with the command npm start ends in, node itself as PID 1', () => {
    const cmd = JSON.parse(one('CMD')) as string[];
    expect(cmd[0]).toBe('node');
    expect(scripts.start).toMatch(/ && exec (.*)$/);
    expect(scripts.start!.split(' && exec ')[1]).toBe(cmd.join(' '));
    expect(scripts.serve).toBe(`exec ${cmd.join(' ')}`);
  });

  it('builds in one stage and runs as a non-root user in another, with a health check on /healthz', () => {
    expect(stages.length).toBeGreaterThan(1);
    expect(last.some((i) => i.op === 'RUN' && /npm (ci|install)(?!.*--omit=dev)/.test(i.args))).toBe(false);
    expect(one('USER')).not.toMatch(/^(root|0)?$/);
    expect(one('HEALTHCHECK')).toMatch(/CMD .*\/healthz/);
    expect(one('STOPSIGNAL')).toBe('SIGTERM');
  });

  it('takes every browser setting of .env.example as a build argument', () => {
    const browser = [...readFileSync('.env.example', 'utf8').matchAll(/^(VITE_\w+)=/gm)].map(([, n]) => n);
    const args = stages.flat().flatMap((i) => (i.op === 'ARG' ? [i.args.split('=')[0]] : []));
    expect(browser.length).toBeGreaterThan(0);
    expect(browser.filter((name) => !args.includes(name))).toEqual([]);
  });
});

describe('the last stage, assembled as the Dockerfile copies it', () => {
  const root = mkdtempSync(join(tmpdir(), 'image-'));
  const app = join(root, 'app');
  const built = join(root, 'build');
  let server: RunningServer | undefined;

  /** Only the packages `npm ci --omit=dev` installs, so a runtime import of a dev package fails here too. */
  const productionModules = (to: string) => {
    const paths = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { encoding: 'utf8' })
      .split('\n')
      .map((p) => relative(process.cwd(), p))
      .filter(
        (p) => p.startsWith('node_modules/') && !p.slice('node_modules/'.length).includes('node_modules/'),
      );
    for (const path of paths) {
      mkdirSync(dirname(join(to, path.slice('node_modules/'.length))), { recursive: true });
      execFileSync('cp', ['-al', path, join(to, path.slice('node_modules/'.length))]);
    }
  };

  beforeAll(() => {
    execFileSync(
      'npx',
      ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', built],
      {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    mkdirSync(app);
    const workdir = one('WORKDIR');
    for (const { op, args } of last) {
      if (op !== 'COPY') continue;
      const words = args.split(/\s+/);
      const from = /^--from=(\w+)$/.exec(words[0]!)?.[1];
      const [dest, ...sources] = words.slice(from ? 1 : 0).reverse();
      const target = join(app, dest!);
      if (from === 'deps' && sources[0] === `${workdir}/node_modules`) productionModules(target);
      else if (from === 'build' && sources[0] === `${workdir}/dist`)
        cpSync(built, target, { recursive: true });
      else if (!from) {
        for (const source of sources) {
          const to = dest!.endsWith('/') ? join(target, source) : target;
          cpSync(source, to, { recursive: true });
        }
      } else throw new Error(`The test cannot follow "COPY ${args}"; teach it, or the image goes untested`);
    }
  }, 180_000);
  afterEach(() => {
    server?.killAll();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the site and its API, reports healthy, and drains and exits 0 on SIGTERM', async () => {
    const env = Object.fromEntries(
      one('ENV')
        .split(/\s+/)
        .map((pair) => pair.split('=') as [string, string]),
    );
    expect(env.OUTBOX_FILE).toMatch(/^\/data\//);
    const cmd = JSON.parse(one('CMD')) as string[];
    server = await startServer(
      {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: 'dist',
        OUTBOX_FILE: join(root, 'data/outbox.jsonl'),
      },
      { command: cmd, cwd: app },
    );
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<meta http-equiv="Content-Security-Policy"');
    const chat = await fetch(`${server.base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userText: 'hello' }),
    });
    expect(chat.status).toBe(200);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
  };
  const { services } = compose;
  const instances = ['app1', 'app2'];

  it('runs two instances of the image behind a reverse proxy, with Redis and PostgreSQL', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    expect(services.proxy!.image).toMatch(/^(nginx|caddy):/);
    expect(services.redis!.image).toMatch(/^redis:/);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    for (const name of instances) expect(services[name]!.build, name).toBe('.');
  });

  it('gives each instance the shared stores and one trusted proxy, as the server reads them', () => {
    for (const name of instances) {
      const env = services[name]!.environment as Record<string, string>;
      // Compose fills ${VAR} from the environment it runs in.
      const config = readConfig(
        Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/\$\{\w+[^}]*\}/g, 'secret')])),
      );
      expect(config.trustProxyHops, name).toBe(1);
      expect(new URL(config.redisUrl!).hostname, name).toBe('redis');
      expect(new URL(config.databaseUrl!).hostname, name).toBe('postgres');
      // The password comes from the environment of whoever runs compose, never from the file.
      expect(env.DATABASE_URL).toContain('${POSTGRES_PASSWORD');
      expect(Object.keys(services[name]!.depends_on as object).sort()).toEqual(['postgres', 'redis']);
    }
  });

  it('sends the proxy’s traffic to both instances, within their keep-alive time-out', () => {
    const mounts = services.proxy!.volumes as string[];
    const [file = ''] = mounts.map((m) => m.split(':')[0]!);
    const conf = readFileSync(file, 'utf8');
    for (const name of instances) expect(conf).toMatch(new RegExp(`server ${name}:3000\\b`));
    const [, seconds = ''] = /keepalive_timeout (\d+)s;/.exec(conf) ?? [];
    expect(Number(seconds) * 1000).toBeLessThan(readConfig({}).keepAliveTimeoutMs);
    expect(Object.keys(services.proxy!.depends_on as object).sort()).toEqual(instances);
  });
});

// npm run bench: the embedded answerer's accuracy on the question tables, its latency alone and with a
// conversation before each question, then the throughput of
// POST /api/chat next to GET /healthz on one server, measured in one run, with the rate limit lifted
// (still counted, never reached): once with the limits in memory, once in a real Redis that the
// bench starts itself. Figures only: it never fails on time.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { owner } from '../content';
import { createApp } from '../server/app';
import { createAnswerer } from '../server/chat/answerer';
import { readConfig } from '../server/config';
import type { ChatTurn } from '../contracts/chat';
import { OWNERS } from '../tests/unit/chat-server/owners';
import { historyOf, judge, questionTable } from '../tests/unit/chat-server/questionTables';
import { localRedis } from './stores';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface CannonRequest {
  body?: string;
}
interface CannonOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  duration: number;
  connections: number;
  requests?: { setupRequest: (req: CannonRequest) => CannonRequest }[];
}
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: CannonOptions,
) => Promise<CannonResult>;

const SERVE_FLAG = '--serve';
const PASSES = 200;
// Each route runs ROUNDS times, alternating, so a change in machine load hits both alike.
const ROUNDS = 2;
const SECONDS = 3;
const CONNECTIONS = 10;
// Every browser says it takes compressed answers; the bench asks the way they do.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(3)} ms`;
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');

/** Per owner: how many of the question table's answers are right, and how many say something wrong. */
function accuracy() {
  return OWNERS.map(([name, o, cases]) => {
    const answerer = createAnswerer(o);
    const verdicts = cases.map((c) => ({ c, v: judge(c, answerer.answer(c.question, NOW, historyOf(c))) }));
    return {
      name,
      right: verdicts.filter((x) => x.v.right).length,
      wrong: verdicts.filter((x) => x.v.wrong).length,
      total: cases.length,
      missed: verdicts.filter((x) => !x.v.right).map((x) => `${x.c.question}: ${x.v.why.join('; ')}`),
    };
  });
}

const NOW = new Date();
const FOLLOW_UPS = [
  'Which of them use React?',
  'tell me more about the second one',
  'what year was that?',
  'link?',
];

/**
 * Latency per answer over each owner's table: alone; with the conversation so far (the previous
 * question and answer with its ids, as the chat sends it); and for follow-ups that resolve against it.
 */
function answererLatency() {
  const started = performance.now();
  const answerers = OWNERS.map(([, o, cases]) => ({ answerer: createAnswerer(o), cases }));
  const startup = (performance.now() - started) / OWNERS.length;
  const runs = answerers.flatMap(({ answerer, cases }) =>
    cases.map((c, i) => {
      const before = cases[(i + cases.length - 1) % cases.length]!;
      const a = answerer.answer(before.question, NOW);
      const history: ChatTurn[] = [
        { sender: 'user', text: before.question },
        { sender: 'ai', text: a.text, items: a.items, kind: a.kind },
      ];
      return { answerer, question: c.question, history };
    }),
  );
  const followUps = runs.flatMap((r) => FOLLOW_UPS.map((question) => ({ ...r, question })));
  const measure = (list: typeof runs, passes: number) => {
    for (const r of list) r.answerer.answer(r.question, NOW, r.history);
    const samples: number[] = [];
    for (let pass = 0; pass < passes; pass++)
      for (const r of list) {
        const start = performance.now();
        r.answerer.answer(r.question, NOW, r.history);
        samples.push(performance.now() - start);
      }
    samples.sort((a, b) => a - b);
    return { answers: samples.length, median: percentile(samples, 50), p99: percentile(samples, 99) };
  };
  return {
    startup,
    questions: runs.length,
    alone: measure(
      runs.map((r) => ({ ...r, history: [] })),
      PASSES / 4,
    ),
    withHistory: measure(runs, PASSES / 4),
    followUps: measure(followUps, Math.ceil(PASSES / 4 / FOLLOW_UPS.length)),
  };
}

/** One run, with the server process's CPU time (user + system, µs) spent during it. */
type Measured = CannonResult & { cpuMicros: number };
/** Rounds of one route as one figure: mean req/s, worst p99, all errors, server CPU per request. */
type Figure = CannonResult & { cpuPerRequest: number };

function combine(results: Measured[]): Figure {
  const sum = (f: (r: Measured) => number) => results.reduce((a, r) => a + f(r), 0);
  return {
    cpuPerRequest:
      sum((r) => r.cpuMicros) /
      Math.max(
        1,
        sum((r) => r.requests.total),
      ),
    requests: {
      average: sum((r) => r.requests.average) / results.length,
      total: sum((r) => r.requests.total),
    },
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

// The server runs in its own process, so autocannon's load generation does not share its event loop.
async function serveForBench() {
  // The embedded answerer is what is measured, so any model key in the environment is ignored here;
  // the parent sets REDIS_URL (or leaves it empty) and the outbox is not touched.
  const config = { ...readConfig(), openai: undefined, chatRateLimit: 1_000_000_000, databaseUrl: undefined };
  const server = serve({
    fetch: createApp({ config, clientKey: () => 'bench' }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  // The parent asks for this process's CPU time around each run: on a busy machine req/s swings with
  // other load, CPU time per request much less.
  process.on('message', () => process.send?.(process.cpuUsage()));
  console.log(`PORT=${(server.address() as AddressInfo).port}`);
}

async function startServerProcess(
  redisUrl: string,
): Promise<{ base: string; cpu: () => Promise<number>; stop: () => void }> {
  const env = { ...process.env, REDIS_URL: redisUrl };
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), SERVE_FLAG], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env,
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    // Other lines (the Redis client's) may come first; the port is on its own PORT= line.
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /^PORT=(\d+)$/m.exec(output)?.[1];
      if (port) resolve(port);
    });
  });
  child.removeAllListeners('exit');
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (usage) =>
        resolve((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system),
      );
      child.send('cpu');
    });
  return { base: `http://127.0.0.1:${port}`, cpu, stop: () => child.kill('SIGTERM') };
}

async function throughput(redisUrl = '') {
  const { base, cpu, stop } = await startServerProcess(redisUrl);
  const measured = async (run: () => Promise<CannonResult>): Promise<Measured> => {
    const before = await cpu();
    const result = await run();
    return { ...result, cpuMicros: (await cpu()) - before };
  };
  const questions = questionTable(owner).map((c) => c.question);
  // What the chat view sends with each question: the question and answer before it.
  const answerer = createAnswerer(owner);
  const before = questions.map((q): ChatTurn[] => [
    { sender: 'user', text: q },
    { sender: 'ai', text: answerer.answer(q).text },
  ]);
  // "Asked before" means it: each question is asked once before any run is measured.
  for (const userText of questions)
    await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...BROWSER },
      body: JSON.stringify({ userText }),
    });
  let next = 0;
  const chat = (ask: (n: number) => { userText: string; history?: ChatTurn[] }) => () =>
    autocannon({
      url: `${base}/api/chat`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...BROWSER },
      duration: SECONDS,
      connections: CONNECTIONS,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(ask(next++)) }) }],
    });
  const routes = {
    health: () =>
      autocannon({ url: `${base}/healthz`, headers: BROWSER, duration: SECONDS, connections: CONNECTIONS }),
    repeated: chat((n) => ({ userText: questions[n % questions.length]! })),
    fresh: chat((n) => ({ userText: spelledApart(questions[n % questions.length]!, n) })),
    history: chat((n) => ({
      userText: spelledApart(questions[n % questions.length]!, n),
      history: before[(n + 1) % questions.length],
    })),
  };
  const runs = {
    health: [] as Measured[],
    repeated: [] as Measured[],
    fresh: [] as Measured[],
    history: [] as Measured[],
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of ['health', 'repeated', 'fresh', 'history'] as const)
        runs[route].push(await measured(routes[route]));
    }
    return {
      health: combine(runs.health),
      repeated: combine(runs.repeated),
      fresh: combine(runs.fresh),
      history: combine(runs.history),
    };
  } finally {
    stop();
  }
}

// The same question in a letter case no request has used before: the answerer reads it exactly as
// the original (it lowercases everything), but the server has no remembered answer for it.
function spelledApart(question: string, n: number): string {
  let letter = 0;
  return question.replace(/[a-z]/gi, (c) => ((n >> (letter++ % 24)) & 1 ? c.toUpperCase() : c.toLowerCase()));
}

async function main() {
  // Figures from a busy machine are not comparable with a quiet one's, so the run says what it ran on.
  console.log(`\nNode ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}`);
  console.log(
    '\nEmbedded answerer accuracy per owner (right: every fact asked for; wrong: says what it must not):',
  );
  for (const a of accuracy()) {
    console.log(
      `  ${a.name.padEnd(24)} ${String(a.right).padStart(3)} of ${String(a.total).padEnd(3)} right ${((100 * a.right) / a.total).toFixed(1)}%   ${a.wrong} wrong`,
    );
    for (const q of a.missed) console.log(`    missed: ${q}`);
  }
  const lat = answererLatency();
  console.log(`\nEmbedded answerer start-up (catalogue, speller, classifier): ${ms(lat.startup)} per owner`);
  console.log(
    `Embedded answerer latency over the ${lat.questions} questions of the tables (budget: p99 under 10 ms with a history):`,
  );
  const rows = [
    ['alone', lat.alone],
    ['after the previous question and answer', lat.withHistory],
    [`follow-ups (${FOLLOW_UPS.map((f) => `"${f}"`).join(', ')})`, lat.followUps],
  ] as const;
  for (const [name, r] of rows)
    console.log(
      `  ${name.padEnd(40)} ${String(r.answers).padStart(6)} answers   median ${ms(r.median)}   p99 ${ms(r.p99)}`,
    );

  console.log(
    `\nThroughput of one server process at 127.0.0.1 (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per route), rate limit lifted.`,
  );
  console.log(
    `Chat asks the ${lat.questions} questions in turn: "asked before" repeats them (the server remembers recent answers), "new" spells each one in a new letter case so every answer is worked out afresh, "with history" also sends the question and answer before it, as the chat view does.`,
  );
  printThroughput('Rate limits in memory (one instance)', await throughput());
  let redis: Awaited<ReturnType<typeof localRedis>> | undefined;
  try {
    redis = await localRedis();
    await redis.start();
  } catch (err) {
    console.log(`\nRate limits in Redis: skipped (${(err as Error).message})\n`);
    return;
  }
  try {
    printThroughput(`Rate limits in Redis (${redis.url}, shared by instances)`, await throughput(redis.url));
  } finally {
    await redis.destroy();
  }
}

function printThroughput(
  title: string,
  { health, repeated, fresh, history }: { health: Figure; repeated: Figure; fresh: Figure; history: Figure },
) {
  const widths = [34, 10, 12, 12, 8, 14];
  console.log(`\n${title}`);
  console.log(pad(['route', 'req/s', 'p50 latency', 'p99 latency', 'errors', 'server CPU/req'], widths));
  const rows = [
    ['GET /healthz', health],
    ['POST /api/chat, asked before', repeated],
    ['POST /api/chat, new', fresh],
    ['POST /api/chat, new, with history', history],
  ] as const;
  for (const [route, r] of rows) {
    const cells = [
      route,
      Math.round(r.requests.average).toLocaleString('en-US'),
      `${r.latency.p50} ms`,
      `${r.latency.p99} ms`,
      String(r.non2xx + r.errors + r.timeouts),
      `${Math.round(r.cpuPerRequest)} µs`,
    ];
    console.log(pad(cells, widths));
  }
  const ratio = (chat: Figure) =>
    `${(chat.requests.average / health.requests.average).toFixed(2)} in req/s, ${(health.cpuPerRequest / chat.cpuPerRequest).toFixed(2)} in server CPU per request`;
  console.log(
    `ratio /api/chat : /healthz = ${ratio(repeated)} asked before; ${ratio(fresh)} new; ${ratio(history)} new with history (budget: at least 0.50)`,
  );
}

if (process.argv[2] === SERVE_FLAG) await serveForBench();
else await main();

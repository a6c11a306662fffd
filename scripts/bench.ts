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
import {
  answers,
  questionTable,
  unanswerable,
  type QuestionCase,
} from '../tests/unit/chat-server/questionTable';
import { visitorQuestions } from '../tests/unit/chat-server/visitorQuestions';
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

/** How many questions of each table the embedded answerer answers with every fact and no wrong one. */
function accuracy() {
  const answerer = createAnswerer(owner);
  const honest = unanswerable(owner).map((question): QuestionCase => ({
    question,
    mustContain: ["I don't know", '(/contact)'],
  }));
  const tables = [
    ['question table (written from content/)', questionTable(owner)],
    ['visitor questions (typos, paraphrases, time, two in one)', visitorQuestions(owner)],
    ['questions content/ cannot answer (traps)', honest],
  ] as const;
  return tables.map(([name, cases]) => {
    const missed = cases.filter((c) => !answers(answerer.answer(c.question, c.now).text, c));
    return {
      name,
      passed: cases.length - missed.length,
      total: cases.length,
      missed: missed.map((c) => c.question),
    };
  });
}

const FOLLOW_UPS = ['Which of them use React?', 'tell me more about the second one', 'what year was that?'];

/**
 * Latency per answer over the question table: alone; with the conversation so far (the previous
 * question and answer, as the chat sends it); and for follow-ups that must resolve against it.
 */
function answererLatency() {
  const answerer = createAnswerer(owner);
  const table = questionTable(owner);
  const asked = table.map((c, i): { question: string; now?: Date; history: ChatTurn[] } => {
    const before = table[(i + table.length - 1) % table.length]!;
    return {
      question: c.question,
      now: c.now,
      history: [
        { sender: 'user', text: before.question },
        { sender: 'ai', text: answerer.answer(before.question, before.now).text },
      ],
    };
  });
  const followUps = asked.flatMap(({ question, now }) => {
    const history: ChatTurn[] = [
      { sender: 'user', text: question },
      { sender: 'ai', text: answerer.answer(question, now).text },
    ];
    return FOLLOW_UPS.map((f) => ({ question: f, now, history }));
  });
  const measure = (runs: { question: string; now?: Date; history: ChatTurn[] }[], passes: number) => {
    for (const r of runs) answerer.answer(r.question, r.now, r.history);
    const samples: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const r of runs) {
        const start = performance.now();
        answerer.answer(r.question, r.now, r.history);
        samples.push(performance.now() - start);
      }
    }
    samples.sort((a, b) => a - b);
    return { answers: samples.length, median: percentile(samples, 50), p99: percentile(samples, 99) };
  };
  return {
    questions: table.length,
    alone: measure(
      asked.map((a) => ({ ...a, history: [] })),
      PASSES,
    ),
    withHistory: measure(asked, PASSES),
    followUps: measure(followUps, Math.ceil(PASSES / FOLLOW_UPS.length)),
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
  console.log('\nEmbedded answerer accuracy (every fact the case asks for, and none it forbids):');
  for (const a of accuracy()) {
    console.log(
      `  ${a.name.padEnd(58)} ${String(a.passed).padStart(3)} of ${String(a.total).padEnd(3)} ${((100 * a.passed) / a.total).toFixed(1)}%`,
    );
    for (const q of a.missed) console.log(`    missed: ${q}`);
  }
  const lat = answererLatency();
  console.log(
    `\nEmbedded answerer latency over the ${lat.questions} questions of the table (budget: p99 under 5 ms):`,
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

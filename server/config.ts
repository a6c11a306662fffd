import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailjsIds, voiceApiBase, voiceEnabled } from '../contracts/features';

// Runtime configuration, read once from the environment. Every variable is documented in .env.example.

export interface ServerConfig {
  port: number;
  distDir: string;
  outboxFile: string;
  chatRateLimit: number;
  outboxRateLimit: number;
  /** Reverse proxies in front of the server; rate limits key on the address the outermost one saw. */
  trustProxyHops: number;
  /** Rate limits shared through Redis; without it each process counts in memory. */
  redisUrl?: string;
  /** The outbox in PostgreSQL; without it messages go to outboxFile. */
  databaseUrl?: string;
  /** The chat questions of visitors who agreed to be kept, without DATABASE_URL (server/insights). */
  insightsFile: string;
  /** Kept questions older than this many days are deleted. */
  insightsRetentionDays: number;
  /** The owner's page at /owner exists only when this is set; it is the password to it. */
  ownerToken?: string;
  /** Requests a minute one client may make to /owner (sign-in attempts have their own, lower, limit). */
  ownerRateLimit: number;
  /** How long an outbox write may take before the request fails with 503. */
  outboxWriteTimeoutMs: number;
  /** On SIGTERM, how long requests in flight may take before their connections are cut. */
  shutdownTimeoutMs: number;
  /** The longest a client may take to send a whole request, and its headers (408 after that). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are closed as they arrive. */
  maxConnections: number;
  openai?: { apiKey: string; baseUrl: string; model: string; timeoutMs: number };
  /** True when real EmailJS ids are configured; otherwise the contact form posts to the local outbox. */
  emailjs: boolean;
  voiceApiBase?: string;
  /** CSP hashes of what the prerendered pages inline: TanStack Router's hydration data and the site's styles. */
  scriptHashes: string[];
  styleHashes: string[];
}

const int = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
};

// TRUST_PROXY is a number of hops; `true` (its old form) means one proxy, anything else none.
const proxyHops = (value: string | undefined) => (value?.trim() === 'true' ? 1 : int(value, 0, 0));

const url = (value: string | undefined) => value?.trim() || undefined;

// A slow client holds a connection for at most these; Node's own defaults (300 s for a request,
// 60 s for its headers, no cap on connections) let a few slow senders hold the server open.
function timeLimits(env: Record<string, string | undefined>) {
  const requestTimeoutMs = int(env.REQUEST_TIMEOUT_MS, 30_000);
  return {
    requestTimeoutMs,
    // Node refuses a headers limit longer than the whole request's.
    headersTimeoutMs: Math.min(int(env.HEADERS_TIMEOUT_MS, 10_000), requestTimeoutMs),
    keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 5000),
  };
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const apiKey = env.OPENAI_API_KEY?.trim();
  return {
    port: int(env.PORT, 3000, 0),
    distDir: env.DIST_DIR ?? 'dist',
    outboxFile: env.OUTBOX_FILE?.trim() || 'data/outbox.jsonl',
    chatRateLimit: int(env.RATE_LIMIT_CHAT, 20),
    outboxRateLimit: int(env.RATE_LIMIT_OUTBOX, 5),
    trustProxyHops: proxyHops(env.TRUST_PROXY),
    redisUrl: url(env.REDIS_URL),
    databaseUrl: url(env.DATABASE_URL),
    insightsFile: env.INSIGHTS_FILE?.trim() || 'data/insights.jsonl',
    insightsRetentionDays: int(env.INSIGHTS_RETENTION_DAYS, 90),
    ownerToken: env.OWNER_TOKEN?.trim() || undefined,
    ownerRateLimit: int(env.RATE_LIMIT_OWNER, 30),
    outboxWriteTimeoutMs: int(env.OUTBOX_WRITE_TIMEOUT_MS, 5000),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 8000),
    ...timeLimits(env),
    maxConnections: int(env.MAX_CONNECTIONS, 1000),
    openai: apiKey
      ? {
          apiKey,
          baseUrl: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
          model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: int(env.OPENAI_TIMEOUT_MS, 15000),
        }
      : undefined,
    emailjs: Boolean(emailjsIds(env)),
    voiceApiBase: voiceEnabled(env) ? voiceApiBase(env) : undefined,
    scriptHashes: [],
    styleHashes: [],
  };
}

/**
 * The browser build records whether it posts to EmailJS, which voice API it calls and which inline
 * scripts its pages carry (dist/build-config.json); those facts, not the server's own environment,
 * shape the CSP.
 */
export function withBuildFacts(config: ServerConfig): ServerConfig {
  const file = join(config.distDir, 'build-config.json');
  if (!existsSync(file)) return config;
  try {
    const facts = JSON.parse(readFileSync(file, 'utf8')) as {
      emailjs?: unknown;
      voiceApiBase?: unknown;
      scriptHashes?: unknown;
      styleHashes?: unknown;
    };
    const hash = /^'sha256-[\w+/]+=*'$/;
    const hashes = (list: unknown) =>
      Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string' && hash.test(h)) : [];
    return {
      ...config,
      emailjs: facts.emailjs === true,
      voiceApiBase: typeof facts.voiceApiBase === 'string' ? facts.voiceApiBase : undefined,
      scriptHashes: hashes(facts.scriptHashes),
      styleHashes: hashes(facts.styleHashes),
    };
  } catch (err) {
    console.warn(`Ignoring unreadable ${file}:`, err);
    return config;
  }
}

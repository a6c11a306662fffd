import { parseArgs } from 'node:util';
import { readConfig, type ServerConfig } from '../config';
import { formatReport } from './print';
import { retentionCutoff } from './record';
import { buildReport, lastDays, periodOfDays } from './report';
import { insightsStore } from './stores';
import type { InsightsStore, Period } from './store';

// `npm run insights`: the owner's report from the store the server uses, or one deletion.

export const USAGE = `Usage:
  npm run insights                            the last 30 days
  npm run insights -- --days 7                the last 7 days, today included
  npm run insights -- --from 2025-01-01 --to 2025-01-31
  npm run insights -- --json                  the same as JSON, for scripts
  npm run insights -- --delete <conversation id or email>
                                              deletes that conversation, or every question of that email`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  now?: Date;
}

const OPTIONS = {
  days: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  json: { type: 'boolean', default: false },
  delete: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Args = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];

/** The period the arguments name: --from/--to (either alone is one day), or the last --days (30 by default). */
function periodOf(args: Args, now: Date): Period {
  if (args.from || args.to) {
    const today = now.toISOString().slice(0, 10);
    return periodOfDays(args.from ?? args.to ?? today, args.to ?? today);
  }
  const days = args.days === undefined ? 30 : Number(args.days);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`--days takes a whole number of days, got "${args.days}".`);
  return lastDays(days, now);
}

/** --delete: one conversation by its id, or every question of an email. */
async function deleteQuestions(store: InsightsStore, target: string, io: CliIo): Promise<number> {
  if (!target) {
    io.err(`--delete needs a conversation id or an email.\n\n${USAGE}`);
    return 2;
  }
  const who = target.includes('@') ? { email: target } : { conversationId: target };
  const deleted = await store.forget(who);
  io.out(
    `Deleted ${deleted} question${deleted === 1 ? '' : 's'} of ${'email' in who ? 'the email' : 'conversation'} ${target} from ${store.where}.`,
  );
  return 0;
}

/** The report of the period, after deleting what is older than the retention. */
async function printReport(
  store: InsightsStore,
  config: ServerConfig,
  args: Args,
  period: Period,
  io: CliIo,
  now: Date,
): Promise<number> {
  const pruned = await store.prune(retentionCutoff(now, config.insightsRetentionDays));
  if (pruned)
    io.err(
      `Deleted ${pruned} question${pruned === 1 ? '' : 's'} older than ${config.insightsRetentionDays} days (INSIGHTS_RETENTION_DAYS).`,
    );
  const report = buildReport(await store.list(period), period);
  io.out(args.json ? JSON.stringify(report, null, 2) : formatReport(report, store.where));
  return 0;
}

/** Runs one command; resolves with the process's exit code. */
export async function runInsights(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const now = io.now ?? new Date();
  let args: Args;
  let period: Period;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
    if (args.help) {
      io.out(USAGE);
      return 0;
    }
    period = periodOf(args, now);
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const config = readConfig(env);
  const store = insightsStore(config);
  try {
    if (args.delete !== undefined) return await deleteQuestions(store, args.delete.trim(), io);
    return await printReport(store, config, args, period, io, now);
  } catch (err) {
    io.err(`Could not read the chat questions (${store.where}): ${(err as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

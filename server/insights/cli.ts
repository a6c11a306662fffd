import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { formatReport } from './print';
import { retentionCutoff } from './record';
import { buildReport, lastDays, periodOfDays } from './report';
import { insightsStore } from './stores';
import type { Period } from './store';

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

/** Runs one command; resolves with the process's exit code. */
export async function runInsights(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        days: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        json: { type: 'boolean', default: false },
        delete: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  const now = io.now ?? new Date();
  let period: Period;
  try {
    if (args.from || args.to) {
      const today = now.toISOString().slice(0, 10);
      period = periodOfDays(args.from ?? args.to ?? today, args.to ?? today);
    } else {
      const days = args.days === undefined ? 30 : Number(args.days);
      if (!Number.isInteger(days) || days < 1)
        throw new Error(`--days takes a whole number of days, got "${args.days}".`);
      period = lastDays(days, now);
    }
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const config = readConfig(env);
  const store = insightsStore(config);
  try {
    if (args.delete !== undefined) {
      const target = args.delete.trim();
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
    const pruned = await store.prune(retentionCutoff(now, config.insightsRetentionDays));
    if (pruned)
      io.err(
        `Deleted ${pruned} question${pruned === 1 ? '' : 's'} older than ${config.insightsRetentionDays} days (INSIGHTS_RETENTION_DAYS).`,
      );
    const report = buildReport(await store.list(period), period);
    io.out(args.json ? JSON.stringify(report, null, 2) : formatReport(report, store.where));
    return 0;
  } catch (err) {
    io.err(`Could not read the chat questions (${store.where}): ${(err as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

import { open, readFile, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { appendLine, syncFolder } from '../outbox/fileStore';
import { matches, type InsightsStore, type QuestionRecord } from './store';

// The one-process log: a JSON-lines file like the outbox's. Appends run one after another, each flushed
// to the disk before it counts; deletions write the kept lines to a new file and rename it over the old
// one, so a crash leaves either the old log or the new, never half of one.

const stores = new Map<string, InsightsStore>();

/** One store per file for the whole process, so the server and its tests share its queue and its ids. */
export function fileInsights(file: string): InsightsStore {
  const path = resolve(file);
  let store = stores.get(path);
  if (!store) stores.set(path, (store = createFileInsights(file)));
  return store;
}

const key = (r: Pick<QuestionRecord, 'conversationId' | 'questionId'>) =>
  `${r.conversationId}\u0000${r.questionId}`;

function isRecord(value: unknown): value is QuestionRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    (['questionId', 'conversationId', 'email', 'question', 'askedAt'] as const).every(
      (field) => typeof r[field] === 'string',
    ) &&
    (r.kind === null || typeof r.kind === 'string') &&
    Array.isArray(r.items) &&
    r.items.every((item) => typeof item === 'string')
  );
}

/** Each line of the file, parsed when it is a stored question; other lines are kept as they are. */
export function parseLog(contents: string): { line: string; record?: QuestionRecord }[] {
  return contents
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return isRecord(parsed) ? { line, record: parsed } : { line };
      } catch {
        return { line };
      }
    });
}

async function readIfExists(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
}

async function replaceFile(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(contents, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(dirname(file));
}

function createFileInsights(file: string): InsightsStore {
  let queue: Promise<unknown> = Promise.resolve();
  let keys: Set<string> | undefined;
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };
  // Reads the ids already stored; a torn last line (a write cut short, never counted) is sealed.
  const load = async () => {
    const contents = await readIfExists(file);
    keys = new Set(parseLog(contents).flatMap(({ record }) => (record ? [key(record)] : [])));
    if (contents && !contents.endsWith('\n')) await appendLine(file, '\n');
    return keys;
  };
  // Keeps every line `keep` accepts (and every line that is not a question), and says how many went.
  const rewrite = (drop: (record: QuestionRecord) => boolean) =>
    enqueue(async () => {
      const lines = parseLog(await readIfExists(file));
      const kept = lines.filter(({ record }) => !record || !drop(record));
      const removed = lines.length - kept.length;
      if (removed) {
        await replaceFile(file, kept.map(({ line }) => `${line}\n`).join(''));
        keys = undefined;
      }
      return removed;
    });

  return {
    kind: 'file',
    where: file,
    record: (record) =>
      enqueue(async () => {
        const known = keys ?? (await load());
        if (known.has(key(record))) return 'replayed' as const;
        try {
          await appendLine(file, `${JSON.stringify(record)}\n`);
        } catch (err) {
          keys = undefined;
          throw err;
        }
        known.add(key(record));
        return 'stored' as const;
      }),
    list: async ({ from, to }) => {
      const lines = parseLog(await readIfExists(file));
      return lines
        .flatMap(({ record }) => (record ? [record] : []))
        .filter((r) => {
          const at = Date.parse(r.askedAt);
          return at >= from.getTime() && at < to.getTime();
        })
        .sort((a, b) => Date.parse(a.askedAt) - Date.parse(b.askedAt));
    },
    forget: (who) => rewrite((record) => matches(record, who)),
    prune: (before) =>
      rewrite((record) => {
        const at = Date.parse(record.askedAt);
        // A time that cannot be read cannot be kept within the retention either.
        return Number.isNaN(at) || at < before.getTime();
      }),
    close: () => enqueue(async () => undefined),
  };
}

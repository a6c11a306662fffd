import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import {
  fingerprint,
  type OutboxListing,
  type OutboxRecord,
  type OutboxStore,
  type SaveOutcome,
} from './store';
import { OUTBOX_BODY_LIMIT } from './route';

// The one-process outbox: an append-only JSON-lines file. Appends run one after another, each
// flushed to the disk before the caller answers; the idempotency keys seen so far are kept in memory.

const stores = new Map<string, OutboxStore>();

/** One store per file for the whole process, so two apps on one file share its queue and its keys. */
export function fileOutbox(file: string, options: { stallAfterMs?: number } = {}): OutboxStore {
  const path = resolve(file);
  let store = stores.get(path);
  if (!store) stores.set(path, (store = createFileOutbox(file, options.stallAfterMs ?? 5000)));
  return store;
}

function createFileOutbox(file: string, stallAfterMs: number): OutboxStore {
  let queue: Promise<unknown> = Promise.resolve();
  let keys: Map<string, { id: string; fingerprint: string }> | undefined;
  let busySince: number | undefined;

  // Jobs run one at a time; the running one's start time tells check() whether the disk is stuck.
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      busySince = Date.now();
      try {
        return await job();
      } finally {
        busySince = undefined;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  // Reads the keys already stored, and seals a torn last line (a write cut short by a crash or a
  // full disk, so never acknowledged) so that the next message does not land on the end of it.
  const load = async () => {
    const contents = await readIfExists(file);
    const loaded = new Map<string, { id: string; fingerprint: string }>();
    for (const record of parseOutbox(contents ?? '').messages) {
      if (record.idempotencyKey)
        loaded.set(record.idempotencyKey, { id: record.id, fingerprint: fingerprint(record) });
    }
    if (contents && !contents.endsWith('\n')) {
      const torn = contents.length - contents.lastIndexOf('\n') - 1;
      await appendLine(file, '\n');
      console.warn(
        `[outbox] ${file} ended in a torn line (${torn} characters of a write that never finished, so never acknowledged); sealed it so the next message starts on a line of its own. npm run outbox reports it as skipped.`,
      );
    }
    keys = loaded;
  };

  return {
    kind: 'file',
    where: file,
    open: () => enqueue(async () => (keys ? undefined : load())),
    save: (record, signal) =>
      enqueue(async (): Promise<SaveOutcome> => {
        signal?.throwIfAborted();
        if (!keys) await load();
        const key = record.idempotencyKey;
        const prior = key ? keys!.get(key) : undefined;
        if (prior)
          return {
            outcome: prior.fingerprint === fingerprint(record) ? 'replayed' : 'conflict',
            id: prior.id,
          };
        try {
          await appendLine(file, `${JSON.stringify(record)}\n`);
        } catch (err) {
          // The file may now end in part of this line: read it again (and seal it) before the next write.
          keys = undefined;
          throw err;
        }
        if (key) keys!.set(key, { id: record.id, fingerprint: fingerprint(record) });
        return { outcome: 'stored', id: record.id };
      }),
    list: async () => {
      const contents = await readIfExists(file);
      if (contents === undefined)
        return {
          messages: [],
          skipped: [],
          missing: `${file} does not exist. The contact form creates it with the first message.`,
        };
      return parseOutbox(contents);
    },
    check: async () => {
      if (busySince !== undefined && Date.now() - busySince > stallAfterMs) {
        throw new Error(
          `a write to ${file} has not finished for ${Math.round((Date.now() - busySince) / 1000)} s`,
        );
      }
      await probeWrite(file);
    },
    close: () => enqueue(async () => undefined),
  };
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

const isRecord = (value: unknown): value is OutboxRecord => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (['receivedAt', 'name', 'email', 'message'] as const).every(
    (key) => typeof record[key] === 'string',
  );
};

/** The messages in an outbox file, and the numbers of lines that are not one. */
export function parseOutbox(contents: string): OutboxListing {
  const messages: OutboxRecord[] = [];
  const skipped: number[] = [];
  contents.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = undefined;
    }
    if (isRecord(parsed)) messages.push(parsed);
    else skipped.push(index + 1);
  });
  return { messages, skipped };
}

// Written, flushed to the disk and closed before the caller answers: a 200 means the message survives
// a crash or power cut. A newly created file also gets its folder entry flushed.
export async function appendLine(file: string, line: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  let created = false;
  try {
    created = (await handle.stat()).size === 0;
    await handle.writeFile(line, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (created) await syncFolder(dirname(file));
}

// As large as the largest message a request can carry, so a disk that takes the probe takes any message.
const PROBE = Buffer.alloc(OUTBOX_BODY_LIMIT, ' ');

/**
 * Fails the way the next append would on a disk that refuses it (full, read-only, gone), without
 * touching the outbox: the file is opened for writing but not written, and a probe of a message's
 * size goes to a file beside it and is removed unflushed, so it costs the disk nothing.
 */
async function probeWrite(file: string): Promise<void> {
  const folder = dirname(file);
  const probe = join(folder, `.${basename(file)}.${process.pid}.probe`);
  try {
    await mkdir(folder, { recursive: true });
    await (await open(file, 'r+').catch(missingIsFine))?.close();
    const handle = await open(probe, 'w');
    try {
      await handle.writeFile(PROBE);
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw new Error(`${file} cannot be written: ${(err as Error).message}`, { cause: err });
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

const missingIsFine = (err: NodeJS.ErrnoException) => {
  if (err.code === 'ENOENT') return undefined;
  throw err;
};

export async function syncFolder(folder: string): Promise<void> {
  const dir = await open(folder, 'r');
  try {
    await dir.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the file's own data is already on disk.
  } finally {
    await dir.close();
  }
}

import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface OutboxRecord {
  id: string;
  receivedAt: string;
  service_id: string;
  template_id: string;
  name: string;
  email: string;
  message: string;
}

// One queue per file for the whole process: appends run one after another, so lines never
// interleave and a failure of one write does not block those behind it.
const queues = new Map<string, Promise<unknown>>();

export function appendRecord(file: string, record: OutboxRecord): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const run = previous.then(() => appendLine(file, `${JSON.stringify(record)}\n`));
  queues.set(file, run.catch(() => undefined));
  return run;
}

// Written, flushed to the disk and closed before the caller answers: a 200 means the message survives
// a crash or power cut. A newly created file also gets its folder entry flushed.
async function appendLine(file: string, line: string): Promise<void> {
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

async function syncFolder(folder: string): Promise<void> {
  const dir = await open(folder, 'r');
  try {
    await dir.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the file's own data is already on disk.
  } finally {
    await dir.close();
  }
}

import type * as FsPromises from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOutbox, payload } from './helpers';

// Records what happens to every file the outbox opens, to check the order against the answer.
const trace: string[] = [];
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open = async (...args: Parameters<typeof actual.open>) => {
    const handle: FsPromises.FileHandle = await actual.open(...args);
    const kind = args[1] === 'a' ? 'file' : 'folder';
    trace.push(`${kind}.open`);
    for (const method of ['writeFile', 'sync', 'close'] as const) {
      const original = handle[method].bind(handle) as (...a: unknown[]) => Promise<void>;
      (handle as unknown as Record<string, unknown>)[method] = async (...a: unknown[]) => {
        await original(...a);
        trace.push(`${kind}.${method}`);
      };
    }
    return handle;
  };
  return { ...actual, open, default: { ...actual, open } };
});

let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

describe('outbox durability', () => {
  it('writes, flushes to disk and closes the file before it answers OK', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload());
    trace.push(`answered ${response.status}`);
    // The first message creates the file, so its folder entry is flushed too.
    expect(trace).toEqual([
      'file.open',
      'file.writeFile',
      'file.sync',
      'file.close',
      'folder.open',
      'folder.sync',
      'folder.close',
      'answered 200',
    ]);

    trace.length = 0;
    await outbox.post(payload());
    trace.push('answered');
    expect(trace).toEqual(['file.open', 'file.writeFile', 'file.sync', 'file.close', 'answered']);
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOutbox } from '../../../server/outbox/fileStore';
import type { OutboxRecord } from '../../../server/outbox/store';

const appendRecord = (file: string, record: OutboxRecord) => fileOutbox(file).save(record);

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const record = (i: number, size: number): OutboxRecord => ({
  id: `id-${i}`,
  receivedAt: new Date(0).toISOString(),
  service_id: 'outbox',
  template_id: 'contact',
  name: `Name: writer ${i}`,
  email: 'Email: a@b.co',
  message: `Message: ${String.fromCharCode(97 + (i % 26)).repeat(size)}`,
});

describe('outbox appends', () => {
  // Node writes a file in chunks of 512 KiB, so lines this long take several write() calls each:
  // only the queue keeps them from interleaving.
  it('never interleave, even for lines too long to be written in one go', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-store-'));
    const file = join(dir, 'outbox.jsonl');
    const records = Array.from({ length: 12 }, (_, i) => record(i, 700 * 1024));
    await Promise.all(records.map((r) => appendRecord(file, r)));
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(12);
    expect(lines.map((line) => (JSON.parse(line) as OutboxRecord).id)).toEqual(records.map((r) => r.id));
  });

  it('lets later messages through after one write fails', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-store-'));
    const blocked = join(dir, 'taken');
    await appendRecord(blocked, record(0, 10));
    // A path under a regular file cannot be created: this append fails, the next one must not.
    await expect(appendRecord(join(blocked, 'outbox.jsonl'), record(1, 10))).rejects.toThrow();
    await appendRecord(blocked, record(2, 10));
    const lines = (await readFile(blocked, 'utf8')).split('\n').filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as OutboxRecord).id)).toEqual(['id-0', 'id-2']);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOutbox } from '../../../server/outbox/fileStore';
import { formatOutbox as formatListing } from '../../../server/outbox/print';

const formatOutbox = (contents: string, source: string) => formatListing(parseOutbox(contents), source);

const line = (fields: Record<string, string>) =>
  JSON.stringify({
    id: 'id-1',
    receivedAt: '2026-11-22T05:44:49.983Z',
    service_id: 'outbox',
    template_id: 'contact',
    name: 'Name: Ada',
    email: 'Email: ada@example.com',
    message: 'Message: Hello',
    ...fields,
  });

describe('formatOutbox', () => {
  it('prints each message with its date, name, email and message, without the payload labels', () => {
    const text = formatOutbox(
      `${line({ message: 'Message: First line\nSecond line' })}\n${line({ id: 'id-2', name: 'Name: Bob' })}\n`,
      'data/outbox.jsonl',
    );
    expect(text).toBe(
      [
        '2 messages in data/outbox.jsonl',
        '',
        '── 1 of 2 ── 2026-11-22 05:44:49 UTC ── id-1',
        'Name:    Ada',
        'Email:   ada@example.com',
        'Message:',
        '  First line',
        '  Second line',
        '',
        '── 2 of 2 ── 2026-11-22 05:44:49 UTC ── id-2',
        'Name:    Bob',
        'Email:   ada@example.com',
        'Message:',
        '  Hello',
      ].join('\n'),
    );
  });

  it('shows encoded characters as typed, and terminal escapes and bidi overrides as visible codes', () => {
    const text = formatOutbox(line({ message: 'Message: Tom &amp; Jerry &lt;3 \u001b[2J\u202Eevil' }), 'f');
    expect(text).toContain('  Tom & Jerry <3 \\u{001B}[2J\\u{202E}evil');
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u202E');
  });

  it('says plainly when there is nothing to show', () => {
    expect(formatOutbox('', 'data/outbox.jsonl')).toBe('No messages yet: data/outbox.jsonl is empty.');
  });

  it('skips corrupt lines and reports them by number', () => {
    const text = formatOutbox(
      `${line({})}\n{"name": "half a rec\nnot json\n{"name":"no other fields"}\n`,
      'f',
    );
    expect(text).toContain('1 message in f');
    expect(text).toContain('Skipped 3 corrupt lines (not a stored message): line 2, 3, 4.');
  });
});

describe('npm run outbox (scripts/outbox.ts)', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const run = (file: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts'], {
      env: { ...process.env, OUTBOX_FILE: file },
      timeout: 20_000,
    });

  it('reads the file named by OUTBOX_FILE', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-cli-'));
    await writeFile(join(dir, 'o.jsonl'), `${line({})}\n`);
    const { stdout } = await run(join(dir, 'o.jsonl'));
    expect(stdout).toContain('1 message in');
    expect(stdout).toContain('Name:    Ada');
  });

  it('says so when the outbox file does not exist yet', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-cli-'));
    const { stdout } = await run(join(dir, 'missing.jsonl'));
    expect(stdout).toMatch(/^No messages yet: .*missing\.jsonl does not exist\./);
  });
});

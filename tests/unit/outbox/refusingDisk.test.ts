import { afterEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { eventually } from '../server/spawnServer';
import { payload } from './helpers';
import { CONTACT_CAPS } from '../../../contracts/contact';

// /healthz and a disk that refuses writes for real: a small tmpfs, filled up or mounted read-only.
// (chmod would not do: root writes through it.) Mounting needs root, which these machines and CI have.

const canMount = (() => {
  if (userInfo().uid !== 0) return false;
  const dir = mkdtempSync(join(tmpdir(), 'mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

let mounted = '';
afterEach(() => {
  vi.restoreAllMocks();
  if (mounted) execFileSync('umount', ['-l', mounted]);
  rmSync(mounted, { recursive: true, force: true });
  mounted = '';
});

function smallDisk() {
  mounted = mkdtempSync(join(tmpdir(), 'small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mounted]);
  return mounted;
}

function outboxApp(file: string) {
  const app = createApp({
    config: readConfig({ OUTBOX_FILE: file, RATE_LIMIT_OUTBOX: '1000' }),
    clientKey: () => 'client',
  });
  const send = (message: string) =>
    app.request('/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload({ message: `Message: ${message}` }),
    });
  const health = async () => {
    const res = await app.request('/healthz');
    return { status: res.status, body: (await res.json()) as { stores: { outbox: { state: string } } } };
  };
  return { send, health };
}

/** Writes until the file system says it is full. */
function fill(folder: string) {
  const chunk = Buffer.alloc(4096, 'x');
  let i = 0;
  try {
    for (; i < 1000; i++) writeFileSync(join(folder, `fill-${i}`), chunk);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    return;
  }
  throw new Error('the small disk never filled');
}

describe.skipIf(!canMount)('/healthz with a file outbox on a disk that refuses writes', () => {
  it('turns red while the disk is full, says why, and green again once there is room', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const disk = smallDisk();
    const { send, health } = outboxApp(join(disk, 'outbox.jsonl'));
    expect((await send('before the disk filled')).status).toBe(200);
    expect((await health()).status).toBe(200);
    fill(disk);
    // The longest message the form allows, in three-byte characters: more than a file's last page can
    // still hold once the disk is full.
    expect((await send('€'.repeat(CONTACT_CAPS.message))).status).toBe(503);
    expect(await eventually(async () => (await health()).status === 503)).toBe(true);
    expect((await health()).body.stores.outbox.state).toBe('unreachable');
    expect(errors.mock.calls.flat().join('\n')).toMatch(/outbox\.jsonl cannot be written: ENOSPC/);
    for (let i = 0; i < 1000; i++) rmSync(join(disk, `fill-${i}`), { force: true });
    expect(await eventually(async () => (await health()).status === 200)).toBe(true);
    expect((await send('after room was made')).status).toBe(200);
  });

  it('turns red while the disk is read-only, and green again once it is writable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const disk = smallDisk();
    const { send, health } = outboxApp(join(disk, 'outbox.jsonl'));
    expect((await send('before')).status).toBe(200);
    expect((await health()).status).toBe(200);
    execFileSync('mount', ['-o', 'remount,ro', disk]);
    expect((await send('while read-only')).status).toBe(503);
    expect(await eventually(async () => (await health()).status === 503)).toBe(true);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/outbox\.jsonl cannot be written: EROFS/);
    execFileSync('mount', ['-o', 'remount,rw', disk]);
    expect(await eventually(async () => (await health()).status === 200)).toBe(true);
    expect((await send('after')).status).toBe(200);
  });
});

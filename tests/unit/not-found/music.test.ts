import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The committed output of scripts/generate-music.sh, checked without any audio tooling.
const dir = new URL('../../../public/audio/', import.meta.url);
const ogg = readFileSync(new URL('not-found-loop.ogg', dir));

describe('the 404 music loop', () => {
  it('is Ogg Opus, mono', () => {
    expect(ogg.subarray(0, 4).toString('latin1')).toBe('OggS');
    const head = ogg.indexOf('OpusHead');
    expect(head).toBeGreaterThan(0);
    expect(ogg.readUInt8(head + 9)).toBe(1);
  });

  it('lasts exactly 8 bars at 120 BPM (16 s), so the loop point falls on a downbeat', () => {
    // Opus counts 48 kHz samples: the last page's granule position minus the encoder pre-skip.
    const head = ogg.indexOf('OpusHead');
    const preSkip = ogg.readUInt16LE(head + 10);
    const lastPage = ogg.lastIndexOf('OggS');
    const granule = Number(ogg.readBigInt64LE(lastPage + 6));
    expect(granule - preSkip).toBe(16 * 48_000);
  });

  it('stays small: both formats together under 200 KB', () => {
    const total = ['not-found-loop.ogg', 'not-found-loop.m4a'].reduce(
      (sum, name) => sum + statSync(new URL(name, dir)).size,
      0,
    );
    expect(total).toBeLessThan(200 * 1024);
  });
});

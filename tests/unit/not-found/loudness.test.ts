import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FFT_SIZE, MUSIC_VOLUME, blobRadius, loudness } from '../../../src/views/not-found/loudness';

describe('the blob radius follows the loudness of the music (spec §9)', () => {
  it('uses the documented constants', () => {
    expect(FFT_SIZE).toBe(256);
    expect(MUSIC_VOLUME).toBe(0.5);
  });

  it('silence is loudness 0 and the resting radius 0.5', () => {
    expect(loudness(new Uint8Array(128))).toBe(0);
    expect(blobRadius(loudness(new Uint8Array(128)))).toBe(0.5);
  });

  it('loudness is the mean of the frequency bins divided by 256', () => {
    expect(loudness(Uint8Array.from([0, 64, 128, 192]))).toBe(96 / 256);
    expect(loudness(new Uint8Array(128).fill(255))).toBe(255 / 256);
  });

  it('the radius is 0.5 plus half the loudness', () => {
    expect(blobRadius(0.5)).toBe(0.75);
    expect(blobRadius(loudness(new Uint8Array(128).fill(128)))).toBe(0.75);
  });

  it('no bins at all count as silence', () => {
    expect(loudness(new Uint8Array(0))).toBe(0);
  });

  it('any analyser output gives a radius in [0.5, 1)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 128 }), (bins) => {
        const radius = blobRadius(loudness(bins));
        return radius >= 0.5 && radius < 1;
      }),
    );
  });
});

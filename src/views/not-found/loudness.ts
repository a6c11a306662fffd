// The audio-reactive blob's constants: analyser size, music volume and the blob's radius at rest.
export const FFT_SIZE = 256;
export const MUSIC_VOLUME = 0.5;
export const REST_RADIUS = 0.5;

/** Mean of the analyser's byte frequency bins, normalised by dividing by 256 (so always below 1). */
export function loudness(bins: ArrayLike<number>): number {
  if (bins.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < bins.length; i++) sum += bins[i] ?? 0;
  return sum / bins.length / 256;
}

/** The blob's radius: 0.5 in silence, growing by half the loudness. */
export function blobRadius(level: number): number {
  return REST_RADIUS + level / 2;
}

import { fail, judge, kind, type Verdict } from './verdict';

export const CAMERA_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
] as const;
export const SCREEN_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
] as const;
export const ENCODING_RANGES = {
  maxBitrate: { min: 100000, max: 2500000 },
  maxFramerate: { min: 1, max: 30 },
  scaleResolutionDownBy: { min: 1, max: 8 },
} as const;
const NUMERIC_KEYS = Object.keys(ENCODING_RANGES) as Array<keyof typeof ENCODING_RANGES>;
export const MAX_SIMULCAST_LAYERS = 3;

const inRange = (n: unknown, min: number, max: number): boolean =>
  typeof n === 'number' && n >= min && n <= max;

function assertLayerNotEmpty(layer: unknown): void {
  if (!(Object.keys(layer as object).length > 0))
    fail(
      `Empty encoding is not allowed. At least one of these valid keys should be specified:${NUMERIC_KEYS.join(',')}`,
    );
}

function assertLayerKey(key: string, value: unknown, ranges: typeof ENCODING_RANGES | null): void {
  if (!(NUMERIC_KEYS as string[]).includes(key)) {
    if (!['active', 'scalabilityMode'].includes(key))
      fail(`Invalid key ${key}, valid keys are:${NUMERIC_KEYS.join(',')}`);
    return;
  }
  if (typeof value !== 'number') fail(`${key} must be a number`);
  if (!ranges) return;
  const { min, max } = ranges[key as keyof typeof ENCODING_RANGES];
  if (!inRange(value, min, max)) fail(`${key} value not in range. valid range: ${min} to ${max}`);
}

export interface SimulcastOptions {
  ranges?: typeof ENCODING_RANGES | null;
  requireMaxBitrate?: boolean;
}

/** daily-js `validateSimulcastEncodings(encodings, ranges, requireMaxBitrate)`; ranges are checked only when given. */
export const checkSimulcastEncodings = (encodings: unknown, options?: SimulcastOptions): Verdict =>
  judge('simulcast-encodings', () => {
    const { ranges = null, requireMaxBitrate = false } = Object(options) as SimulcastOptions;
    if (!encodings) return;
    if (!Array.isArray(encodings)) fail('encodings must be an Array');
    if (!inRange(encodings.length, 1, MAX_SIMULCAST_LAYERS))
      fail(`encodings must be an Array with between 1 to ${MAX_SIMULCAST_LAYERS} layers`);
    for (const layer of encodings as Array<Record<string, unknown>>) {
      assertLayerNotEmpty(layer);
      for (const key in layer) assertLayerKey(key, layer[key], ranges);
      if (requireMaxBitrate && !Object.prototype.hasOwnProperty.call(layer, 'maxBitrate'))
        fail('maxBitrate is not specified');
    }
  });

function assertVideoSendSettings(track: string, settings: unknown): void {
  const presets: readonly string[] = track === 'screenVideo' ? SCREEN_PRESETS : CAMERA_PRESETS;
  const presetMessage = `Video send settings should be either an object or one of the supported presets: ${presets.join()}`;
  if (typeof settings === 'string') {
    if (!presets.includes(settings)) fail(presetMessage);
    return;
  }
  if (kind(settings) !== 'object') fail(presetMessage);
  const s = settings as {
    maxQuality?: unknown;
    encodings?: Record<string, unknown>;
    allowAdaptiveLayers?: unknown;
  };
  if (!s.maxQuality && !s.encodings && s.allowAdaptiveLayers === undefined)
    fail('Video send settings must contain at least maxQuality, allowAdaptiveLayers or encodings attribute');
  if (s.maxQuality && !['low', 'medium', 'high'].includes(s.maxQuality as string))
    fail('maxQuality must be either low, medium or high');
  if (s.encodings) assertEncodingLevels(s.encodings);
}

const LEVELS = ['low', 'medium', 'high'] as const;

/** Encodings name the first one, two or three levels, in order, each with something in it. */
function assertEncodingLevels(e: Record<string, unknown>): void {
  const count = Object.keys(e).length;
  if (count < 1 || count > LEVELS.length || LEVELS.slice(0, count).some((level) => !e[level]))
    fail('Encodings must be defined as: low, low and medium, or low, medium and high.');
  for (const level of LEVELS) if (e[level]) assertLayerNotEmpty(e[level]);
}

/** updateSendSettings(settings) and the sendSettings call property. */
export function assertSendSettings(settings: unknown): void {
  if (!settings || Object.keys(settings as object).length === 0)
    fail('Send settings must contain at least information for one track!');
  for (const [track, value] of Object.entries(settings as object)) assertVideoSendSettings(track, value);
}

export const checkSendSettings = (settings: unknown): Verdict =>
  judge('send-settings', () => assertSendSettings(settings));

/** startScreenShare({ screenVideoSendSettings }). */
export const checkScreenShareSendSettings = (settings: unknown): Verdict =>
  judge('send-settings', () => {
    if (settings) assertVideoSendSettings('screenVideo', settings);
  });

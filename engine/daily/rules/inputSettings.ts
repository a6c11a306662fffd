import { fail, isMediaStreamTrack, isUrl, judge, kind, RuleFailure, type Verdict } from './verdict';

// inputSettings: { video?: { processor?, settings? }, audio?: { processor?, settings? } },
// including the background effects (blur strength, replacement image).

export const VIDEO_PROCESSORS = {
  NONE: 'none',
  BGBLUR: 'background-blur',
  BGIMAGE: 'background-image',
  FACE_DETECTION: 'face-detection',
} as const;
export const AUDIO_PROCESSORS = { NONE: 'none', NOISE_CANCELLATION: 'noise-cancellation' } as const;
export const IMAGE_TYPES = ['jpg', 'png', 'jpeg'] as const;
export const MAX_PRESELECTED_IMAGE = 10;

export const INPUT_SETTINGS_HELP = `inputSettings must be of the form: { video?: { processor?: { type: [ ${Object.values(VIDEO_PROCESSORS).join(' | ')} ], config?: {} } }, audio?: { processor: {type: [ ${Object.values(AUDIO_PROCESSORS).join(' | ')} ] } } }`;

const CONFIG_PROBLEM = 'invalid object in inputSettings -> video -> processor -> config';

function imageSourceProblem(source: unknown): string | undefined {
  if (source === 'default' || source instanceof ArrayBuffer) return undefined;
  if (isUrl(source)) {
    const url = new URL(source as string);
    const path = url.pathname;
    const type =
      url.protocol === 'data:'
        ? path.substring(path.indexOf(':') + 1, path.indexOf(';')).split('/')[1]
        : path.split('.').at(-1)!.toLowerCase().trim();
    return (IMAGE_TYPES as readonly unknown[]).includes(type)
      ? undefined
      : `invalid image type; supported types: [${IMAGE_TYPES.join(', ')}]`;
  }
  const n = Number(source);
  if (isNaN(n) || !Number.isInteger(n) || n <= 0 || n > MAX_PRESELECTED_IMAGE)
    return `invalid image selection; must be an int, > 0, <= ${MAX_PRESELECTED_IMAGE}`;
  return undefined;
}

// Problems are what daily-js logs; '' means it refuses without logging anything, undefined means valid.

/** The background-effect config of a video processor. */
export function backgroundConfigProblem(type: string, config: Record<string, unknown>): string | undefined {
  const keys = Object.keys(config);
  if (keys.length === 0) return undefined;
  if (type === VIDEO_PROCESSORS.BGBLUR) {
    if (keys.length > 1 || keys[0] !== 'strength') return CONFIG_PROBLEM;
    const s = config.strength;
    return typeof s !== 'number' || s <= 0 || s > 1 || isNaN(s)
      ? `${CONFIG_PROBLEM}; expected: {0 < strength <= 1}, got: ${String(s)}`
      : undefined;
  }
  if (type === VIDEO_PROCESSORS.BGIMAGE && config.source !== undefined)
    return imageSourceProblem(config.source);
  return undefined;
}

function videoProcessorProblem(p: unknown): string | undefined {
  if (!p || kind(p) !== 'object') return '';
  const { type, config } = p as { type?: unknown; config?: unknown };
  if (typeof type !== 'string' || !(Object.values(VIDEO_PROCESSORS) as string[]).includes(type))
    return 'inputSettings video processor type invalid';
  if (config) {
    if (kind(config) !== 'object') return '';
    return backgroundConfigProblem(type, config as Record<string, unknown>);
  }
  return undefined;
}

function audioProcessorProblem(p: unknown): string | undefined {
  if (!p || kind(p) !== 'object') return '';
  const type = (p as { type?: unknown }).type;
  return typeof type === 'string' && (Object.values(AUDIO_PROCESSORS) as string[]).includes(type)
    ? undefined
    : 'inputSettings audio processor type invalid';
}

const settingsOk = (s: unknown): boolean =>
  kind(s) === 'object' &&
  (!(s as { customTrack?: unknown }).customTrack ||
    isMediaStreamTrack((s as { customTrack?: unknown }).customTrack));

/** daily-js `Ts`; failures carry INPUT_SETTINGS_HELP with the logged problem as detail. */
export function assertInputSettings(settings: unknown): void {
  if (kind(settings) !== 'object') fail(INPUT_SETTINGS_HELP);
  for (const [media, value] of Object.entries(settings as object)) {
    if ((media !== 'video' && media !== 'audio') || kind(value) !== 'object') fail(INPUT_SETTINGS_HELP);
    for (const [key, part] of Object.entries(value as object)) {
      if (key === 'processor') {
        const problem = media === 'video' ? videoProcessorProblem(part) : audioProcessorProblem(part);
        if (problem !== undefined) fail(INPUT_SETTINGS_HELP, problem || undefined);
      } else if (key !== 'settings' || !settingsOk(part)) {
        fail(INPUT_SETTINGS_HELP);
      }
    }
  }
}

/** updateInputSettings(settings): daily-js rejects with the help text itself. */
export const checkInputSettings = (settings: unknown): Verdict =>
  judge('input-settings', () => assertInputSettings(settings));

/** A video background effect on its own (blur strength, replacement image), as inputSettings would judge it. */
export function checkBackgroundEffect(processor: unknown): Verdict {
  const verdict = judge('background-effects', () => {
    const problem = videoProcessorProblem(processor);
    if (problem !== undefined) throw new RuleFailure(INPUT_SETTINGS_HELP, problem || undefined);
  });
  return verdict;
}

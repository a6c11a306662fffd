import { fail, judge, kind, type Verdict } from './verdict';

export const MEDIA_TYPES = [
  'video',
  'audio',
  'screenVideo',
  'screenAudio',
  'customVideo',
  'customAudio',
] as const;
const BOOLEAN_MEDIA = ['video', 'audio', 'screenVideo', 'screenAudio'];
export const ADMIN_TYPES = ['participants', 'streaming', 'transcription'] as const;

export const PERMISSIONS_HELP =
  'updatePermissions can take hasPresence, canSend, canReceive, and canAdmin permissions. hasPresence must be a boolean. canSend can be a boolean or an Array or Set of media types (video, audio, screenVideo, screenAudio, customVideo, customAudio). canReceive must be an object specifying base, byUserId, and/or byParticipantId fields (see documentation for more details). canAdmin can be a boolean or an Array or Set of admin types (participants, streaming, transcription).';

/** One canReceive entry (a boolean, or media type → boolean / {id: boolean}); `base` needs every type and '*'. */
function mediaPermissionProblem(value: unknown, isBase: boolean): string | undefined {
  if (typeof value === 'boolean') return undefined;
  if (kind(value) !== 'object') return 'invalid (non-object, non-boolean) value in canReceive';
  const keys = Object.keys(value as object);
  const v = value as Record<string, unknown>;
  for (const key of keys) {
    if (!(MEDIA_TYPES as readonly string[]).includes(key)) return `invalid media type '${key}' in canReceive`;
    if (BOOLEAN_MEDIA.includes(key)) {
      if (typeof v[key] !== 'boolean')
        return `invalid (non-boolean) value for media type '${key}' in canReceive`;
    } else {
      if (kind(v[key]) !== 'object')
        return `invalid (non-object) value for media type '${key}' in canReceive`;
      for (const entry of Object.values(v[key] as object)) {
        if (typeof entry !== 'boolean')
          return `invalid (non-boolean) value for entry within '${key}' in canReceive`;
      }
      if (isBase && (v[key] as Record<string, unknown>)['*'] === undefined)
        return `canReceive "base" permission must specify "*" as an entry within '${key}'`;
    }
  }
  if (isBase && keys.length !== MEDIA_TYPES.length)
    return `canReceive "base" permission must specify all media types: ${MEDIA_TYPES.join(', ')} (or be set to a boolean shorthand)`;
  return undefined;
}

/** daily-js `validateJSONObject` for canReceive: the problem text, or undefined when valid. */
export function canReceiveProblem(value: unknown): string | undefined {
  if (kind(value) !== 'object') return 'canReceive must be an object';
  const allowed = ['base', 'byUserId', 'byParticipantId'];
  for (const key of Object.keys(value as object)) {
    if (!allowed.includes(key)) return `canReceive can only contain keys (${allowed.join(', ')})`;
    const field = (value as Record<string, unknown>)[key];
    if (key === 'base') {
      const problem = mediaPermissionProblem(field, true);
      if (problem) return problem;
    } else {
      if (kind(field) !== 'object') return `invalid (non-object) value for field '${key}' in canReceive`;
      for (const entry of Object.values(field as object)) {
        const problem = mediaPermissionProblem(entry, false);
        if (problem) return problem;
      }
    }
  }
  return undefined;
}

function listOrBoolean(value: unknown, allowed: readonly string[]): boolean {
  if (value instanceof Set || Array.isArray(value))
    return [...value].every((item) => allowed.includes(item as string));
  return typeof value === 'boolean';
}

/** updatePermissions inside updateParticipant(); `detail` carries the canReceive problem daily-js logs. */
export function assertPermissions(permissions: unknown): void {
  for (const [key, value] of Object.entries(permissions as object)) {
    switch (key) {
      case 'hasPresence':
        if (typeof value !== 'boolean') fail(PERMISSIONS_HELP);
        break;
      case 'canSend':
        if (!listOrBoolean(value, MEDIA_TYPES)) fail(PERMISSIONS_HELP);
        break;
      case 'canReceive': {
        const problem = canReceiveProblem(value);
        if (problem) fail(PERMISSIONS_HELP, problem);
        break;
      }
      case 'canAdmin':
        if (!listOrBoolean(value, ADMIN_TYPES)) fail(PERMISSIONS_HELP);
        break;
      default:
        fail(PERMISSIONS_HELP);
    }
  }
}

export const checkPermissions = (permissions: unknown): Verdict =>
  judge('permissions', () => assertPermissions(permissions), 'updatePermissions');

// One shape for every rule: a verdict the caller can inspect, and an error the engine can throw.
// `message` is the exact text daily-js 0.80.0 throws (or logs, for the rules it only logs);
// `detail` is the console explanation daily-js prints when its thrown message says "Check error logs".

export type DailyRule =
  | 'call-properties'
  | 'lang'
  | 'theme'
  | 'grid-layout'
  | 'layout'
  | 'subscriptions'
  | 'participant-update'
  | 'permissions'
  | 'session-data'
  | 'app-message'
  | 'custom-track'
  | 'send-settings'
  | 'simulcast-encodings'
  | 'audio-level-interval'
  | 'recording-type'
  | 'dial-out'
  | 'dtmf'
  | 'transcription'
  | 'remote-media-player'
  | 'user-data'
  | 'input-settings'
  | 'background-effects'
  | 'transfer'
  | 'custom-integrations'
  | 'custom-tray-buttons'
  | 'new-participant-sound'
  | 'network-test'
  | 'duplicate-instance'
  | 'react-native-config'
  | 'daily-config';

export type Verdict =
  { ok: true } | { ok: false; rule: DailyRule; message: string; property?: string; detail?: string };

export class DailyValidationError extends Error {
  readonly rule: DailyRule;
  readonly property: string | undefined;
  readonly detail: string | undefined;
  constructor(rule: DailyRule, message: string, property?: string, detail?: string) {
    super(message);
    this.name = 'DailyValidationError';
    this.rule = rule;
    this.property = property;
    this.detail = detail;
  }
}

export const OK: Verdict = { ok: true };

/** Thrown inside a rule to stop at the first failure, the way daily-js does. */
export class RuleFailure extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export function fail(message: string, detail?: string): never {
  throw new RuleFailure(message, detail);
}

/**
 * Runs a rule body. A RuleFailure becomes a verdict; so does a native TypeError, because daily-js
 * lets the same TypeError escape on the same malformed input (e.g. `'grid' in 5`).
 */
export function judge(rule: DailyRule, body: () => void, property?: string): Verdict {
  try {
    body();
    return OK;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const detail = error instanceof RuleFailure ? error.detail : undefined;
    return {
      ok: false,
      rule,
      message,
      ...(property === undefined ? {} : { property }),
      ...(detail === undefined ? {} : { detail }),
    };
  }
}

export function enforce(verdict: Verdict): void {
  if (!verdict.ok)
    throw new DailyValidationError(verdict.rule, verdict.message, verdict.property, verdict.detail);
}

/** daily-js's `typeof` helper: null counts as "object", exactly like `typeof`. */
export const kind = (value: unknown): string => typeof value;

export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isMediaStreamTrack(value: unknown): boolean {
  return typeof MediaStreamTrack !== 'undefined' && value instanceof MediaStreamTrack;
}

export function isUrl(value: unknown): boolean {
  try {
    new URL(value as string);
  } catch {
    return false;
  }
  return true;
}

// daily-js 0.80.0's fatal errors (its `error` event) by kind. Loaded with daily-js, like the rules.
import type { CallFatalError } from '../../machines/webCall.types';

/** daily-js's `error` event ({ errorMsg, error: { type, msg, details } }) as a fatal error by kind. */
export function fatalErrorOf(event: unknown): CallFatalError {
  const { errorMsg, error } = Object(event) as {
    errorMsg?: unknown;
    error?: { type?: unknown; msg?: unknown; details?: { on?: never } };
  };
  const type = String(error?.type);
  const message = String(errorMsg ?? error?.msg ?? 'Unknown daily-js error');
  const time = /^(exp|nbf)-(room|token)$/.exec(type);
  if (time) return { kind: time[1] === 'exp' ? 'expired' : 'not-yet-valid', of: time[2] as 'room', message };
  if (type === 'connection-error') return { kind: type, on: error?.details?.on, message };
  return {
    kind: /^(ejected|no-room|meeting-full|end-of-life|not-allowed)$/.test(type)
      ? (type as 'ejected')
      : 'unknown',
    message,
  };
}

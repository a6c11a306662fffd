/**
 * Reports an error that a caller's callback threw (an event listener, a tracker's `warn`), the way a
 * browser reports an uncaught error in a listener: to `reportError` where the runtime has it, else the
 * console. It never throws, so the engine carries on.
 */
export function reportError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

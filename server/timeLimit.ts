// A promise with a deadline: a store that hangs (a stuck disk, a database that stopped answering)
// costs a request a clear error after a known time, never a hang.

export class TimeLimitError extends Error {
  constructor(readonly ms: number) {
    super(`did not finish within ${ms} ms`);
    this.name = 'TimeLimitError';
  }
}

/** Runs `task` with a signal that aborts after `ms`; rejects with TimeLimitError then, even if the task never settles. */
export function withTimeLimit<T>(ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new TimeLimitError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
    task(controller.signal)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

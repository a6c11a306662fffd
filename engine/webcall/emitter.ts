import mitt from 'mitt';
import type { Emitter, EventType, Handler } from 'mitt';
import { reportError } from '../lib/reportError';

export interface SafeEmitter<Events extends Record<EventType, unknown>> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  off<K extends keyof Events>(type: K, handler?: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, ...event: Events[K] extends void ? [] : [Events[K]]): void;
  clear(): void;
}

/** mitt, except that a listener that throws cannot break the emitter's caller (nor the listeners after it). */
export function createSafeEmitter<Events extends Record<EventType, unknown>>(
  report: (error: unknown) => void = reportError,
): SafeEmitter<Events> {
  const inner: Emitter<Events> = mitt<Events>();
  return {
    on: inner.on,
    off: inner.off,
    emit(type, ...event) {
      // A copy, as mitt iterates one: a listener may add or remove listeners while it runs.
      for (const handler of [...(inner.all.get(type) ?? [])] as Array<Handler<Events[typeof type]>>) {
        try {
          handler(event[0] as Events[typeof type]);
        } catch (error) {
          report(error);
        }
      }
    },
    clear: () => inner.all.clear(),
  };
}

import mitt from 'mitt';
import type { Emitter, EventType, Handler } from 'mitt';
import { reportError } from '../lib/reportError';

export interface SafeEmitter<Events extends Record<EventType, unknown>> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  /** For the next event only; `off(type, handler)` with the same handler removes it before then. */
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  off<K extends keyof Events>(type: K, handler?: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, ...event: Events[K] extends void ? [] : [Events[K]]): void;
  clear(): void;
}

/** mitt, except that a listener that throws cannot break the emitter's caller (nor the listeners after it). */
export function createSafeEmitter<Events extends Record<EventType, unknown>>(
  report: (error: unknown) => void = reportError,
): SafeEmitter<Events> {
  const inner: Emitter<Events> = mitt<Events>();
  type Once = Handler & { listener?: Handler };
  return {
    on: inner.on,
    once(type, handler) {
      const once: Once = (event) => {
        this.off(type, once);
        handler(event as Events[typeof type]);
      };
      once.listener = handler as Handler;
      inner.on(type, once);
    },
    off(type, handler) {
      const handlers = inner.all.get(type) as Once[] | undefined;
      if (!handler || !handlers) return inner.off(type);
      // A once-listener is known by the listener it wraps too.
      const index = handlers.findIndex((h) => h === handler || h.listener === handler);
      if (index >= 0) handlers.splice(index, 1);
    },
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

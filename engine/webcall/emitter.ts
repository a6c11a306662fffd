import mitt from 'mitt';
import type { Emitter, EventType, Handler } from 'mitt';

export interface SafeEmitter<Events extends Record<EventType, unknown>> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  off<K extends keyof Events>(type: K, handler?: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, ...event: Events[K] extends void ? [] : [Events[K]]): void;
  clear(): void;
}

/** Reported the way a browser reports an error thrown by an event listener, without throwing. */
export const reportListenerError = (error: unknown) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
};

/** mitt, except that a listener that throws cannot break the emitter's caller. */
export function createSafeEmitter<Events extends Record<EventType, unknown>>(
  report: (error: unknown) => void = reportListenerError,
): SafeEmitter<Events> {
  const inner: Emitter<Events> = mitt<Events>();
  // Each on() adds its own wrapper, as mitt adds the handler once per on(); off() removes one.
  const wrappers = new Map<keyof Events, Map<unknown, Array<Handler<never>>>>();
  return {
    on(type, handler) {
      const safe: Handler<Events[typeof type]> = (event) => {
        try {
          handler(event);
        } catch (error) {
          report(error);
        }
      };
      const forType = wrappers.get(type) ?? new Map<unknown, Array<Handler<never>>>();
      wrappers.set(type, forType.set(handler, [...(forType.get(handler) ?? []), safe as Handler<never>]));
      inner.on(type, safe);
    },
    off(type, handler) {
      if (!handler) {
        wrappers.delete(type);
        return inner.off(type);
      }
      const forType = wrappers.get(type);
      const safe = forType?.get(handler)?.pop();
      if (!safe) return;
      if (forType?.get(handler)?.length === 0) forType.delete(handler);
      inner.off(type, safe as Handler<Events[typeof type]>);
    },
    emit(type, ...event) {
      inner.emit(type, event[0] as Events[typeof type]);
    },
    clear() {
      inner.all.clear();
      wrappers.clear();
    },
  };
}

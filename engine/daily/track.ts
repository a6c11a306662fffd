import { createActor } from 'xstate';
import { dailyCallMachine, type DailyCallContext, type DailyCallEvent } from '../../machines/dailyCall';
import { reportError } from '../lib/reportError';

/** The daily-js events the dailyCall machine listens to. */
export const DAILY_CALL_EVENTS = [
  'loading',
  'loaded',
  'load-attempt-failed',
  'joining-meeting',
  'joined-meeting',
  'left-meeting',
  'error',
  'participant-joined',
  'participant-updated',
  'participant-left',
  'participant-counts-updated',
  'active-speaker-change',
  'access-state-updated',
  'waiting-participant-added',
  'waiting-participant-updated',
  'waiting-participant-removed',
  'receive-settings-updated',
  'input-settings-updated',
  'send-settings-updated',
  'local-audio-level',
  'remote-participants-audio-level',
] as const;

// Loose on purpose, so a typed DailyCall (whose handlers take DailyEventObject<T>) fits.
type Handler = (event: object) => void;

/** The part of a daily-js call object the tracker needs (a DailyCall satisfies it). */
export interface DailyEventSource {
  on(event: string, handler: Handler): unknown;
  off(event: string, handler: Handler): unknown;
}

export interface TrackOptions {
  /** Called when join() is requested while joining or joined (daily-js only warns then). */
  warn?: (message: string) => void;
  /** Called when leave() is requested while the bundle is still loading. */
  cancelLoad?: () => void;
  /** Receives an error thrown by `warn` or `cancelLoad`; by default reported like a listener's error. */
  onError?: (error: unknown) => void;
}

/** daily-js's call state. */
export type DailyCallState = 'new' | 'loading' | 'loaded' | 'joining' | 'joined' | 'left' | 'error';
export interface DailyCallSnapshot {
  /** 'active' while tracking; 'stopped' after stop(); 'error' if the tracker itself failed. */
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly value: DailyCallState;
  readonly context: DailyCallContext;
}
/**
 * The tracking actor, as much of it as an app uses. Declared here, not as xstate's `Actor`, so the package's
 * public declarations hold no xstate type (xstate's own fail under `exactOptionalPropertyTypes`).
 */
export interface DailyCallTracker {
  getSnapshot(): DailyCallSnapshot;
  /** `{ type: 'call.join' }` or `{ type: 'call.leave' }` just before join()/leave(); daily-js's events arrive by themselves. */
  send(event: DailyCallEvent): void;
  subscribe(listener: (snapshot: DailyCallSnapshot) => void): { unsubscribe(): void };
  /** Stops tracking and removes every listener from the call object. */
  stop(): void;
}
export type {
  DailyAccessState,
  DailyCallContext,
  DailyCallEvent,
  DailyParticipantLike,
  DailyWaitingParticipant,
} from '../../machines/dailyCall';

/**
 * Starts a dailyCall actor fed by `source.on(...)`; stopping the actor removes every listener.
 * Send `{ type: 'call.join' }` / `{ type: 'call.leave' }` just before calling join()/leave() on the call object.
 */
export function trackDailyCall(source: DailyEventSource, options: TrackOptions = {}): DailyCallTracker {
  // A callback that threw inside an action would put the actor in its error state for good.
  const guarded = (run: () => void) => {
    try {
      run();
    } catch (error) {
      try {
        (options.onError ?? reportError)(error);
      } catch {
        // The reporter failed as well; tracking still goes on.
      }
    }
  };
  const actor = createActor(
    dailyCallMachine.provide({
      actions: {
        warn: (_, params) => guarded(() => options.warn?.(params.message)),
        cancelLoad: () => guarded(() => options.cancelLoad?.()),
      },
    }),
  );
  const handlers = DAILY_CALL_EVENTS.map((name) => {
    const handler: Handler = (event) => {
      const { action: _action, callClientId: _id, ...payload } = (event ?? {}) as Record<string, unknown>;
      actor.send({ ...payload, type: `daily.${name}` } as DailyCallEvent);
    };
    source.on(name, handler);
    return [name, handler] as const;
  });
  const detach = () => handlers.forEach(([name, handler]) => source.off(name, handler));
  actor.subscribe({ complete: detach, error: detach });
  return actor.start();
}

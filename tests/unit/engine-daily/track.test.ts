import type { DailyCall } from '@daily-co/daily-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DAILY_CALL_EVENTS, trackDailyCall, type DailyEventSource } from '../../../engine/daily';

describe('trackDailyCall', () => {
  it('accepts a typed daily-js call object', () => {
    expectTypeOf<DailyCall>().toExtend<DailyEventSource>();
  });

  it('listens to every tracked event and lets go of all of them on stop', () => {
    const listening = new Map<string, (event: object) => void>();
    const source: DailyEventSource = {
      on: (name, handler) => listening.set(name, handler),
      off: (name, handler) => { if (listening.get(name) === handler) listening.delete(name); },
    };
    const tracker = trackDailyCall(source);
    expect([...listening.keys()].sort()).toEqual([...DAILY_CALL_EVENTS].sort());
    listening.get('loading')!({ action: 'loading', callClientId: 'c1' });
    expect(tracker.getSnapshot().value).toBe('loading');
    tracker.stop();
    expect(listening.size).toBe(0);
  });
});

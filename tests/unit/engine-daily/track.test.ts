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
      off: (name, handler) => {
        if (listening.get(name) === handler) listening.delete(name);
      },
    };
    const tracker = trackDailyCall(source);
    expect([...listening.keys()].sort()).toEqual([...DAILY_CALL_EVENTS].sort());
    listening.get('loading')!({ action: 'loading', callClientId: 'c1' });
    expect(tracker.getSnapshot().value).toBe('loading');
    tracker.stop();
    expect(listening.size).toBe(0);
  });

  it('survives a throwing warn or cancelLoad callback: the error is reported and tracking goes on', () => {
    const listening = new Map<string, (event: object) => void>();
    const source: DailyEventSource = {
      on: (name, handler) => listening.set(name, handler),
      off: (name, handler) => {
        if (listening.get(name) === handler) listening.delete(name);
      },
    };
    const reported: unknown[] = [];
    const tracker = trackDailyCall(source, {
      warn: () => {
        throw new Error('warn bug');
      },
      cancelLoad: () => {
        throw new Error('cancel bug');
      },
      onError: (error) => reported.push(error),
    });
    listening.get('loading')!({ action: 'loading' });
    tracker.send({ type: 'call.leave' });
    expect(tracker.getSnapshot().value).toBe('left');
    listening.get('loading')!({ action: 'loading' });
    listening.get('joining-meeting')!({ action: 'joining-meeting' });
    tracker.send({ type: 'call.join' });
    listening.get('joined-meeting')!({ action: 'joined-meeting', participants: {} });
    expect([tracker.getSnapshot().status, tracker.getSnapshot().value]).toEqual(['active', 'joined']);
    expect(reported).toEqual([new Error('cancel bug'), new Error('warn bug')]);
    tracker.stop();
    expect(listening.size).toBe(0);
  });
});

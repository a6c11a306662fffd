// @vitest-environment jsdom
// The real daily-js 0.80.0 (no fake factory): the client asks daily-js how many call objects are alive,
// so a second live call object on the page is refused with daily-js's own message, before daily-js is asked.
import Daily from '@daily-co/daily-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCallClient } from '../../../engine/webcall';
import type { WebCallError } from '../../../engine/webcall';

beforeEach(() => {
  // jsdom has no media devices; daily-js watches them from the moment a call object exists.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: async () => [],
      addEventListener() {},
      removeEventListener() {},
      ondevicechange: null,
    },
  });
});
afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

const client = (errors: WebCallError[]) =>
  new WebCallClient({
    createWebCall: async () => ({ id: 'call-1', webCallUrl: 'https://example.daily.co/room' }),
    isMobile: () => false,
  }).on('error', (error) => errors.push(error));

describe('live call objects, counted by daily-js itself', () => {
  it('refuses a start while the page holds another call object, and creates one once it is destroyed', async () => {
    const own = Daily.createCallObject();
    const create = vi.spyOn(Daily, 'createCallObject');
    const errors: WebCallError[] = [];
    const c = client(errors);
    await expect(c.start('assistant-1')).resolves.toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: 'daily-call-object-creation-error',
        stage: 'daily-call-object-creation',
        message: 'Duplicate DailyIframe instances are not allowed',
      }),
    ]);
    expect(create).not.toHaveBeenCalled(); // refused by engine/daily's rule, with daily-js's own message
    expect(Daily.getCallInstance()).toBe(own);

    await own.destroy();
    const started = c.start('assistant-1');
    // The call object now exists; joining waits for Daily's bundle, which this test never serves.
    await expect.poll(() => c.state).toBe('session.starting.callJoin');
    expect(create).toHaveBeenCalledTimes(1);
    expect(Daily.getCallInstance()).not.toBe(own);
    await c.stop();
    await expect(started).resolves.toBeNull();
    expect(Daily.getCallInstance()).toBeUndefined();
  });
});

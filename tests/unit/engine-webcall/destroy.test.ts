// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  harness,
  mediaElements,
  settle,
  startToInCall,
  useClock,
  webCallResponse,
} from '../../fixtures/webcall/harness';
import { LEAVE_TIMEOUT_MS } from '../../../machines/webCall';

beforeEach(() => {
  useClock();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('destroy()', () => {
  it('ends the call, releases everything, and afterwards the client refuses to start and emits nothing', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    await h.client.destroy();
    await settle();
    expect(h.of('call-end')).toHaveLength(1);
    expect([call.destroyed, call.listenerCount(), mediaElements(), vi.getTimerCount()]).toEqual([
      true,
      0,
      0,
      0,
    ]);
    const seen = h.events.length;
    await expect(h.client.start('asst-1')).rejects.toThrow('The web-call client was destroyed.');
    expect(h.webCalls).toHaveLength(1);
    expect(h.events).toHaveLength(seen);
    await expect(h.client.stop()).resolves.toBeUndefined();
  });

  it('cancels a start under way, and is idempotent', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    const first = h.client.destroy();
    const second = h.client.destroy();
    await Promise.all([first, second]);
    await expect(started).resolves.toBeNull();
    await expect(h.client.destroy()).resolves.toBeUndefined();
    expect(h.daily.made.every((c) => c.destroyed && c.listenerCount() === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drops the client's own listeners, so nothing reaches them after destroy", async () => {
    const h = harness();
    const late = vi.fn();
    h.client.on('error', late);
    await h.client.destroy();
    await expect(h.client.start()).rejects.toThrow('destroyed');
    expect(late).not.toHaveBeenCalled();
  });

  it('resolves once daily-js has let go of the call object, so a new client can start at once', async () => {
    const a = harness();
    await startToInCall(a);
    a.daily.last.holdDestroy = true; // daily-js's destroy() first waits for leave() to finish
    let done = false;
    const destroyed = a.client.destroy().then(() => {
      done = true;
    });
    await settle();
    expect([done, a.daily.liveInstances()]).toEqual([false, 1]);
    a.daily.last.destroying.resolve();
    await destroyed;
    expect(a.daily.liveInstances()).toBe(0);

    const b = harness({ daily: a.daily });
    void b.client.start('asst-2');
    b.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    expect(b.of('error')).toEqual([]);
    expect(b.daily.made).toHaveLength(2);
    await b.client.destroy();
  });
});

describe('a call object whose destroy() never finishes', () => {
  it("holds stop() and the next start for the leave time limit only; then daily-js's duplicate rule refuses the start", async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.holdDestroy = true;
    let stopped = false;
    void h.client.stop().then(() => {
      stopped = true;
    });
    const again = h.client.start('asst-2');
    await settle();
    h.lastWebCall().gate.resolve({ ...webCallResponse(), id: 'call-2' });
    await settle();
    expect([stopped, h.client.state]).toEqual([false, 'session.starting.callObjectCreation']);
    await vi.advanceTimersByTimeAsync(LEAVE_TIMEOUT_MS);
    await settle();
    expect(stopped).toBe(true);
    await expect(again).resolves.toBeNull();
    expect(h.of('error')).toEqual([
      expect.objectContaining({
        type: 'daily-call-object-creation-error',
        message: 'Duplicate DailyIframe instances are not allowed',
      }),
    ]);
    expect(h.of('call-start-failed')).toHaveLength(1);
  });
});

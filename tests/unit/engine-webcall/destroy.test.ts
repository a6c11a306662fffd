// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, mediaElements, settle, startToInCall, useClock, webCallResponse } from '../../fixtures/webcall/harness';

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
    expect([call.destroyed, call.listenerCount(), mediaElements(), vi.getTimerCount()]).toEqual([true, 0, 0, 0]);
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

  it('drops the client\'s own listeners, so nothing reaches them after destroy', async () => {
    const h = harness();
    const late = vi.fn();
    h.client.on('error', late);
    await h.client.destroy();
    await expect(h.client.start()).rejects.toThrow('destroyed');
    expect(late).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// Failures the call survives: each is reported as an error event, and the call goes on (or ends
// cleanly), never leaving the client stuck.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, mediaElements, settle, startToInCall, useClock, webCallResponse } from './harness';
import type { Harness } from './harness';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  useClock();
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.useRealTimers();
});

async function expectReleased(h: Harness) {
  await settle();
  expect(h.client.state).toBe('idle');
  expect(vi.getTimerCount()).toBe(0);
  expect(h.daily.made.every((call) => call.destroyed && call.listenerCount() === 0)).toBe(true);
  expect(mediaElements()).toBe(0);
  expect(unhandled).toEqual([]);
}

describe('failures the call survives', () => {
  it('a refused say-first-message is reported; stop() resolves, everything is released and a new start works', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse(true));
    await settle();
    const call = h.daily.last;
    call.hooks.set('sendAppMessage', () => { throw new Error('sendAppMessage() only supported after join.'); });
    call.pending('join').resolve(undefined);
    await settle();
    call.emit('recording-started', {});
    await settle();
    expect(h.of('error')).toEqual([expect.objectContaining({ type: 'video-recording-setup-error', message: 'sendAppMessage() only supported after join.' })]);
    expect(h.client.state).toBe('session.starting.audioObserverSetup');

    await h.client.stop();
    await expect(started).resolves.toBeNull();
    await expectReleased(h);

    const again = startToInCall(h);
    await expect(again).resolves.toEqual(webCallResponse());
    expect(h.client.state).toBe('session.inCall');
    await h.client.stop();
    await expectReleased(h);
  });
});

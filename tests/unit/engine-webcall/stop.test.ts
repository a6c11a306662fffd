// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SPEAKER, fakeTrack } from '../../fixtures/webcall/fakeDaily';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
  webCallResponse,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();

describe('stop()', () => {
  it('does nothing, and resolves, when there is no call', async () => {
    const h = harness();
    await expect(h.client.stop()).resolves.toBeUndefined();
    expect(h.events).toEqual([]);
  });

  it('cancels the web-call request: its signal aborts and start() returns null', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    await h.client.stop();
    expect(h.lastWebCall().signal.aborted).toBe(true);
    await expect(started).resolves.toBeNull();
    expect(h.of('call-start-progress').at(-1)).toEqual(
      expect.objectContaining({
        stage: 'web-call-creation',
        status: 'failed',
        metadata: { reason: 'stopped' },
      }),
    );
    expect(h.of('call-start-failed')).toEqual([]);
    await expectNothingLeft(h, unhandled);
  });

  it('cancels while daily-js is loading: no call object is left behind', async () => {
    const h = harness();
    h.daily.autoCreate = false;
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    expect(h.daily.creations).toHaveLength(1);
    await h.client.stop();
    h.daily.creations[0]?.resolve();
    await expect(started).resolves.toBeNull();
    expect(h.daily.made).toHaveLength(0);
    await expectNothingLeft(h, unhandled);
  });

  it('destroys a call object that a factory delivers after the start was stopped', async () => {
    const h = harness();
    h.daily.autoCreate = false;
    h.daily.ignoreSignal = true;
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    await h.client.stop();
    h.daily.creations[0]?.resolve();
    await expect(started).resolves.toBeNull();
    expect(h.daily.made).toHaveLength(1);
    await expectNothingLeft(h, unhandled);
  });

  it('cancels while joining: the call object is destroyed and its listeners removed', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    await h.client.stop();
    h.daily.last.pending('join').resolve(undefined); // a late answer changes nothing
    await expect(started).resolves.toBeNull();
    expect(h.of('call-end')).toEqual([]);
    await expectNothingLeft(h, unhandled);
  });

  it('cancels during the mobile permission wait without leaving its timer', async () => {
    const h = harness({ mobile: true });
    void h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    await h.client.stop();
    expect(h.daily.last.log).not.toContain('join');
    await expectNothingLeft(h, unhandled);
  });

  it('ends a call: leaves, emits call-end and the ended status once, and frees everything', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    h.daily.last.emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.5 } });
    await Promise.all([h.client.stop(), h.client.stop()]);
    expect(h.daily.last.log).toContain('leave');
    expect(h.of('call-end')).toHaveLength(1);
    expect(h.of('message')).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
    await expectNothingLeft(h, unhandled);
  });

  it('gives up waiting for leave() after a while and still frees everything', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.auto.delete('leave');
    const stopped = h.client.stop();
    vi.advanceTimersByTime(5000);
    await stopped;
    expect(h.of('call-end')).toHaveLength(1);
    await expectNothingLeft(h, unhandled);
  });

  it('cleans up after every failure', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse(true));
    await settle();
    h.daily.last.pending('join').resolve(undefined);
    await settle();
    h.daily.last.emit('recording-error', { errorMsg: 'recording unavailable' });
    await expect(started).resolves.toBeNull();
    expect(h.of('error')).toEqual([
      expect.objectContaining({ type: 'video-recording-setup-error', stage: 'video-recording-started' }),
    ]);
    await expectNothingLeft(h, unhandled);
  });
});

describe('one call per instance', () => {
  it('starts again right after stop() without a duplicate call object', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.holdDestroy = true; // daily-js's destroy() first waits for leave() to finish
    void h.client.stop();
    const again = h.client.start('asst-2'); // not awaiting the stop
    await settle();
    h.lastWebCall().gate.resolve({ ...webCallResponse(), id: 'call-2' });
    await settle();
    expect(h.daily.made).toHaveLength(1);
    h.daily.last.destroying.resolve();
    await settle();
    expect(h.daily.made).toHaveLength(2);
    expect(h.of('error')).toEqual([]);
    h.daily.last.pending('join').resolve(undefined);
    await settle();
    h.daily.last.pending('observer').resolve(undefined);
    await settle();
    h.daily.last.pending('inputSettings').resolve(undefined);
    await expect(again).resolves.toEqual(expect.objectContaining({ id: 'call-2' }));
    expect(h.daily.made[0]?.cleared).toBe(true);
  });

  it('does not start a call that was stopped while waiting for the previous one to leave', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.auto.delete('leave');
    void h.client.stop();
    const again = h.client.start('asst-2');
    void h.client.stop();
    h.daily.last.pending('leave').resolve(undefined);
    await expect(again).resolves.toBeNull();
    expect(h.webCalls).toHaveLength(1);
    await expectNothingLeft(h, unhandled);
  });

  it('can retry from inside a call-start-failed listener', async () => {
    const h = harness();
    let retry: Promise<unknown> | null = null;
    h.client.on('call-start-failed', () => {
      retry ??= h.client.start('asst-1');
    });
    const first = h.client.start('asst-1');
    h.lastWebCall().gate.reject(new Error('503'));
    await expect(first).resolves.toBeNull();
    expect(h.webCalls).toHaveLength(2);
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    h.daily.last.pending('join').resolve(undefined);
    await settle();
    h.daily.last.pending('observer').resolve(undefined);
    await settle();
    h.daily.last.pending('inputSettings').resolve(undefined);
    await expect(retry).resolves.toEqual(webCallResponse());
  });

  it('can start from inside a call-end listener', async () => {
    const h = harness();
    await startToInCall(h);
    let restarted: Promise<unknown> | null = null;
    h.client.on('call-end', () => {
      restarted = h.client.start('asst-2');
    });
    await h.client.stop();
    await settle();
    expect(restarted).not.toBeNull();
    expect(h.webCalls).toHaveLength(2);
    expect(h.client.state).toBe('session.starting.webCallCreation');
    await h.client.stop();
    await expect(restarted).resolves.toBeNull();
  });
});

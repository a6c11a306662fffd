// @vitest-environment jsdom
// Failures the call survives: each is reported as an error event, and the call goes on (or ends
// cleanly), never leaving the client stuck.
import { describe, expect, it, vi } from 'vitest';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
  webCallResponse,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();

describe('failures the call survives', () => {
  it('a refused say-first-message is reported; stop() resolves, everything is released and a new start works', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse(true));
    await settle();
    const call = h.daily.last;
    call.hooks.set('sendAppMessage', () => {
      throw new Error('sendAppMessage() only supported after join.');
    });
    call.pending('join').resolve(undefined);
    await settle();
    call.emit('recording-started', {});
    await settle();
    expect(h.of('error')).toEqual([
      expect.objectContaining({
        type: 'video-recording-setup-error',
        message: 'sendAppMessage() only supported after join.',
      }),
    ]);
    expect(h.client.state).toBe('session.starting.audioObserverSetup');

    await h.client.stop();
    await expect(started).resolves.toBeNull();
    await expectNothingLeft(h, unhandled);

    const again = startToInCall(h);
    await expect(again).resolves.toEqual(webCallResponse());
    expect(h.client.state).toBe('session.inCall.connected');
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

describe('non-fatal start stages', () => {
  it('a failed noise cancellation is reported, falls back to no processor with the microphone on, and the call starts', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse());
    await settle();
    const call = h.daily.last;
    call.pending('join').resolve(undefined);
    await settle();
    call.pending('observer').resolve(undefined);
    await settle();
    call.setLocalAudio(false);
    call.pending('inputSettings').reject(new Error('noise cancellation unsupported'));
    await settle();
    call.pending('inputSettings').resolve(undefined); // the fallback's own request
    await settle();

    await expect(started).resolves.toEqual(webCallResponse());
    expect(h.client.state).toBe('session.inCall.connected');
    expect(h.of('call-start-progress').at(-1)).toEqual(
      expect.objectContaining({ stage: 'audio-processing-setup', status: 'failed' }),
    );
    expect(h.of('error')).toEqual([
      expect.objectContaining({
        type: 'audio-processing-setup-error',
        message: 'noise cancellation unsupported',
      }),
    ]);
    expect(h.of('call-start-failed')).toEqual([]);
    expect(h.of('call-start-success')).toHaveLength(1);
    expect(call.log.filter((l) => /^(processor|setLocalAudio)/.test(l)).slice(-2)).toEqual([
      'processor none',
      'setLocalAudio true',
    ]);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });

  it('a recording that never starts is reported, and the voice call goes on with its first message', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve(webCallResponse(true));
    await settle();
    const call = h.daily.last;
    call.pending('join').resolve(undefined);
    await settle();
    vi.advanceTimersByTime(15_000);
    await settle();
    expect(h.of('error')).toEqual([
      expect.objectContaining({ type: 'video-recording-setup-error', stage: 'video-recording-started' }),
    ]);
    expect(call.sent.map((m) => JSON.parse(m as string) as { control?: string })).toEqual([
      expect.objectContaining({ control: 'say-first-message' }),
    ]);
    call.pending('observer').resolve(undefined);
    await settle();
    call.pending('inputSettings').resolve(undefined);
    await settle();
    await expect(started).resolves.toEqual(webCallResponse(true));
    expect(h.of('call-start-failed')).toEqual([]);
    expect(h.of('call-start-success')).toHaveLength(1);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

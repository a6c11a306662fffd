// @vitest-environment jsdom
// A network drop in a call: daily-js's network-connection events put the call in reconnecting, and back
// in reconnected; a call that does not recover within the limit ends with the network-lost reason.
import { describe, expect, it, vi } from 'vitest';
import { RECONNECT_LIMIT_MS } from '../../../engine';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();
const network = (h: ReturnType<typeof harness>, type: string, event: 'interrupted' | 'connected') =>
  h.daily.last.emit('network-connection', { action: 'network-connection', type, event });

describe('reconnection', () => {
  it('reconnecting while any connection is down, reconnected once every one is back; network-connection still relayed', async () => {
    const h = harness();
    await startToInCall(h);
    network(h, 'signaling', 'interrupted');
    await settle();
    expect(h.client.state).toBe('session.inCall.reconnecting');
    network(h, 'sfu', 'interrupted');
    network(h, 'sfu', 'connected');
    await settle();
    expect(h.client.state).toBe('session.inCall.reconnecting');
    network(h, 'signaling', 'connected');
    await settle();
    expect(h.client.state).toBe('session.inCall.reconnected');
    expect(h.events.map((e) => e.type).filter((t) => t.startsWith('reconnect'))).toEqual([
      'reconnecting',
      'reconnected',
    ]);
    expect(h.of('network-connection')).toHaveLength(4);
    vi.advanceTimersByTime(RECONNECT_LIMIT_MS);
    expect(h.client.state).toBe('session.inCall.reconnected');
    network(h, 'sfu', 'interrupted');
    await settle();
    expect(h.client.state).toBe('session.inCall.reconnecting');
    await h.client.stop();
    expect(h.of('call-end')).toEqual([{ reason: 'stopped', endedReason: 'customer-ended-call' }]);
    await expectNothingLeft(h, unhandled);
  });

  it('a call that does not recover within the limit ends with the network-lost reason, released', async () => {
    const h = harness();
    await startToInCall(h);
    network(h, 'signaling', 'interrupted');
    await settle();
    vi.advanceTimersByTime(RECONNECT_LIMIT_MS - 1);
    expect(h.client.state).toBe('session.inCall.reconnecting');
    vi.advanceTimersByTime(1);
    await settle();
    expect(h.of('call-end')).toEqual([{ reason: 'network-lost', endedReason: 'network-lost' }]);
    expect(h.of('message')).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'network-lost' },
    ]);
    await expectNothingLeft(h, unhandled);
  });

  it('the limit is configurable', async () => {
    const h = harness({ reconnectLimitMs: 2000 });
    await startToInCall(h);
    network(h, 'sfu', 'interrupted');
    await settle();
    vi.advanceTimersByTime(2000);
    await settle();
    expect(h.of('call-end')[0]?.reason).toBe('network-lost');
    await expectNothingLeft(h, unhandled);
  });

  it('a connection lost while the call starts puts it in reconnecting as soon as it is in the call', async () => {
    const h = harness();
    const started = h.client.start('assistant-1');
    h.lastWebCall().gate.resolve({ id: 'call-1', webCallUrl: 'https://example.daily.co/room' });
    await settle();
    network(h, 'sfu', 'interrupted');
    const call = h.daily.last;
    call.pending('join').resolve(undefined);
    await settle();
    call.pending('observer').resolve(undefined);
    await settle();
    call.pending('inputSettings').resolve(undefined);
    await started;
    expect(h.client.state).toBe('session.inCall.reconnecting');
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });

  it('stop() while reconnecting leaves no timer, listener or element', async () => {
    const h = harness();
    await startToInCall(h);
    network(h, 'signaling', 'interrupted');
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

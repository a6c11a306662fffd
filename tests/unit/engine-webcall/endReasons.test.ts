// @vitest-environment jsdom
// Why a call ended: call-end carries a reason from a closed set, the ended status-update goes out once
// with a truthful endedReason, and each of daily-js 0.80.0's fatal error types arrives typed by kind.
import { describe, expect, it } from 'vitest';
import type { CallEnd, CallFatalError } from '../../../engine/webcall';
import { SPEAKER } from '../../fixtures/webcall/fakeDaily';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();
const ended = (endedReason: string) => ({ type: 'status-update', status: 'ended', endedReason });

describe('end reasons', () => {
  it('stop() ends with "stopped" and the spec\'s customer-ended-call status', async () => {
    const h = harness();
    await startToInCall(h);
    await h.client.stop();
    expect(h.of('call-end')).toEqual([{ reason: 'stopped', endedReason: 'customer-ended-call' }]);
    expect(h.of('message')).toEqual([ended('customer-ended-call')]);
    await expectNothingLeft(h, unhandled);
  });

  it('the speaker leaving ends with "assistant-ended", recording stopped, one assistant-ended-call status', async () => {
    const h = harness();
    await startToInCall(h, true);
    h.daily.last.emit('participant-left', { participant: SPEAKER });
    await settle();
    expect(h.of('call-end')).toEqual([{ reason: 'assistant-ended', endedReason: 'assistant-ended-call' }]);
    expect(h.of('message')).toEqual([ended('assistant-ended-call')]);
    expect(h.daily.last.log).toContain('stopRecording');
    await expectNothingLeft(h, unhandled);
  });

  it('daily-js leaving by itself ends with "left"', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('left-meeting', {});
    await settle();
    expect(h.of('call-end')).toEqual([{ reason: 'left', endedReason: 'customer-ended-call' }]);
    await expectNothingLeft(h, unhandled);
  });

  it('once the platform sent its ended status, that is the reason, whatever ends the call, and no second status is sent', async () => {
    for (const end of ['stop', 'left-meeting', 'fatal'] as const) {
      const h = harness();
      await startToInCall(h);
      const call = h.daily.last;
      call.emit('app-message', { data: JSON.stringify(ended('assistant-said-end-call-phrase')) });
      if (end === 'stop') await h.client.stop();
      if (end === 'left-meeting') call.emit('left-meeting', {});
      if (end === 'fatal')
        call.emit('error', {
          action: 'error',
          errorMsg: 'Meeting has ended',
          error: { type: 'ejected', msg: 'ejected' },
        });
      await settle();
      expect(h.of('call-end')).toEqual([
        expect.objectContaining({ reason: 'assistant-ended', endedReason: 'assistant-said-end-call-phrase' }),
      ]);
      expect(h.of('message')).toEqual([ended('assistant-said-end-call-phrase')]);
      await expectNothingLeft(h, unhandled);
    }
  });
});

// daily-js 0.80.0's DailyFatalErrorType, each as its event arrives, the kind it maps to, and the call's end reason.
const FATAL: Array<[string, Record<string, unknown>, CallFatalError, CallEnd['reason']]> = [
  ['ejected', {}, { kind: 'ejected', message: 'boom' }, 'ejected'],
  ['exp-room', {}, { kind: 'expired', of: 'room', message: 'boom' }, 'expired'],
  ['exp-token', {}, { kind: 'expired', of: 'token', message: 'boom' }, 'expired'],
  ['nbf-room', {}, { kind: 'not-yet-valid', of: 'room', message: 'boom' }, 'not-yet-valid'],
  ['nbf-token', {}, { kind: 'not-yet-valid', of: 'token', message: 'boom' }, 'not-yet-valid'],
  ['meeting-full', {}, { kind: 'meeting-full', message: 'boom' }, 'meeting-full'],
  [
    'connection-error',
    { details: { on: 'reconnect', sourceError: {} } },
    { kind: 'connection-error', on: 'reconnect', message: 'boom' },
    'network-lost',
  ],
  ['no-room', {}, { kind: 'no-room', message: 'boom' }, 'error'],
  ['end-of-life', {}, { kind: 'end-of-life', message: 'boom' }, 'error'],
  ['not-allowed', {}, { kind: 'not-allowed', message: 'boom' }, 'error'],
  ['something-new', {}, { kind: 'unknown', message: 'boom' }, 'error'],
];

describe('fatal daily-js errors', () => {
  it.each(FATAL)(
    '%s in a call: one typed daily-error, then call-end with its reason and one ended status',
    async (type, extra, fatal, reason) => {
      const h = harness();
      await startToInCall(h);
      h.daily.last.emit('error', {
        action: 'error',
        errorMsg: 'boom',
        error: { type, msg: 'internal', ...extra },
      });
      h.daily.last.emit('left-meeting', {}); // a late left-meeting adds nothing
      await settle();
      expect(h.of('error')).toEqual([
        expect.objectContaining({ type: 'daily-error', message: 'boom', fatal }),
      ]);
      expect(h.of('call-end')).toEqual([{ reason, endedReason: reason, error: fatal }]);
      expect(h.of('message')).toEqual([ended(reason)]);
      await expectNothingLeft(h, unhandled);
    },
  );

  it('a fatal error while joining fails the start at daily-call-join, typed by kind', async () => {
    const h = harness();
    const started = h.client.start('assistant-1');
    h.lastWebCall().gate.resolve({ id: 'call-1', webCallUrl: 'https://example.daily.co/room' });
    await settle();
    h.daily.last.emit('error', {
      action: 'error',
      errorMsg: 'Meeting is full',
      error: { type: 'meeting-full', msg: 'full' },
    });
    await expect(started).resolves.toBeNull();
    expect(h.of('call-start-failed')).toEqual([expect.objectContaining({ stage: 'daily-call-join' })]);
    expect(h.of('error')).toEqual([
      expect.objectContaining({
        type: 'daily-call-join-error',
        message: 'Meeting is full',
        fatal: { kind: 'meeting-full', message: 'Meeting is full' },
      }),
    ]);
    expect(h.of('call-end')).toEqual([]);
    await expectNothingLeft(h, unhandled);
  });

  it('an error event with no error object still arrives typed, as unknown', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('error', undefined);
    await settle();
    expect(h.of('error')[0]?.fatal).toEqual({ kind: 'unknown', message: 'Unknown daily-js error' });
    expect(h.of('call-end')[0]?.reason).toBe('error');
  });
});

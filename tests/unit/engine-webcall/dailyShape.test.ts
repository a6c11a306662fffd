// @vitest-environment jsdom
// The client talks to daily-js through the narrow CallObject interface; this checks that the real
// daily-js 0.80.0 call object, loaded the way the client loads it, has every method it relies on.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDaily } from '../../../engine/webcall/defaults';

const USED = [
  'on',
  'off',
  'join',
  'leave',
  'destroy',
  'participants',
  'updateParticipant',
  'startRecording',
  'stopRecording',
  'sendAppMessage',
  'setLocalAudio',
  'localAudio',
  'updateInputSettings',
  'startRemoteParticipantsAudioLevelObserver',
  'startLocalAudioLevelObserver',
  'isLocalAudioLevelObserverRunning',
  'getLocalAudioLevel',
];

beforeAll(() => {
  // jsdom has no media devices; daily-js only lists them when a call object is created.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { enumerateDevices: async () => [], addEventListener() {}, removeEventListener() {} },
  });
});

describe('daily-js 0.80.0', () => {
  it('creates a call object with every method the client uses, and lets it go', async () => {
    const call = await loadDaily({ audioSource: true, videoSource: false }, new AbortController().signal);
    for (const name of USED)
      expect(typeof (call as unknown as Record<string, unknown>)[name], name).toBe('function');
    // The app-message cap the client checks against, before join daily-js's own default.
    expect((call as unknown as { _maxAppMessageSize: unknown })._maxAppMessageSize).toBe(4096);
    await call.destroy();
    // Destroyed means gone: a new call object is allowed again.
    const next = await loadDaily({ audioSource: true, videoSource: false }, new AbortController().signal);
    await next.destroy();
  });

  it('refuses a second call object until destroy() has finished, which is why the client waits for it', async () => {
    const { default: Daily } = await import('@daily-co/daily-js');
    const call = Daily.createCallObject({ audioSource: true });
    const destroying = call.destroy();
    expect(() => Daily.createCallObject({ audioSource: true })).toThrow(
      'Duplicate DailyIframe instances are not allowed',
    );
    await destroying;
    const next = await loadDaily({ audioSource: true }, new AbortController().signal);
    await next.destroy();
  });

  it('never creates a call object for a start already stopped', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(loadDaily({ audioSource: true }, controller.signal)).rejects.toThrow();
  });
});

// @vitest-environment jsdom
// Devices (list, switch, devices-changed), autoplay refusal (audio-blocked, resumeAudio()), the steady
// local-volume-level event, and daily-js's one-live-call-object rule with the real count.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeDaily, SPEAKER, fakeTrack } from '../../fixtures/webcall/fakeDaily';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;
const DEVICES = [
  device('audioinput', 'default', 'Default microphone'),
  device('videoinput', 'cam', 'Camera'),
  device('audioinput', 'usb-mic', 'USB microphone'),
  device('audiooutput', 'default', 'Default speaker'),
  device('audiooutput', 'headset', 'Headset'),
];
const LISTED = { microphones: [DEVICES[0], DEVICES[2]], speakers: [DEVICES[3], DEVICES[4]] };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
});

describe('devices', () => {
  it('lists microphones and speakers, without a call', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { enumerateDevices: async () => DEVICES },
    });
    const h = harness();
    await expect(h.client.listDevices()).resolves.toEqual(LISTED);
  });

  it("switches the microphone and the speaker in a call with daily-js's own methods; the speaker's audio follows", async () => {
    const sinks: string[] = [];
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      configurable: true,
      value: function setSinkId(this: HTMLMediaElement, id: string) {
        sinks.push(`${this.localName} ${id}`);
        return Promise.resolve();
      },
    });
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    await h.client.setMicrophone('usb-mic');
    await h.client.setSpeaker('headset');
    expect(call.log.filter((l) => /^(microphone|speaker) /.test(l))).toEqual([
      'microphone usb-mic',
      'speaker headset',
    ]);
    // A track that starts later plays on the chosen speaker too.
    call.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    expect(sinks).toEqual(['audio headset', 'audio headset']);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });

  it('refuses to choose a speaker where the browser has no setSinkId, rather than pretend it did', async () => {
    const h = harness();
    await startToInCall(h);
    await expect(h.client.setSpeaker('headset')).rejects.toThrow('This browser cannot choose the speaker.');
    expect(h.daily.last.log.filter((l) => l.startsWith('speaker '))).toEqual([]);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });

  it('refuses to switch without a call', async () => {
    const h = harness();
    await expect(h.client.setMicrophone('usb-mic')).rejects.toThrow('Call object is not available.');
    await expect(h.client.setSpeaker('headset')).rejects.toThrow('Call object is not available.');
  });

  it('emits devices-changed with the new lists when daily-js sees a device come or go', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('available-devices-updated', {
      action: 'available-devices-updated',
      availableDevices: DEVICES,
    });
    expect(h.of('devices-changed')).toEqual([LISTED]);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

describe('where the assistant plays', () => {
  it("plays from the page body while the app's container is not there, rather than in silence", async () => {
    const h = harness({ mediaContainer: () => null });
    await startToInCall(h);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    expect(document.body.querySelectorAll('audio')).toHaveLength(1);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

describe('blocked audio', () => {
  it('emits audio-blocked when the browser refuses to play the assistant, and resumeAudio() plays it', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('needs a gesture', 'NotAllowedError'));
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    await settle();
    expect(h.of('audio-blocked')).toHaveLength(1);
    await expect(h.client.resumeAudio()).rejects.toThrow('needs a gesture');
    play.mockResolvedValue(undefined);
    await expect(h.client.resumeAudio()).resolves.toBeUndefined();
    expect(play).toHaveBeenCalledTimes(3);
    await h.client.stop();
    await expect(h.client.resumeAudio()).resolves.toBeUndefined(); // nothing to play, nothing to refuse
    await expectNothingLeft(h, unhandled);
  });

  it('does not call an interrupted play (an element replaced or removed) blocked audio', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('interrupted', 'AbortError'),
    );
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    await settle();
    expect(h.of('audio-blocked')).toEqual([]);
    await h.client.stop();
    await expectNothingLeft(h, unhandled);
  });
});

describe('local-volume-level', () => {
  it("follows daily-js's local audio level while the microphone is on, and stops with the call", async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    expect(call.log).toContain('local observer 100');
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.3 });
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.5 });
    h.client.setMuted(true);
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0 });
    h.client.setMuted(false);
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.2 });
    await h.client.stop();
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.9 });
    expect(h.of('local-volume-level')).toEqual([0.3, 0.5, 0.2]);
    await expectNothingLeft(h, unhandled);
  });
});

describe('one live call object', () => {
  it("refuses a second live call object with daily-js's own message, before daily-js is asked", async () => {
    const daily = new FakeDaily();
    const first = harness({ daily });
    await startToInCall(first);
    const second = harness({ daily });
    const started = second.client.start('assistant-2');
    second.lastWebCall().gate.resolve({ id: 'call-2', webCallUrl: 'https://example.daily.co/room' });
    await expect(started).resolves.toBeNull();
    expect(second.of('error')).toEqual([
      expect.objectContaining({
        type: 'daily-call-object-creation-error',
        message: 'Duplicate DailyIframe instances are not allowed',
      }),
    ]);
    expect(daily.made).toHaveLength(1);
    await first.client.stop();
    await settle();
    await expect(startToInCall(second)).resolves.not.toBeNull();
    expect(daily.made).toHaveLength(2);
    await second.client.stop();
  });
});

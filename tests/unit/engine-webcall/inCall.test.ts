// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER, SPEAKER, fakeTrack } from '../../fixtures/webcall/fakeDaily';
import { harness, mediaElements, settle, startToInCall, useClock } from '../../fixtures/webcall/harness';

beforeEach(() => {
  useClock();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('in a call', () => {
  it('emits call-start on the listening message and relays every other app message, parsed as JSON when it is', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call.emit('app-message', { data: 'listening' });
    call.emit('app-message', { data: JSON.stringify({ type: 'conversation-update', messages: [] }) });
    call.emit('app-message', { data: { type: 'model-output', output: 'hi' } });
    call.emit('app-message', { data: 'not json {' });
    call.emit('app-message', { data: JSON.stringify([1, 2]) });
    expect(h.of('call-start')).toHaveLength(1);
    expect(h.of('message')).toEqual([
      { type: 'conversation-update', messages: [] },
      { type: 'model-output', output: 'hi' },
      { type: 'unrecognized', data: 'not json {' },
      { type: 'unrecognized', data: '[1,2]' },
    ]);
  });

  it('say() sends the say message with the three flags false by default', async () => {
    const h = harness();
    await startToInCall(h);
    h.client.say('Hello there');
    h.client.say('Bye', true, true, true);
    expect(h.daily.last.sent.slice(-2).map((m) => JSON.parse(m as string))).toEqual([
      {
        type: 'say',
        message: 'Hello there',
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      {
        type: 'say',
        message: 'Bye',
        endCallAfterSpoken: true,
        interruptionsEnabled: true,
        interruptAssistantEnabled: true,
      },
    ]);
  });

  it('refuses a message larger than Daily allows before it reaches daily-js', async () => {
    const h = harness();
    await startToInCall(h);
    const before = h.daily.last.sent.length;
    expect(() => h.client.sendRaw({ blob: 'x'.repeat(5_000_000) })).toThrow('Message data too large');
    expect(h.daily.last.sent).toHaveLength(before);
  });

  it('checks a message against the size the call reported on join, not a fixed 4096', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call._maxAppMessageSize = 20_000; // daily-js takes the call machine's value at joined-meeting
    h.client.sendRaw({ text: 'x'.repeat(5_000) });
    expect(call.sent).toHaveLength(1);
    expect(() => h.client.sendRaw({ text: 'x'.repeat(30_000) })).toThrow(
      'Message data too large. Max size is 20000',
    );
    expect(call.sent).toHaveLength(1);
  });

  it('mutes and unmutes the microphone', async () => {
    const h = harness();
    await startToInCall(h);
    expect(h.client.isMuted()).toBe(false);
    h.client.setMuted(true);
    expect(h.client.isMuted()).toBe(true);
    h.client.setMuted(false);
    expect(h.client.isMuted()).toBe(false);
  });

  it('throws "Call object is not available." for mute, mic level, say and send without a call', async () => {
    const h = harness();
    const calls = [
      () => h.client.setMuted(true),
      () => h.client.isMuted(),
      () => h.client.getMicLevel(),
      () => h.client.say('hi'),
      () => h.client.send({ type: 'end-call' }),
      () => h.client.sendRaw({ type: 'x' }),
    ];
    for (const call of calls) expect(call).toThrow('Call object is not available.');
    await startToInCall(h);
    await h.client.stop();
    for (const call of calls) expect(call).toThrow('Call object is not available.');
  });

  it("reads the microphone level from daily-js's local audio-level observer, started once with the call", async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    expect(h.client.getMicLevel()).toBe(0);
    expect(call.log).toContain('local observer 100');
    call.localLevel = 0.42;
    expect(h.client.getMicLevel()).toBe(0.42);
    expect(call.log.filter((l) => l.startsWith('local observer'))).toHaveLength(1);
  });

  it('plays only the platform speaker, and removes its elements when it leaves', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call.emit('participant-joined', { participant: SPEAKER });
    call.emit('participant-joined', { participant: OTHER });
    expect(call.log.filter((l) => l.startsWith('subscribe'))).toEqual([
      'subscribe speaker-1 audio=true video=false',
    ]);
    call.emit('track-started', { participant: OTHER, track: fakeTrack('audio') });
    expect(mediaElements()).toBe(0);
    call.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    const audio = document.querySelector('audio');
    expect(audio?.autoplay).toBe(true);
    expect(audio?.dataset.participantId).toBe('speaker-1');
    expect(call.sent).toContain('playable');
    call.emit('participant-left', { participant: SPEAKER });
    expect(mediaElements()).toBe(0);
  });

  it("plays the speaker's video too when the call is recorded", async () => {
    const h = harness();
    await startToInCall(h, true);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('video') });
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    expect(
      document.querySelectorAll(
        'video[data-participant-id="speaker-1"], audio[data-participant-id="speaker-1"]',
      ),
    ).toHaveLength(2);
    await h.client.stop();
    expect(mediaElements()).toBe(0);
  });

  it('switches noise cancellation off and re-enables the microphone after an audio-processor error', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call.auto.add('inputSettings');
    call.setLocalAudio(false);
    call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'processor crashed' });
    await settle();
    expect(call.log.filter((l) => /^(processor|setLocalAudio)/.test(l)).slice(-2)).toEqual([
      'processor none',
      'setLocalAudio true',
    ]);
    expect(h.client.isMuted()).toBe(false);
  });

  it('keeps a microphone the user muted muted when the audio processor fails: the processor goes, the mute stays', async () => {
    const h = harness();
    await startToInCall(h);
    const call = h.daily.last;
    call.auto.add('inputSettings');
    h.client.setMuted(true);
    call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'processor crashed' });
    await settle();
    expect(call.log.filter((l) => /^(processor|setLocalAudio)/.test(l)).slice(-2)).toEqual([
      'setLocalAudio false',
      'processor none',
    ]);
    expect(h.client.isMuted()).toBe(true);
    // Unmuted again, a later failure turns the microphone back on as before.
    h.client.setMuted(false);
    call.setLocalAudio(false);
    call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'processor crashed again' });
    await settle();
    expect(h.client.isMuted()).toBe(false);
  });

  it('turns remote audio levels into speech and volume events', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('remote-participants-audio-level', {
      participantsAudioLevel: { 'speaker-1': 0.03, x: 0.0 },
    });
    expect(h.of('speech-start')).toHaveLength(1);
    expect(h.of('volume-level')[0]).toBeCloseTo(0.2);
    vi.advanceTimersByTime(1000);
    expect(h.of('speech-end')).toHaveLength(1);
  });

  it('closes speech with speech-end, before call-end, when the call ends mid-speech', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('remote-participants-audio-level', { participantsAudioLevel: { 'speaker-1': 0.05 } });
    await h.client.stop();
    const order = h.events.map((e) => e.type).filter((t) => /^(speech|call-end)/.test(t));
    expect(order).toEqual(['speech-start', 'speech-end', 'call-end']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('emits no speech-end at the end of a call when nobody was speaking', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('remote-participants-audio-level', { participantsAudioLevel: { 'speaker-1': 0.05 } });
    vi.advanceTimersByTime(1000);
    await h.client.stop();
    expect(h.of('speech-end')).toHaveLength(1);
  });

  it('relays camera errors and network events', async () => {
    const h = harness();
    await startToInCall(h);
    h.daily.last.emit('camera-error', { action: 'camera-error', error: { type: 'permissions' } });
    h.daily.last.emit('network-quality-change', {
      action: 'network-quality-change',
      threshold: 'low',
      quality: 40,
    });
    h.daily.last.emit('network-connection', {
      action: 'network-connection',
      type: 'signaling',
      event: 'interrupted',
    });
    expect(h.of('camera-error')).toHaveLength(1);
    expect(h.of('network-quality-change')[0]).toEqual(expect.objectContaining({ threshold: 'low' }));
    expect(h.of('network-connection')).toHaveLength(1);
  });

  it("keeps going when a listener throws, and reports the listener's error", async () => {
    const h = harness();
    h.client.on('call-start-progress', () => {
      throw new Error('listener bug');
    });
    await expect(startToInCall(h)).resolves.not.toBeNull();
    expect(h.client.state).toBe('session.inCall.connected');
    expect(h.listenerErrors.length).toBeGreaterThan(0);
    expect(h.listenerErrors[0]).toEqual(new Error('listener bug'));
  });
});

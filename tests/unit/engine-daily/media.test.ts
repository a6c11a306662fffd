import { describe, expect, it } from 'vitest';
import {
  checkAudioLevelInterval,
  checkBackgroundEffect,
  checkCustomTrack,
  checkInputSettings,
  checkNetworkTestTrack,
  checkScreenShareSendSettings,
  checkSendSettings,
  checkSimulcastEncodings,
  ENCODING_RANGES,
} from '../../../engine/daily';

class MediaStreamTrackStub {}
(globalThis as { MediaStreamTrack?: unknown }).MediaStreamTrack ??= MediaStreamTrackStub;
const track = new (globalThis as unknown as { MediaStreamTrack: new () => object }).MediaStreamTrack();

describe('send settings', () => {
  it('accepts listed presets per track kind', () => {
    expect(checkSendSettings({ video: 'adaptive-3-layers', screenVideo: 'motion-optimized' }).ok).toBe(true);
    expect(checkSendSettings({ screenVideo: 'default-video' }).ok).toBe(false);
    expect(checkScreenShareSendSettings('detail-optimized').ok).toBe(true);
  });
  it('gives daily-js messages for objects', () => {
    expect(checkSendSettings({})).toMatchObject({
      message: 'Send settings must contain at least information for one track!',
    });
    expect(checkSendSettings({ video: {} })).toMatchObject({
      message:
        'Video send settings must contain at least maxQuality, allowAdaptiveLayers or encodings attribute',
    });
    expect(checkSendSettings({ video: { maxQuality: 'ultra' } })).toMatchObject({
      message: 'maxQuality must be either low, medium or high',
    });
    expect(checkSendSettings({ video: { encodings: { medium: { maxBitrate: 1 } } } })).toMatchObject({
      message: 'Encodings must be defined as: low, low and medium, or low, medium and high.',
    });
    expect(checkSendSettings({ video: { encodings: { low: {} } } })).toMatchObject({
      message:
        'Empty encoding is not allowed. At least one of these valid keys should be specified:maxBitrate,maxFramerate,scaleResolutionDownBy',
    });
  });
});

describe('simulcast encodings', () => {
  const strict = { ranges: ENCODING_RANGES, requireMaxBitrate: true };
  it('takes 1 to 3 layers with numbers in range', () => {
    expect(
      checkSimulcastEncodings([{ maxBitrate: 100000, maxFramerate: 30, scaleResolutionDownBy: 8 }], strict)
        .ok,
    ).toBe(true);
    expect(checkSimulcastEncodings([], strict)).toMatchObject({
      message: 'encodings must be an Array with between 1 to 3 layers',
    });
    expect(checkSimulcastEncodings([{ maxBitrate: 99999 }], strict)).toMatchObject({
      message: 'maxBitrate value not in range. valid range: 100000 to 2500000',
    });
    expect(checkSimulcastEncodings([{ maxFramerate: 10 }], strict)).toMatchObject({
      message: 'maxBitrate is not specified',
    });
    expect(checkSimulcastEncodings([{ maxBitrate: 100000, priority: 'high' }], strict)).toMatchObject({
      message: 'Invalid key priority, valid keys are:maxBitrate,maxFramerate,scaleResolutionDownBy',
    });
  });
});

describe('custom tracks', () => {
  it('needs a media track with a free, short name and a known mode', () => {
    expect(checkCustomTrack({ track, mode: 'music', trackName: 'bgm' }).ok).toBe(true);
    expect(checkCustomTrack({ track, trackName: 'n'.repeat(51) })).toMatchObject({
      message: 'Custom track `trackName` must not be more than 50 characters',
    });
    expect(checkCustomTrack({ track, trackName: 'cam-audio' }).ok).toBe(false);
    expect(checkCustomTrack({ track, mode: 'loud' }).ok).toBe(false);
    expect(checkCustomTrack({ track: { kind: 'audio' } })).toMatchObject({
      message: 'Custom tracks provided must be instances of MediaStreamTrack',
    });
  });
});

describe('input settings and background effects', () => {
  it('checks blur strength and preselected images', () => {
    expect(checkBackgroundEffect({ type: 'background-blur', config: { strength: 1 } }).ok).toBe(true);
    expect(checkBackgroundEffect({ type: 'background-blur', config: { strength: 0 } })).toMatchObject({
      ok: false,
      detail:
        'invalid object in inputSettings -> video -> processor -> config; expected: {0 < strength <= 1}, got: 0',
    });
    expect(checkBackgroundEffect({ type: 'background-image', config: { source: 10 } }).ok).toBe(true);
    expect(checkBackgroundEffect({ type: 'background-image', config: { source: 11 } })).toMatchObject({
      detail: 'invalid image selection; must be an int, > 0, <= 10',
    });
    expect(
      checkBackgroundEffect({ type: 'background-image', config: { source: 'https://img.example/bg.gif' } }),
    ).toMatchObject({ detail: 'invalid image type; supported types: [jpg, png, jpeg]' });
  });
  it('refuses unknown media and processors with daily-js form text', () => {
    expect(checkInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }).ok).toBe(true);
    expect(checkInputSettings({ speaker: {} })).toMatchObject({
      message: expect.stringMatching(/^inputSettings must be of the form/),
    });
    expect(checkInputSettings({ audio: { processor: { type: 'krisp' } } }).ok).toBe(false);
  });
});

describe('audio-level observer interval', () => {
  it.each([
    [100, true],
    [99, false],
    ['150', false],
    [undefined, true],
    [0, true],
  ])('%s → %s', (interval, ok) => {
    expect(checkAudioLevelInterval(interval).ok).toBe(ok);
  });
});

describe('network tests', () => {
  it('need a live, unmuted video track', () => {
    const live = Object.assign(
      new (globalThis as unknown as { MediaStreamTrack: new () => object }).MediaStreamTrack(),
      { readyState: 'live', muted: false },
    );
    expect(checkNetworkTestTrack(live).ok).toBe(true);
    expect(checkNetworkTestTrack({ ...live, readyState: 'ended' }).ok).toBe(false);
    expect(checkNetworkTestTrack(Object.assign(live, { readyState: 'ended' }))).toMatchObject({
      message: 'Video track error',
      detail: 'Video track is not playable. This test needs a live video track.',
    });
    expect(checkNetworkTestTrack(undefined)).toMatchObject({
      detail: 'Missing video track. You must provide a video track in order to run this test.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkParticipantUpdate,
  checkPermissions,
  checkReceiveSettings,
  checkUpdateReceiveSettings,
} from '../../../engine/daily';

describe('subscriptions', () => {
  it('refuses setSubscribedTracks while automatic subscription is on (the default)', () => {
    expect(checkParticipantUpdate({ setSubscribedTracks: true })).toMatchObject({
      ok: false,
      rule: 'subscriptions',
    });
    expect(
      checkParticipantUpdate({ setSubscribedTracks: true }, { subscribeToTracksAutomatically: false }).ok,
    ).toBe(true);
  });
  it.each([
    [true, true],
    ['staged', true],
    ['avatar', true],
    [{ audio: true, video: 'staged' }, true],
    [{ custom: { mine: true } }, true],
    [{ audio: 'yes' }, false],
    [{ camera: true }, false],
  ])('setSubscribedTracks %j → %s', (value, ok) => {
    expect(
      checkParticipantUpdate({ setSubscribedTracks: value }, { subscribeToTracksAutomatically: false }).ok,
    ).toBe(ok);
  });
  it('refuses avatar in React Native', () => {
    expect(
      checkParticipantUpdate(
        { setSubscribedTracks: 'avatar' },
        { subscribeToTracksAutomatically: false, reactNative: true },
      ).ok,
    ).toBe(false);
  });
  it('allows "*" only in updateReceiveSettings, never "local"', () => {
    expect(checkReceiveSettings({ '*': { video: { layer: 1 } } }).ok).toBe(false);
    expect(checkUpdateReceiveSettings({ '*': { video: { layer: 1 } } }).ok).toBe(true);
    expect(checkUpdateReceiveSettings({ local: { video: { layer: 1 } } }).ok).toBe(false);
    expect(checkUpdateReceiveSettings({ p1: { video: { layer: -1 } } }).ok).toBe(false);
  });
});

describe('participant updates', () => {
  it('knows its keys and only stops remote screen shares', () => {
    expect(checkParticipantUpdate({ setAudio: false, kick: true })).toMatchObject({
      message: 'unrecognized updateParticipant property kick',
    });
    expect(checkParticipantUpdate({ setScreenShare: true })).toMatchObject({
      message:
        "setScreenShare must be false, as it's only meant for stopping remote participants' screen shares",
    });
    expect(checkParticipantUpdate({ setScreenShare: false }).ok).toBe(true);
  });
});

describe('permissions', () => {
  const all = {
    video: true,
    audio: true,
    screenVideo: true,
    screenAudio: true,
    customVideo: { '*': true },
    customAudio: { '*': true },
  };
  it.each([
    [{ hasPresence: true, canSend: ['video', 'audio'], canAdmin: ['participants'] }, true],
    [{ hasPresence: 'yes' }, false],
    [{ canSend: ['hologram'] }, false],
    [{ canAdmin: 'all' }, false],
    [{ isOwner: true }, false],
    [{ canReceive: { base: false } }, true],
    [{ canReceive: { base: all } }, true],
    [{ canReceive: { byUserId: { u1: { video: false } } } }, true],
  ])('%j → %s', (permissions, ok) => expect(checkPermissions(permissions).ok).toBe(ok));

  it('explains canReceive problems', () => {
    expect(checkPermissions({ canReceive: { base: { video: true } } })).toMatchObject({
      detail:
        'canReceive "base" permission must specify all media types: video, audio, screenVideo, screenAudio, customVideo, customAudio (or be set to a boolean shorthand)',
    });
    expect(checkPermissions({ canReceive: { base: { ...all, customVideo: { p1: true } } } })).toMatchObject({
      detail: `canReceive "base" permission must specify "*" as an entry within 'customVideo'`,
    });
    expect(checkPermissions({ canReceive: { everyone: true } })).toMatchObject({
      detail: 'canReceive can only contain keys (base, byUserId, byParticipantId)',
    });
  });
});

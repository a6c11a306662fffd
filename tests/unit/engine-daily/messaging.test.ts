import { describe, expect, it } from 'vitest';
import {
  checkAppMessage,
  checkCallProperties,
  checkCustomIntegrationIds,
  checkCustomTrayButtons,
  checkNewParticipantSound,
  checkRecordingType,
  checkSessionData,
  checkUserData,
} from '../../../engine/daily';

describe('session data', () => {
  it('takes a plain object under 102400 characters with a known merge strategy', () => {
    expect(checkSessionData({ topic: 'x' }).ok).toBe(true);
    expect(checkSessionData({ topic: 'x' }, 'shallow-merge').ok).toBe(true);
    expect(checkSessionData({ a: 1 }, 'deep-merge')).toMatchObject({
      message: 'Unrecognized mergeStrategy provided. Options are: [replace,shallow-merge]',
    });
    expect(checkSessionData(['a'])).toMatchObject({
      message: 'Meeting session data must be a plain (map-like) object',
    });
    const big = { big: 'x'.repeat(102400) };
    expect(checkSessionData(big)).toMatchObject({
      message: `Meeting session data is too large (${JSON.stringify(big).length} characters). Maximum size suppported is 102400.`,
    });
  });
});

describe('app messages', () => {
  it('caps the serialized size at 4096 by default', () => {
    expect(checkAppMessage({ big: 'y'.repeat(4086) }).ok).toBe(true);
    expect(checkAppMessage({ big: 'y'.repeat(4087) })).toMatchObject({
      ok: false,
      rule: 'app-message',
      message: 'Message data too large. Max size is 4096',
    });
    expect(checkAppMessage('hi', 1)).toMatchObject({ message: 'Message data too large. Max size is 1' });
  });
});

describe('userData', () => {
  it('is measured as given (string) or as JSON, up to 4096 characters', () => {
    expect(checkUserData('u'.repeat(4096)).ok).toBe(true);
    expect(checkUserData('u'.repeat(4097))).toMatchObject({
      message: 'userData is too large (4097 characters). Maximum size suppported is 4096.',
    });
    expect(checkCallProperties({ userData: 'u'.repeat(4097) })).toMatchObject({
      message: "property 'userData': invalid userData type provided",
    });
  });
});

describe('recording, new-participant sound, tray buttons, integration ids', () => {
  it('knows recording types', () => {
    expect(checkRecordingType('raw-tracks').ok).toBe(true);
    expect(checkRecordingType(undefined).ok).toBe(true);
    expect(checkRecordingType('Cloud')).toMatchObject({
      message: "invalid type: Cloud, allowed values 'cloud', 'raw-tracks', or 'local'",
    });
  });
  it('takes a boolean or a number for the new-participant sound', () => {
    expect(checkNewParticipantSound(0.5).ok).toBe(true);
    expect(checkNewParticipantSound('yes')).toMatchObject({
      message: 'argument to setShouldPlayNewParticipantSound should be true, false, or a number, but is yes',
    });
  });
  it('checks tray button keys and visual state', () => {
    expect(
      checkCustomTrayButtons({
        b1: { label: 'Hi', iconPath: 'https://i.example/x.svg', visualState: 'sidebar-open' },
      }).ok,
    ).toBe(true);
    expect(checkCustomTrayButtons({ b1: { visualState: 'pressed' } })).toMatchObject({
      ok: false,
      detail: "customTrayButton visualState should be 'default' | 'sidebar-open' | 'active'. Got: pressed",
    });
  });
  it('starts only known integrations', () => {
    const known = { notes: {} };
    expect(checkCustomIntegrationIds(['notes'], known).ok).toBe(true);
    expect(checkCustomIntegrationIds(['notes', 'other'], known)).toMatchObject({
      message: `Can't find custom integration(s): "other"`,
    });
    expect(checkCustomIntegrationIds(5, known)).toMatchObject({
      message: 'startCustomIntegrations() only accepts string | string[]',
    });
  });
});

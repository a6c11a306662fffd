import { fail, isMediaStreamTrack, judge, type Verdict } from './verdict';

export const MAX_CUSTOM_TRACK_NAME = 50;
export const RESERVED_TRACK_NAMES = [
  'cam-audio',
  'cam-video',
  'screen-video',
  'screen-audio',
  'rmpAudio',
  'rmpVideo',
  'customVideoDefaults',
] as const;

export interface CustomTrackOptions {
  track?: unknown;
  mode?: unknown;
  trackName?: unknown;
}

/** startCustomTrack({ track, mode, trackName }). */
export const checkCustomTrack = (options: CustomTrackOptions): Verdict =>
  judge('custom-track', () => {
    const { track, mode, trackName } = Object(options) as CustomTrackOptions; // no options: no track, which fails below
    if (trackName && (trackName as string).length > MAX_CUSTOM_TRACK_NAME)
      fail('Custom track `trackName` must not be more than 50 characters');
    if (mode && mode !== 'music' && mode !== 'speech' && !(mode instanceof Object))
      fail(
        'Custom track `mode` must be either `music` | `speech` | `DailyMicAudioModeSettings` or `undefined`',
      );
    if (trackName && (RESERVED_TRACK_NAMES as readonly unknown[]).includes(trackName))
      fail(
        'Custom track `trackName` must not match a track name already used by daily: cam-audio, cam-video, customVideoDefaults, screen-video, screen-audio, rmpAudio, rmpVideo',
      );
    if (!isMediaStreamTrack(track)) fail('Custom tracks provided must be instances of MediaStreamTrack');
  });

import { fail, judge, kind, type Verdict } from './verdict';

export const RMP_STATES = { PLAY: 'play', PAUSE: 'pause' } as const;
export const RMP_SETTING_KEYS = ['state', 'volume', 'simulcastEncodings'] as const;

function assertSettings(settings: unknown): void {
  if (kind(settings) !== 'object') fail('RemoteMediaPlayerSettings: must be "object" type');
  const s = settings as { state?: unknown; volume?: unknown };
  if (s.state && !(Object.values(RMP_STATES) as unknown[]).includes(s.state))
    fail(
      `Invalid value for RemoteMediaPlayerSettings.state, valid values are: ${JSON.stringify(RMP_STATES)}`,
    );
  if (s.volume) {
    if (typeof s.volume !== 'number') fail('RemoteMediaPlayerSettings.volume: must be "number" type');
    if (s.volume < 0 || s.volume > 2) fail('RemoteMediaPlayerSettings.volume: must be between 0.0 - 2.0');
  }
}

/**
 * startRemoteMediaPlayer({ url, settings }). In daily-js 0.80.0 any `simulcastEncodings` here fails with a
 * TypeError (its checker calls `this.validateSimulcastEncodings` with `this` undefined), so it is refused.
 */
export const checkStartRemoteMediaPlayer = (options: { url?: unknown; settings?: unknown }): Verdict =>
  judge('remote-media-player', () => {
    const settings = options.settings === undefined ? { state: RMP_STATES.PLAY } : options.settings;
    if (typeof options.url !== 'string') fail('url parameter must be "string" type');
    assertSettings(settings);
    for (const key in settings as object) {
      if (!(RMP_SETTING_KEYS as readonly string[]).includes(key))
        fail(`Invalid key ${key}, valid keys are: ${RMP_SETTING_KEYS.join(',')}`);
    }
    if ((settings as { simulcastEncodings?: unknown }).simulcastEncodings) {
      fail("Cannot read properties of undefined (reading 'validateSimulcastEncodings')");
    }
  });

/** updateRemoteMediaPlayer({ session_id, settings }). */
export const checkUpdateRemoteMediaPlayer = (options: { settings?: unknown }): Verdict =>
  judge('remote-media-player', () => assertSettings(options.settings));

/** stopRemoteMediaPlayer(sessionId). */
export const checkStopRemoteMediaPlayer = (sessionId: unknown): Verdict =>
  judge('remote-media-player', () => {
    if (typeof sessionId !== 'string') fail(' remotePlayerID must be of type string');
  });

import { fail, judge, type Verdict } from './verdict';

// Subscriptions: receive settings (per-participant simulcast layer) and setSubscribedTracks.

export function receiveSettingsHelp(allowAllParticipantsKey: boolean): string {
  return (
    `receiveSettings must be of the form { [<remote participant id> | base${allowAllParticipantsKey ? ' | "*"' : ''}]: ` +
    '{ [video: [{ layer: [<non-negative integer> | "inherit"] } | "inherit"]], [screenVideo: [{ layer: [<non-negative integer> | "inherit"] } | "inherit"]] }}}'
  );
}

const layerOk = (v: Record<string, unknown>): boolean =>
  v.layer === undefined || (Number.isInteger(v.layer) && (v.layer as number) >= 0) || v.layer === 'inherit';

/** daily-js `Es`: "*" is only accepted by updateReceiveSettings(); "local" never. */
export function receiveSettingsValid(settings: unknown, allowAllParticipantsKey: boolean): boolean {
  const banned = allowAllParticipantsKey ? ['local'] : ['local', '*'];
  for (const [key, value] of Object.entries(settings as object)) {
    const v = value as Record<string, Record<string, unknown>> | undefined;
    const keyOk = Boolean(key) && !banned.includes(key);
    const valueOk =
      Boolean(v) && !(v!.video && !layerOk(v!.video)) && !(v!.screenVideo && !layerOk(v!.screenVideo));
    if (!keyOk || !valueOk) return false;
  }
  return true;
}

/** updateReceiveSettings(): validated before the joined-only check. */
export const checkUpdateReceiveSettings = (settings: unknown): Verdict =>
  judge('subscriptions', () => {
    if (!receiveSettingsValid(settings, true)) fail(receiveSettingsHelp(true));
  });

export const SUBSCRIBED_TRACKS_HELP =
  'setSubscribedTracks cannot be used when setSubscribeToTracksAutomatically is enabled, and should be of the form: ' +
  "true | 'avatar' | false | 'staged' | { [audio: true|false|'staged'], [video: true|false|'staged'], [screenAudio: true|false|'staged'], [screenVideo: true|false|'staged'] }";

const SUBSCRIPTION_VALUES: unknown[] = [true, false, 'staged'];
const SUBSCRIPTION_TRACKS = ['audio', 'video', 'screenAudio', 'screenVideo', 'rmpAudio', 'rmpVideo'];

function perTrackValid(value: Record<string, unknown>, insideCustom = false): boolean {
  for (const key in value) {
    if (key === 'custom') {
      if (
        !SUBSCRIPTION_VALUES.includes(value[key]) &&
        !perTrackValid(value[key] as Record<string, unknown>, true)
      )
        return false;
    } else if (
      (!insideCustom && !SUBSCRIPTION_TRACKS.includes(key)) ||
      !SUBSCRIPTION_VALUES.includes(value[key])
    ) {
      return false;
    }
  }
  return true;
}

export interface SubscriptionContext {
  /** daily-js's default is true, which forbids setSubscribedTracks altogether. */
  subscribeToTracksAutomatically?: boolean;
  /** 'avatar' is refused in React Native. */
  reactNative?: boolean;
}

export function subscribedTracksValid(value: unknown, ctx: SubscriptionContext = {}): boolean {
  if (ctx.subscribeToTracksAutomatically ?? true) return false;
  if (SUBSCRIPTION_VALUES.includes(value) || (!ctx.reactNative && value === 'avatar')) return true;
  return perTrackValid(value as Record<string, unknown>);
}

import { checkNewInstance } from './instances';
import { assertInputSettings, INPUT_SETTINGS_HELP } from './inputSettings';
import {
  assertCustomIntegrations,
  assertCustomTrayButtons,
  INTEGRATIONS_HELP,
  TRAY_BUTTONS_HELP,
} from './integrations';
import { assertLang, LANG_HELP } from './lang';
import { assertLayout, assertLayoutConfig, LAYOUT_CONFIG_HELP, LAYOUT_HELP } from './layout';
import { assertSendSettings, checkSimulcastEncodings } from './sendSettings';
import { receiveSettingsHelp, receiveSettingsValid } from './subscriptions';
import { assertTheme, THEME_HELP } from './theme';
import { assertUserData } from './userData';
import {
  fail,
  isMediaStreamTrack,
  judge,
  kind,
  OK,
  RuleFailure,
  type DailyRule,
  type Verdict,
} from './verdict';

// daily-js's call-property table (`validateProperties`): unknown keys are refused, known keys run
// their check, and a failing check reports "property '<name>': <help>" with daily-js's help text.

const RN_CONFIG_TYPES = {
  androidInCallNotification: {
    title: 'string',
    subtitle: 'string',
    iconName: 'string',
    disableForCustomOverride: 'boolean',
  },
  disableAutoDeviceManagement: { audio: 'boolean', video: 'boolean' },
};

function matchesShape(value: unknown, shape: unknown): boolean {
  if (shape === undefined) return false;
  if (typeof shape === 'string') return kind(value) === shape;
  if (typeof shape !== 'object') return false;
  if (kind(value) !== 'object') return false;
  for (const key in value as object)
    if (!matchesShape((value as Record<string, unknown>)[key], (shape as Record<string, unknown>)[key]))
      return false;
  return true;
}

type Check = (value: unknown) => void;
interface Entry {
  rule?: DailyRule;
  help?: string;
  check?: Check;
  /** daily-js wraps these in try/catch and logs the error after this prefix: any throw is a plain "false". */
  swallow?: string;
}

const must = (ok: boolean, detail?: string): void => {
  if (!ok) fail('', detail);
};
const isString: Check = (v) => must(typeof v === 'string');
const source =
  (name: string): Check =>
  (v) =>
    must(
      typeof v === 'boolean' || isMediaStreamTrack(v) || typeof v === 'string',
      `${name} must be a MediaStreamTrack, boolean, or a string`,
    );
const FREE: Entry = {};

const TABLE: Record<string, Entry> = {
  customIntegrations: {
    rule: 'custom-integrations',
    check: assertCustomIntegrations,
    help: INTEGRATIONS_HELP,
  },
  customTrayButtons: { rule: 'custom-tray-buttons', check: assertCustomTrayButtons, help: TRAY_BUTTONS_HELP },
  url: { check: isString, help: 'url should be a string' },
  baseUrl: { check: isString, help: 'baseUrl should be a string' },
  token: { check: isString, help: 'token should be a string' },
  dailyConfig: {
    rule: 'daily-config',
    swallow: 'Failed to validate dailyConfig ',
    help: 'Unsupported dailyConfig. Check error logs for detailed info.',
    check: (v) => {
      const c = v as { camSimulcastEncodings?: unknown };
      const verdict = c.camSimulcastEncodings ? checkSimulcastEncodings(c.camSimulcastEncodings) : OK;
      if (!verdict.ok) fail(verdict.message);
    },
  },
  reactNativeConfig: {
    rule: 'react-native-config',
    check: (v) => must(matchesShape(v, RN_CONFIG_TYPES)),
    help: `reactNativeConfig should look like ${JSON.stringify(RN_CONFIG_TYPES)}, all fields optional`,
  },
  lang: { rule: 'lang', check: assertLang, help: LANG_HELP },
  userName: FREE,
  userData: { rule: 'user-data', swallow: '', check: assertUserData, help: 'invalid userData type provided' },
  startVideoOff: FREE,
  startAudioOff: FREE,
  allowLocalVideo: FREE,
  allowLocalAudio: FREE,
  activeSpeakerMode: FREE,
  showLeaveButton: FREE,
  showLocalVideo: FREE,
  showParticipantsBar: FREE,
  showFullscreenButton: FREE,
  showUserNameChangeUI: FREE,
  iframeStyle: FREE,
  customLayout: FREE,
  cssFile: FREE,
  cssText: FREE,
  bodyClass: FREE,
  videoSource: { check: source('videoSource') },
  audioSource: { check: source('audioSource') },
  subscribeToTracksAutomatically: FREE,
  theme: { rule: 'theme', check: assertTheme, help: THEME_HELP },
  layoutConfig: { rule: 'grid-layout', check: assertLayoutConfig, help: LAYOUT_CONFIG_HELP },
  receiveSettings: {
    rule: 'subscriptions',
    check: (v) => must(receiveSettingsValid(v, false)),
    help: receiveSettingsHelp(false),
  },
  sendSettings: {
    rule: 'send-settings',
    swallow: 'Failed to validate send settings ',
    check: assertSendSettings,
    help: 'Invalid sendSettings provided. Check error logs for detailed info.',
  },
  inputSettings: { rule: 'input-settings', check: assertInputSettings, help: INPUT_SETTINGS_HELP },
  layout: { rule: 'layout', check: assertLayout, help: LAYOUT_HELP },
  emb: FREE,
  embHref: FREE,
  dailyJsVersion: FREE,
  proxy: FREE,
  strictMode: FREE,
  allowMultipleCallInstances: FREE,
};

export const KNOWN_CALL_PROPERTIES: readonly string[] = Object.keys(TABLE);

/** Verdict for the properties given to createCallObject(), join(), load(), preAuth() or startCamera(). */
export function checkCallProperties(props: unknown): Verdict {
  for (const name in props as object) {
    const entry = (TABLE as Record<string, Entry | undefined>)[name];
    if (!entry)
      return {
        ok: false,
        rule: 'call-properties',
        property: name,
        message: `unrecognized property '${name}'`,
      };
    if (typeof entry !== 'object' || !entry.check) continue;
    const rule = entry.rule ?? 'call-properties';
    try {
      entry.check((props as Record<string, unknown>)[name]);
    } catch (error) {
      if (!(error instanceof RuleFailure) && entry.swallow === undefined) {
        return {
          ok: false,
          rule,
          property: name,
          message: error instanceof Error ? error.message : String(error),
        };
      }
      const detail =
        entry.swallow !== undefined ? `${entry.swallow}${String(error)}` : (error as RuleFailure).detail;
      return {
        ok: false,
        rule,
        property: name,
        message: `property '${name}': ${String(entry.help)}`,
        ...(detail ? { detail } : {}),
      };
    }
  }
  return OK;
}

/** createCallObject(props): the duplicate-instance rule comes first, then the properties. */
export function checkCreateCallObject(props: Record<string, unknown> = {}, liveInstances = 0): Verdict {
  // daily-js sets props.layout first, which throws a TypeError for null or a primitive; so does this, in strict mode.
  if (props === null || (typeof props !== 'object' && typeof props !== 'function')) {
    return judge('call-properties', () => {
      (props as { layout: string }).layout = 'none';
    });
  }
  const duplicate = checkNewInstance({
    liveInstances,
    strictMode: props.strictMode,
    allowMultipleCallInstances: props.allowMultipleCallInstances,
  });
  return duplicate.ok ? checkCallProperties({ ...props, layout: 'none' }) : duplicate;
}

const single =
  (name: string) =>
  (value: unknown): Verdict =>
    checkCallProperties({ [name]: value });
export const checkLang = single('lang');
export const checkTheme = single('theme');
export const checkLayoutConfig = single('layoutConfig');
export const checkReceiveSettings = single('receiveSettings');
export const checkCustomIntegrations = single('customIntegrations');

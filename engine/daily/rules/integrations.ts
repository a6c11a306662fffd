import { fail, isUrl, judge, kind, RuleFailure, type Verdict } from './verdict';

// Prebuilt-frame extras: custom integrations and custom tray buttons.

export const TRAY_BUTTON_TYPES = {
  id: {
    iconPath: 'string',
    iconPathDarkMode: 'string',
    label: 'string',
    tooltip: 'string',
    visualState: "'default' | 'sidebar-open' | 'active'",
  },
} as const;
export const INTEGRATION_TYPES = {
  id: {
    allow: 'string',
    controlledBy: "'*' | 'owners' | string[]",
    csp: 'string',
    iconURL: 'string',
    label: 'string',
    loading: "'eager' | 'lazy'",
    location: "'main' | 'sidebar'",
    name: 'string',
    referrerPolicy: 'string',
    sandbox: 'string',
    src: 'string',
    srcdoc: 'string',
    shared: "string[] | 'owners' | boolean",
  },
} as const;

export const INTEGRATIONS_HELP = `customIntegrations should be an object of type ${JSON.stringify(INTEGRATION_TYPES)}.`;
export const TRAY_BUTTONS_HELP = `customTrayButtons should be a dictionary of the type ${JSON.stringify(TRAY_BUTTON_TYPES)}`;
export const TRAY_VISUAL_STATES = ['default', 'sidebar-open', 'active'] as const;

const stringList = (v: unknown): boolean => Array.isArray(v) && !v.some((x) => typeof x !== 'string');

/** daily-js `Ds`; the thrown text is the help, the logged problem is the detail. */
export function assertCustomIntegrations(value: unknown): void {
  if (!value || kind(value) !== 'object' || Array.isArray(value)) fail(INTEGRATIONS_HELP, INTEGRATIONS_HELP);
  const types: Record<string, string> = INTEGRATION_TYPES.id;
  for (const id of Object.keys(value as object)) {
    const item = (value as Record<string, Record<string, unknown>>)[id]!;
    const bad = (problem: string): never => fail(INTEGRATIONS_HELP, `customIntegration ${id}: ${problem}`);
    const shouldBe = (key: string): never => bad(`${key} should be ${types[key]}`);
    if (!('label' in item)) bad('label is required');
    if (!('location' in item)) bad('location is required');
    if (!('src' in item) && !('srcdoc' in item)) bad('src or srcdoc is required');
    for (const [key, v] of Object.entries(item)) {
      switch (key) {
        case 'allow':
        case 'csp':
        case 'name':
        case 'referrerPolicy':
        case 'sandbox':
          if (typeof v !== 'string') shouldBe(key);
          break;
        case 'iconURL':
          if (!isUrl(v)) bad(`${key} should be a url`);
          break;
        case 'src':
          if ('srcdoc' in item) bad('cannot have both src and srcdoc');
          if (!isUrl(v)) bad(`src "${String(v)}" is not a valid URL`);
          break;
        case 'srcdoc':
          if ('src' in item) bad('cannot have both src and srcdoc');
          if (typeof v !== 'string') shouldBe(key);
          break;
        case 'location':
          if (!['main', 'sidebar'].includes(v as string)) shouldBe(key);
          break;
        case 'controlledBy':
          if (v !== '*' && v !== 'owners' && !stringList(v)) shouldBe(key);
          break;
        case 'shared':
          if (!stringList(v) && v !== 'owners' && typeof v !== 'boolean') shouldBe(key);
          break;
        default:
          if (!types[key]) fail(INTEGRATIONS_HELP, `customIntegration does not support key ${key}`);
      }
    }
  }
}

/** daily-js `Ns`: null and undefined pass; each button's keys are checked by type. */
export function assertCustomTrayButtons(value: unknown): void {
  if ((value && kind(value) !== 'object') || Array.isArray(value))
    fail(
      TRAY_BUTTONS_HELP,
      `customTrayButtons should be an Object of the type ${JSON.stringify(TRAY_BUTTON_TYPES)}.`,
    );
  if (!value) return;
  const types: Record<string, string> = TRAY_BUTTON_TYPES.id;
  for (const id of Object.keys(value as object)) {
    for (const [key, v] of Object.entries((value as Record<string, object>)[id]!)) {
      const type = types[key];
      if (!type) fail(TRAY_BUTTONS_HELP, `customTrayButton does not support key ${key}`);
      if (key === 'iconPath' || key === 'iconPathDarkMode') {
        if (!isUrl(v)) fail(TRAY_BUTTONS_HELP, `customTrayButton ${key} should be a url.`);
      } else if (key === 'visualState') {
        if (!(TRAY_VISUAL_STATES as readonly unknown[]).includes(v))
          fail(TRAY_BUTTONS_HELP, `customTrayButton ${key} should be ${type}. Got: ${String(v)}`);
      } else if (kind(v) !== type) {
        fail(TRAY_BUTTONS_HELP, `customTrayButton ${key} should be a ${type}.`);
      }
    }
  }
}

/** updateCustomTrayButtons(buttons): daily-js logs and ignores a bad dictionary. */
export const checkCustomTrayButtons = (buttons: unknown): Verdict =>
  judge('custom-tray-buttons', () => {
    try {
      assertCustomTrayButtons(buttons);
    } catch (error) {
      if (!(error instanceof RuleFailure)) throw error;
      fail(
        `updateCustomTrayButtons only accepts a dictionary of the type ${JSON.stringify(TRAY_BUTTON_TYPES)}`,
        error.detail,
      );
    }
  });

/** start/stopCustomIntegrations(ids): ids must be strings naming integrations already set. */
export const checkCustomIntegrationIds = (
  ids: unknown,
  known: Record<string, unknown>,
  method: 'startCustomIntegrations' | 'stopCustomIntegrations' = 'startCustomIntegrations',
): Verdict =>
  judge('custom-integrations', () => {
    if (
      (Array.isArray(ids) && ids.some((id) => typeof id !== 'string')) ||
      (!Array.isArray(ids) && typeof ids !== 'string')
    )
      fail(`${method}() only accepts string | string[]`);
    const list = typeof ids === 'string' ? [ids] : (ids as string[]);
    const missing = list.filter((id) => !(id in known));
    if (missing.length) fail(`Can't find custom integration(s): "${missing.join(', ')}"`);
  });

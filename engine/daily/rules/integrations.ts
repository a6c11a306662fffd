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

type FieldCheck = (value: unknown, item: Record<string, unknown>, key: string) => string | undefined;

const shouldBe = (key: string): string =>
  `${key} should be ${(INTEGRATION_TYPES.id as Record<string, string>)[key]}`;
const stringField: FieldCheck = (v, _item, key) => (typeof v === 'string' ? undefined : shouldBe(key));

/** Each checked key of an integration: the problem with its value, undefined when it is right. */
const INTEGRATION_FIELDS: Record<string, FieldCheck> = {
  allow: stringField,
  csp: stringField,
  name: stringField,
  referrerPolicy: stringField,
  sandbox: stringField,
  iconURL: (v, _item, key) => (isUrl(v) ? undefined : `${key} should be a url`),
  src: (v, item) => {
    if ('srcdoc' in item) return 'cannot have both src and srcdoc';
    return isUrl(v) ? undefined : `src "${String(v)}" is not a valid URL`;
  },
  srcdoc: (v, item, key) => ('src' in item ? 'cannot have both src and srcdoc' : stringField(v, item, key)),
  location: (v, _item, key) => (['main', 'sidebar'].includes(v as string) ? undefined : shouldBe(key)),
  controlledBy: (v, _item, key) => (v === '*' || v === 'owners' || stringList(v) ? undefined : shouldBe(key)),
  shared: (v, _item, key) =>
    stringList(v) || v === 'owners' || typeof v === 'boolean' ? undefined : shouldBe(key),
};

function assertIntegration(id: string, item: Record<string, unknown>): void {
  const types: Record<string, string> = INTEGRATION_TYPES.id;
  const bad = (problem: string): never => fail(INTEGRATIONS_HELP, `customIntegration ${id}: ${problem}`);
  if (!('label' in item)) bad('label is required');
  if (!('location' in item)) bad('location is required');
  if (!('src' in item) && !('srcdoc' in item)) bad('src or srcdoc is required');
  for (const [key, v] of Object.entries(item)) {
    const check = Object.prototype.hasOwnProperty.call(INTEGRATION_FIELDS, key)
      ? INTEGRATION_FIELDS[key]
      : undefined;
    if (!check) {
      // A known key without a check (label, loading) passes.
      if (!types[key]) fail(INTEGRATIONS_HELP, `customIntegration does not support key ${key}`);
      continue;
    }
    const problem = check(v, item, key);
    if (problem) bad(problem);
  }
}

/** daily-js `Ds`; the thrown text is the help, the logged problem is the detail. */
export function assertCustomIntegrations(value: unknown): void {
  if (!value || kind(value) !== 'object' || Array.isArray(value)) fail(INTEGRATIONS_HELP, INTEGRATIONS_HELP);
  for (const id of Object.keys(value as object))
    assertIntegration(id, (value as Record<string, Record<string, unknown>>)[id]!);
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

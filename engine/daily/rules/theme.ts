import { fail, kind } from './verdict';

export const THEME_COLORS = [
  'accent',
  'accentText',
  'background',
  'backgroundAccent',
  'baseText',
  'border',
  'mainAreaBg',
  'mainAreaBgAccent',
  'mainAreaText',
  'supportiveText',
] as const;

export const THEME_HELP = 'unsupported theme configuration. Check error logs for detailed info.';

// daily-js's pattern, precedence quirk included: "#rrggbb…" at the start OR "#rgb" at the end passes.
const HEX = /^#[0-9a-f]{6}|#[0-9a-f]{3}$/i;

function assertColors(colors: Record<string, unknown>): void {
  for (const name of Object.keys(colors)) {
    if (!(THEME_COLORS as readonly string[]).includes(name))
      fail(THEME_HELP, `unsupported color "${name}". Valid colors: ${THEME_COLORS.join(', ')}`);
    const value = colors[name];
    // daily-js calls value.match(); anything but a string fails there with a TypeError.
    if (typeof value !== 'string') throw new TypeError(`${name} theme color must be a string`);
    if (!HEX.test(value))
      fail(
        THEME_HELP,
        `${name} theme color should be provided in valid hex color format. Received: "${value}"`,
      );
  }
}

/** Throws RuleFailure (message = help text) on a bad theme; native TypeErrors escape as in daily-js. */
export function assertTheme(theme: unknown): void {
  const t = theme as Record<string, Record<string, unknown>>;
  if (!(kind(theme) === 'object' && (('light' in t && 'dark' in t) || 'colors' in t))) {
    fail(THEME_HELP, 'Theme must contain either both "light" and "dark" properties, or "colors".');
  }
  if ('light' in t && 'dark' in t) {
    if (!('colors' in (t.light as object))) fail(THEME_HELP, 'Light theme is missing "colors" property.');
    if (!('colors' in (t.dark as object))) fail(THEME_HELP, 'Dark theme is missing "colors" property.');
    assertColors(t.light!.colors as Record<string, unknown>);
    assertColors(t.dark!.colors as Record<string, unknown>);
    return;
  }
  assertColors(t.colors as Record<string, unknown>);
}

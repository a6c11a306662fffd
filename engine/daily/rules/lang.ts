import { fail } from './verdict';

export const DAILY_LANGUAGES = [
  'da',
  'de',
  'en-us',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'jp',
  'ka',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'sv',
  'tr',
  'user',
] as const;

export const LANG_HELP = `language not supported. Options are: ${DAILY_LANGUAGES.join(', ')}`;

export function assertLang(value: unknown): void {
  if (!(DAILY_LANGUAGES as readonly unknown[]).includes(value)) fail(LANG_HELP);
}

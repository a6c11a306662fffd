import type { Item } from '../catalogue';
import { itemLink, span } from './markdown';

// How an About entry is named inside a sentence: its link, organisation, dates and result.

export type Entry = Extract<Item, { type: 'entry' }>;

/** A result inside a sentence: a word lower-cased ("with distinction"), a grade as written ("A*A*A"), markdown escaped. */
export const escaped = (text: string) => text.replace(/([*_`[\]])/g, '\\$1');
export const resultText = (result: string) =>
  escaped(/^[A-Z][a-z]/.test(result) ? result.charAt(0).toLowerCase() + result.slice(1) : result);
export const at = (e: Entry) => (e.entry.organisation ? ` at ${e.entry.organisation}` : '');
export const dates = (e: Entry) => (span(e.entry) ? ` (${span(e.entry)})` : '');
export const entryLine = (e: Entry) =>
  `${itemLink(e)}${at(e)}${dates(e)}${e.section.id === 'education' && e.entry.end === 'present' && !span(e.entry) ? ', in progress' : ''}${e.entry.result ? `, ${resultText(e.entry.result)}` : ''}`;

/** A span of months as said: "8 months", "about 2 years", "almost 3 years". */
export function duration(months: number): string {
  const whole = Math.floor(Math.max(0, months) / 12);
  const rest = Math.max(0, months) % 12;
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  if (rest >= 9) return `almost ${years(whole + 1)}`;
  if (whole < 1) return months < 1 ? 'less than a month' : `${months} month${months === 1 ? '' : 's'}`;
  return rest <= 2 ? `about ${years(whole)}` : `over ${years(whole)}`;
}

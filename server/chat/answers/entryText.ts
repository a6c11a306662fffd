import type { Item } from '../catalogue';
import { itemLink, span } from './markdown';
import { monthNow, monthOf } from '../facts';
import { sentencesOf } from '../passages';
import { tokens } from '../text';

// How an About entry is named inside a sentence: its link, organisation, dates and result.

export type Entry = Extract<Item, { type: 'entry' }>;

// Words an owner writes for studies they did not finish ("I left after two years"); "unfinished"
// before another noun ("unfinished prototypes") is about that thing, not the study.
export const LEFT_STUDIES =
  /\b(?:left|quit)(?: university| uni| college| the (?:course|degree|programme|program))? (?:after|before|early|in (?:my|the) \w+ year)\b|\b(?:dropped out|withdrew|not completed)\b|\b(?:incomplete|unfinished)\b(?! +(?!(?:degree|course|studies|study|diploma|programme|program|bachelor|master)\b)[a-z])|\b(?:did not|didn['’]t|never|have not|haven['’]t|has not|hasn['’]t) (?:finish|finished|complete|completed|graduate|graduated)|\bwithout (?:finishing|graduating|a degree)\b/i;
/** Whether the entry's title or result already says it was left ("not completed"). */
export const saysLeft = (e: Entry) => [e.entry.role, e.entry.result].some((t) => t && LEFT_STUDIES.test(t));
/** Studies left before the end: so marked, or so said in the entry's own words. */
export const unfinished = (e: Entry) =>
  e.entry.completed === false ||
  [e.entry.role, e.entry.result, e.entry.content].some((t) => t && LEFT_STUDIES.test(t));

/** A result inside a sentence: a word lower-cased ("with distinction"), a grade as written ("A*A*A"), markdown escaped. */
export const escaped = (text: string) => text.replace(/([*_`[\]])/g, '\\$1');
export const resultText = (result: string) =>
  escaped(/^[A-Z][a-z]/.test(result) ? result.charAt(0).toLowerCase() + result.slice(1) : result);
// An organisation field that says the owner worked for no one: "Self-employed", "Freelance".
const OWN_ACCOUNT = /^(?:self[- ]?employed|freelance|independent)$/i;
export const at = (e: Entry) =>
  !e.entry.organisation
    ? ''
    : OWN_ACCOUNT.test(e.entry.organisation.trim())
      ? `, ${e.entry.organisation.trim().toLowerCase()}`
      : ` at ${e.entry.organisation}`;
// "In April 2025 I was promoted to Engineering Manager": a job's own sentence on when its title
// (the entry's title) was reached, later than the job began.
export const PROMOTED_IN =
  /\b(?:promoted|became|made|moved (?:up )?(?:in)?to|stepped (?:up )?(?:in)?to|title changed)\b/i;
const MONTH_YEAR =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b/;
const MONTH_NUMBER =
  'January February March April May June July August September October November December'.split(' ');

// Words between "promoted to" and the title.
const TITLE_FILLER = new Set(['to', 'into', 'a', 'an', 'the', 'up', 'in', 'as', 'our', 'my']);
/**
 * The sentence's new title starts as the entry's own: "promoted to Senior Backend Engineer" is
 * another post than "Backend Engineer".
 */
function promotedToRole(s: string, e: Entry): boolean {
  const m = PROMOTED_IN.exec(s)!;
  const next = tokens(s.slice(m.index + m[0].length)).find((w) => !TITLE_FILLER.has(w));
  return !next || tokens(e.entry.role ?? e.title).includes(next);
}

/** When a job's own words say its titled post began ("2025-04", or "2017" alone), if later than the job. */
export function postStart(e: Entry): string | undefined {
  if (e.section.id !== 'career' || !e.entry.start) return undefined;
  const title = tokens(e.entry.role ?? e.title).filter((w) => w.length > 3);
  for (const s of sentencesOf(e.entry.content)) {
    if (!PROMOTED_IN.test(s) || !title.some((w) => tokens(s).includes(w)) || !promotedToRole(s, e)) continue;
    const m = MONTH_YEAR.exec(s);
    const key = m
      ? `${m[2]}-${String(MONTH_NUMBER.indexOf(m[1]!) + 1).padStart(2, '0')}`
      : /\bin (\d{4})\b/.exec(s)?.[1];
    if (key && key > e.entry.start.slice(0, key.length)) return key;
  }
  return undefined;
}

/** The month and year (or year) a job's own words say its titled post began, as words. */
export function postSince(e: Entry): string | undefined {
  const key = postStart(e);
  if (!key) return undefined;
  const [y, m] = key.split('-');
  return m ? `${MONTH_NUMBER[Number(m) - 1]} ${y}` : y;
}

const since = (e: Entry) => {
  const post = postSince(e);
  return post ? `; in this post since ${post}` : '';
};
export const dates = (e: Entry) => (span(e.entry) ? ` (${span(e.entry)}${since(e)})` : '');
/** Studies whose end date is still to come: not yet finished. */
export const dueLater = (e: Entry, now: Date) =>
  e.section.id === 'education' &&
  !!e.entry.end &&
  e.entry.end !== 'present' &&
  monthOf(e.entry.end, 'end') > monthNow(now);
/** A study left before the end, where its own title does not already say so. */
const leftMark = (e: Entry) =>
  e.section.id === 'education' && e.entry.end !== 'present' && unfinished(e) && !saysLeft(e)
    ? ', left before the end'
    : '';
/** An entry named in a sentence; given the date, studies due to end later are said in progress. */
export const entryLine = (e: Entry, now?: Date) =>
  `${itemLink(e)}${at(e)}${dates(e)}${(e.section.id === 'education' && e.entry.end === 'present' && !span(e.entry)) || (now && dueLater(e, now)) ? ', in progress' : ''}${e.entry.result ? `, ${resultText(e.entry.result)}` : ''}${leftMark(e)}`;

/** A span of months as said: "8 months", "about 2 years", "almost 3 years". */
export function duration(months: number): string {
  const whole = Math.floor(Math.max(0, months) / 12);
  const rest = Math.max(0, months) % 12;
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  if (rest >= 9) return `almost ${years(whole + 1)}`;
  if (whole < 1) return months < 1 ? 'less than a month' : `${months} month${months === 1 ? '' : 's'}`;
  return rest <= 2 ? `about ${years(whole)}` : `over ${years(whole)}`;
}

/** Where an entry was, as a sentence, or that the site doesn't say. */
export const placeLine = (e: Entry) => {
  const is = e.entry.end === 'present' ? 'is' : 'was';
  if (!e.entry.location) return ` The site doesn't say where it ${is}.`;
  // "Remote", "Remote (EU)": a way of working, not a place to be in.
  return /^remote\b/i.test(e.entry.location)
    ? ` It ${is} remote${e.entry.location.slice(6)}.`
    : ` It ${is} in ${e.entry.location}.`;
};

/**
 * Whether a location names a place only as the employer's side of remote work: "Ottawa (remote
 * from Toronto)" of Ottawa, "Remote (for a London client)" of London; not "Lisbon (remote from
 * Porto)" of Porto, where the owner was.
 */
export function remoteFor(location: string, place: string): boolean {
  if (!/\bremote\b/i.test(location)) return false;
  const from = /\bremote(?:ly)? from ([^),;]+)/i.exec(location)?.[1] ?? '';
  return !tokens(from).includes(place);
}

import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { when } from './markdown';
import { withoutVerdict } from '../text';

// "Available right away?" of "Yes, from February 2027": the owner's yes holds only from a date
// still to come, so the answer to "now" is no, with the date.

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

// Asks for now or the next few weeks, not whether at all.
const NOW_ASKED =
  /\b(?:right away|straight away|immediately|now|asap|today|at once|this (?:week|month)|next (?:week|month)|soon|quickly)\b/;

// "From February 2027", "after March", "until the end of January": where availability starts.
const DATE_SAID = new RegExp(
  String.raw`\b(from|after|starting(?: in)?|as of|in|until|till|through|end of)\s+(?:(?:early|mid|late)[- ])?(?:(${MONTHS.join('|')})(?:\s+(\d{4}))?|(\d{4})\b)`,
  'gi',
);
const WHAT_ASKED = /^(?:what|when|how|where|which|who|why)$/;
// A time the owner is busy until: free only the month after.
const UNTIL = /^(?:until|till|through|end of)$/i;

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

/** The months (year * 12 + month) from which a sentence says the owner is free. */
export function startsSaid(sentence: string, now: Date): number[] {
  const starts: number[] = [];
  for (const m of sentence.matchAll(DATE_SAID)) {
    const [, word, month, year, yearOnly] = m;
    let at: number;
    if (yearOnly) at = Number(yearOnly) * 12 + (UNTIL.test(word!) ? 12 : 0);
    else {
      const mi = MONTHS.indexOf(month!.toLowerCase());
      // A month without a year is its next coming, this month included.
      const y = year ? Number(year) : now.getUTCFullYear() + (mi < now.getUTCMonth() ? 1 : 0);
      at = y * 12 + mi + (UNTIL.test(word!) ? 1 : 0);
    }
    starts.push(at);
  }
  return starts;
}

/** A month index as words: 'February 2027'. */
const label = (at: number) => when(`${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`);

/**
 * "No, not before February 2027" where the question asks for now and the answer's earliest date to
 * start is still to come; undefined where the answer names none, or one already past.
 */
export function notYet(ctx: Ctx, text: string, rest: string): string | undefined {
  // "How soon can she start?" asks when, which the owner's words answer as they are.
  if (WHAT_ASKED.test(ctx.q.words[0] ?? '') || !NOW_ASKED.test(ctx.q.words.join(' '))) return undefined;
  const starts = sentencesOf(text).flatMap((s) => startsSaid(s, ctx.now));
  if (!starts.length) return undefined;
  const first = Math.min(...starts);
  if (first <= monthIndex(ctx.now)) return undefined;
  return `No, not before ${label(first)}. In ${ctx.v.name}'s own words: “${capitalised(rest)}”`;
}

// "When can she start?", "can he start now?": when the owner could begin, not what they began.
const START_WORDS = new Set(['start', 'begin', 'join', 'onboard']);
const START_AFTER = new Set(
  'now soon right away straight immediately asap today quickly next week month date the in on when it with you us'.split(
    ' ',
  ),
);

/** Whether the question asks when the owner could start a role ("how soon can she start?"). */
export function startAsked(words: readonly string[]): boolean {
  const i = words.findIndex((w) => START_WORDS.has(w));
  if (i < 1 || words.slice(0, i).some((w) => /^(?:did|was|were|has|had|first)$/.test(w))) return false;
  return words.slice(i + 1).every((w) => START_AFTER.has(w) || MONTHS.includes(w) || /^\d{4}$/.test(w));
}

const NOTICE_SAID =
  /\b(?:notice|immediately|right away|straight away|at once|within (?:a|one|two|three|four|six|\d+) (?:days?|weeks?|months?))\b/i;

/**
 * A start date asked of the owner's answer on availability that gives none: the site has no date,
 * and the owner's words on availability follow, without their yes to another question.
 */
export function noStartDate(ctx: Ctx, text: string): string | undefined {
  if (!startAsked(ctx.q.words) || sentencesOf(text).some((s) => startsSaid(s, ctx.now).length))
    return undefined;
  // "I can start with a month's notice" says when, as a span from an offer rather than a date.
  if (NOTICE_SAID.test(text)) return undefined;
  const rest = withoutVerdict(text);
  return `The site gives no start date. In ${ctx.v.name}'s own words: “${capitalised(rest)}”`;
}

import type { Ctx } from './context';
import type { Parsed } from '../understand';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { monthsCovered, monthsRun } from './tenure';
import { chronological } from '../facts';

// "Did she work at Basketly for more than two years?", "was he there less than a year?": a length
// claimed of one job or study, weighed against its dates.

export const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const CLAIM =
  /\b(more th[ae]n|longer th[ae]n|over|at least|less th[ae]n|under|fewer th[ae]n|shorter th[ae]n|at most|about|around|roughly|approximately|nearly|almost|close to|like|for)\s+(\w+)\s+(years?|months?)\b/;
// "Five years of Go", "two years' experience": a plain length claimed (not "the last two years of").
const OF_CLAIM =
  /\b(?:(last|first|past|next|the|those|these|his|her|their|my|its|how|many) )?(\w+) (years?|months?)(?:['’]s?)? (?:of|experience)\b/;
// "About three years", "like 10 years": a length near it (see meets).
const APPROX = /^(?:about|around|roughly|approximately|nearly|almost|close to|like)$/;

// "So he's been there two years?": a length right after where, as "for" would say it.
const BARE_CLAIM = /\b(?:been|there|here) (\w+) (years?|months?)\b/;

// "Seven years in data", "two years as a lead": a plain length claimed of a field or a post.
const IN_CLAIM =
  /\b(?:(last|first|past|next|the|those|these|his|her|their|my|its|how|many) )?(\w+) (years?|months?) (?:in|as|at)\b/;

/** The claim word, number and unit of a length claimed; "of" for a plain "five years of React". */
function claimWords(said: string): readonly string[] | null {
  // "A dozen years" is twelve; "for only three years" claims three years.
  const text = said
    .replace(/\ba dozen\b/g, 'dozen')
    .replace(/\b(?:only|just|merely|exactly) (?=\w+ (?:years?|months?)\b)/g, '');
  const of = OF_CLAIM.exec(text) ?? IN_CLAIM.exec(text);
  const bare = BARE_CLAIM.exec(text);
  return (
    CLAIM.exec(text) ??
    (of && !of[1] ? ['', 'of', of[2]!, of[3]!] : bare ? ['', 'for', bare[1]!, bare[2]!] : null)
  );
}

/** The length a question claims and which side of it it asks ("more than two years": over 24 months). */
export function spanClaimed(
  words: readonly string[],
  { placed = false } = {},
): { months: number; over: boolean; strict: boolean; approx?: boolean; within?: number } | undefined {
  const m = claimWords(words.join(' '));
  // "For five years" claims a length only of a job or place named: "coached for eight years" may
  // be any length of coaching.
  if (!m || (m[1] === 'for' && !placed)) return undefined;
  const n = NUMBERS[m[2]!] ?? (/^\d+$/.test(m[2]!) ? Number(m[2]) : undefined);
  if (!n) return undefined;
  const months = m[3]!.startsWith('year') ? n * 12 : n;
  // "For five years" claims about that long, as "about five years" does.
  if (APPROX.test(m[1]!)) return { months, over: false, strict: false, approx: true };
  if (m[1] === 'for' || m[1] === 'of')
    return { months, over: false, strict: false, approx: true, within: 10 };
  const over = /^(?:more|longer|over|at least)/.test(m[1]!);
  return { months, over, strict: !m[1]!.startsWith('at ') };
}

/** Whether a question claims rather than asks what: yes/no, or a statement ("…, right?"). */
export const claims = (q: { yesNo: boolean; words: readonly string[] }) =>
  q.yesNo || !ASKS_WHAT.has(q.words[q.words[0] === 'and' ? 1 : 0] ?? '');

/** A length claimed by a yes/no question, or by a fragment ("over 5 years of Go?", "and Snowflake for more than five?"). */
export const claimAsked = (q: Pick<Parsed, 'yesNo' | 'words' | 'found'>, placed = false) =>
  q.yesNo || !ASKS_WHAT.has(q.words[q.words[0] === 'and' ? 1 : 0] ?? '')
    ? spanClaimed(q.words, {
        // "Used React for five years?": a technology named is a place of the length, as a job is.
        placed: placed || q.found.some((f) => f.entity.type === 'org' || f.entity.type === 'tech'),
      })
    : undefined;
// A question that asks what, not whether ("how long was it, more than two years?" is still a how).
const ASKS_WHAT = new Set(['what', 'which', 'how', 'when', 'where', 'who', 'why']);

export type SpanClaim = NonNullable<ReturnType<typeof spanClaimed>>;

/** Whether a length in months is what the claim says ("more than two years": over 24). */
export const meets = (claim: SpanClaim, months: number) =>
  claim.approx
    ? // "About two years" holds of 2 years 5 months (it rounds to two), not "about ten" of eight; else
      // give or take an eighth, and a plain "for five years" a tenth.
      (claim.months % 12 === 0 && Math.round(months / 12) === claim.months / 12) ||
      Math.abs(months - claim.months) <= Math.max(3, Math.round(claim.months / (claim.within ?? 8)))
    : claim.over
      ? claim.strict
        ? months > claim.months
        : months >= claim.months
      : claim.strict
        ? months < claim.months
        : months <= claim.months;

/** Yes or no to a length claimed of the one dated entry asked about, with how long it ran. */
export function spanClaim(ctx: Ctx, entries: readonly Entry[]): Answer | undefined {
  // "At the bank for ten years?": a job found by its description is a place named.
  const claim = claimAsked(ctx.q, entries.length > 0);
  const e = entries.length === 1 ? entries[0]! : undefined;
  if (claim && !e) return employerClaim(ctx, entries, claim) ?? titledClaim(ctx, entries, claim);
  if (!claim || !e?.entry.start) return undefined;
  const months = monthsRun(e, ctx.now);
  return answer(
    `${meets(claim, months) ? 'Yes' : 'No'}: ${itemLink(e)}${at(e)}${dates(e)}: ${duration(months)}.`,
    [e],
  );
}

/** "At Piastre for more than four years?" of several posts with one employer: their time there in all. */
function employerClaim(ctx: Ctx, entries: readonly Entry[], claim: SpanClaim): Answer | undefined {
  const org = entries[0]?.entry.organisation;
  const posts = entries.filter((e) => e.section.id === 'career' && e.entry.start);
  if (
    !org ||
    posts.length < 2 ||
    posts.length !== entries.length ||
    posts.some((e) => e.entry.organisation !== org)
  )
    return undefined;
  const months = monthsCovered(posts, ctx.now);
  const lines = chronological(posts).map((e) => `- ${itemLink(e)}${dates(e)}`);
  return answer(
    `${meets(claim, months) ? 'Yes' : 'No'}: ${duration(months)} at ${org} in all, across ${posts.length} posts:\n${lines.join('\n')}`,
    posts,
  );
}

/** "He coached for roughly eight years?" of two or three jobs the question titles: their time in all. */
function titledClaim(ctx: Ctx, entries: readonly Entry[], claim: SpanClaim): Answer | undefined {
  const jobs = entries.filter((e) => e.section.id === 'career' && e.entry.start);
  if (jobs.length < 2 || jobs.length > 3 || jobs.length !== entries.length) return undefined;
  const months = monthsCovered(jobs, ctx.now);
  const lines = chronological(jobs).map((e) => `- ${itemLink(e)}${at(e)}${dates(e)}`);
  return answer(
    `${meets(claim, months) ? 'Yes' : 'No'}: ${duration(months)} in all, across ${jobs.length} jobs:\n${lines.join('\n')}`,
    jobs,
  );
}

/** "So more than a year?" after one job or study: the claim of the one dated entry in view. */
export function claimInView(ctx: Ctx): Answer | undefined {
  if (!claimAsked(ctx.q) || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && !!i.entry.start);
  return inView.length === 1 ? spanClaim(ctx, inView) : undefined;
}

// The words that claim a count: "more than three", "about ten", "at least 2".
const COUNT_WORDS =
  '(more th[ae]n|over|at least|fewer th[ae]n|less th[ae]n|under|at most|about|around|roughly|nearly|almost|like)';

const WON = /^(?:won|win|wins|winning|placed|lost|judged|mentored|led|ran|running)$/;
// "Those two jobs", "her three projects": things pointed at, not a count claimed.
const POINTED = /^(?:those|these|the|both|his|her|their|my|its|first|last|other)$/;
const AT_ONCE = /^ (?:at (?:the same time|once)|simultaneously|in parallel|together|side by side)\b/;

/**
 * A count claimed of the things a pattern names: group 1 the claim (none for an exact "seven
 * companies"), 2 the number, 3 the things. An exact claim needs a number, not "a" or "big".
 */
export const countClaimOf = (things: string) => {
  const pattern = new RegExp(`\\b(?:${COUNT_WORDS} )?(\\w+) (?:different |separate )?${things}\\b`);
  return {
    exec: (text: string): RegExpExecArray | null => {
      const m = pattern.exec(text);
      if (!m) return m;
      const number = /^\d+$/.test(m[2]!) || (m[2]! in NUMBERS && !/^an?$/.test(m[2]!));
      // "About ten projects" is a count; "about the project" is not.
      if (m[1]) return number ? m : null;
      // "Won two hackathons" counts wins, "two jobs at once" jobs held together: not how many in all.
      const before = text.slice(0, m.index).trim().split(' ').pop() ?? '';
      const after = text.slice(m.index + m[0].length);
      return number && !WON.test(before) && !POINTED.test(before) && !AT_ONCE.test(after) ? m : null;
    },
  };
};

/** "Yes: " or "No: " to a count claimed ("more than three", "about ten") of the count there is. */
export function countLead(claimed: RegExpExecArray, n: number): string {
  const k = NUMBERS[claimed[2]!] ?? Number(claimed[2]);
  if (!Number.isFinite(k)) return '';
  const word = claimed[1];
  const holds = !word
    ? n === k
    : APPROX.test(word)
      ? Math.abs(n - k) <= Math.max(1, Math.round(k / 5))
      : /^(?:more|over)/.test(word)
        ? n > k
        : word === 'at least'
          ? n >= k
          : word === 'at most'
            ? n <= k
            : n < k;
  return holds ? 'Yes: ' : 'No: ';
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [NUMBERS]) Object.setPrototypeOf(table, null);

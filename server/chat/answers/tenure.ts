import { FIELD_SYNONYMS, POST_NOUNS } from '../lexicon/cues';
import { careerOf, chronological, isJob, isSoftware, monthNow, monthOf, spanOf } from '../facts';
import { employments, longestEmployment } from './employers';
import { stemmer } from 'stemmer';
import { listing, tokens } from '../text';
import type { Parsed } from '../understand';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// "Where did she work longer, Winkelhaak or Stratocum?": the jobs or studies named, each with how
// long it ran by its dates, and which ran longest.

const LONGER = new Set(['longer', 'longest', 'shorter', 'shortest']);

/** Whether a question weighs how long things ran. */
export const asksLonger = (words: readonly string[]) =>
  words.some((w) => LONGER.has(w)) || words.join(' ').includes('more time');

/** The months an entry ran, a month in progress counted. */
export const monthsRun = (e: Entry, now: Date) =>
  (e.entry.end && e.entry.end !== 'present' ? monthOf(e.entry.end, 'end') + 1 : monthNow(now)) -
  monthOf(e.entry.start ?? e.entry.end ?? '');

/** Months that any of the entries covers, overlaps counted once. */
export function monthsCovered(entries: readonly Entry[], now: Date): number {
  const covered = new Set<number>();
  for (const e of entries) {
    const { from, to } = spanOf(e.entry, now);
    for (let m = from; m <= to; m++) covered.add(m);
  }
  // As for one entry: ended entries count both ends; one going on counts to now.
  const ongoing = entries.some((e) => e.entry.end === 'present' || !e.entry.end);
  return Math.max(0, covered.size - (ongoing ? 1 : 0));
}

export function longerOf(ctx: Ctx, entries: readonly Entry[]): Answer {
  const dated = entries.filter((e) => e.entry.start);
  const runs = dated.map((e) => ({ e, months: monthsRun(e, ctx.now) })).sort((a, b) => b.months - a.months);
  const shorter = ctx.q.words.some((w) => w === 'shorter' || w === 'shortest');
  const [first, second] = shorter ? [...runs].reverse() : runs;
  const lines = runs.map(({ e, months }) => `- ${itemLink(e)}${at(e)}${dates(e)}: ${duration(months)}`);
  const tie = !first || !second || first.months === second.months;
  const superlative = runs.length > 2 || ctx.q.words.some((w) => w === 'longest' || w === 'shortest');
  const most = superlative ? (shorter ? 'Shortest' : 'Longest') : shorter ? 'Shorter' : 'Longer';
  // "Was he at X longer than at Y?": yes or no for X, the entry named first.
  const claim = ctx.q.yesNo && ctx.q.words.includes('than') && entries.length === 2 ? entries[0] : undefined;
  const verdict = claim && !tie ? (first.e === claim ? 'Yes. ' : 'No. ') : '';
  const lead = tie
    ? 'They ran about as long as each other:'
    : `${verdict}${most}: ${itemLink(first.e)}${at(first.e)}.`;
  return answer(
    `${lead}\n${lines.join('\n')}`,
    runs.map((r) => r.e),
  );
}

// "What's the longest she has stayed in one job?": every job, by how long it ran.
const SOFTWARE_WORDS = new Set([
  'software',
  'tech',
  'developer',
  'programming',
  'coding',
  'dev',
  'engineering',
]);
const JOB_WORDS = new Set([...POST_NOUNS, 'employer', 'employers', 'company', 'companies', 'stayed', 'stay']);

const THOSE = new Set(['those', 'these', 'them', 'they']);
const EMPLOYER_WORDS = new Set(['employer', 'employers', 'company', 'companies', 'stay', 'stayed', 'firm']);

/** The jobs by how long each ran, when the longest or shortest of them all is asked and none is named. */
export function longestJob(ctx: Ctx): Answer | undefined {
  const superlative = ctx.q.words.some((w) => w === 'longest' || w === 'shortest');
  if (!superlative || !ctx.q.words.some((w) => JOB_WORDS.has(w))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "His longest software job": only the jobs in software; "which of those?": the jobs in view.
  const software = ctx.q.words.some((w) => SOFTWARE_WORDS.has(w));
  const inView = ctx.focus.filter((i): i is Entry => isJob(i));
  const pool = inView.length > 1 && ctx.q.words.some((w) => THOSE.has(w)) ? inView : careerOf(ctx.cat);
  const jobs = pool.filter((e) => e.entry.start && (!software || isSoftware(e)));
  if (jobs.length < 2) return undefined;
  // "Which company did she stay at longest?": posts at one employer are one stay.
  const groups = employments(
    jobs,
    ctx.q.words.some((w) => EMPLOYER_WORDS.has(w)),
  );
  return groups.some((g) => g.length > 1) ? longestEmployment(ctx, groups) : longerOf(ctx, jobs);
}

// Words of one side of "X or Y" that say what is weighed, not which entry it is.
const WEIGHING = new Set([
  ...LONGER,
  'which',
  'did',
  'do',
  'does',
  'was',
  'were',
  'more',
  'time',
  'job',
  'role',
  'the',
]);

/** How many months an entry covers (0 for one with no start). */
const length = (e: Entry, now: Date) => {
  if (!e.entry.start) return 0;
  const { from, to } = spanOf(e.entry, now);
  return to - from;
};

/** The one job or study one side of "X or Y" names or describes ("teaching at the music university"). */
function sideEntry(ctx: Ctx, from: number, to: number): Entry | undefined {
  const found = ctx.q.found.filter((f) => f.start >= from && f.end <= to);
  // An entry named by its title ("QA Analyst") is the one meant, at whatever place is named beside it.
  const titled = found.flatMap((f) =>
    f.entity.type === 'item' && f.entity.item.type === 'entry' ? [f.entity.item] : [],
  );
  const named = titled.length
    ? titled
    : found.flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []));
  if (named.length) return named.length === 1 ? named[0] : undefined;
  const words = ctx.passages.topicWords(
    ctx.q.words.slice(from, to).filter((w) => !WEIGHING.has(w)),
    { verbs: true },
  );
  // "The lecturer job": the one entry whose title has a word of the side.
  const entries = ctx.cat.entries.filter((e) => e.section.id === 'career' || e.section.id === 'education');
  const byTitle = entries.filter(
    (e) => words.length && ctx.passages.says(`${e.entry.role ?? ''} ${e.entry.title}`, words),
  );
  if (byTitle.length === 1) return byTitle[0];
  // "Teaching": every title of the activity ("Teacher", "Teaching Assistant"), the longest held first.
  const stems = words.map(stemmer).filter((w) => w.length > 3);
  const byStem = entries.filter((e) =>
    tokens(`${e.entry.role ?? ''} ${e.entry.title}`).some((t) => stems.some((w) => t.startsWith(w))),
  );
  if (byStem.length > 1) return [...byStem].sort((a, b) => length(b, ctx.now) - length(a, ctx.now))[0];
  // "In QA": the one title that has a word of the side as it is, however short.
  const byWord = entries.filter((e) =>
    tokens(`${e.entry.role ?? ''} ${e.entry.title}`).some((t) => words.includes(t)),
  );
  if (byWord.length === 1) return byWord[0];
  const found2 = ctx.passages.find(words, 4, (i) => entries.includes(i as Entry));
  const best = found2.filter((p) => p.matched === found2[0]?.matched);
  return best.length === 1 ? (best[0]!.item as Entry) : undefined;
}

/**
 * "Which did she do longer, the Klangwerk job or teaching at the music university?": the two sides
 * of "or", each an entry named or described; undefined unless both are found and differ.
 */
export function entriesOfSides(ctx: Ctx): Entry[] | undefined {
  // "X or Y?", "was he at X longer than at Y?"
  const at = Math.max(ctx.q.words.lastIndexOf('or'), ctx.q.words.lastIndexOf('than'));
  if (at < 1 || !asksLonger(ctx.q.words)) return undefined;
  const left = sideEntry(ctx, 0, at);
  const right = sideEntry(ctx, at + 1, ctx.q.words.length);
  return left && right && left !== right ? [left, right] : undefined;
}

// "Has he coached football longer than he has been coding?": one side is the owner's time in
// software, from the first software job or study that has a start.
const CODING = new Set([
  ...SOFTWARE_WORDS,
  'code',
  'coded',
  'coder',
  'programmer',
  'programmed',
  'developing',
  'software',
]);
const SIDE_FILLER = new Set([
  ...WEIGHING,
  'he',
  'she',
  'they',
  'has',
  'have',
  'had',
  'been',
  'is',
  'are',
  'in',
  'at',
  'doing',
  'working',
  'work',
  'as',
  'a',
  'an',
  'years',
]);

/** Whether the words of one side of "X than Y" speak of nothing but working in software. */
const codingSide = (words: readonly string[]) => {
  const kept = words.filter((w) => !SIDE_FILLER.has(w));
  return kept.length > 0 && kept.every((w) => CODING.has(w));
};

/** Of "X than Y" or "X or Y" weighed by length, where they divide and whether the first is the time in software. */
function softwareSide(q: Parsed): { cut: number; softwareFirst: boolean } | undefined {
  // The owner's name is a side's subject, like "he".
  const words = q.words.map((w, i) =>
    q.found.some((f) => f.entity.type === 'owner' && f.start <= i && i < f.end) ? 'he' : w,
  );
  const cut = Math.max(words.lastIndexOf('or'), words.lastIndexOf('than'));
  if (cut < 1 || !asksLonger(words)) return undefined;
  const softwareFirst = codingSide(words.slice(0, cut));
  return softwareFirst || codingSide(words.slice(cut + 1)) ? { cut, softwareFirst } : undefined;
}

/** Whether one side of "X than Y" or "X or Y" weighed by length is the time in software. */
export const softwareSideAsked = (q: Parsed) => !!softwareSide(q);

/**
 * "More time in audio than in software?": of a side that names a field rather than one post, every
 * job and study outside software whose title has the side's word or another word for it.
 */
function fieldEntries(ctx: Ctx, from: number, to: number): Entry[] {
  const words = ctx.passages.topicWords(
    ctx.q.words.slice(from, to).filter((w) => !WEIGHING.has(w)),
    { verbs: true },
  );
  const asked = new Set([...words, ...words.flatMap((w) => FIELD_SYNONYMS.get(w) ?? [])].map(stemmer));
  return ctx.cat.entries.filter(
    (e) =>
      (e.section.id === 'career' || e.section.id === 'education') &&
      e.entry.start &&
      !isSoftware(e) &&
      tokens(`${e.entry.role ?? ''} ${e.entry.title}`).some((t) => asked.has(stemmer(t))),
  );
}

/** One entry, or the entries of a field, measured against the owner's time in software, when one side of the question is that. */
export function longerThanSoftware(ctx: Ctx): Answer | undefined {
  const sides = softwareSide(ctx.q);
  if (!sides) return undefined;
  const { cut, softwareFirst } = sides;
  const words = ctx.q.words;
  const [from, to] = softwareFirst ? [cut + 1, words.length] : [0, cut];
  const field = fieldEntries(ctx, from, to);
  const one = field.length > 1 ? undefined : sideEntry(ctx, from, to);
  const others = one ? [one] : chronological(field);
  const first = chronological(
    ctx.cat.entries.filter((e) => e.section.id !== 'personal' && e.entry.start && isSoftware(e)),
  )[0];
  if (!others.length || !first || others.includes(first)) return undefined;
  const software = monthNow(ctx.now) - monthOf(first.entry.start!) + 1;
  const theirs = one ? monthsRun(one, ctx.now) : monthsCovered(others, ctx.now);
  const lines = [
    ...others.map((o) => `- ${itemLink(o)}${at(o)}${dates(o)}: ${duration(monthsRun(o, ctx.now))}`),
    ...(others.length > 1 ? [`- In all: ${duration(theirs)}`] : []),
    `- ${ctx.v.name} has been in software since ${when(first.entry.start!)} (${itemLink(first)}${at(first)}): ${duration(software)}`,
  ];
  return answer(`${weighed(ctx, others, theirs - software, softwareFirst)}\n${lines.join('\n')}`, [
    ...others,
    first,
  ]);
}

/** Which of an entry and the time in software ran longer (`ahead`: the entry's months more), as asked. */
function weighed(ctx: Ctx, others: readonly Entry[], ahead: number, softwareFirst: boolean): string {
  if (ahead === 0) return 'About as long as each other:';
  const shorter = ctx.q.words.some((w) => w === 'shorter' || w === 'shortest');
  const otherWins = shorter ? ahead < 0 : ahead > 0;
  // "Has he coached longer than he has coded?": yes or no for the side named first.
  const claimed = ctx.q.yesNo && ctx.q.words.includes('than');
  const verdict = !claimed ? '' : otherWins !== softwareFirst ? 'Yes. ' : 'No. ';
  const named = others.length === 1 ? itemLink(others[0]!) : `the time in ${listing(others.map(itemLink))}`;
  return `${verdict}${shorter ? 'Shorter' : 'Longer'}: ${otherWins ? named : 'the time in software'}.`;
}

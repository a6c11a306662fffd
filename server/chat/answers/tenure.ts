import { careerOf, isSoftware, monthNow, monthOf } from '../facts';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

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

export function longerOf(ctx: Ctx, entries: readonly Entry[]): Answer {
  const dated = entries.filter((e) => e.entry.start);
  const runs = dated.map((e) => ({ e, months: monthsRun(e, ctx.now) })).sort((a, b) => b.months - a.months);
  const shorter = ctx.q.words.some((w) => w === 'shorter' || w === 'shortest');
  const [first, second] = shorter ? [...runs].reverse() : runs;
  const lines = runs.map(({ e, months }) => `- ${itemLink(e)}${at(e)}${dates(e)}: ${duration(months)}`);
  const tie = !first || !second || first.months === second.months;
  const superlative = runs.length > 2 || ctx.q.words.some((w) => w === 'longest' || w === 'shortest');
  const most = superlative ? (shorter ? 'Shortest' : 'Longest') : shorter ? 'Shorter' : 'Longer';
  const lead = tie ? 'They ran about as long as each other:' : `${most}: ${itemLink(first.e)}${at(first.e)}.`;
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
const JOB_WORDS = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'employer',
  'employers',
  'company',
  'companies',
  'stayed',
  'stay',
]);

/** The jobs by how long each ran, when the longest or shortest of them all is asked and none is named. */
export function longestJob(ctx: Ctx): Answer | undefined {
  const superlative = ctx.q.words.some((w) => w === 'longest' || w === 'shortest');
  if (!superlative || !ctx.q.words.some((w) => JOB_WORDS.has(w))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "His longest software job": only the jobs in software.
  const software = ctx.q.words.some((w) => SOFTWARE_WORDS.has(w));
  const jobs = careerOf(ctx.cat).filter((e) => e.entry.start && (!software || isSoftware(e)));
  return jobs.length > 1 ? longerOf(ctx, jobs) : undefined;
}

import { careerOf, newestFirst, spanOf } from '../facts';
import { academic } from './entryClaims';
import { firstSentences } from '../text';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { titleRank } from './levelByTitle';

/** Jobs side by side, newest first: each with its dates, its length and its first words. */
export function sideBySide(ctx: Ctx, jobs: readonly Entry[]): Answer {
  const line = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return `- ${itemLink(e)}${at(e)}${dates(e)}, ${duration(to - from)}: ${firstSentences(e.entry.content, 2)}`;
  };
  const ordered = [...jobs].sort((a, b) => b.entry.start!.localeCompare(a.entry.start!));
  return answer(
    `${seniorOf(ctx, ordered)}Side by side (newest first):\n${ordered.map(line).join('\n')}`,
    ordered,
  );
}

const SENIORITY = new Set(['senior', 'seniority', 'junior', 'higher', 'level', 'levels']);

/** "Which role was more senior?": the one whose title names the higher level, where one does. */
function seniorOf(ctx: Ctx, jobs: readonly Entry[]): string {
  if (jobs.length !== 2 || !ctx.q.words.some((w) => SENIORITY.has(w))) return '';
  const [a, b] = jobs.map((e) => ({ e, ...titleRank(e.entry.role ?? e.title) })) as [Ranked, Ranked];
  const named = (x: Ranked) => `${itemLink(x.e)}${at(x.e)}`;
  if (a.rank === b.rank)
    return `By their titles, neither was more senior: ${a.level ? `both say ${a.level}` : 'neither names a level'}.\n\n`;
  const [hi, lo] = a.rank > b.rank ? [a, b] : [b, a];
  return `By title, ${named(hi)} was the more senior (${hi.level || 'no level named'}, against ${lo.level || 'no level named'} for ${named(lo)}).\n\n`;
}
type Ranked = { e: Entry; rank: number; level: string };

const COMPARE = new Set([
  'compare',
  'comparison',
  'difference',
  'differences',
  'differ',
  'contrast',
  'versus',
]);
const JOBS = new Set(['jobs', 'roles', 'positions', 'posts', 'employers']);
const COUNTS: Record<string, number> = { two: 2, both: 2, '2': 2, three: 3, '3': 3, four: 4, '4': 4 };
// "Industry" jobs are those outside universities and research institutes.
const INDUSTRY = new Set(['industry', 'commercial', 'private']);

/**
 * "Compare his two industry jobs", "how do her last two roles differ?": the jobs a comparison counts
 * or describes, newest first, side by side; none where it names or describes its sides.
 */
export function jobsCounted(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  const asked = words.some((w) => COMPARE.has(w)) && words.some((w) => JOBS.has(w));
  if (!asked || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const industry = words.some((w) => INDUSTRY.has(w));
  const pool = newestFirst(careerOf(ctx.cat).filter((e) => e.entry.start && !(industry && academic(e))));
  const count = words.map((w) => COUNTS[w]).find(Boolean);
  const jobs = count ? pool.slice(0, count) : pool.slice(0, 4);
  return jobs.length >= 2 ? sideBySide(ctx, jobs) : undefined;
}

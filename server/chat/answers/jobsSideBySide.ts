import { careerOf, newestFirst, spanOf } from '../facts';
import { firstSentences, tokens } from '../text';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

/** Jobs side by side, newest first: each with its dates, its length and its first words. */
export function sideBySide(ctx: Ctx, jobs: readonly Entry[]): Answer {
  const line = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return `- ${itemLink(e)}${at(e)}${dates(e)}, ${duration(to - from)}: ${firstSentences(e.entry.content, 2)}`;
  };
  const ordered = [...jobs].sort((a, b) => b.entry.start!.localeCompare(a.entry.start!));
  return answer(`Side by side (newest first):\n${ordered.map(line).join('\n')}`, ordered);
}

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
const ACADEMIC =
  /\b(?:university|universit[aä]t|universite|college|school|institute|academy|postdoc\w*|faculty)\b/;

/**
 * "Compare his two industry jobs", "how do her last two roles differ?": the jobs a comparison counts
 * or describes, newest first, side by side; none where it names or describes its sides.
 */
export function jobsCounted(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  const asked = words.some((w) => COMPARE.has(w)) && words.some((w) => JOBS.has(w));
  if (!asked || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const industry = words.some((w) => INDUSTRY.has(w));
  const academic = (e: Entry) =>
    ACADEMIC.test(tokens(`${e.entry.organisation ?? ''} ${e.entry.role ?? ''} ${e.title}`).join(' '));
  const pool = newestFirst(careerOf(ctx.cat).filter((e) => e.entry.start && !(industry && academic(e))));
  const count = words.map((w) => COUNTS[w]).find(Boolean);
  const jobs = count ? pool.slice(0, count) : pool.slice(0, 4);
  return jobs.length >= 2 ? sideBySide(ctx, jobs) : undefined;
}

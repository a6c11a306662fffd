import type { Item } from '../catalogue';
import { careerOf, chronological, educationOf, year } from '../facts';
import { firstSentences } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, span, type Answer } from './markdown';
import { projects } from './work';

// "What did she do in 2021?": what the owner was doing in the years asked, from the dates in content:
// the jobs and studies that span them and the work dated in them.

const yearOf = (ym: string | undefined, now: Date) =>
  !ym ? undefined : ym === 'present' ? now.getUTCFullYear() : Number(ym.slice(0, 4));

export function inYear(ctx: Ctx): Answer {
  const years = ctx.q.years;
  if (!years.length) return projects(ctx);
  const spans = (from?: number, to?: number) => years.some((y) => (from ?? y) <= y && y <= (to ?? from ?? y));
  const entries = chronological(
    [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter(
      (e) =>
        (e.entry.start || e.entry.end) &&
        spans(yearOf(e.entry.start, ctx.now), yearOf(e.entry.end, ctx.now) ?? yearOf(e.entry.start, ctx.now)),
    ),
  );
  const work = chronological(ctx.cat.work.filter((w) => years.includes(Number(year(w)))));
  const when = years.join(' and ');
  if (!entries.length && !work.length)
    return answer(`The site has nothing dated ${when} for ${ctx.v.name}.`, [], 'not-on-site');
  const lines: string[] = entries.map(
    (e) =>
      `- ${itemLink(e)}${e.entry.organisation ? ` at ${e.entry.organisation}` : ''}${span(e.entry) ? ` (${span(e.entry)})` : ''}: ${firstSentences(e.entry.content, 1)}`,
  );
  if (work.length) lines.push(`- Work dated ${when}: ${work.map((w) => itemLink(w)).join(', ')}`);
  return answer(`In ${when}, the site shows ${ctx.v.name}:\n${lines.join('\n')}`, [
    ...entries,
    ...work,
  ] as Item[]);
}

import type { Work } from '../catalogue';
import { year } from '../facts';
import type { Parsed } from '../understand';
import { listing } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

const MOST = new Set(['most', 'busiest', 'productive', 'prolific']);
const HACKATHON_WORDS = new Set(['hackathon', 'hackathons']);
const PROJECT_WORDS = new Set(['project', 'projects']);
// Words that make the year's count one of work made, not of a job's time.
const OF_WORK = new Set(
  'build built make made ship shipped release released create created projects hackathons work productive prolific'.split(
    ' ',
  ),
);

/** "Which year did he build the most projects?", "his busiest year": a count by year, not one item's year. */
export const asksBusiestYear = (q: Parsed) =>
  q.words.includes('year') &&
  q.words.some((w) => MOST.has(w)) &&
  q.words.some((w) => OF_WORK.has(w)) &&
  !q.found.some((f) => f.entity.type === 'item' || f.entity.type === 'org');

/** The year or years with the most work of the type asked (projects, hackathon entries, or both). */
export function busiestYear(ctx: Ctx): Answer {
  const hackathons = ctx.q.words.some((w) => HACKATHON_WORDS.has(w));
  const projects = ctx.q.words.some((w) => PROJECT_WORDS.has(w));
  const type = hackathons && !projects ? 'hackathon' : projects && !hackathons ? 'project' : undefined;
  const work = ctx.cat.work.filter((w) => !type || w.type === type);
  const noun =
    type === 'hackathon' ? 'hackathon entries' : type === 'project' ? 'projects' : 'pieces of work';
  if (!work.length) return answer(`The site lists no ${noun} for ${ctx.v.name}.`, [], 'not-on-site');
  const byYear = new Map<string, Work[]>();
  for (const w of work) byYear.set(year(w), [...(byYear.get(year(w)) ?? []), w]);
  const most = Math.max(...[...byYear.values()].map((ws) => ws.length));
  const top = [...byYear].filter(([, ws]) => ws.length === most).sort(([a], [b]) => a.localeCompare(b));
  const counts = [...byYear]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([y, ws]) => `${y}: ${ws.length}`)
    .join(', ');
  const lead =
    top.length === 1
      ? `${top[0]![0]}, with ${most} ${noun}`
      : `${listing(top.map(([y]) => y))} tie, with ${most} ${noun} each`;
  const items = top.flatMap(([, ws]) => ws);
  return answer(`${lead}: ${listing(items.map((w) => itemLink(w)))}. By year: ${counts}.`, items);
}

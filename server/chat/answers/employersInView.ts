import { careerOf } from '../facts';
import type { Ctx } from './context';
import { employerName, employments } from './employers';
import { answer, itemLink, type Answer } from './markdown';
import type { Entry } from './entryText';
import { listing } from '../text';

// Words asking for the places of work themselves.
const EMPLOYER_WORDS = new Set(['company', 'companies', 'employer', 'employers', 'firm', 'firms', 'where']);
// Words that ask for more than the employers' names ("what did they build at those companies?").
const MORE_WORDS = new Set(['build', 'built', 'do', 'did', 'make', 'made', 'work', 'worked', 'when', 'long']);

/** An employment's years: " (2018 to 2024)", " (2024 to now)". */
function years(group: readonly Entry[]): string {
  const starts = group.flatMap((e) => (e.entry.start ? [e.entry.start.slice(0, 4)] : [])).sort();
  if (!starts.length) return '';
  const going = group.some((e) => !e.entry.end || e.entry.end === 'present');
  const last = going
    ? 'now'
    : group
        .map((e) => e.entry.end!.slice(0, 4))
        .sort()
        .at(-1)!;
  return last === starts[0] ? ` (${last})` : ` (${starts[0]} to ${last})`;
}

/**
 * "Which companies?" after some of the owner's jobs: the employers of those jobs, each with the
 * posts held there. Undefined unless the last answer named jobs and only jobs, and the question
 * names nothing else.
 */
export function employersInView(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  if (!words.some((w) => EMPLOYER_WORDS.has(w)) || words.some((w) => MORE_WORDS.has(w))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const jobs = careerOf(ctx.cat);
  const inView = ctx.focus.filter((i): i is Entry => jobs.includes(i as Entry));
  if (!inView.length || inView.length !== ctx.focus.length || inView.length === jobs.length) return undefined;
  const groups = employments(inView).filter((g) => g.some((e) => e.entry.organisation));
  if (!groups.length) return undefined;
  const lines = groups.map((g) => `- ${employerName(g)}${years(g)}: ${listing(g.map(itemLink))}`);
  const one = groups.length === 1;
  return answer(
    `${one ? 'That was' : `Those were ${groups.length} employers`}:\n${lines.join('\n')}`,
    groups.flat(),
  );
}

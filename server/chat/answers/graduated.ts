import { entitiesOf } from '../understand';
import type { Ctx } from './context';
import { at, dueLater, resultText, unfinished, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// "When did she graduate?", "what year did he finish at Harbor?": the end date of each study asked
// about, read from its `end`, never the whole education list.

const FINISHING = new Set([
  'grad',
  'graduate',
  'graduated',
  'graduation',
  'graduating',
  'finish',
  'finished',
  'complete',
  'completed',
]);
const WHEN = new Set(['when', 'year', 'expected', 'due']);

export const asksGraduated = (words: readonly string[]) =>
  words.some((w) => WHEN.has(w)) && words.some((w) => FINISHING.has(w));

/** How one study ended, as a line: finished when, left, still going, or no end given. */
export function ending(ctx: Ctx, e: Entry): string {
  const name = `${itemLink(e)}${at(e)}`;
  const end = e.entry.end;
  if (!end) return `${name}: the site gives no end date`;
  if (end === 'present') return `${name}: still in progress`;
  if (dueLater(e, ctx.now)) return `${name}: due to end in ${when(end)}`;
  if (unfinished(e)) return `${name}: left in ${when(end)} before finishing`;
  return `${name}: finished in ${when(end)}${e.entry.result ? `, ${resultText(e.entry.result)}` : ''}`;
}

/**
 * The studies a "when did … graduate" asks of: those named (by title or by their school), else the
 * qualifications, else every study.
 */
export function graduated(
  ctx: Ctx,
  all: readonly Entry[],
  named: readonly Entry[],
  isQualification: (e: Entry) => boolean,
): Answer | undefined {
  if (!asksGraduated(ctx.q.words) || ctx.q.yesNo) return undefined;
  const atOrg = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries.filter((e) => all.includes(e)));
  const asked = named.length ? named : atOrg.length ? atOrg : all.filter(isQualification);
  const studies = asked.length ? asked : all;
  if (!studies.length) return undefined;
  const lines = studies.map((e) => ending(ctx, e));
  if (lines.length === 1) return answer(`${lines[0]}.`, studies);
  return answer(`${ctx.v.name}'s studies:\n${lines.map((l) => `- ${l}`).join('\n')}`, studies);
}

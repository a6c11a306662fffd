import type { Ctx } from './context';
import { at, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// Words a bare "where?" may come with: "where was that?", "where did she study them?".
const BARE = new Set(
  'where was is were that it this those these they them did do she he her his their study studied work worked at and get got earn earned obtain obtained take took from'.split(
    ' ',
  ),
);

/**
 * "Where?" right after jobs or studies: the organisation of each, and its place where the site
 * gives one; never where the owner lives now.
 */
export function whereInView(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  if (!words.includes('where') || !words.every((w) => BARE.has(w))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const entries = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id !== 'personal');
  // "Where was that?" of one job or study is placed by the answers on that entry; "where?" alone here.
  const one = entries.length === 1 && words.length > 1;
  if (!entries.length || one || entries.length !== ctx.focus.length) return undefined;
  const placed = entries.filter((e) => e.entry.organisation || e.entry.location);
  if (!placed.length) return undefined;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${e.entry.location ? ` (${e.entry.location})` : ''}`;
  if (placed.length === 1) return answer(`${line(placed[0]!)}.`, placed);
  return answer(placed.map((e) => `- ${line(e)}`).join('\n'), placed);
}

import { careerOf, chronological } from '../facts';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { areasIn } from './fit';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Is she more of an iOS or an Android developer?": two sides a question names by a word its job
// titles use ("iOS Developer") and no area tells apart, weighed by the jobs titled with each.

const EITHER = /\b(?:an? )?([a-z0-9+#.]+) (?:\w+ )?or (?:more |less |an? |the )?([a-z0-9+#.]+)\b/;
const POST_WORDS = new Set(['developer', 'engineer', 'dev', 'person', 'programmer', 'specialist']);

/** The jobs titled by one side and not the other, where a question weighs two words of titles. */
export function sidesByTitle(ctx: Ctx): Answer | undefined {
  const m = EITHER.exec(ctx.q.words.join(' '));
  if (!m) return undefined;
  const [a, b] = [m[1]!, m[2]!];
  if (POST_WORDS.has(a) || POST_WORDS.has(b) || a === b) return undefined;
  // Sides of different areas ("data or ML") are weighed by their areas, not a word of a title.
  const [aa, ab] = [areasIn(a), areasIn(b)];
  if (aa.length !== ab.length || aa.some((x) => !ab.includes(x))) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  const titled = (w: string) => jobs.filter((e) => tokens(e.entry.role ?? e.title).includes(w));
  const [ta, tb] = [titled(a), titled(b)];
  if (ta.length === tb.length || (ta.length && tb.length)) return undefined;
  const [more, less, jobsOf] = ta.length ? [a, b, ta] : [b, a, tb];
  const label = (w: string) => ctx.q.raw.match(new RegExp(`\\b${w}\\b`, 'i'))?.[0] ?? w;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${dates(e)}`;
  return answer(
    `More ${label(more)}, by ${ctx.v.their} job titles: ${jobsOf.length} ${jobsOf.length === 1 ? 'job is' : 'jobs are'} titled ${label(more)} (${listing(jobsOf.map(line))}), none ${label(less)}.`,
    jobsOf,
  );
}

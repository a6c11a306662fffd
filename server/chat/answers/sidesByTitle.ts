import { careerOf, chronological } from '../facts';
import { englishWords } from '../lexicon/english';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { areasIn } from './fit';
import { platformLabel } from './kindWord';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Is she more of an iOS or an Android developer?": two sides a question names by a word its job
// titles use ("iOS Developer") and no area tells apart, weighed by the jobs titled with each.

const EITHER = /\b(?:an? )?([a-z0-9+#.]+) (?:\w+ )?or (?:more |less |an? |the )?([a-z0-9+#.]+)\b/;
const POST_WORDS = new Set(['developer', 'engineer', 'dev', 'person', 'programmer', 'specialist']);

/**
 * A side is a name: a technology the question names, a platform ("iOS") or a word no dictionary has. An
 * ordinary word ("native") is a kind of work no title need use, so no title's silence weighs it.
 */
const named = (ctx: Ctx, w: string) =>
  !englishWords().has(w) ||
  platformLabel(w) !== undefined ||
  ctx.q.found.some((f) => f.entity.type === 'tech' && ctx.q.words.slice(f.start, f.end).includes(w));

/** The jobs titled by one side and not the other, where a question weighs two words of titles. */
export function sidesByTitle(ctx: Ctx): Answer | undefined {
  const m = EITHER.exec(ctx.q.words.join(' '));
  if (!m) return undefined;
  const [a, b] = [m[1]!, m[2]!];
  if (POST_WORDS.has(a) || POST_WORDS.has(b) || a === b || !named(ctx, a) || !named(ctx, b)) return undefined;
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

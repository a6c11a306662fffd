import { careerOf, newestFirst } from '../facts';
import { SPELLED_OUT } from '../lexicon/cues';
import { tokens } from '../text';
import type { Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { withArticle } from './work';

// "Is he a research scientist or an engineer?": two posts weighed by the job titles that hold
// them, now and before. A post is a noun of work ("designer"); a field ("frontend") is not one.
const POSTS = new Set(
  (
    'developer dev engineer designer scientist researcher manager analyst consultant architect programmer ' +
    'coder teacher coach lead leader founder writer artist student academic freelancer contractor tester ' +
    'administrator specialist director entrepreneur instructor trainer mentor maker hacker'
  ).split(' '),
);
// Words after the second post that say nothing of it ("or an engineer these days?").
const AFTER = new Set([
  'now',
  'nowadays',
  'today',
  'these',
  'really',
  'mainly',
  'mostly',
  'first',
  'by',
  'at',
]);
const ARTICLES = new Set(['a', 'an']);

/**
 * The words of each post weighed, at most three each, or nothing where either side is no post: a
 * noun of work, or the last word of one of the owner's own job titles ("nurse", "chef").
 */
function sidesOf(
  words: readonly string[],
  titleWords: ReadonlySet<string>,
): [string[], string[]] | undefined {
  const or = words.indexOf('or');
  if (or < 0 || !['is', 'are'].includes(words[0] ?? '')) return undefined;
  const before = words.slice(0, or);
  const from = Math.max(before.lastIndexOf('a'), before.lastIndexOf('an'));
  if (from < 0 || or - from > 4) return undefined;
  const left = words.slice(from + 1, or);
  const rest = words.slice(or + 1).filter((w, k) => k > 0 || !ARTICLES.has(w));
  const end = rest.findIndex((w) => AFTER.has(w));
  const right = end < 0 ? rest : rest.slice(0, end);
  const post = (side: string[]) => {
    const last = side[side.length - 1]!;
    return side.length > 0 && side.length <= 3 && (POSTS.has(last) || titleWords.has(last));
  };
  return post(left) && post(right) ? [left, right] : undefined;
}

/** Whether a title holds every word of a post, or its plural ("Research Scientist (postdoc)"). */
const titled = (title: string, side: readonly string[]) => {
  // "ML Engineer" is the "Machine Learning Engineer" of a title.
  const words = tokens(title);
  const short = Object.keys(SPELLED_OUT).filter((k) => SPELLED_OUT[k]!.every((w) => words.includes(w)));
  const own = new Set([...words, ...short]);
  return side.every((w) => own.has(w) || own.has(`${w}s`));
};

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * "Is Riley a designer or a developer?" of an owner who has been both: for each post, the jobs
 * titled so, the post held now first (that of a job running now, or of the owner's own title).
 */
export function postsEither(ctx: Ctx): Answer | undefined {
  const jobs = newestFirst(careerOf(ctx.cat));
  const titleWords = new Set(
    jobs.flatMap((e) => tokens(e.entry.role ?? e.title)).filter((w) => w.length > 3),
  );
  const sides = sidesOf(ctx.q.words, titleWords);
  if (!sides) return undefined;
  const held = sides.map((side) => {
    const titledJobs = jobs.filter((e) => titled(e.entry.role ?? e.title, side));
    const own = titled(ctx.cat.owner.subtitle, side);
    const running = titledJobs.filter((e) => e.entry.end === 'present');
    return {
      post: side.join(' '),
      jobs: titledJobs,
      running,
      own,
      now: own || running.length > 0,
    };
  });
  // A post never held ("a designer?" of an engineer) is weighed by the skills and work of its area.
  if (held.some((h) => !h.jobs.length && !h.now)) return undefined;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${dates(e)}`;
  // Now is a job running now, else the owner's own title; the jobs that ended are before.
  const said = (h: (typeof held)[number]) => {
    const post = capital(withArticle(h.post));
    const past = h.jobs.filter((e) => !h.running.includes(e));
    const before = past.length ? `${h.now ? '; before: ' : ' before: '}${past.map(line).join('; ')}` : '';
    if (h.running.length) return `${post} now: ${h.running.map(line).join('; ')}${before}.`;
    const title = `${post} by ${ctx.v.their} title on the site (${ctx.cat.owner.subtitle})`;
    return h.own ? `${title}${before}.` : `${post}${before}.`;
  };
  const ordered = [...held].sort((a, b) => Number(b.now) - Number(a.now));
  const both = held.every((h) => h.now) ? 'Both. ' : '';
  return answer(
    `${both}${ordered.map(said).join(' ')}`,
    ordered.flatMap((h) => h.jobs),
  );
}

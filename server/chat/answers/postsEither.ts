import { careerOf, newestFirst } from '../facts';
import { tokens } from '../text';
import type { Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

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

/** The words of each post weighed, at most three each, or nothing where either side is no post. */
function sidesOf(words: readonly string[]): [string[], string[]] | undefined {
  const or = words.indexOf('or');
  if (or < 0 || !['is', 'are'].includes(words[0] ?? '')) return undefined;
  const before = words.slice(0, or);
  const from = Math.max(before.lastIndexOf('a'), before.lastIndexOf('an'));
  if (from < 0 || or - from > 4) return undefined;
  const left = words.slice(from + 1, or);
  const rest = words.slice(or + 1).filter((w, k) => k > 0 || !ARTICLES.has(w));
  const end = rest.findIndex((w) => AFTER.has(w));
  const right = end < 0 ? rest : rest.slice(0, end);
  const post = (side: string[]) => side.length > 0 && side.length <= 3 && POSTS.has(side[side.length - 1]!);
  return post(left) && post(right) ? [left, right] : undefined;
}

/** Whether a title holds every word of a post, or its plural ("Research Scientist (postdoc)"). */
const titled = (title: string, side: readonly string[]) => {
  const own = new Set(tokens(title));
  return side.every((w) => own.has(w) || own.has(`${w}s`));
};

const withArticle = (post: string) => `${/^[aeiou]/i.test(post) ? 'an' : 'a'} ${post}`;
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * "Is Riley a designer or a developer?" of an owner who has been both: for each post, the jobs
 * titled so, the post held now first (that of a job running now, or of the owner's own title).
 */
export function postsEither(ctx: Ctx): Answer | undefined {
  const sides = sidesOf(ctx.q.words);
  if (!sides) return undefined;
  const jobs = newestFirst(careerOf(ctx.cat));
  const held = sides.map((side) => {
    const titledJobs = jobs.filter((e) => titled(e.entry.role ?? e.title, side));
    const own = titled(ctx.cat.owner.subtitle, side);
    return {
      post: side.join(' '),
      jobs: titledJobs,
      now: own || titledJobs.some((e) => e.entry.end === 'present'),
    };
  });
  // A post never held ("a designer?" of an engineer) is weighed by the skills and work of its area.
  if (held.some((h) => !h.jobs.length && !h.now)) return undefined;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${dates(e)}`;
  const said = (h: (typeof held)[number]) => {
    const when = `${capital(withArticle(h.post))} ${h.now ? 'now' : 'before'}`;
    return h.jobs.length
      ? `${when}: ${h.jobs.map(line).join('; ')}.`
      : `${when}, by ${ctx.v.their} title on the site: ${ctx.cat.owner.subtitle}.`;
  };
  const ordered = [...held].sort((a, b) => Number(b.now) - Number(a.now));
  const both = held.every((h) => h.now) ? 'Both. ' : '';
  return answer(
    `${both}${ordered.map(said).join(' ')}`,
    ordered.flatMap((h) => h.jobs),
  );
}

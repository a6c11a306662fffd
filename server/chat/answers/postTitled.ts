import { careerOf, newestFirst } from '../facts';
import { listing, tokens } from '../text';
import type { Found, Parsed } from '../understand';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { areaFacts, areaLines, areasIn } from './fit';
import { answer, type Answer } from './markdown';
import { withArticle } from './work';

// "Is she a data engineer?", "is he a Go developer?", "was she a backend dev?": a post with its
// field asked of the owner. A technology's post is a question about the skill; any other field is
// answered by the job titles and the title on the site, then by what the site shows of that field.

// Posts that build software: a title with any of them is a developer's, an engineer's or a coder's.
const BUILDERS = ['developer', 'engineer', 'dev', 'programmer', 'coder'];
const OTHER_POSTS = [
  'scientist',
  'analyst',
  'architect',
  'designer',
  'consultant',
  'researcher',
  'administrator',
];
const POSTS = new Set([...BUILDERS, ...OTHER_POSTS]);
// Words before a post that weigh the owner rather than name a field: answered by the fit and level writers.
const WEIGHING = new Set(
  'senior junior lead mid principal staff head chief certified good great real professional experienced strong decent solid qualified self taught trained competent seasoned better best'.split(
    ' ',
  ),
);
const HEDGES = new Set([
  'really',
  'actually',
  'still',
  'more',
  'mainly',
  'mostly',
  'primarily',
  'basically',
  'also',
]);

export interface PostAsked {
  /** The field's words before the post ("data", "full stack"). */
  field: string[];
  post: string;
  /** Whether every word of the field is a technology the question names ("Go", "React Native"). */
  byTech: boolean;
}

/** Where the article of "is she (really) a …" is, in a yes/no question on the owner. */
function articleAt(q: Parsed): number | undefined {
  const owner = q.found.find((f) => f.entity.type === 'owner');
  if (!q.yesNo || !owner || owner.start !== 1 || !['is', 'was'].includes(q.words[0]!)) return undefined;
  let at = owner.end;
  while (HEDGES.has(q.words[at] ?? '')) at++;
  return ['a', 'an'].includes(q.words[at] ?? '') ? at : undefined;
}

/** The post and its field a yes/no question asks the owner held ("is she a data engineer?"). */
export function postAsked(q: Parsed): PostAsked | undefined {
  const at = articleAt(q);
  if (at === undefined) return undefined;
  const rest = q.words.slice(at + 1);
  const post = rest.at(-1)?.replace(/s$/, '') ?? '';
  const field = rest.slice(0, -1);
  if (!POSTS.has(post) || !field.length || field.length > 3 || field.some((w) => WEIGHING.has(w)))
    return undefined;
  const start = at + 1;
  const techAt = (i: number) =>
    q.found.some((f) => f.entity.type === 'tech' && f.start <= start + i && start + i < f.end);
  // A job named by its title ("a Bioinformatics Engineer") is the post asked about.
  const job = (f: Found) => f.entity.type === 'item' && f.entity.item.type === 'entry';
  if (q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'tech' && !job(f))) return undefined;
  return { field, post, byTech: field.every((_, i) => techAt(i)) };
}

/** A title's words as one string without spaces: "Full Stack" and "Fullstack" read alike. */
const squashed = (text: string) => tokens(text).join('').replace(/-/g, '');

function titledAs(title: string, asked: PostAsked): boolean {
  const words = tokens(title).map((w) => w.replace(/s$/, ''));
  const posts = BUILDERS.includes(asked.post) ? BUILDERS : [asked.post];
  const whole = squashed(title);
  return words.some((w) => posts.includes(w)) && asked.field.every((w) => whole.includes(squashed(w)));
}

/** The jobs titled with the post and its field, the title on the site, or what the site shows of the field. */
export function postTitled(ctx: Ctx): Answer {
  const asked = postAsked(ctx.q)!;
  const phrase = `${asked.field.join(' ')} ${asked.post}`;
  const jobs = newestFirst(careerOf(ctx.cat));
  const titled = jobs.filter((e) => titledAs(e.entry.role ?? e.title, asked));
  const now = titled.filter((e) => e.entry.end === 'present');
  if (now.length) return answer(`Yes: ${listing(now.map((e) => entryLine(e, ctx.now)))}.`, now);
  const subtitle = ctx.cat.owner.subtitle;
  if (titledAs(subtitle, asked))
    return answer(
      `Yes: ${ctx.v.name}'s title on the site is ${subtitle}.${titled.length ? ` Before: ${listing(titled.map((e) => entryLine(e, ctx.now)))}.` : ''}`,
      titled,
    );
  if (titled.length)
    return answer(
      `Not now, but ${ctx.v.they} ${ctx.v.they === 'they' ? 'were' : 'was'}: ${listing(titled.map((e) => entryLine(e, ctx.now)))}.`,
      titled,
    );
  const held = jobs.slice(0, 3).map((e) => entryLine(e, ctx.now));
  const lead = `Not by title: ${ctx.v.name}'s title on the site is ${subtitle}${held.length ? `, and ${ctx.v.their} jobs are ${listing(held)}` : ''}; none is ${withArticle(phrase)} post.`;
  const areas = areasIn(asked.field);
  if (!areas.length) return answer(lead, jobs.slice(0, 3));
  const facts = areaFacts(ctx, areas);
  const lines = areaLines(ctx, facts).slice(1);
  return answer(
    lines.length
      ? `${lead}\nWhat the site shows of ${ctx.v.their} ${facts.label} work:\n${lines.join('\n')}`
      : `${lead} The site shows no ${facts.label} work for ${ctx.v.name}.`,
    [...jobs.slice(0, 3), ...facts.categories, ...facts.work.slice(0, 3)],
  );
}

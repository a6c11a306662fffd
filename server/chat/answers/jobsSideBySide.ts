import { careerOf, isSoftware, newestFirst, spanOf } from '../facts';
import { academic } from './entryClaims';
import { firstSentences } from '../text';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, span, type Answer } from './markdown';
import { titleRank } from './levelByTitle';

/** Jobs side by side, newest first: each with its dates, its length and its first words. */
export function sideBySide(ctx: Ctx, jobs: readonly Entry[]): Answer {
  const line = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return `- ${itemLink(e)}${at(e)}${dates(e)}, ${duration(to - from)}: ${firstSentences(e.entry.content, 2)}`;
  };
  const ordered = [...jobs].sort((a, b) => b.entry.start!.localeCompare(a.entry.start!));
  return answer(
    `${seniorOf(ctx, ordered) || contrast(ctx, ordered) || employers(ctx, ordered)}Side by side (newest first):\n${ordered.map(line).join('\n')}`,
    ordered,
  );
}

/** Two employers with several posts between them, set against each other: posts, years and dates at each. */
function employers(ctx: Ctx, jobs: readonly Entry[]): string {
  const orgs = [...new Set(jobs.map((e) => e.entry.organisation))];
  if (orgs.length !== 2 || orgs.includes(undefined) || jobs.length < 3) return '';
  const at = orgs.map((org) => {
    const posts = jobs.filter((e) => e.entry.organisation === org);
    const spans = posts.map((e) => spanOf(e.entry, ctx.now));
    const held = {
      ...posts[0]!.entry,
      start: posts.map((e) => e.entry.start!).sort()[0],
      end: posts.some((e) => !e.entry.end || e.entry.end === 'present')
        ? 'present'
        : posts
            .map((e) => e.entry.end!)
            .sort()
            .at(-1),
    };
    const months = Math.max(...spans.map((x) => x.to)) - Math.min(...spans.map((x) => x.from));
    const count = posts.length === 1 ? '1 post' : `${posts.length} posts`;
    return `${org}: ${count}, ${duration(months)} (${span(held)})`;
  });
  return `By employer, ${at.join('; ')}.\n\n`;
}

/** Two jobs set against each other by what their dates and titles say: which ran longer, which title is higher. */
function contrast(ctx: Ctx, jobs: readonly Entry[]): string {
  if (jobs.length !== 2) return '';
  const months = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return to - from;
  };
  const named = (e: Entry) => `${itemLink(e)}${at(e)}`;
  const [a, b] = [...jobs].sort((x, y) => months(y) - months(x)) as [Entry, Entry];
  const longer =
    months(a) - months(b) >= 12
      ? `${named(a)} ran longer (${duration(months(a))}, against ${duration(months(b))}).`
      : '';
  const [ra, rb] = [a, b].map((e) => titleRank(e.entry.role ?? e.title));
  const [hi, lo] = ra!.rank >= rb!.rank ? [a, b] : [b, a];
  // Titles rank against each other only within one field: a vet nurse is no more senior than a junior developer.
  // "Lead" and "senior" name no order between them: a senior engineer often leads a team.
  const unordered =
    new Set([ra!.level, rb!.level]).size === 2 &&
    [ra!.level, rb!.level].every((l) => l === 'senior' || l === 'lead');
  const senior =
    ra!.rank !== rb!.rank && isSoftware(a) === isSoftware(b) && !unordered
      ? ` By title, ${named(hi)} is the more senior (${titleRank(hi.entry.role ?? hi.title).level || 'no level named'}, against ${titleRank(lo.entry.role ?? lo.title).level || 'no level named'}).`
      : '';
  return longer || senior ? `${`${longer}${senior}`.trim()}\n\n` : '';
}

const SENIORITY = new Set(['senior', 'seniority', 'junior', 'higher', 'level', 'levels']);

/** "Which role was more senior?": the one whose title names the higher level, where one does. */
function seniorOf(ctx: Ctx, jobs: readonly Entry[]): string {
  if (jobs.length !== 2 || !ctx.q.words.some((w) => SENIORITY.has(w))) return '';
  const [a, b] = jobs.map((e) => ({ e, ...titleRank(e.entry.role ?? e.title) })) as [Ranked, Ranked];
  const named = (x: Ranked) => `${itemLink(x.e)}${at(x.e)}`;
  if (a.rank === b.rank)
    return `By their titles, neither was more senior: ${a.level ? `both say ${a.level}` : 'neither names a level'}.\n\n`;
  const [hi, lo] = a.rank > b.rank ? [a, b] : [b, a];
  return `By title, ${named(hi)} was the more senior (${hi.level || 'no level named'}, against ${lo.level || 'no level named'} for ${named(lo)}).\n\n`;
}
type Ranked = { e: Entry; rank: number; level: string };

const COMPARE = new Set([
  'compare',
  'comparison',
  'difference',
  'differences',
  'differ',
  'contrast',
  'versus',
]);
const JOBS = new Set(['jobs', 'roles', 'positions', 'posts', 'employers']);
const COUNTS: Record<string, number> = { two: 2, both: 2, '2': 2, three: 3, '3': 3, four: 4, '4': 4 };
// "Industry" jobs are those outside universities and research institutes.
const INDUSTRY = new Set(['industry', 'commercial', 'private']);

/**
 * "Compare his two industry jobs", "how do her last two roles differ?": the jobs a comparison counts
 * or describes, newest first, side by side; none where it names or describes its sides.
 */
export function jobsCounted(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  const asked = words.some((w) => COMPARE.has(w)) && words.some((w) => JOBS.has(w));
  if (!asked || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const industry = words.some((w) => INDUSTRY.has(w));
  const pool = newestFirst(careerOf(ctx.cat).filter((e) => e.entry.start && !(industry && academic(e))));
  const count = words.map((w) => COUNTS[w]).find(Boolean);
  const jobs = count ? pool.slice(0, count) : pool.slice(0, 4);
  return jobs.length >= 2 ? sideBySide(ctx, jobs) : undefined;
}

// Where the first side of a comparison ends and the second begins.
const BETWEEN_SIDES = /\s(?:with|and|to|vs|versus|against)\s/;
const SIDE_START = /\b(?:compare|comparison|contrast|difference|differences)\s/;
// A side named as a job: "his bank job", "the current role".
const JOB_SIDE = /\b(?:job|jobs|role|roles|position|positions|post|stint|employer|employers)\b/;
// Words of a side that describe no one job.
const SIDE_FILLER = new Set(
  'job jobs role roles position post time stint work one his her their the a an at in of my current'.split(
    ' ',
  ),
);
const NOW_WORDS = new Set(['current', 'now', 'present', 'today']);
const FIRST_WORDS = new Set(['first', 'earliest', 'oldest']);
const LAST_WORDS = new Set(['last', 'latest', 'newest', 'recent']);
const BEFORE_WORDS = new Set(['previous', 'before', 'prior', 'earlier']);

/**
 * "Compare his pentesting job with his bank job", "her agency job with her current one": each side
 * is the job its words describe (by title, employer or the job's own words), side by side.
 */
export function jobsBySides(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const start = SIDE_START.exec(text);
  if (!start || !JOB_SIDE.test(text)) return undefined;
  // A piece of work named makes it a comparison of work, unless the name is an employer's too.
  const orgAt = (at: number) => ctx.q.found.some((f) => f.entity.type === 'org' && f.start === at);
  const work = ctx.q.found.some(
    (f) => f.entity.type === 'item' && f.entity.item.type !== 'entry' && !orgAt(f.start),
  );
  if (work) return undefined;
  const sides = text.slice(start.index + start[0].length).split(BETWEEN_SIDES);
  if (sides.length !== 2) return undefined;
  const jobs = careerOf(ctx.cat).filter((e) => e.entry.start);
  // A side its words leave open between two jobs is the one the other side did not take.
  const first = sides.map((side) => jobsOfSide(ctx, jobs, side.split(' ')));
  const [a, b] = sides.map((side, i) => {
    const other = first[1 - i]!;
    if (first[i]!.length) return first[i]!;
    // "Her Lumen job with the one before": the job that began last before the other began.
    if (other.length && side.split(' ').some((w) => BEFORE_WORDS.has(w))) return jobBefore(jobs, other);
    return jobsOfSide(
      ctx,
      jobs.filter((e) => !other.includes(e)),
      side.split(' '),
    );
  }) as [Entry[], Entry[]];
  if (!a.length || !b.length || a.some((e) => b.includes(e))) return undefined;
  return sideBySide(ctx, [...a, ...b]);
}

/** The job that began last before the first of `after` began. */
function jobBefore(jobs: readonly Entry[], after: readonly Entry[]): Entry[] {
  const start = after.map((e) => e.entry.start!).sort()[0]!;
  const before = jobs.filter((e) => e.entry.start! < start && !after.includes(e));
  return before.sort((x, y) => y.entry.start!.localeCompare(x.entry.start!)).slice(0, 1);
}

/** The jobs one side of a comparison describes: the one held now, or those its words say best. */
function jobsOfSide(ctx: Ctx, jobs: readonly Entry[], side: readonly string[]): Entry[] {
  if (side.some((w) => NOW_WORDS.has(w)))
    return jobs.filter((e) => !e.entry.end || e.entry.end === 'present');
  const ordered = [...jobs].sort((x, y) => x.entry.start!.localeCompare(y.entry.start!));
  if (side.some((w) => FIRST_WORDS.has(w))) return ordered.slice(0, 1);
  if (side.some((w) => LAST_WORDS.has(w))) return ordered.slice(-1);
  const words = side.filter((w) => w.length > 2 && !SIDE_FILLER.has(w));
  if (!words.length) return [];
  // A word of the job's name counts before one of its own words: "the automotive job" is the job at
  // Veltrion Automotive, not the one whose words say it left automotive.
  const says = (text: string) => words.filter((w) => ctx.passages.says(text, [w])).length;
  const scored = jobs.map((e) => {
    const name = says(`${e.entry.role ?? e.title} ${e.title} ${e.entry.organisation ?? ''}`);
    return { e, name, n: name * 2 + says(e.entry.content) };
  });
  // Several posts at one employer are one side; several employers, no one side. The posts a side
  // names alike stay together: "his job at Halcyon" is every post there, whatever their words say.
  const oneEmployer = (top: Entry[]) => (new Set(top.map((e) => e.entry.organisation)).size === 1 ? top : []);
  const topBy = (score: (s: (typeof scored)[number]) => number) => {
    const best = Math.max(...scored.map(score));
    return best > 0 ? scored.filter((s) => score(s) === best).map((s) => s.e) : [];
  };
  const byName = oneEmployer(topBy((s) => s.name));
  return byName.length ? byName : oneEmployer(topBy((s) => s.n));
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [COUNTS]) Object.setPrototypeOf(table, null);

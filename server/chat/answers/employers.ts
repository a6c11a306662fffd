import { BREAK_TITLE } from '../lexicon/cues';
import { careerOf, chronological, monthOf, spanOf } from '../facts';
import { sentencesOf } from '../passages';
import { listing, normalize, tokens } from '../text';
import { stemmer } from 'stemmer';
import type { Ctx } from './context';
import { describedJob } from './context';
import { at as atPlace, duration, entryLine, type Entry } from './entryText';
import { namesEmployer } from './entryClaims';
import { answer, type Answer } from './markdown';
import { countClaimOf, countLead } from './spanClaim';
import { entitiesOf } from '../understand';

// Employers, as a visitor counts them: posts at one organisation are one employer, and a job whose
// own words say its employer took over the one before ("Aldermoor acquired Pellucid") carries on
// that job: one employment, however the name and title changed.

const TAKEN_OVER = /\b(?:acquired|acquisition|bought|took over|taken over|merged|renamed|rebranded)\b/i;
// A job that carries on the one before starts within this many months of its end.
const CARRIES_ON_MONTHS = 2;

/** The sentence of a later job saying its employer took over an earlier job's, if it does. */
export function takeoverSaid(later: Entry, earlier: Entry): string | undefined {
  const org = earlier.entry.organisation;
  if (!org || org === later.entry.organisation || !earlier.entry.end || !later.entry.start) return undefined;
  if (earlier.entry.end === 'present') return undefined;
  const gap = monthOf(later.entry.start) - monthOf(earlier.entry.end, 'end');
  if (gap < 0 || gap > CARRIES_ON_MONTHS) return undefined;
  return sentencesOf(later.entry.content).find((s) => TAKEN_OVER.test(s) && namesEmployer(s, org));
}

const orgKey = (e: Entry) => normalize(e.entry.organisation ?? e.id);

/**
 * The owner's employments, oldest first: each the jobs at one employer (or, not `byEmployer`, one
 * post), with a job carried on by a company that took over its employer.
 */
export function employments(jobs: readonly Entry[], byEmployer = true): Entry[][] {
  const groups: Entry[][] = [];
  for (const job of chronological(jobs)) {
    const joined = groups.find(
      (g) => (byEmployer && g.some((e) => orgKey(e) === orgKey(job))) || g.some((e) => takeoverSaid(job, e)),
    );
    if (joined) joined.push(job);
    else groups.push([job]);
  }
  return groups;
}

/** The months an employment covers, from its first start to its last end (or now). */
export function employmentMonths(group: readonly Entry[], now: Date): number {
  const spans = group.filter((e) => e.entry.start).map((e) => spanOf(e.entry, now));
  if (!spans.length) return 0;
  return Math.max(...spans.map((s) => s.to)) - Math.min(...spans.map((s) => s.from)) + 1;
}

/** "Pellucid Robotics, then Aldermoor Automation": an employment by its employers' names, in order. */
export const employerName = (group: readonly Entry[]) =>
  [...new Set(group.map((e) => e.entry.organisation ?? e.title))].join(', then ');

// "How many employers has she had?", "how many companies since leaving teaching?".
const COUNT_ASKED =
  /\bhow many (?:different )?(employers?|companies|company|firms?|places|jobs?|roles?|positions?)\b/;
// "Has she worked for more than three companies?": a count claimed, weighed the same way.
const EMPLOYERS_CLAIMED = '(employers?|companies|company|firms?|jobs?|roles?|positions?)';
const SINCE = /\b(?:since|after) (?:leaving |quitting |she left |he left |they left )?/;

// "How many roles at hackathons?", "how many jobs in software?": counts of other things.
const OTHER_COUNTS = new Set([
  'hackathon',
  'hackathons',
  'team',
  'teams',
  'jam',
  'jams',
  'project',
  'projects',
  'software',
  'tech',
]);

// "Teaching" of a "Teacher": a title word and a question word by their root.
const root = (w: string) => stemmer(w).replace(/(?:er|or)$/, '');

/** The one job a word of whose title shares its root with a word asked ("teaching", "Teacher"). */
function titledByRoot(jobs: readonly Entry[], words: readonly string[]): Entry | undefined {
  const asked = new Set(words.filter((w) => w.length > 3).map(root));
  const titled = jobs.filter((e) =>
    tokens(e.entry.role ?? e.title).some((t) => t.length > 3 && asked.has(root(t))),
  );
  return titled.length === 1 ? titled[0] : undefined;
}

/** The jobs a count is bounded to: since a year, or since the job or employer a question names. */
// "How many jobs does he have right now?": the jobs held now.
const NOW_HELD = /\b(?:right now|currently|now|at the moment|these days|at present)\b/;

function sinceBound(ctx: Ctx, jobs: readonly Entry[]): { jobs: Entry[]; words: string } | undefined {
  const text = ctx.q.words.join(' ');
  if (NOW_HELD.test(text)) return { jobs: jobs.filter((e) => e.entry.end === 'present'), words: ' now' };
  const at = text.search(SINCE);
  if (at < 0) return { jobs: [...jobs], words: '' };
  const year = ctx.q.years[0];
  if (year) {
    const kept = jobs.filter((e) => spanOf(e.entry, ctx.now).to >= year * 12);
    return { jobs: kept, words: ` since ${year}` };
  }
  const org = entitiesOf(ctx.q, 'org')[0]?.entries[0] as Entry | undefined;
  // "Since leaving teaching": the job the words after "since" describe.
  const rest = text.slice(at).replace(SINCE, '').split(' ');
  const sub = { ...ctx, q: { ...ctx.q, words: rest, found: [] } };
  const from =
    org ?? titledByRoot(jobs, rest) ?? (describedJob(sub, (i) => i.type === 'entry') as Entry | undefined);
  if (!from?.entry.end || from.entry.end === 'present') return undefined;
  const end = monthOf(from.entry.end, 'end');
  // A job that ran on after it ended counts, though it began alongside.
  const kept = jobs.filter((e) => e !== from && e.entry.start && spanOf(e.entry, ctx.now).to > end);
  return {
    jobs: kept,
    words: ` since ${from.entry.role ?? from.title}${atPlace(from)} ended`,
  };
}

/** A break is no job, and an entry with no organisation had no employer. */
const notCounted = (e: Entry, posts: boolean) =>
  posts ? BREAK_TITLE.test(e.entry.role ?? e.title) : !e.entry.organisation;
const setAside = (ctx: Ctx, aside: readonly Entry[], posts: boolean) =>
  aside.length
    ? `\n${posts ? 'Not a job' : 'Not with an employer'}: ${listing(aside.map((e) => entryLine(e, ctx.now)))}.`
    : '';

/** "How many employers has she had?": the count of employers (or of jobs), each with its jobs. */
export function employerCount(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const claimed = ctx.q.yesNo ? countClaimOf(EMPLOYERS_CLAIMED).exec(text) : null;
  const m = COUNT_ASKED.exec(text) ?? (claimed && [claimed[0], claimed[3]!]);
  if (!m || ctx.q.words.some((w) => OTHER_COUNTS.has(w))) return undefined;
  const named = (t: string) => t === 'owner' || t === 'org' || t === 'year';
  if (
    ctx.q.found.some(
      (f) => !named(f.entity.type) && !(f.entity.type === 'item' && f.entity.item.type === 'entry'),
    )
  )
    return undefined;
  const bound = sinceBound(ctx, careerOf(ctx.cat));
  if (!bound) return undefined;
  const posts = /^(?:jobs?|roles?|positions?)$/.test(m[1]!);
  const unemployed = bound.jobs.filter((e) => notCounted(e, posts));
  const groups = employments(bound.jobs.filter((e) => !unemployed.includes(e))).reverse();
  const n = posts ? bound.jobs.length - unemployed.length : groups.length;
  const noun = posts ? (n === 1 ? 'job' : 'jobs') : n === 1 ? 'employer' : 'employers';
  const lines = groups.map((g) => {
    const said = g
      .slice(1)
      .map((e, i) => takeoverSaid(e, g[i]!))
      .find(Boolean);
    const jobs = chronological(g).map((e) => entryLine(e, ctx.now));
    return `- ${g.length > 1 ? `${employerName(g)} (${duration(employmentMonths(g, ctx.now))} in all): ${listing(jobs)}` : jobs[0]}${said ? `\n  > ${said}` : ''}`;
  });
  const held = bound.jobs.length - unemployed.length;
  const also = posts || groups.length === held ? '' : ` (${held} jobs)`;
  return answer(
    `${claimed ? countLead(claimed, n) : ''}${n} ${noun}${also}${bound.words}, newest first:\n${lines.join('\n')}${setAside(ctx, unemployed, posts)}`,
    bound.jobs,
  );
}

/** "Which did she stay at longest?": employments by how long each ran, the longest (or shortest) first. */
export function longestEmployment(ctx: Ctx, groups: readonly Entry[][]): Answer {
  const shortest = ctx.q.words.some((w) => w === 'shortest' || w === 'shorter');
  const runs = groups
    .map((g) => ({ g, months: employmentMonths(g, ctx.now) }))
    .sort((a, b) => (shortest ? a.months - b.months : b.months - a.months));
  const line = ({ g, months }: (typeof runs)[number]) =>
    `${g.length > 1 ? `${employerName(g)}: ${listing(chronological(g).map((e) => entryLine(e, ctx.now)))}` : entryLine(g[0]!, ctx.now)}: ${duration(months)}`;
  const said = runs[0]!.g
    .slice(1)
    .map((e, i) => takeoverSaid(e, runs[0]!.g[i]!))
    .find(Boolean);
  return answer(
    `${shortest ? 'Shortest' : 'Longest'}: ${line(runs[0]!)}.${said ? `\n> ${said}` : ''}\n${runs
      .slice(1)
      .map((r) => `- ${line(r)}`)
      .join('\n')}`,
    runs.flatMap((r) => r.g),
  );
}

// "Did she change employer when she became Accessibility Lead?": a post a job's own title or words
// say it became, within that job, is no change of employer.
const CHANGE_ASKED =
  /\b(?:change|changed|switch|switched|leave|left|move|moved) (?:employers?|company|companies|jobs?)\b.* when \w+ (?:became|was promoted to|got promoted to|was made) (?:an? |the )?([a-z ]+)$/;
const TITLE_CHANGED = /\b(?:title (?:changed|became)|promoted|renamed my role|was made|became)\b/i;

/** No, with the job and its own words on the change, where the post asked came within one job. */
export function titleChangeWithin(ctx: Ctx): Answer | undefined {
  const m = CHANGE_ASKED.exec(ctx.q.words.join(' '));
  if (!m || !ctx.q.yesNo) return undefined;
  const post = m[1]!.split(' ').filter((w) => w.length > 2);
  const titled = careerOf(ctx.cat).filter((e) => {
    const words = tokens(`${e.entry.role ?? ''} ${e.title}`);
    return post.every((w) => words.includes(w));
  });
  if (titled.length !== 1) return undefined;
  const job = titled[0]!;
  const said = sentencesOf(job.entry.content).find((s) => TITLE_CHANGED.test(s));
  if (!said) return undefined;
  return answer(
    `No: the title came within one job, ${entryLine(job, ctx.now)}. In ${ctx.v.their} own words: “${said}”`,
    [job],
  );
}

// "What was his title after the acquisition?", "what happened when Pagaflow was acquired?"
const TAKEOVER_ASKED = /\b(?:acquisition|acquired|takeover|taken over|took over|merger|merged|bought)\b/;

/** A takeover asked about: the job that carried on the one before under the new employer, in its own words. */
export function afterTakeover(ctx: Ctx): Answer | undefined {
  if (!TAKEOVER_ASKED.test(ctx.q.words.join(' '))) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  const carried = jobs.slice(1).flatMap((later, i) => {
    const said = takeoverSaid(later, jobs[i]!);
    return said ? [{ earlier: jobs[i]!, later, said }] : [];
  });
  if (carried.length !== 1) return undefined;
  const { earlier, later, said } = carried[0]!;
  return answer(
    `When ${earlier.entry.organisation} was taken over, ${ctx.v.name} went on as ${entryLine(later, ctx.now)}, after ${entryLine(earlier, ctx.now)}. In ${ctx.v.their} own words: “${said}”`,
    [later, earlier],
  );
}

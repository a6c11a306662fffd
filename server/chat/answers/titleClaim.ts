import { asksFamily } from './family';
import { stemmer } from 'stemmer';
import type { Ctx } from './context';
import { careerOf } from '../facts';
import { singular, tokens } from '../text';
import { at, dates, PROMOTED_IN, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { sentencesOf } from '../passages';
import { sinceClaim, titledJobs } from './about';

// "Was he a head chef?" of a Sous Chef, "has she been a data analyst since 2021?": a title claimed,
// weighed against the titles of the jobs that share its last word.

// "was he a head chef", "has she ever been a senior engineer": the title after the article.
const CLAIMED =
  /^(?:was|is|has|have|were|did) \w+(?: ever)?(?: been| work as| worked as)? (?:a|an) ((?:[a-z]+ ){0,2}[a-z]+)(?: (?:at|in|for|before|when|during|there)\b.*)?$/;

const SOFTWARE_POSTS = new Set(['developer', 'engineer', 'programmer', 'dev']);

const GRADES = new Set(
  'head senior junior lead chief principal staff assistant associate deputy executive intern trainee'.split(
    ' ',
  ),
);

/** The jobs whose titles have the claimed title's last word, each lacking only a grade of it. */
function otherTitled(ctx: Ctx): { claimed: string; jobs: Entry[] } | undefined {
  const m = CLAIMED.exec(ctx.q.words.join(' '));
  const claimed = m?.[1]?.split(' ');
  if (!claimed || claimed.length < 2 || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const stems = claimed.map(stemmer);
  const titleStems = (e: Entry) => tokens(`${e.entry.role ?? ''} ${e.title}`).map(stemmer);
  // The title's noun as written ("developer" is no "Development Coach").
  const noun = singular(claimed.at(-1)!);
  const posts = (e: Entry) => tokens(`${e.entry.role ?? ''} ${e.title}`).map(singular);
  const jobs = careerOf(ctx.cat).filter((e) => posts(e).includes(noun));
  // Only a grade the titles lack says no ("head chef" of a Sous Chef); a field ("football coach")
  // may be in the job's own words instead.
  const lacking = (e: Entry) => claimed.filter((w, i) => !titleStems(e).includes(stems[i]!));
  // "A senior developer?" of a Senior Engineer: the grade is held in a post of the same work.
  const graded = careerOf(ctx.cat).some(
    (e) =>
      SOFTWARE_POSTS.has(noun) &&
      posts(e).some((w) => SOFTWARE_POSTS.has(w)) &&
      claimed.slice(0, -1).every((_, i) => titleStems(e).includes(stems[i]!)),
  );
  if (graded) return undefined;
  if (!jobs.length || !jobs.every((e) => lacking(e).length && lacking(e).every((w) => GRADES.has(w))))
    return undefined;
  return { claimed: claimed.join(' '), jobs };
}

// Grades above senior, in a job's title.
const ABOVE_SENIOR = /\b(?:staff|principal|distinguished|head|chief|director)\b/i;

/** A job titled a grade above the one claimed ("Staff Engineer" for "senior engineer"). */
const gradeAbove = (claimed: string, e: Entry) =>
  /^senior\b/.test(claimed) && ABOVE_SENIOR.test(`${e.entry.role ?? ''} ${e.title}`);

/**
 * "Was he a head chef?" where the site has a Sous Chef and no head chef: no, with the jobs of that
 * kind and any sentence of theirs that says the claimed title.
 */
export function titleClaim(ctx: Ctx): Answer | undefined {
  // "Is he a dad?" asks of the owner's family, not a job title.
  if (!ctx.q.yesNo || asksFamily(ctx.q.words)) return undefined;
  const since = /\bsince \d{4}\b/.test(ctx.q.words.join(' '));
  const titled = since ? titledJobs(ctx) : [];
  if (titled.length) return sinceClaim(ctx, titled);
  const other = otherTitled(ctx);
  if (!other) return undefined;
  const said = other.jobs.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((x) => x.toLowerCase().includes(other.claimed))
      .map((x) => `\n- ${itemLink(e)}: “${x}”`),
  );
  // "A senior engineer?" of a Staff Engineer: a grade above the one asked.
  const above = other.jobs.filter((e) => gradeAbove(other.claimed, e));
  if (above.length)
    return answer(
      `Yes, and above it: ${ctx.v.name} ${above[0]!.entry.end === 'present' ? 'is' : 'was'} ${itemLink(above[0]!)}${at(above[0]!)}${dates(above[0]!)}, a grade above ${other.claimed.split(' ')[0]}.`,
      above,
    );
  // The owner's own words may give the title: "promoted to Senior Backend Engineer" is a yes; others
  // ("as head coach of the U17s") are for the prose to weigh; "the head chef's days off" names
  // someone else.
  const owned = new RegExp(`\\b${other.claimed.split(' ').join(' (?:[\\w-]+ ){0,2}')}\\b(?!['’]s)`, 'i');
  const promoted = careerOf(ctx.cat).flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((x) => owned.test(x) && PROMOTED_IN.test(x))
      .map((x) => ({ e, x })),
  );
  if (promoted.length)
    return answer(
      `Yes, in ${ctx.v.their} own words: ${promoted.map((p) => `${itemLink(p.e)}${at(p.e)}${dates(p.e)}: “${p.x}”`).join(' ')}`,
      promoted.map((p) => p.e),
    );
  if (ctx.cat.entries.some((e) => owned.test(e.entry.content))) return undefined;
  const lines = other.jobs.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`);
  return answer(
    `No: no job on the site is titled ${other.claimed}. ${ctx.v.name} was ${lines.join('; ')}.${said.join('')}`,
    other.jobs,
  );
}

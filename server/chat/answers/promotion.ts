import { careerOf, chronological } from '../facts';
import { stemmer } from 'stemmer';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { at, dates, postSince, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { capitalised } from './prose';
import { sentencesOf } from '../passages';

// "When did she become senior?", "was he ever promoted?": a title reached, from the jobs whose titles
// have the word asked and the owner's own sentence on the promotion. Quoted, never parsed for a date.

const BECOMING =
  /\b(?:become|became|becoming|promoted|promotion|promotions|promote|(?:move|moved|moving|step|stepped) into|(?:switch|switched|transition|transitioned) (?:into|to))\b/;
// "When did she go indie?", "went freelance": a title reached by going, not going somewhere.
const GOING =
  /\b(?:go|went|turn|turned) (?!(?:to|the|a|an|on|well|back|for|through|into|with|at|in|by|over|about)\b)\w+\s*$/;
const PROMOTED = /\bpromot/i;

// "When did he become a developer?" asks about the move into software, not a title reached; "a
// senior engineer" is a grade.
const INTO_SOFTWARE =
  /\b(?:bec(?:ome|ame|oming) an? (?!(?:senior|lead|principal|staff|head|chief)\b)(?:\w+ )?(?:developer|engineer|programmer|coder|dev)|(?:into|to) (?:software|development|tech|coding|programming|code|engineering|web)\b)/;

// "Since when has she been senior?": a grade held since, which only a promotion dates.
const GRADE_SINCE =
  /\b(?:since when (?:has|have|is|are)|how long (?:has|have)) \w+ been (?:a |an )?(?:senior|lead|principal|staff|head|chief)\s*$/;

export const asksPromotion = (words: readonly string[]) =>
  (BECOMING.test(words.join(' ')) || GOING.test(words.join(' ')) || GRADE_SINCE.test(words.join(' '))) &&
  !INTO_SOFTWARE.test(words.join(' '));

// Words of the question that name no title.
const NOT_TITLE = new Set([
  'when',
  'since',
  'been',
  'has',
  'have',
  'did',
  'does',
  'she',
  'he',
  'they',
  'become',
  'became',
  'get',
  'was',
  'were',
  'is',
  'ever',
  'promoted',
  'promotion',
  'to',
  'a',
  'an',
  'the',
  'how',
  'long',
  'take',
  'it',
  'go',
  'went',
  'turn',
  'turned',
  'move',
  'moved',
  'into',
  'switch',
  'switched',
  'transition',
  'transitioned',
  'step',
  'stepped',
]);

/**
 * The title words asked about ("senior", "tech lead"): the title's own words that a word of the
 * question has, by stem ("management" asks for a manager).
 */
function titleWords(ctx: Ctx, jobs: readonly Entry[]): string[] {
  const titles = new Set(jobs.flatMap((e) => tokens(e.entry.role ?? e.title)));
  const asked = ctx.q.words.filter((w) => !NOT_TITLE.has(w));
  return [...titles].filter((t) => asked.some((w) => w === t || (t.length > 3 && stemmer(w) === stemmer(t))));
}

export function promotion(ctx: Ctx): Answer | undefined {
  const jobs = chronological(careerOf(ctx.cat));
  const words = titleWords(ctx, jobs);
  const titled = words.length
    ? jobs.filter((e) => words.every((w) => tokens(e.entry.role ?? e.title).includes(w)))
    : jobs;
  // The owner's sentence on the promotion, in the jobs with the title (or any job when none is named).
  const said = titled.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => PROMOTED.test(s) && (!words.length || words.every((w) => tokens(s).includes(w))))
      .slice(0, 1)
      .map((s) => ({ e, s })),
  );
  if (said.length)
    return answer(
      said
        .map(({ e, s }) => `At ${itemLink(e)}${at(e)}${dates(e)}, in ${ctx.v.name}'s words: “${s}”`)
        .join('\n'),
      said.map(({ e }) => e),
    );
  // "Went freelance" with no job titled so is not a question on promotions.
  if (!words.length && !BECOMING.test(ctx.q.words.join(' '))) return undefined;
  if (!words.length)
    return answer(
      `The site mentions no promotion for ${ctx.v.name}. ${capitalised(ctx.v.their)} jobs: ${listing(jobs.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))}.`,
      jobs,
      'not-on-site',
    );
  if (!titled.length) return undefined;
  // No sentence: the first job with the title is when the site shows it.
  const first = titled[0]!;
  const others = titled.slice(1).map((e) => `${itemLink(e)}${at(e)}${dates(e)}`);
  // "In this post since March 2024", said by the job's own words: that date is the answer.
  const post = postSince(first);
  const lead = post
    ? `In ${post}, by ${ctx.v.their} own words on the job: ${itemLink(first)}${at(first)}${dates(first)}.`
    : `The first job on the site with that title is ${itemLink(first)}${at(first)}${dates(first)}.`;
  return answer(`${lead}${others.length ? ` Later: ${listing(others)}.` : ''}`, titled);
}

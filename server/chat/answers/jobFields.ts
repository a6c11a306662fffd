import { careerOf, chronological, isSoftware } from '../facts';
import { NEGATION_WORDS } from '../lexicon/cues';
import type { Parsed } from '../understand';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Which of his jobs were not in software?", "has she worked outside tech?", "has he always worked
// in software?": the jobs by their field, read from each entry's `field`.

const JOB_WORDS = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'career',
  'work',
  'worked',
  'working',
  'employment',
]);
const FIELD_WORDS = new Set(['software', 'tech', 'coding', 'programming', 'development', 'it']);
// Words that turn the field into its opposite: "not in software", "outside tech", "non-software".
const OUTSIDE = new Set([...NEGATION_WORDS, 'outside', 'non', 'besides', 'beyond']);
const ONLY = new Set(['always', 'only', 'exclusively', 'solely']);
// Words that may stand between the negation and the field ("not in software", "outside of tech").
const BETWEEN = new Set(['in', 'of', 'the', 'a', 'related', 'at', 'within']);

type Asked = 'outside' | 'only';

/** Whether a field word is negated ("weren't in software"), with only linking words between. */
function negatedField(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    if (OUTSIDE.has(words[i]!)) return true;
    if (!BETWEEN.has(words[i]!)) return false;
  }
  return false;
}

/** What a question asks of the jobs' fields, if it asks of them at all. */
function askedOf(q: Parsed): Asked | undefined {
  if (!q.words.some((w) => JOB_WORDS.has(w))) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "IT" is a field only in capitals; "it" is the pronoun.
  const at = q.words.findIndex(
    (w, i) => FIELD_WORDS.has(w) && (w !== 'it' || /\bIT\b/.test(q.raw)) && i >= 0,
  );
  if (at < 0) return undefined;
  if (negatedField(q.words, at)) return 'outside';
  return q.yesNo && q.words.some((w) => ONLY.has(w)) ? 'only' : undefined;
}

export const asksJobFields = (q: Parsed) => askedOf(q) !== undefined;

export function jobFields(ctx: Ctx): Answer {
  const jobs = chronological(careerOf(ctx.cat));
  const other = jobs.filter((e) => !isSoftware(e));
  const line = (e: Entry) => `- ${entryLine(e)}`;
  const asked = askedOf(ctx.q)!;
  if (!jobs.length) return answer(`The site lists no jobs for ${ctx.v.name}.`);
  if (!other.length) {
    const head = asked === 'only' ? 'Yes, as far as the site says' : ctx.q.yesNo ? 'No' : 'None';
    return answer(
      `${head}: every job of ${ctx.v.name}'s on the site is in software.\n${jobs.map(line).join('\n')}`,
      jobs,
    );
  }
  const head =
    asked === 'only' ? `No: not every job of ${ctx.v.name}'s was in software.` : ctx.q.yesNo ? 'Yes.' : '';
  const list = `${other.length === 1 ? 'One job' : `${other.length} jobs`} of ${ctx.v.name}'s on the site ${other.length === 1 ? 'was' : 'were'} outside software:`;
  return answer(`${head ? `${head} ` : ''}${list}\n${other.map(line).join('\n')}`, other);
}

import { careerOf, chronological, isJob, isSoftware } from '../facts';
import { NEGATION_WORDS, POST_NOUNS } from '../lexicon/cues';
import { singular, tokens } from '../text';
import { FUNCTION_WORDS } from '../lexicon/english';
import type { Parsed } from '../understand';
import type { Item } from '../catalogue';
import type { Ctx } from './context';
import { at, entryLine, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Which of his jobs were not in software?", "has she worked outside tech?", "has he always worked
// in software?": the jobs by their field, read from each entry's `field`.

const JOB_WORDS = new Set([...POST_NOUNS, 'career', 'work', 'worked', 'working', 'employment']);
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

// "Has he ever worked outside the games industry?": a field named by its own word.
const OUTSIDE_FIELD = /\boutside (?:of )?(?:the )?(\w+) (?:industry|field|sector|world|business)\b/;

// "Which of his jobs were not in security?": a field named by a word after a negation.
const NOT_IN_FIELD = /\b(?:not|werent|wasnt|arent|isnt) (?:in |within )(?:the |a )?(\w+)\b/;

interface Field {
  asked: Asked;
  /** Read from the jobs' own words, not a field they are marked with: no plain yes from their silence. */
  byWords?: boolean;
  /** How the answer names the field: "software", "the games industry". */
  label: string;
  has: (e: Entry) => boolean;
}

/** What a question asks of the jobs' fields, if it asks of them at all. */
function askedOf(q: Parsed): Field | undefined {
  if (!q.words.some((w) => JOB_WORDS.has(w))) return undefined;
  // The field may be a kind of work ("games") but not a thing of the owner's ("Lumen").
  if (q.found.some((f) => !['owner', 'kind', 'category'].includes(f.entity.type))) return undefined;
  const text = q.words.join(' ');
  const named = OUTSIDE_FIELD.exec(text) ?? NOT_IN_FIELD.exec(text);
  if (named && !FIELD_WORDS.has(named[1]!) && !FUNCTION_WORDS.has(named[1]!)) {
    const word = singular(named[1]!);
    // "Gameplay" and "game studio" name games; the words, not a field marked, are all there is.
    const has = (e: Entry) =>
      tokens(`${e.entry.organisation ?? ''} ${e.entry.role ?? e.title} ${e.entry.content}`)
        .map(singular)
        .some((t) => t === word || (word.length > 3 && t.startsWith(word)));
    const label = OUTSIDE_FIELD.test(text) ? named[0]!.replace(/^outside (?:of )?/, '') : named[1]!;
    return { asked: 'outside', label, has, byWords: true };
  }
  // "IT" is a field only in capitals; "it" is the pronoun.
  const at = q.words.findIndex(
    (w, i) => FIELD_WORDS.has(w) && (w !== 'it' || /\bIT\b/.test(q.raw)) && i >= 0,
  );
  if (at < 0 || q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const software = { label: 'software', has: isSoftware };
  if (negatedField(q.words, at)) return { asked: 'outside', ...software };
  return q.yesNo && q.words.some((w) => ONLY.has(w)) ? { asked: 'only', ...software } : undefined;
}

export const asksJobFields = (q: Parsed) => askedOf(q) !== undefined;

const COUNT_OR_WHICH = /\b(?:how many|which|what|any)\b/;

/** "How many of those were in software?" of the jobs in view: in software, or outside it when negated. */
function fieldInView(q: Parsed, focus: readonly Item[]): 'inside' | 'outside' | undefined {
  if (!q.backRef || focus.filter(isJob).length < 2 || !COUNT_OR_WHICH.test(q.words.join(' ')))
    return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const at = q.words.findIndex((w) => FIELD_WORDS.has(w) && w !== 'it');
  if (at < 0) return undefined;
  return negatedField(q.words, at) ? 'outside' : 'inside';
}

export const asksFieldInView = (q: Parsed, focus: readonly Item[]) => fieldInView(q, focus) !== undefined;

/** The jobs in view in software, or outside it, counted. */
function fieldOfJobsInView(ctx: Ctx, side: 'inside' | 'outside'): Answer {
  const inView = chronological(ctx.focus.filter(isJob));
  const there = inView.filter((e) => isSoftware(e) === (side === 'inside'));
  const where = side === 'inside' ? 'in software' : 'outside software';
  const lead = there.length
    ? `${there.length} of those ${inView.length} ${there.length === 1 ? 'was' : 'were'} ${where}:`
    : `None of those ${inView.length} was ${where}.`;
  return answer(`${lead}${there.map((e) => `\n- ${entryLine(e)}`).join('')}`, there.length ? there : inView);
}

export function jobFields(ctx: Ctx): Answer {
  const side = fieldInView(ctx.q, ctx.focus);
  if (side) return fieldOfJobsInView(ctx, side);
  const jobs = chronological(careerOf(ctx.cat));
  const { asked, label, has, byWords } = askedOf(ctx.q)!;
  const other = jobs.filter((e) => !has(e));
  const line = (e: Entry) => `- ${entryLine(e)}`;
  if (!jobs.length) return answer(`The site lists no jobs for ${ctx.v.name}.`);
  if (!other.length) {
    const head = asked === 'only' ? 'Yes, as far as the site says' : ctx.q.yesNo ? 'No' : 'None';
    return answer(
      `${head}: every job of ${ctx.v.name}'s on the site is in ${label}${byWords ? ', by its own words' : ''}.\n${jobs.map(line).join('\n')}`,
      jobs,
    );
  }
  if (byWords)
    return answer(
      `Not by the site's words for every job: ${other.length === 1 ? 'this one does' : 'these do'} not name ${label}:\n${other.map(line).join('\n')}`,
      other,
    );
  const head =
    asked === 'only' ? `No: not every job of ${ctx.v.name}'s was in ${label}.` : ctx.q.yesNo ? 'Yes.' : '';
  const list = `${other.length === 1 ? 'One job' : `${other.length} jobs`} of ${ctx.v.name}'s on the site ${other.length === 1 ? 'was' : 'were'} outside ${label}:`;
  return answer(`${head ? `${head} ` : ''}${list}\n${other.map(line).join('\n')}`, other);
}

// "Was it software related?", "was that in tech?": the one entry in view, by its own field.
const FIELD_OF_IT =
  /^(?:and |so )?(?:was|is) (?:it|that|this)(?: (?:job|role|degree|course|study|one))? (?:(?:software|tech|coding|programming|computing|computer science|cs|it)(?:[- ]related| based)?|in (?:software|tech|coding|programming|it|computing)|(?:related|relevant) to (?:software|tech|coding|programming|computing))\b/;

/** Yes or no on whether the one study in view was in software, from its `field` (jobs: fieldInView). */
export function fieldOfInView(ctx: Ctx): Answer | undefined {
  const e = ctx.focus.length === 1 ? ctx.focus[0]! : undefined;
  if (!e || e.type !== 'entry' || e.section.id !== 'education') return undefined;
  if (!FIELD_OF_IT.test(ctx.q.words.join(' '))) return undefined;
  return answer(
    `${isSoftware(e) ? 'Yes' : 'No'}: the site lists ${itemLink(e)}${at(e)} as study ${isSoftware(e) ? 'in' : 'outside'} software.`,
    [e],
  );
}

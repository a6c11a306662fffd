import { stemmer } from 'stemmer';
import { chronological, educationOf } from '../facts';
import { capitalised, source } from './prose';
import { tokens } from '../text';
import { DEGREE_WORDS } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { entryLine, unfinished, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Does she have a teaching qualification?": a finished study of a subject, found by the studies'
// titles and own words, not a job with the subject in its title.

// A degree or certificate asked of is its own writer's: it knows which study is one.
const STUDY_WORDS = new Set(['qualification', 'qualifications', 'diploma', 'apprenticeship']);
// Words of such a question that name no subject.
const PLAIN = new Set([
  'formal',
  'any',
  'relevant',
  'proper',
  'professional',
  'official',
  'recognised',
  'recognized',
]);

/** Whether a text has every word, by its stem or a longer form ("teach" in "Teacher"). */
const says = (text: string, words: readonly string[]) => {
  const stems = tokens(text).map(stemmer);
  return words.every((w) => stems.some((t) => t.startsWith(stemmer(w))));
};

/** The studies whose title, result or own words say every subject word asked, as a yes. */
export function studiedSubject(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => STUDY_WORDS.has(w)) || ctx.q.words.some((w) => DEGREE_WORDS.has(w)))
    return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const subject = ctx.passages.topicWords(ctx.q.words).filter((w) => !STUDY_WORDS.has(w) && !PLAIN.has(w));
  if (!subject.length) return undefined;
  // A study left before the end gave no qualification.
  const education = ctx.cat.entries.filter((e) => e.section.id === 'education' && !unfinished(e));
  // The title or result naming the subject ("Qualified Teacher Status") first, then the own words.
  const named = education.filter((e) =>
    says([e.entry.role ?? e.title, e.entry.result ?? ''].join(' '), subject),
  );
  const said = named.length
    ? named
    : education.filter((e) => sentencesOf(e.entry.content).some((x) => ctx.passages.says(x, subject)));
  const studies = chronological(said);
  if (!studies.length) return undefined;
  const lines = studies.map((e) => `- ${entryLine(e, ctx.now)}`);
  return answer(`${ctx.q.yesNo ? 'Yes:\n' : ''}${lines.join('\n')}`, studies);
}

// "Did she go to a coding bootcamp?": a kind of school asked of the studies, not of work done at one.
const SCHOOL_KINDS = new Set(['bootcamp', 'bootcamps']);
const DEFINITE = new Set(['the', 'that', 'this', 'her', 'his', 'their', 'its']);
const ATTENDING =
  /\b(?:go|went|gone|been|attend|attended|do|did|done|take|took|complete|completed|finish|finished|study|studied|enrol|enroll|enrolled|graduate|graduated)\b/;

/** Yes with the studies named for the kind of school; else no, with the studies and any work at one. */
export function attendedSchool(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words
    .join(' ')
    .replace(/\bboot camps?\b/g, 'bootcamp')
    .split(' ');
  // "Did she finish the bootcamp?" is of a study in view or named, not whether there was one.
  const at = words.findIndex((w) => SCHOOL_KINDS.has(w));
  const kind = at >= 0 && !DEFINITE.has(words[at - 1] ?? '') ? words[at] : undefined;
  if (!ctx.q.yesNo || !kind || !ATTENDING.test(words.join(' '))) return undefined;
  // The school's word may name the one study of that kind ("a bootcamp"): it is still the kind asked.
  const other = (f: (typeof ctx.q.found)[number]) =>
    f.entity.type !== 'owner' && f.entity.type !== 'category' && ctx.q.words[f.start] !== kind;
  if (ctx.q.found.some(other)) return undefined;
  const names = (text: string) => tokens(text).some((t) => SCHOOL_KINDS.has(t));
  const titled = (e: Entry) => names(`${e.entry.role ?? ''} ${e.entry.title} ${e.entry.organisation ?? ''}`);
  // A study whose own words open by saying what it was ("A 14-week full-time bootcamp in Ruby").
  const described = (e: Entry) => names(/^(?:an?|my)\b[^.]*/i.exec(e.entry.content)?.[0] ?? '');
  const studies = chronological(educationOf(ctx.cat));
  const named = studies.filter((e) => titled(e) || described(e));
  if (named.length)
    return answer(`Yes:\n${named.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n')}`, named);
  const others = ctx.cat.entries.filter((e) => e.section.id !== 'education');
  const said = (e: Entry) => sentencesOf(e.entry.content).find(names);
  const elsewhere = [
    ...others.filter(titled).map((e) => `- ${entryLine(e, ctx.now)}`),
    ...others.filter((e) => !titled(e) && said(e)).map((e) => `- ${source(e)}: “${said(e)}”`),
  ];
  const work = elsewhere.length
    ? `\nThe site names one only as ${ctx.v.their} work:\n${elsewhere.join('\n')}`
    : '';
  const listed = studies.length
    ? ` ${capitalised(ctx.v.their)} studies:\n${studies.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n')}`
    : '';
  return answer(
    `No: the site lists no ${kind.replace(/s$/, '')} among ${ctx.v.name}'s studies.${listed}${work}`,
    [...studies, ...others.filter((e) => titled(e) || said(e))],
  );
}

import { stemmer } from 'stemmer';
import { chronological } from '../facts';
import { tokens } from '../text';
import { DEGREE_WORDS } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { entryLine, unfinished } from './entryText';
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

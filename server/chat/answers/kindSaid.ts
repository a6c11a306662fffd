import type { Item, Work } from '../catalogue';
import { careerOf, isJob, kindsOf } from '../facts';
import { at, dates } from './entryText';
import { itemLink } from './markdown';
import { isWork, type Ctx } from './context';
import { source } from './prose';
import { tokens } from '../text';

// "Which of his sites got a perfect accessibility score?": a sentence of a piece of work not of the
// kind named that says the kind's word with the question's other words, which the kind's own list
// of work would miss.

// Words any piece of work is asked about by: they say nothing of what it did.
const PLAIN = new Set(
  'site sites project projects work thing things one ones got get build built make made do done create created ship shipped develop developed code coded write wrote'.split(
    ' ',
  ),
);

/** Quoted lines of such sentences, or nothing where none is found. */
export function kindSaidElsewhere(
  ctx: Ctx,
  kinds: readonly string[],
): { text: string; work: Work[] } | undefined {
  const spans = ctx.q.found.filter((f) => f.entity.type === 'kind');
  const kindWords = spans.flatMap((f) => ctx.q.words.slice(f.start, f.end));
  const rest = ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end));
  const topic = ctx.passages.topicWords(rest).filter((w) => !PLAIN.has(w));
  // A technology named asks what is built with it, which the stacks answer; "how many are games?"
  // counts the kind's own work.
  const counting = ctx.q.words.join(' ').includes('how many');
  if (!kindWords.length || !topic.length || counting || ctx.q.found.some((f) => f.entity.type === 'tech'))
    return undefined;
  const elsewhere = (w: Work) => !kinds.some((k) => kindsOf(w).includes(k));
  const said = ctx.passages
    .find([...kindWords, ...topic], 4, (i) => isWork(i) && elsewhere(i))
    .filter((p) => ctx.passages.says(p.text, kindWords) && topic.some((w) => ctx.passages.says(p.text, [w])));
  if (!said.length) return undefined;
  return {
    text: `By the work's own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    work: [...new Set(said.map((p) => p.item as Work))],
  };
}

// Words that ask for experience of a kind, which jobs give as well as projects.
const EXPERIENCE = new Set([
  'experience',
  'experienced',
  'background',
  'professionally',
  'career',
  'worked',
  'work',
]);

/** Whether a question asks for experience, which jobs give as well as projects. */
export const asksExperience = (words: readonly string[]) => words.some((w) => EXPERIENCE.has(w));

/** "Her accessibility experience": the jobs' own sentences that say the kind's words, quoted. */
export function kindSaidAtWork(ctx: Ctx, kinds: readonly string[]): { text: string; jobs: Item[] } {
  // The question's own words for the kind, else the kind's name (a practice of that name took them).
  const spans = ctx.q.found.filter((f) => f.entity.type === 'kind');
  const kindWords = spans.length
    ? spans.flatMap((f) => ctx.q.words.slice(f.start, f.end))
    : kinds.length === 1
      ? tokens(kinds[0]!)
      : [];
  const said =
    kindWords.length && asksExperience(ctx.q.words)
      ? ctx.passages.find(kindWords, 3, isJob).filter((p) => ctx.passages.says(p.text, kindWords))
      : [];
  // "Pharmacist at a teaching hospital" is healthcare experience by its title and employer alone.
  const titled =
    kindWords.length && asksExperience(ctx.q.words)
      ? careerOf(ctx.cat).filter(
          (e) =>
            !said.some((p) => p.item === e) &&
            ctx.passages.says(
              `${e.entry.role ?? e.title} ${e.entry.organisation ?? ''}`,
              kindWords.slice(0, 1),
            ),
        )
      : [];
  const lines = [
    ...said.map((p) => `- ${source(p.item)}: “${p.text}”`),
    ...titled.map((e) => `- ${itemLink(e)}${at(e)}${dates(e)}`),
  ];
  return {
    text: lines.length
      ? `\nAt work, ${said.length ? `in ${ctx.v.their} own words${titled.length ? ' and by job title' : ''}` : 'by job title'}:\n${lines.join('\n')}`
      : '',
    jobs: [...new Set([...said.map((p) => p.item), ...titled])],
  };
}

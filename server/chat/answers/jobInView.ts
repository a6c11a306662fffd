import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';
import { DOING, NEGATION, source } from './prose';
import { CURRENT_WORDS } from '../lexicon/cues';
import { careerOf, chronological, dateKey } from '../facts';

// "Is he on call in that job?" of the one job in view, and "was he ever on call before his current
// job?": the jobs' own sentences that say it, by the question's topic words.

// Words that point at the job rather than say what is asked of it.
const JOB_WORDS = new Set([
  'job',
  'role',
  'position',
  'post',
  'there',
  'that',
  'this',
  'then',
  'ever',
  'before',
  'current',
  'present',
  'previous',
  'earlier',
]);
const BEFORE_NOW = /\bbefore (?:his|her|their|the) (?:current|present) (?:job|role|position)\b/;

/** The jobs' sentences with every topic word of the question, one per job at most. */
function saidIn(ctx: Ctx, jobs: readonly Entry[]) {
  // Only words that say what is asked: "use" or "do" alone says nothing of it.
  const words = ctx.passages
    .topicWords(ctx.q.words, { verbs: true })
    .filter((w) => !JOB_WORDS.has(w) && !DOING.has(w));
  if (!words.length) return undefined;
  return {
    words,
    said: ctx.passages.find(words, jobs.length, (i) => jobs.includes(i as Entry)).filter((p) => p.every),
  };
}

/** Yes with the job's own words where they say what is asked, plainly; else only the words. */
function fromSaid(ctx: Ctx, said: NonNullable<ReturnType<typeof saidIn>>['said']): Answer {
  const plain = said.every((p) => !NEGATION.test(p.text));
  const lines = said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n');
  return answer(
    `${plain ? 'Yes, in' : 'In'} ${ctx.v.their} own words:\n${lines}`,
    said.map((p) => p.item),
  );
}

/** "Is he on call in that job?": the one job in view, by its own sentences. */
export function askedOfJobInView(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !ctx.q.backRef || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "…in her current job?" is of the job now, not the one in view.
  if (ctx.q.words.some((w) => CURRENT_WORDS.has(w))) return undefined;
  const jobs = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'career');
  if (jobs.length !== 1 || ctx.focus.length !== 1) return undefined;
  const found = saidIn(ctx, jobs);
  return found?.said.length ? fromSaid(ctx, found.said) : undefined;
}

/** "Was he ever on call before his current job?": the earlier jobs whose own words say it. */
export function askedBeforeNow(ctx: Ctx): Answer | undefined {
  // A technology or piece of work named is weighed by its own dates elsewhere.
  if (!ctx.q.yesNo || !BEFORE_NOW.test(ctx.q.words.join(' '))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  const now = jobs.filter((e) => e.entry.end === 'present');
  if (!now.length) return undefined;
  const start = Math.min(...now.map((e) => Number(dateKey(e).replace('-', ''))));
  const earlier = jobs.filter((e) => !now.includes(e) && Number(dateKey(e).replace('-', '')) < start);
  const found = saidIn(ctx, earlier);
  if (!found) return undefined;
  if (found.said.length) return fromSaid(ctx, found.said);
  return answer(
    `Not that the site says: none of ${ctx.v.name}'s earlier jobs says so in ${ctx.v.their} own words.`,
    earlier,
    'not-on-site',
  );
}

// "+As what?", "+in what role?": the title held at the job in view.
const AS_WHAT = /^(?:and )?(?:as|in) (?:a |an )?what(?: role| capacity| position| job)?$/;

/** "Did she work at Oficina Aresta?" then "+as what?": the title of the one job in view. */
export function roleAtJobInView(ctx: Ctx): Answer | undefined {
  const jobs = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'career');
  if (!AS_WHAT.test(ctx.q.words.join(' ')) || jobs.length !== 1) return undefined;
  const job = jobs[0]!;
  return answer(`As ${job.entry.role ?? job.title}: ${entryLine(job, ctx.now)}.`, [job]);
}

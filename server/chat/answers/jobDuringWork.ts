import type { Work } from '../catalogue';
import { careerOf, chronological, datedAs, educationOf, isSoftware, monthOf, spanOf } from '../facts';
import { entitiesOf } from '../understand';
import { isWork, type Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// "Was he employed while building Cupid's Quill?", "did she have a job when she made X?": the jobs
// whose dates cover the one piece of work's date, and the studies that did, by the dates alone.

const JOB_WORDS = new Set(['employed', 'employment', 'job', 'jobs', 'working', 'work', 'worked']);
const WHILE_WORDS = new Set(['while', 'whilst', 'when', 'during']);

/** The one piece of work asked about: named, or the one in view that "it" points to. */
function workAsked(ctx: Ctx): Work | undefined {
  const named = entitiesOf(ctx.q, 'item')
    .map((e) => e.item)
    .filter(isWork);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  const inView = ctx.q.backRef ? ctx.focus.filter(isWork) : [];
  return inView.length === 1 ? inView[0] : undefined;
}

/** Whether a question asks if a job ran while the work was made: a job word, then "while" or "when". */
function asksJobDuring(ctx: Ctx): boolean {
  const words = ctx.q.words;
  const job = words.findIndex((w) => JOB_WORDS.has(w));
  // "Working on it" is the work itself, and "when did…" asks a date.
  if (job < 0 || words[job + 1] === 'on' || words[0] === 'when') return false;
  return ctx.q.yesNo && words.slice(job + 1).some((w) => WHILE_WORDS.has(w));
}

/** The jobs (or the employer's, where one is named) whose dates cover the work's date, yes or no first. */
export function jobDuringWork(ctx: Ctx): Answer | undefined {
  if (!asksJobDuring(ctx)) return undefined;
  const w = workAsked(ctx);
  const orgs = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries);
  const jobs = orgs.length ? orgs : careerOf(ctx.cat);
  if (!w || !jobs.length) return undefined;
  const key = datedAs(w);
  const [from, to] = [monthOf(key), monthOf(key, 'end')];
  const covers = (e: Entry) => {
    const s = spanOf(e.entry, ctx.now);
    return s.from <= to && s.to >= from;
  };
  const during = chronological(jobs.filter(covers));
  const spans = during.map((e) => spanOf(e.entry, ctx.now));
  const studies = chronological(educationOf(ctx.cat).filter(covers));
  const line = (e: Entry) =>
    `- ${entryLine(e, ctx.now)}${isSoftware(e) ? '' : ', outside software'}${byYear(e) ? ' (dated by years only)' : ''}`;
  const dated = `${itemLink(w)} is dated ${when(key)}`;
  // Jobs one after another ("January to August", "September to now") may cover its whole year together.
  const months = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const whole = months.every((m) => spans.some((s) => s.from <= m && s.to >= m));
  const lead = whole
    ? `Yes, by the dates: ${dated}, and these jobs ran then:`
    : `By the dates, partly: ${dated}, and these jobs ran for part of that time:`;
  const parts = [
    during.length
      ? `${lead}\n${during.map(line).join('\n')}`
      : `No, by the dates: ${dated}, and no job${orgs.length ? ' there' : ''} on the site ran then.`,
    studies.length ? `Studies that ran then:\n${studies.map(line).join('\n')}` : '',
  ];
  return answer(parts.filter(Boolean).join('\n\n'), [w, ...during, ...studies]);
}

const byYear = (e: Entry) => [e.entry.start, e.entry.end].some((d) => d && /^\d{4}$/.test(d));

import { careerOf } from '../facts';
import { sentencesOf } from '../passages';
import { normalize } from '../text';
import type { Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// Whether a job was full-time or part-time, from its own title and words: a part-time job, an
// internship and freelance work are said so; a job whose words say neither is not guessed at.

const FULL = /\bfull[- ]?time\b/;
const PART = /\bpart[- ]?time\b/;
const INTERN = /\bintern(?:ship)?s?\b/;
const FREELANCE = /\b(?:freelanc\w*|self[- ]employed|contract(?:or|ing)?)\b/;

/** "Was he full time at Kudi?", "is the teaching job part-time?": the hours a job asked about had. */
export const asksHours = (raw: string) => FULL.test(normalize(raw)) || PART.test(normalize(raw));

type Terms = { part?: string; full?: string; intern?: string; freelance?: string };

/** What a job's title and own sentences say of its hours; a sentence naming another job's employer is about that job. */
function termsOf(ctx: Ctx, e: Entry): Terms {
  const others = careerOf(ctx.cat)
    .filter((o) => o !== e && o.entry.organisation)
    .map((o) => normalize(o.entry.organisation!).split(' ')[0]!);
  const own = sentencesOf(e.entry.content).filter((s) => !others.some((o) => normalize(s).includes(o)));
  const title = normalize(`${e.entry.role ?? ''} ${e.title}`);
  const find = (re: RegExp) => own.find((s) => re.test(normalize(s))) ?? (re.test(title) ? '' : undefined);
  return { part: find(PART), full: find(FULL), intern: find(INTERN), freelance: find(FREELANCE) };
}

const quoted = (s: string | undefined) => (s ? `\n> ${s}` : '');

function lineOf(ctx: Ctx, e: Entry, full: boolean): string {
  const t = termsOf(ctx, e);
  const job = `${itemLink(e)}${at(e)}${dates(e)}`;
  const asked = full ? 'full-time' : 'part-time';
  const was = e.entry.end === 'present' ? 'is' : 'was';
  if (t.part !== undefined) return `${full ? 'No' : 'Yes'}: ${job} ${was} part-time.${quoted(t.part)}`;
  if (t.full !== undefined) return `${full ? 'Yes' : 'No'}: ${job} ${was} full-time.${quoted(t.full)}`;
  if (t.intern !== undefined)
    return `${job} ${was} an internship; the site doesn't say whether it ${was} ${asked}.${quoted(t.intern)}`;
  if (t.freelance !== undefined)
    return `${job} ${was} freelance work; the site doesn't say its hours.${quoted(t.freelance)}`;
  return `The site doesn't say whether ${job} ${was} full-time or part-time.`;
}

/** Of the jobs asked about, whether each was full-time or part-time, as far as the site says. */
export function hours(ctx: Ctx, entries: readonly Entry[]): Answer {
  const full = FULL.test(normalize(ctx.q.raw));
  const jobs = entries.filter((e) => e.section.id === 'career');
  const shown = jobs.length ? jobs : entries;
  return answer(shown.map((e) => lineOf(ctx, e, full)).join('\n\n'), shown);
}

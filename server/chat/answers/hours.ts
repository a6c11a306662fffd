import { careerOf, educationOf } from '../facts';
import type { Catalogue } from '../catalogue';
import { DEGREE_WORDS, STUDY_NOUNS } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { normalize, tokens } from '../text';
import { namedItems, type Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// Whether a job was full-time or part-time, from its own title and words: a part-time job, an
// internship and freelance work are said so; a job whose words say neither is not guessed at.

const FULL = /\bfull[- ]?time\b/;
// Part-time by its hours too: "four days a week", "80 per cent" ("%" is no word once normalised);
// fewer days may be how a job began ("started two days a week"), not its hours.
const PART = /\bpart[- ]?time\b|\b(?:four|4) days (?:a|per) week\b|\b[1-9]0 per ?cent\b/;
const INTERN = /\bintern(?:ship)?s?\b/;
const FREELANCE = /\b(?:freelanc\w*|self[- ]employed|contract(?:or|ing)?)\b/;

/** "Was he full time at Kudi?", "is the teaching job part-time?": the hours a job asked about had. */
export const asksHours = (raw: string) => FULL.test(normalize(raw)) || PART.test(normalize(raw));

type Terms = { part?: string; full?: string; intern?: string; freelance?: string };

/**
 * What a job's title and own sentences say of its hours. Hours said just before another job's
 * employer ("part-time at Nordvik"), or in a clause on it ("at Nordvik, where I was part-time"), are
 * that job's.
 */
function termsOf(ctx: Ctx, e: Entry): Terms {
  const others = careerOf(ctx.cat)
    .filter((o) => o !== e && o.entry.organisation)
    .map((o) => normalize(o.entry.organisation!).split(' ')[0]!);
  const ownHours = (s: string, re: RegExp) => {
    const text = normalize(s);
    const at = text.search(re);
    // "alongside my full-time job": the hours of the other job this one goes beside.
    const beside = BESIDE.test(text.slice(Math.max(0, at - 20), at));
    return (
      at >= 0 && !beside && !others.some((o) => text.slice(at, at + 30).includes(o) || whereAt(text, at, o))
    );
  };
  const sentences = sentencesOf(e.entry.content);
  const title = normalize(`${e.entry.role ?? ''} ${e.title}`);
  // "…overlapped my first months at Helix North, where I started part-time", in another job's words.
  const own = normalize(e.entry.organisation ?? '').split(' ')[0];
  const lent = careerOf(ctx.cat)
    .filter((o) => o !== e && own)
    .flatMap((o) => sentencesOf(o.entry.content));
  const inOthers = (re: RegExp) =>
    lent.find((s) => {
      const text = normalize(s);
      const at = text.search(re);
      return at >= 0 && whereAt(text, at, own!);
    });
  const find = (re: RegExp) =>
    sentences.find((s) => ownHours(s, re)) ?? (re.test(title) ? '' : undefined) ?? inOthers(re);
  return { part: find(PART), full: find(FULL), intern: find(INTERN), freelance: find(FREELANCE) };
}

/** "…at Helix North, where I started part-time": hours in a clause on another employer are its own. */
function whereAt(text: string, at: number, other: string): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  const named = before.lastIndexOf(other);
  return named >= 0 && /\b(?:where|when)\b/.test(before.slice(named));
}

const BESIDE = /\b(?:alongside|beside|besides|next to|on top of|in addition to|as well as)\b/;

const quoted = (s: string | undefined) => (s ? `\n> ${s}` : '');

// "went full-time in 2017": the hours changed during the job, so it was both.
const CHANGED =
  /\b(?:went|became|moved to|switched to|turned|converted to|made|going|stayed on|dropped to|cut back to|reduced to) (?:full|part)[- ]?time\b/;

const STARTED = /\b(?:started|began|starting|start) (?:out )?(?:as )?part[- ]?time\b/;

/** Of a job said to be both part-time and full-time, which one its words mean, or both. */
function eitherOrBoth(t: Terms): 'part' | 'full' | 'both' | undefined {
  const said = [t.part, t.full].filter((x): x is string => !!x);
  if (said.some((x) => CHANGED.test(normalize(x)))) return 'both';
  if (t.part === undefined || t.full === undefined) return undefined;
  if (t.part !== t.full) return 'both';
  // "I did my master's part-time while working full-time": the first said is this entry's own.
  const s = normalize(t.part);
  return s.search(PART) < s.search(FULL) ? 'part' : 'full';
}

/** A job said to be part-time; "where I started part-time" is part-time at first, nothing said of later. */
function partLine(part: string, job: string, was: string, full: boolean): string {
  if (STARTED.test(normalize(part)))
    return `${full ? 'Not at first' : 'At first'}: ${job} started part-time; the site doesn't say whether it ${was === 'is' ? 'still is' : 'stayed so'}.${quoted(part)}`;
  return `${full ? 'No' : 'Yes'}: ${job} ${was} part-time.${quoted(part)}`;
}

function lineOf(ctx: Ctx, e: Entry, full: boolean): string {
  const t = termsOf(ctx, e);
  const job = `${itemLink(e)}${at(e)}${dates(e)}`;
  const asked = full ? 'full-time' : 'part-time';
  const was = e.entry.end === 'present' ? 'is' : 'was';
  const both = eitherOrBoth(t);
  if (both === 'both')
    return `Partly: ${job} ${was} part-time for a while and full-time for a while.${quoted([...new Set([t.part, t.full].filter(Boolean))].join(' '))}`;
  if (both === 'full') return `${full ? 'Yes' : 'No'}: ${job} ${was} full-time.${quoted(t.full)}`;
  if (t.part !== undefined) return partLine(t.part, job, was, full);
  if (t.full !== undefined) return `${full ? 'Yes' : 'No'}: ${job} ${was} full-time.${quoted(t.full)}`;
  if (t.intern !== undefined)
    return `${job} ${was} an internship; the site doesn't say whether it ${was} ${asked}.${quoted(t.intern)}`;
  if (t.freelance !== undefined)
    return `${job} ${was} freelance work; the site doesn't say its hours.${quoted(t.freelance)}`;
  return `The site doesn't say whether ${job} ${was} full-time or part-time.`;
}

/** "Was his bootcamp full-time?": the one study whose title has a noun of study the question says. */
export function studyByNoun(cat: Catalogue, words: readonly string[]): Entry | undefined {
  const said = new Set(words.filter((w) => STUDY_NOUNS.has(w)));
  // "Her degree" is the study titled as one ("BA History"), whatever its title calls it.
  const titled = (w: string) => said.has(w) || (said.has('degree') && DEGREE_WORDS.has(w));
  const studies = educationOf(cat).filter((e) => tokens(e.entry.role ?? e.title).some(titled));
  return studies.length === 1 ? studies[0] : undefined;
}

/** Of the jobs asked about, whether each was full-time or part-time, as far as the site says. */
export function hours(ctx: Ctx, entries: readonly Entry[]): Answer {
  const full = FULL.test(normalize(ctx.q.raw));
  // "Was her master's part-time?": a study named is asked of; otherwise the jobs among those found.
  const jobs = entries.filter((e) => e.section.id === 'career');
  const byNoun = studyByNoun(ctx.cat, ctx.q.words);
  const studies = byNoun
    ? [byNoun]
    : entries.filter((e) => e.section.id === 'education' && namedItems(ctx).includes(e));
  const shown = studies.length ? studies : jobs.length ? jobs : entries;
  return answer(shown.map((e) => lineOf(ctx, e, full)).join('\n\n'), shown);
}

/** "Has she ever worked part-time?": the jobs whose title or own words say part-time, with those words. */
export function partTimeJobs(ctx: Ctx): Answer | undefined {
  if (!PART.test(normalize(ctx.q.raw)) || FULL.test(normalize(ctx.q.raw))) return undefined;
  if (namedItems(ctx).some((i) => i.type === 'entry')) return undefined;
  const jobs = careerOf(ctx.cat);
  const part = jobs.filter((e) => {
    const t = termsOf(ctx, e);
    return t.part !== undefined && eitherOrBoth(t) !== 'full';
  });
  if (!part.length)
    return answer(
      `${ctx.q.yesNo ? 'Not that the site says: n' : 'N'}one of ${ctx.v.name}'s ${jobs.length === 1 ? 'job' : `${jobs.length} jobs`} on the site is said to be part-time.`,
      jobs,
    );
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${part.map((e) => lineOf(ctx, e, false).replace(/^(?:Yes|Partly|At first): /, '')).join('\n\n')}`,
    part,
  );
}

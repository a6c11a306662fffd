import { described, isWork, type Ctx } from './context';
import {
  at as at_,
  dates,
  duration,
  dueLater,
  entryLine,
  placeLine,
  remoteFor,
  unfinished,
  type Entry,
} from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';
import type { Entity, Item, Work } from '../catalogue';
import {
  careerOf,
  chronological,
  dateKey,
  datedAs,
  endKey,
  isJob,
  isSoftware,
  monthOf,
  newestFirst,
  spanOf,
} from '../facts';
import { stemmer } from 'stemmer';
import { firstSentences, listing, singular, tokens } from '../text';
import { capitalised, source } from './prose';
import { placesNamed } from './placesNamed';
import { meets, NUMBERS } from './spanClaim';
import { monthsCovered } from './tenure';
import { sentencesOf } from '../passages';
import { commonWords, englishWords, FUNCTION_WORDS } from '../lexicon/english';
import {
  ACADEMIC_PLACE,
  BEARING_WORDS,
  CURRENT_WORDS,
  DEGREE_WORDS,
  NEGATION_WORDS,
  QUALIFICATION_WORDS,
} from '../lexicon/cues';

// What a yes/no about a job or study claims beyond that it was one ("was she a manager at
// Soundwave?", "did he work at SoundWorks in Berlin?"): a "yes" only where the entry's own words,
// title, place or location say every word of it.

const VALIDITY = new Set(['valid', 'active', 'expired', 'lapsed', 'renewed', 'current']);
// Words that claim a rank or kind of post a title would say ("was she a manager there?").
export const RANKS = new Set([
  'manager',
  'director',
  'lead',
  'leader',
  'head',
  'chief',
  'principal',
  'staff',
  'senior',
  'junior',
  'founder',
  'cofounder',
  'owner',
  'partner',
  'architect',
  'cto',
  'ceo',
  'vp',
  'president',
  'supervisor',
  'consultant',
  'contractor',
  'contract',
  'freelance',
  'temporary',
  'internship',
  'intern',
]);
// "Was the Brightwater job permanent?": not where its own words make it a contract.
const TERM_SAID =
  /\b(?:contract|contractor|freelance|freelancer|temporary|fixed[- ]term|internship|intern|placement)\b/i;
// "Are Soundwave and SoundWorks the same company?"

const textOf = (e: Entry) =>
  [e.title, e.entry.role, e.entry.organisation, e.entry.location, e.entry.content].filter(Boolean).join('. ');

/** A place the question puts the entries in: an uncommon word after "in" ("in Berlin"). */
const placeAsked = (ctx: Ctx, w: string) =>
  ctx.q.words[ctx.q.words.indexOf(w) - 1] === 'in' && !commonWords().has(w) && !/\d/.test(w);

// Posts a title names ("was he a coach there?"), and those any software job is ("a developer").
// "Did he found Domotik Labs?": founding claimed by its verb is the founder's rank.
const FOUNDING: Record<string, string> = { found: 'founder', founded: 'founder', cofounded: 'cofounder' };

const POSTS = new Set([
  'coach',
  'teacher',
  'tutor',
  'designer',
  'tester',
  'analyst',
  'scientist',
  'researcher',
  'trainer',
  'reviewer',
  'administrator',
  'admin',
  'assistant',
  'writer',
  'editor',
  'accountant',
  'nurse',
  'mechanic',
  'electrician',
  'technician',
]);
export const SOFTWARE_POSTS = new Set(['developer', 'dev', 'engineer', 'programmer', 'coder']);

/** Whether an entry says a claimed word: a post by its title, a software post by its field. */
function saysClaim(ctx: Ctx, e: Entry, w: string): boolean {
  if (SOFTWARE_POSTS.has(w)) return isSoftware(e);
  // "Did he manage anyone there?": its own words on managing or leading, not on mentoring.
  if (MANAGING.has(w)) return MANAGED_SAID.test(textOf(e));
  // "Has he taught at a university?": a job's own place or words by that word; a study is not claimed so.
  if (INSTITUTIONS.has(w))
    return (
      e.section.id !== 'career' ||
      tokens(`${e.entry.organisation ?? ''} ${e.entry.content}`).some((t) => singular(t) === singular(w))
    );
  // A post is its title's word, or the work its own words say ("manual testing" of a tester).
  if (POSTS.has(w))
    return [...tokens(`${e.entry.role ?? ''} ${e.title}`), ...tokens(e.entry.content)].some(
      (t) => stemmer(t) === stemmer(w) || stemmer(t) === stemmer(w.replace(/(?:er|or)$/, '')),
    );
  return ctx.passages.says(textOf(e), [w]);
}

const MANAGING = new Set(['manage', 'managed', 'managing', 'supervise', 'supervised', 'supervising']);
const MANAGED_SAID =
  /\b(?:manag(?:e|ed|es|ing)|led (?:a|the|my|our) team|lead (?:a|the) team|supervis(?:e|ed|es|ing)|reports? to me|direct reports)\b/i;
// Places a job is claimed at by a word its own name or words would say ("a university", not a college).
const INSTITUTIONS = new Set(['university', 'universities']);

/** Whether a title names a software post ("Backend Developer" is an engineer too), where one is asked. */
function titledAsAsked(ctx: Ctx, entries: readonly Entry[]): boolean {
  const titles = entries.flatMap((e) => tokens(`${e.entry.role ?? ''} ${e.title}`));
  return !ctx.q.words.some((w) => SOFTWARE_POSTS.has(w)) || titles.some((t) => SOFTWARE_POSTS.has(t));
}

// "Is the trainer job teaching people?": what a job is claimed to involve, by its verb in -ing.
const PLAIN_ACTIVITIES = new Set([
  'working',
  'doing',
  'being',
  'going',
  'getting',
  'having',
  'using',
  'something',
  'anything',
  'nothing',
  'everything',
  'thing',
]);
// Only a plain "is <job> <activity>?": not "when she was teaching", "before or after".
const NOT_A_CLAIM = new Set([
  'when',
  'while',
  'before',
  'after',
  'or',
  'start',
  'started',
  'stop',
  'stopped',
]);
const activityClaimed = (ctx: Ctx, w: string) =>
  w.length > 5 &&
  w.endsWith('ing') &&
  !PLAIN_ACTIVITIES.has(w) &&
  !ctx.q.words.some((x) => NOT_A_CLAIM.has(x)) &&
  ctx.q.found.some((f) => f.entity.type !== 'owner' && f.end <= ctx.q.words.indexOf(w));

/** The rank, post, place or activity a question claims of the entries that none of their own words say. */
export function unsaidOf(ctx: Ctx, entries: readonly Entry[]): string[] {
  const free = ctx.q.words
    .filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end))
    .map((w) => FOUNDING[w] ?? w);
  const claims = free.filter(
    (w) =>
      RANKS.has(w) ||
      POSTS.has(w) ||
      SOFTWARE_POSTS.has(w) ||
      MANAGING.has(w) ||
      INSTITUTIONS.has(w) ||
      placeAsked(ctx, w) ||
      activityClaimed(ctx, w),
  );
  return [...claims, ...otherModifier(ctx, entries)].filter(
    (w) => !entries.some((e) => saysClaim(ctx, e, w)),
  );
}

/**
 * "Did he coach adult teams there?" of words saying "youth teams": a word before a noun the entries
 * say, where they say it with another word before it, is a claim they do not make.
 */
function otherModifier(ctx: Ctx, entries: readonly Entry[]): string[] {
  const text = entries.map((e) => tokens(e.entry.content ?? '')).flat();
  const before = (noun: string) =>
    text.flatMap((t, i) => (i > 0 && (t === noun || singular(t) === singular(noun)) ? [text[i - 1]!] : []));
  const entity = (i: number) => ctx.q.found.some((f) => f.start <= i && i < f.end);
  return ctx.q.words.filter((w, i) => {
    const noun = ctx.q.words[i + 1];
    if (!noun || entity(i) || entity(i + 1) || FUNCTION_WORDS.has(w) || FUNCTION_WORDS.has(noun))
      return false;
    const said = before(noun).filter((b) => !FUNCTION_WORDS.has(b));
    return said.length > 0 && !said.includes(w) && !text.includes(w);
  });
}

/** Whether two or more places of work named are asked to be one. */
const asksSame = (ctx: Ctx) => ctx.q.words.includes('same');
const DIFFERENT = /\bdifferent (?:employer|company|place|organi[sz]ation|firm)s?\b/;

/** "The same company?", "a different employer from the one…?": of the entries named and the one in view. */
function sameOrDifferent(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const different = DIFFERENT.test(ctx.q.words.join(' '));
  if (!asksSame(ctx) && !different) return undefined;
  const inView = ctx.q.backRef ? ctx.focus.filter((i): i is Entry => i.type === 'entry') : [];
  const all = [...new Set([...entries, ...inView])];
  if (all.length < 2) return undefined;
  const places = new Set(all.map((e) => e.entry.organisation ?? e.id));
  if (different)
    return places.size > 1 ? `Yes: those are ${places.size} different places. ` : 'No, the same employer: ';
  return places.size > 1 ? `No: those are ${places.size} different places. ` : 'Yes: ';
}

// "Was her title always Firmware Engineer?", "the whole time": asks whether anything changed.
const ALWAYS = /\b(?:always|whole time|entire time|all along|throughout)\b/;
// An owner's sentence on a change of title or team within a job.
const CHANGED =
  /\b(?:promot\w*|title (?:changed|became)|(?:moved|stepped|switched) (?:up|into|to)|became|joined (?:\w+ ){0,3}as|started (?:out |off )?as|was made)\b/i;

// "Her title when she first joined?", "what did he start as?": how a job began.
const AT_START =
  /\b(?:first joined|when (?:\w+ )?joined|joined as|start(?:ed)? (?:out |off )?as|originally|at first|initially)\b/;

/** The owner's sentences on a change within one entry asked whether it was always so, or how it began. */
export function changeSaid(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const text = ctx.q.words.join(' ');
  if (entries.length !== 1 || !(ALWAYS.test(text) || AT_START.test(text))) return undefined;
  const said = sentencesOf(entries[0]!.entry.content).filter((s) => CHANGED.test(s));
  return said.length ? said.slice(0, 2).join(' ') : undefined;
}

/** "In Malmö": where an entry was, when the question puts it somewhere its own words do not. */
function elsewhere(ctx: Ctx, entries: readonly Entry[], unsaid: readonly string[]): string | undefined {
  const [e, ...more] = entries;
  const location = e?.entry.location;
  if (!e || more.length || !location || /\bremote\b/i.test(location)) return undefined;
  const inPlace = unsaid.some((w) => placeAsked(ctx, w));
  return inPlace ? `No: ${e.entry.organisation ?? 'that'} was in ${location}. ` : undefined;
}

// Words that put "then" at the end of a study or job in view ("when he finished the course").
const ENDING = new Set(['finish', 'finished', 'graduate', 'graduated', 'completed', 'ended', 'left']);

export const FIRST_SOFTWARE_JOB =
  /\bfirst (?:dev|developer|software|coding|programming|tech|engineering) (?:job|role|position)\b/;

/** Whether the entries ran at the time of the one item in view, if it has a date; else no lead. */
function thenLead(ctx: Ctx, entries: readonly Entry[]): string {
  // "…when she took her first dev job?": the first software job is the time asked about.
  const firstSoftware = FIRST_SOFTWARE_JOB.test(ctx.q.words.join(' '))
    ? chronological(
        ctx.cat.entries.filter((e) => e.section.id === 'career' && e.entry.start && isSoftware(e)),
      )[0]
    : undefined;
  const [then, ...more] = firstSoftware
    ? [firstSoftware]
    : ctx.focus.filter((i) => !entries.includes(i as Entry));
  if (!then || more.length) return '';
  const ending = then.type === 'entry' && ctx.q.words.some((w) => ENDING.has(w));
  const at = ending ? endKey(then) : dateKey(then);
  if (at.endsWith('-00')) return '';
  return entries.some((e) => dateKey(e) <= at && at <= endKey(e)) ? 'Yes: ' : 'No: ';
}

/** "Is he still at Pixelwerk?": no for entries that ended; a study asked "still valid?" its own words. */
export function stillLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  if (!ctx.q.words.some((w) => w === 'still' || CURRENT_WORDS.has(w))) return undefined;
  // "Was he still an electrician at the time?" asks of then, not of now: the time of what is in view.
  if (/\b(?:was|were|had)\b.*\bstill\b|\bat the time\b|\bback then\b/.test(ctx.q.words.join(' ')))
    return thenLead(ctx, entries);
  const studies = entries.every((e) => e.section.id === 'education');
  if (studies && ctx.q.words.some((w) => VALIDITY.has(w))) return '';
  return entries.some((e) => e.entry.end === 'present') ? undefined : 'No: ';
}

// "Did she finish the master's?", "did he graduate?": a study asked whether it was completed.
const FINISHED = new Set(['finish', 'finished', 'complete', 'completed', 'graduate', 'graduated']);
// "Does she have a PhD?", "has he got his degree?": a qualification asked as held.
export const HOLDS =
  /\b(?:have|has|hold|holds|got|earn|earned|obtained|received)\b(?: \S+){0,3}? (?:phd|doctorate|degree|diploma|masters?|master's|bachelors?|bachelor's|bsc|msc|ba|ma|mba|certificate|qualification)\b/;

/** No for a study left before the end, or one still due to end; else no lead of its own. */
function finishLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const asked = ctx.q.words.some((w) => FINISHED.has(w)) || HOLDS.test(ctx.q.words.join(' '));
  if (!asked || !entries.length) return undefined;
  if (!entries.every((e) => e.section.id === 'education')) return undefined;
  if (entries.every(unfinished)) return 'No: ';
  if (entries.every((e) => e.entry.end === 'present' || dueLater(e, ctx.now))) return 'Not yet: ';
  return undefined;
}

/** The months a length names ("six months", "3 years"), not a time ago or a window ("the last two years"). */
function lengthSaid(words: readonly string[]): number | undefined {
  const at = words.findIndex(
    (w, i) =>
      /^(?:years?|months?)$/.test(words[i + 1] ?? '') &&
      (/^\d+$/.test(w) || w in NUMBERS) &&
      words[i + 2] !== 'ago' &&
      !WINDOW.has(words[i - 1] ?? ''),
  );
  if (at < 0) return undefined;
  const n = NUMBERS[words[at]!] ?? Number(words[at]);
  return words[at + 1]!.startsWith('year') ? n * 12 : n;
}
const WINDOW = new Set(['last', 'past', 'first', 'next', 'those', 'these', 'the', 'within']);

/** Yes or no to a length of the entries' time together, as "about" it; the dates said below. */
function lengthLead(ctx: Ctx, entries: readonly Entry[], months: number): string {
  const dated = entries.filter((e) => e.entry.start);
  if (!dated.length) return 'Not that the site says. What it says: ';
  const covered = monthsCovered(dated, ctx.now);
  // "Six months" of three is no, as "three years" of one is; a year's months round to it.
  const near =
    months < 12
      ? Math.abs(covered - months) <= 1
      : meets({ months, over: false, strict: false, approx: true }, covered);
  return `${near ? 'Yes' : 'No'}: ${duration(covered)} by the dates. `;
}

/** "Yes" where the entries say every rank, post and place claimed; else what the site says. */
function claimLead(ctx: Ctx, entries: readonly Entry[]): string {
  // A length no claim was read from ("six months long?"): weighed as "about" it against the dates.
  const months = lengthSaid(ctx.q.words);
  if (months !== undefined) return lengthLead(ctx, entries, months);
  const unsaid = unsaidOf(ctx, entries);
  if (!unsaid.length)
    return titledAsAsked(ctx, entries) ? 'Yes: ' : 'Not by title, but the site lists it as software work: ';
  // "Did he work as a developer at the club?" of work the site lists outside software.
  if (unsaid.some((w) => SOFTWARE_POSTS.has(w)) && entries.every((e) => e.section.id === 'career'))
    return 'No: the site lists this as work outside software. ';
  return elsewhere(ctx, entries, unsaid) ?? 'Not that the site says. What it says: ';
}

/**
 * How a yes/no about entries begins: "No" for one that ended asked as current, or for two employers
 * asked to be the same; "Yes" only when the entries say all it claims; otherwise what the site says.
 */
export function entryLead(ctx: Ctx, entries: readonly Entry[]): string {
  if (!ctx.q.yesNo) return '';
  const now = stillLead(ctx, entries);
  if (now !== undefined) return now;
  const same = sameOrDifferent(ctx, entries);
  if (same) return same;
  if (ALWAYS.test(ctx.q.words.join(' ')) && changeSaid(ctx, entries))
    return 'No, it changed during it (in the words below). ';
  return termLead(ctx, entries) ?? factLead(ctx, entries) ?? claimLead(ctx, entries);
}

// "Was it permanent?", "was that a contract?": the terms of a job, which only its own words give.
const TERM_ASKED = /\b(permanent|contract|temporary|fixed term|freelance)\b/;

/** No to permanent of a contract, yes to a contract; where the words say no terms, that they don't. */
function termLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const asked = TERM_ASKED.exec(ctx.q.words.join(' '))?.[1];
  if (!asked || !entries.length || entries.some((e) => e.section.id !== 'career')) return undefined;
  const termed = entries.filter((e) => TERM_SAID.test(textOf(e)));
  if (asked === 'permanent')
    return termed.length === entries.length
      ? 'No: '
      : termed.length
        ? undefined
        : `The site doesn't say whether ${entries.length === 1 ? 'it was' : 'they were'} permanent. `;
  return termed.length === entries.length
    ? 'Yes: '
    : termed.length
      ? undefined
      : `The site doesn't say it was ${asked === 'contract' ? 'a contract' : asked}. `;
}

/** The entries' dates, place, end and kind, where the question asks of them. */
const factLead = (ctx: Ctx, entries: readonly Entry[]) =>
  yearLead(ctx, entries) ??
  placeLeadOf(ctx, entries) ??
  finishLead(ctx, entries) ??
  industryLead(ctx, entries) ??
  notLeftLead(ctx, entries);

/** "…in Lisbon?": a place the content dates an entry in, or the owner lives in, named after "in". */
export function locationAsked(ctx: Ctx): string | undefined {
  const places = new Set(
    [ctx.cat.owner.location, ...ctx.cat.entries.map((e) => e.entry.location ?? '')].flatMap((l) =>
      tokens(l).filter((w) => !englishWords().has(w)),
    ),
  );
  return ctx.q.words.find((w, i) => ctx.q.words[i - 1] === 'in' && places.has(w));
}

// "An academic postdoc", "Research Fellow at the university": a post outside industry.
const ACADEMIC =
  /\b(?:academic|postdoc\w*|post-?doctoral|doctoral|ph\.?d|lecturer|professor|university research)\b/i;
// "Researcher at Karolinska Institutet": research or teaching at a university or institute.
const SCHOLARLY = /\b(?:research\w*|fellow|teaching|tutor|scientist)\b/i;
export const INDUSTRY_WORDS = new Set(['industry', 'commercial', 'corporate']);
/** Whether a job's title or own words say it was academic, not industry. */
export const academic = (e: Entry) =>
  ACADEMIC.test(`${e.entry.role ?? e.title} ${firstSentences(e.entry.content, 1)}`) ||
  (ACADEMIC_PLACE.test(e.entry.organisation ?? '') && SCHOLARLY.test(e.entry.role ?? e.title));

/** "Did he leave Vistula to teach?" of a job that goes on now: no, not left. */
function notLeftLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  if (!ctx.q.words.some((w) => w === 'leave' || w === 'left' || w === 'quit') || !entries.length)
    return undefined;
  return entries.every((e) => e.section.id === 'career' && e.entry.end === 'present')
    ? `No: ${ctx.v.name} has not left; the site dates it as going on now. `
    : undefined;
}

/** "Was the Sanger job an industry role?" of a post its own words call academic: no. */
function industryLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  if (!ctx.q.words.some((w) => INDUSTRY_WORDS.has(w)) || !entries.length) return undefined;
  return entries.every(academic) ? 'No, an academic post: ' : undefined;
}

/**
 * "Was the Crosswind job in Porto?" of one in "Lisbon (remote from Porto)": the place is only part
 * of where it was, said as written; a place not in the location at all is the claims' "no".
 */
function placeLeadOf(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const asked = locationAsked(ctx);
  const located = entries.filter((e) => e.entry.location);
  if (asked === undefined || !located.length) return undefined;
  const main = (e: Entry) => tokens(e.entry.location!.replace(/\([^)]*\)/g, ' ')).includes(asked);
  const partly = located.filter((e) => !main(e) && tokens(e.entry.location!).includes(asked));
  return partly.length && !located.some(main)
    ? `Partly, it was in ${listing(partly.map((e) => e.entry.location!))}: `
    : undefined;
}

/**
 * "Is he still coaching football?": the jobs whose titles are that activity ("Coach…"), narrowed by
 * the question's other words where a job's own words have them; yes only if one goes on now.
 */
const NOW_ASKED = new Set(['is', 'are', 'does', 'do']);
const THEN_WORDS = new Set(['was', 'were', 'then', 'when', 'while', 'time']);
export function stillDoing(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words;
  if (!ctx.q.yesNo || !words.includes('still') || ctx.q.found.some((f) => f.entity.type !== 'owner'))
    return undefined;
  // "Was he still coaching when…?" asks of a time then, not of now.
  if (!NOW_ASKED.has(words[0] ?? '') || words.some((w) => THEN_WORDS.has(w))) return undefined;
  const verb = words.find((w) => w.length > 5 && w.endsWith('ing'));
  if (!verb) return undefined;
  const root = stemmer(verb);
  const titled = careerOf(ctx.cat).filter((e) =>
    tokens(e.entry.role ?? e.title).some((t) => stemmer(t) === root),
  );
  if (!titled.length) return undefined;
  const rest = ctx.passages.topicWords(words.slice(words.indexOf(verb) + 1));
  const narrowed = rest.length ? titled.filter((e) => ctx.passages.says(textOf(e), rest)) : titled;
  const jobs = chronological(narrowed.length ? narrowed : titled);
  const now = jobs.filter((e) => e.entry.end === 'present');
  const lines = jobs.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n');
  return answer(
    now.length
      ? `Yes:\n${lines}`
      : `No: the site dates ${jobs.length > 1 ? 'those jobs' : 'that job'} as ended:\n${lines}`,
    jobs,
  );
}

/** "Was it in Porto?" of the one job or study in view: its own location answers. */
export function entryPlaced(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !ctx.q.backRef || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const entries = ctx.focus.filter(
    (i): i is Entry => i.type === 'entry' && (i.section.id === 'career' || i.section.id === 'education'),
  );
  if (entries.length !== 1 || locationAsked(ctx) === undefined) return undefined;
  const e = entries[0]!;
  const lead = entryLead(ctx, entries);
  return answer(
    `${lead}${entryLine(e)}.${!e.entry.location || lead.includes(e.entry.location) ? '' : placeLine(e)}`,
    entries,
  );
}

// "At Hela in 2020?", "at ShambaLink before 2023?": a year the question puts on the entries.
const YEAR_ASKED = /\b(before|after|in|during|since|until|by) (\d{4})\b/;

/** "No: " where none of the entries ran in the time asked; "Yes: " where one did; else no lead. */
function yearLead(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const m = YEAR_ASKED.exec(ctx.q.words.join(' '));
  if (!m || !entries.length) return undefined;
  const year = Number(m[2]) * 12;
  const first = year;
  const last = year + 11;
  const ran = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    switch (m[1]) {
      case 'before':
        return from < first;
      case 'after':
        return to > last;
      case 'since':
        return to >= first;
      case 'until':
      case 'by':
        return from <= last;
      default:
        return from <= last && to >= first;
    }
  };
  return entries.some(ran) ? 'Yes: ' : `No, not ${m[1]} ${m[2]}: `;
}

// "Did she ever work in Berlin?", "has he studied in Lisbon?": a place of work or study asked of
// the owner, not what it would take ("does she need a visa to work in Germany?").
const DONE_IN =
  /^(?:and )?(?:did|has|have|had|was|were) (?:she|he|they|\w+) (?:ever |also |previously )?(?:(work|worked|working)|(study|studied|studying)) in (?:the )?(\w+)\b/;

/** The jobs (or studies) whose location or place names the place asked, as a yes; none, no answer. */
export function doneIn(ctx: Ctx): Answer | undefined {
  const m = DONE_IN.exec(ctx.q.words.join(' '));
  if (!m || !ctx.q.yesNo || commonWords().has(m[3]!)) return undefined;
  const section = m[1] ? 'career' : 'education';
  const place = m[3]!;
  // "Did she work at SoundWorks in Berlin?" asks about the place named; "in Lisbon" is the city,
  // not a hackathon called after it.
  const other = (f: (typeof ctx.q.found)[number]) =>
    f.entity.type !== 'owner' && ctx.q.words.slice(f.start, f.end).join(' ') !== place;
  if (ctx.q.found.some(other)) return undefined;
  const entries = chronological(ctx.cat.entries.filter((e) => e.section.id === section));
  const there = entries.filter((e) =>
    tokens(`${e.entry.location ?? ''} ${e.entry.organisation ?? ''}`).includes(place),
  );
  const line = (e: Entry) => `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  // "Ottawa (remote from Toronto)" of "did she work in Ottawa?": the employer was there, she was not.
  const away = (e: Entry) => remoteFor(e.entry.location ?? '', place);
  if (there.length && there.every(away))
    return answer(`Only remotely, for an employer or client there:\n${there.map(line).join('\n')}`, there);
  if (there.length) return answer(`Yes:\n${there.map(line).join('\n')}`, there);
  if (section === 'career') return workedElsewhere(ctx, place, entries);
  if (!entries.length) return undefined;
  return answer(
    `The site doesn't place any of ${ctx.v.name}'s studies in ${capitalised(place)}. ${capitalised(ctx.v.their)} studies:\n${entries.map(line).join('\n')}`,
    entries,
  );
}

// "Which jobs were in Warsaw?", "which of her roles were remote?", "and which one was remote?":
// the jobs placed there, by their locations (a remote job also by its own words).
const JOBS_IN =
  /^(?:and )?(?:which|what) (?:of (?:\w+ )?)?(?:jobs?|roles?|positions?|ones?|employers?|companies) (?:were|was|are|is|werent|wasnt|arent|isnt) (not )?(?:based |done |located )?(?:in |at )?(?:the )?(\w+)\b/;
const REMOTE = new Set(['remote', 'remotely', 'remotefirst']);

/** The jobs placed where a "which jobs were in…?" question asks, of the jobs in view or all of them. */
export function jobsIn(ctx: Ctx): Answer | undefined {
  const m = JOBS_IN.exec(ctx.q.words.join(' '));
  const place = m?.[2];
  if (!m || !place) return undefined;
  // "Which jobs were not remote?": the others.
  const not = !!m[1] || /\b(?:werent|wasnt|arent|isnt)\b/.test(m[0]);
  const remote = REMOTE.has(place);
  const located = (e: Entry) => tokens(e.entry.location ?? '');
  const said = (e: Entry) => sentencesOf(e.entry.content).find((t) => /\bremote(?:ly)?\b/i.test(t));
  const placed = (e: Entry) =>
    (remote ? located(e).includes('remote') || !!said(e) : located(e).includes(place)) !== not;
  // "And which one was remote?" asks among the jobs in view, or among all where none of those was.
  const inView = ctx.focus.filter((i): i is Entry => isJob(i));
  const jobs = chronological(inView.length > 1 && inView.some(placed) ? inView : careerOf(ctx.cat));
  // Only a place some job's location names: "not in software" is a field, not a place.
  if (!remote && !careerOf(ctx.cat).some((e) => located(e).includes(place))) return undefined;
  const there = jobs.filter(placed);
  const line = (e: Entry) =>
    `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}${remote && !not && !located(e).includes('remote') ? `: “${said(e)}”` : ''}`;
  if (!there.length)
    return answer(
      `None of ${ctx.v.name}'s jobs is ${not ? 'placed anywhere but remote' : 'marked remote'} on the site:\n${jobs.map(line).join('\n')}`,
      jobs,
    );
  // The place as the locations write it: "Cape Town" of "cape".
  const written = careerOf(ctx.cat)
    .flatMap((e) => (e.entry.location ?? '').split(',').map((x) => x.trim()))
    .find((x) => tokens(x).includes(place));
  const where = `${not ? 'not ' : ''}${remote ? 'remote' : `in ${written ?? capitalised(place)}`}`;
  return answer(
    `${there.length === 1 ? 'One job was' : `${there.length} jobs were`} ${where}:\n${there.map(line).join('\n')}`,
    there,
  );
}

const DONE_OUTSIDE =
  /^(?:and )?(?:did|has|have|had|was|were) (?:she|he|they|\w+) (?:ever |also |previously )?(?:work|worked|working|been) outside (?:of )?(the )?(\w+)\b/;

/** "Did he ever work outside Leeds?": the jobs placed elsewhere, or no where every job is placed there. */
export function doneOutside(ctx: Ctx): Answer | undefined {
  const [, the = '', place] = DONE_OUTSIDE.exec(ctx.q.words.join(' ')) ?? [];
  if (!place || !ctx.q.yesNo) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  // Only a place some job's location names ("Leeds"): "Italy" of jobs in Turin and Milan, or
  // "outside software", is not read from the locations.
  if (!jobs.some((e) => tokens(e.entry.location ?? '').includes(place))) return undefined;
  const placed = (e: Entry) => tokens(`${e.entry.location ?? ''} ${e.entry.organisation ?? ''}`);
  const line = (e: Entry) => `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  const elsewhere = jobs.filter((e) => e.entry.location && !placed(e).includes(place));
  if (elsewhere.length) return answer(`Yes:\n${elsewhere.map(line).join('\n')}`, elsewhere);
  const unplaced = jobs.filter((e) => !placed(e).includes(place));
  // The place as the locations write it ("the UK", not "Uk").
  const written = jobs
    .flatMap((e) => (e.entry.location ?? '').split(',').map((x) => x.trim()))
    .find((x) => tokens(x).includes(place));
  const where = `${written?.startsWith('the ') ? '' : the}${written ?? capitalised(place)}`;
  // A job's own words that name somewhere else ("two summer seasons in Ibiza") keep it from a no.
  const said = placesNamed(ctx.cat, jobs, place);
  const lead = said.length
    ? `The site places every job of ${ctx.v.name}'s in ${where}; ${ctx.v.their} own words also name places that may be outside it:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}\nThe jobs and where the site places them:`
    : unplaced.length
      ? `Not that the site says: it places no job of ${ctx.v.name}'s outside ${where}.`
      : `No: the site places every job of ${ctx.v.name}'s in ${where}.`;
  return answer(`${lead}\n${jobs.map(line).join('\n')}`, jobs);
}

/** Only a word the site gives as a place ("UK" of "Edinburgh, UK"); "fintech" is a field. */
export const givenAsPlace = (ctx: Ctx, place: string) =>
  [ctx.cat.owner.location, ...ctx.cat.entries.map((e) => e.entry.location)].some((l) =>
    tokens(l ?? '').includes(place),
  );

/**
 * No job placed where asked: where the jobs were, and any study there ("her PhD was in Edinburgh,
 * UK" is not work in the UK). Work may be done for a place from elsewhere ("clients in Madrid"), so
 * a sentence of the owner's that names the place is left to say more.
 */
function workedElsewhere(ctx: Ctx, place: string, jobs: readonly Entry[]): Answer | undefined {
  const said = ctx.passages
    .find([place], 3)
    .filter((p) => !(p.item.type === 'entry' && p.item.section.id === 'education'));
  if (said.length || !jobs.length) return undefined;
  if (!givenAsPlace(ctx, place)) return undefined;
  const placed = (e: Entry) =>
    tokens(`${e.entry.location ?? ''} ${e.entry.organisation ?? ''}`).includes(place);
  const studies = ctx.cat.entries.filter((e) => e.section.id === 'education' && placed(e));
  const line = (e: Entry) => `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  const where = SPELLED_PLACE[place] ?? capitalised(place);
  return answer(
    [
      `${ctx.q.yesNo ? 'No: t' : 'T'}he site places none of ${ctx.v.name}'s jobs in ${where}. ${capitalised(ctx.v.their)} jobs:\n${jobs.map(line).join('\n')}`,
      studies.length ? `${capitalised(ctx.v.their)} studies there:\n${studies.map(line).join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    [...jobs, ...studies],
  );
}
// Places a visitor writes as letters: "the UK".
const SPELLED_PLACE: Record<string, string> = {
  uk: 'the UK',
  us: 'the US',
  usa: 'the USA',
  uae: 'the UAE',
  eu: 'the EU',
};

// "When did they live in Canada?", "how long was she in Lisbon?": the entries placed there, by date.
const WHEN_IN =
  /^(?:and )?(?:when|how long) (?:did|was|were|has|have) (?:she|he|they|\w+) (?:\w+ )?(?:live|lived|living|work|worked|working|based|stay|stayed|been|study|studied)? ?in (\w+)\b/;

/** The span of the entries whose location or place names the place asked, with each of them. */
export function whenIn(ctx: Ctx): Answer | undefined {
  const m = WHEN_IN.exec(ctx.q.words.join(' '));
  if (!m || commonWords().has(m[1]!) || !givenAsPlace(ctx, m[1]!)) return undefined;
  const place = m[1]!;
  const there = chronological(
    ctx.cat.entries.filter(
      (e) =>
        e.section.id !== 'personal' &&
        e.entry.start &&
        tokens(`${e.entry.location ?? ''} ${e.entry.organisation ?? ''}`).includes(place),
    ),
  );
  // Where the owner is based now, the entries there say since when at least, not when the move was.
  const based = tokens(ctx.cat.owner.location).includes(place);
  const moved = `The site doesn't say when ${ctx.v.name} moved to ${capitalised(place)}. ${capitalised(ctx.v.they)} ${ctx.v.they === 'they' ? 'are' : 'is'} based there now`;
  if (!there.length) return based ? answer(`${moved}.`, []) : undefined;
  const from = there[0]!.entry.start!;
  const ends = there.map((e) => e.entry.end ?? e.entry.start!);
  const to = ends.includes('present') ? 'present' : ends.sort().at(-1)!;
  const line = (e: Entry) => `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  if (based)
    return answer(
      `${moved}, and the entries the site places there go back to ${when(from)}:\n${there.map(line).join('\n')}`,
      there,
    );
  return answer(
    `From ${when(from)} to ${to === 'present' ? 'now' : when(to)}, by the entries the site places in ${capitalised(place)}:\n${there.map(line).join('\n')}`,
    there,
  );
}

// "Is it remote?", "is that job hybrid?": how a job in view or named is worked, not the owner's terms.
const WORK_MODE =
  /\b(?:remote|remotely|hybrid|onsite|on site|in office|in the office|office based|wfh|from home)\b/;
const MODE_SAID =
  /\b(?:remote|remotely|hybrid|on-site|onsite|on site|in the office|office|from home|distributed)\b/i;

/** The job asked how it is worked: its location and its own sentence on it, or that the site doesn't say. */
export function workModeOf(ctx: Ctx): Answer | undefined {
  if (!WORK_MODE.test(ctx.q.words.join(' '))) return undefined;
  const named = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []));
  // "Is it remote?" right after one job; not "would she come to Berlin or is it remote only?".
  const terms = /^(?:would|could|will|can)\b/.test(ctx.q.words[0] ?? '');
  const inView = ctx.q.backRef && ctx.focus.length === 1 && !terms ? ctx.focus : [];
  const jobs = [...named, ...inView].filter(
    (i): i is Entry => i.type === 'entry' && i.section.id === 'career',
  );
  if (jobs.length !== 1) return undefined;
  const job = jobs[0]!;
  const said = sentencesOf(job.entry.content).find((s) => MODE_SAID.test(s));
  const where = job.entry.location ? ` Its location on the site: ${job.entry.location}.` : '';
  if (said) return answer(`${entryLine(job)}, in ${ctx.v.their} own words: “${said}”${where}`, [job]);
  if (job.entry.location && MODE_SAID.test(job.entry.location))
    return answer(`${entryLine(job)}: the site gives its location as ${job.entry.location}.`, [job]);
  return answer(`The site doesn't say whether ${entryLine(job)} is remote.${where}`, [job], 'not-on-site');
}

// Words asking whether the owner would suit a role to hire for, not whether a job was software.
const FIT_WORDS = new Set([
  'fit',
  'suit',
  'suited',
  'suitable',
  'match',
  'would',
  'could',
  'hire',
  'candidate',
]);
const TIME_LINKS = new Set(['when', 'while', 'before', 'after', 'during', 'until', 'since']);
const SOFTWARE_FIELD = '\\b(?:software|tech|technical|programming|coding|developer|dev|engineering)';
// Words of a question that ask for an engineering post, not only work in the software field.
const ENGINEERING_POSTS = new Set([...SOFTWARE_POSTS, 'engineering', 'programming', 'development']);
// A title's words that name such a post ("Development Coach" coaches; "Head of Engineering" engineers).
const TITLED_POSTS = new Set([...SOFTWARE_POSTS, 'engineering', 'programming']);
// "Was it in software?" of the job in view: its field asked as a place.
const IN_SOFTWARE = '\\b(?:it|that|this)(?: job| role)? in (?:the )?(?:software|tech)\\b';
const SOFTWARE_JOB = new RegExp(`${SOFTWARE_FIELD} (?:job|role|position|work)\\b|${IN_SOFTWARE}`);

const PLURAL_JOBS = new Set(['jobs', 'roles', 'positions']);
const ORDER_WORDS = new Set(['first', 'last', 'latest', 'earliest', 'between', 'compare', 'versus', 'vs']);
const SOFTWARE_JOB_PLURAL = new RegExp(
  `${SOFTWARE_FIELD} (?:jobs?|roles?|positions?|work)\\b|${IN_SOFTWARE}`,
);

/** "Which of his jobs were software jobs?": the jobs by the field the owner gave each. */
function whichSoftware(ctx: Ctx): Answer | undefined {
  // "Which of his jobs…", "which roles were tech roles?": the jobs sorted; "his first dev job" is one job.
  if (!ctx.q.words.includes('which') || !ctx.q.words.some((w) => PLURAL_JOBS.has(w))) return undefined;
  if (ctx.q.words.some((w) => ORDER_WORDS.has(w))) return undefined;
  const jobs = newestFirst(careerOf(ctx.cat));
  const software = jobs.filter(isSoftware);
  const other = jobs.filter((e) => !isSoftware(e));
  if (!jobs.length) return undefined;
  const list = (es: readonly Entry[]) => es.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n');
  // "Which were not software jobs?": only those outside it, as the follow-ups point at them.
  if (ctx.q.words.some((w) => NEGATION_WORDS.has(w))) return notSoftware(ctx, jobs, other);
  return answer(
    [
      software.length
        ? `${ctx.v.name}'s software jobs on the site:\n${list(software)}`
        : `None of ${ctx.v.name}'s jobs on the site is listed as software work.`,
      other.length ? `Outside software:\n${list(other)}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    jobs,
  );
}

const CODE_SAID = /\b(?:code|coding|coded|programming|programmed|scripts?|scripting|shaders?)\b/i;
const CODING_POSTS = new Set(['programming', 'programmer', 'coding', 'coder', 'developer', 'dev']);

/** "Which jobs weren't software jobs?" those outside it; "…weren't programming jobs?" those not so titled too. */
function notSoftware(ctx: Ctx, jobs: readonly Entry[], other: readonly Entry[]): Answer {
  const list = (es: readonly Entry[]) => es.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n');
  const titled = (e: Entry) => tokens(`${e.entry.role ?? ''} ${e.title}`).some((t) => TITLED_POSTS.has(t));
  // A post whose own words say it wrote code, or name a programming language, was programming.
  const languages = ctx.cat.techs.filter((t) => t.kind === 'language').flatMap((t) => t.names);
  const coded = (e: Entry) => {
    const words = ` ${tokens(e.entry.content).join(' ')} `;
    return CODE_SAID.test(e.entry.content) || languages.some((n) => words.includes(` ${n} `));
  };
  const untitled = ctx.q.words.some((w) => CODING_POSTS.has(w))
    ? jobs.filter((e) => isSoftware(e) && !titled(e) && !coded(e))
    : [];
  if (untitled.length)
    return answer(
      `${ctx.v.name}'s jobs on the site whose titles and own words name no programming:\n${list([...untitled, ...other])}${other.length ? `\n(${listing(other.map((e) => itemLink(e)))} outside software altogether.)` : ''}`,
      [...untitled, ...other],
    );
  return other.length
    ? answer(`${ctx.v.name}'s jobs on the site outside software:\n${list(other)}`, other)
    : answer(`All of ${ctx.v.name}'s jobs on the site are listed as software work.`, jobs);
}

const MOSTLY = /\b(?:mostly|mainly|largely|primarily)\b\s+(?:a |an )?(\w+)/;

/**
 * "Was the engineer job mostly engineering work?": the job's own words on what it mostly was
 * ("despite the title the role was mostly research") decide, over its title and field.
 */
function mostlySaid(ctx: Ctx, job: Entry): Answer | undefined {
  const asked = MOSTLY.exec(ctx.q.words.join(' '))?.[1];
  if (!asked) return undefined;
  const said = sentencesOf(job.entry.content ?? '').find((s) => MOSTLY.test(tokens(s).join(' ')));
  if (!said) return undefined;
  const was = MOSTLY.exec(tokens(said).join(' '))![1]!;
  const same = stemmer(was) === stemmer(asked);
  return answer(`${same ? 'Yes' : 'No'}, in ${ctx.v.their} own words on ${entryLine(job)}: “${said}”`, [job]);
}

/** Whether the one job asked about is software work, by the field the owner gave it. */
export function softwareJob(ctx: Ctx, titled: () => readonly Entry[]): Answer | undefined {
  if (!SOFTWARE_JOB_PLURAL.test(ctx.q.words.join(' '))) return undefined;
  if (!ctx.q.yesNo) return whichSoftware(ctx);
  if (!SOFTWARE_JOB.test(ctx.q.words.join(' '))) return undefined;
  // "Would he fit a backend engineering role?" asks about a role to hire for, not a job he had;
  // "still a pharmacist when she took her first dev job?" about two jobs' times.
  // "Does his coaching background matter for a dev job?" asks what it brings, not its field.
  if (ctx.q.words.some((w) => FIT_WORDS.has(w) || TIME_LINKS.has(w) || BEARING_WORDS.has(w)))
    return undefined;
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'org' ? f.entity.entries : f.entity.type === 'item' ? [f.entity.item] : [],
  );
  const inView = ctx.q.backRef ? ctx.focus : [];
  const candidates = [...named, ...inView].filter(
    (i): i is Entry => i.type === 'entry' && i.section.id === 'career',
  );
  const jobs = candidates.length ? candidates : titled();
  if (jobs.length !== 1) return undefined;
  const job = jobs[0]!;
  const mostly = mostlySaid(ctx, job);
  if (mostly) return mostly;
  if (!isSoftware(job))
    return answer(`No: the site lists ${entryLine(job)} as work outside software.`, [job]);
  return softwareVerdict(ctx, job);
}

/** Yes for a software job; "both" for an academic one; "not by title" for a post its title does not name. */
function softwareVerdict(ctx: Ctx, job: Entry): Answer {
  // "Is the trainer job a software engineering job?": a post its title does not name is not a yes.
  const post = ctx.q.words.some((w) => ENGINEERING_POSTS.has(w));
  const postTitled = tokens(`${job.entry.role ?? ''} ${job.title}`).some((t) => TITLED_POSTS.has(t));
  const said = firstSentences(job.entry.content ?? '', 1);
  // "Software or academic?" of a post its own words call academic: both, in those words.
  if (academic(job))
    return answer(
      `${ctx.q.words.includes('or') ? 'Both' : 'Yes, though an academic post'}: the site lists ${entryLine(job)} as software work, and its own words say: “${said}”`,
      [job],
    );
  if (!post || postTitled) return answer(`Yes: the site lists ${entryLine(job)} as software work.`, [job]);
  return answer(
    `Not by title: ${entryLine(job)} is software work on the site, but not an engineering post.${said ? ` In its own words: "${said}"` : ''}`,
    [job],
  );
}

// "Did she build it at the bank?": where a piece of work in view was made, by its own words only.
const BUILT = /\b(?:build|built|make|made|write|wrote|written|develop|developed|create|created)\b/;

/** Whether a sentence names an employer: its whole name, or a word of it no dictionary has ("Rebocador"). */
export function namesEmployer(
  sentence: string,
  organisation: string,
  besides: readonly string[] = [],
): boolean {
  if (!organisation) return false;
  const words = tokens(sentence);
  const own = tokens(organisation);
  if (` ${words.join(' ')} `.includes(` ${own.join(' ')} `)) return true;
  return own.some((t) => t.length > 3 && !englishWords().has(t) && !besides.includes(t) && words.includes(t));
}

// Words of the owner's own time: the work was not made for an employer.
const OWN_TIME =
  /\b(?:own time|spare time|side project|evenings|weekends|between jobs|out of work|year off|gap year|at work|for work)\b/i;

/** Whether a piece of work is dated wholly outside a job: then it was not made there. */
function outsideJob(ctx: Ctx, w: Work, job: Entry): string {
  const key = datedAs(w);
  const from = monthOf(key);
  const to = monthOf(key, 'end');
  const span = spanOf(job.entry, ctx.now);
  if (to < span.from) return `dated ${when(key)}, before ${entryLine(job)}.`;
  if (from > span.to) return `dated ${when(key)}, after ${entryLine(job)}.`;
  return '';
}

/** Whether the one piece of work in view was made at the job asked, from the work's own sentences. */
export function builtAtJob(ctx: Ctx, job: () => Item | undefined): Answer | undefined {
  const text = ctx.q.words.join(' ');
  // "Was Tidebound made at PixelForge?" names the work; "did she build it at the bank?" points to it.
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && (f.entity.item.type === 'project' || f.entity.item.type === 'hackathon')
      ? [f.entity.item]
      : [],
  );
  if (!ctx.q.yesNo || !BUILT.test(text) || !/\b(?:at|for|during|while)\b/.test(text)) return undefined;
  // "Was the CTF scoreboard built at SavannahPay?": the work its words describe.
  const describedWork = () => {
    const d = /\bthe \w+/.test(text) ? described(ctx, isWork) : undefined;
    return d ? [d as Work] : [];
  };
  const work = named.length
    ? named
    : ctx.q.backRef
      ? ctx.focus.filter((i): i is Work => i.type === 'project' || i.type === 'hackathon')
      : describedWork();
  const place = job();
  if (work.length !== 1 || !place || place.type !== 'entry' || place.section.id === 'personal')
    return undefined;
  const w = work[0]!;
  const prose =
    w.type === 'project'
      ? w.project.description
      : `${w.hackathon.description.role} ${w.hackathon.description.app}`;
  // A word the employer's name shares with the work's own ("Crosswind" of Crosswind Mobility) names the
  // work; a study's own word ("my final diploma project") names the study.
  const studyWords = (e: Entry) =>
    e.section.id === 'education'
      ? tokens(`${e.entry.role ?? ''} ${e.title}`).filter(
          (t) => DEGREE_WORDS.has(t) || QUALIFICATION_WORDS.has(t),
        )
      : [];
  const names = (s: string, e: Entry) =>
    namesEmployer(s, e.entry.organisation ?? '', tokens(w.title)) ||
    studyWords(e).some((t) => tokens(s).includes(t));
  // Another employer of the owner's named in the work's words ("built on contract for Ondaverde").
  const others = careerOf(ctx.cat).filter(
    (e) => e.entry.organisation && e.entry.organisation !== place.entry.organisation,
  );
  const said = sentencesOf(prose).filter(
    (s) => names(s, place) || others.some((e) => names(s, e)) || OWN_TIME.test(s),
  );
  return (
    (said.length ? undefined : namedElsewhere(ctx, w, place)) ??
    builtVerdict(
      ctx,
      w,
      place,
      said,
      said.some((s) => names(s, place)),
    )
  );
}

/** "Was Snake built at Harbor Code?": another entry's own words that name the work say where it was. */
function namedElsewhere(ctx: Ctx, w: Work, place: Entry): Answer | undefined {
  const title = ` ${tokens(w.title).join(' ')} `;
  const names = (s: string) => ` ${tokens(s).join(' ')} `.includes(title);
  const other = ctx.cat.entries.find(
    (e) =>
      e.section.id !== 'personal' &&
      e.entry.organisation !== place.entry.organisation &&
      sentencesOf(e.entry.content).some(names),
  );
  if (!other) return undefined;
  const said = sentencesOf(other.entry.content).filter(names);
  return answer(
    `No: ${itemLink(w)} comes up in ${entryLine(other)}, in ${ctx.v.their} own words: “${said.join(' ')}”`,
    [w, other],
  );
}

/** Yes where the work's words name the job's employer; no where they say otherwise or its date is outside. */
function builtVerdict(ctx: Ctx, w: Work, place: Entry, said: readonly string[], atPlace: boolean): Answer {
  const outside = outsideJob(ctx, w, place);
  // Words naming the employer say yes; words of the owner's own time or another employer, or dates
  // outside the job, say no.
  if (said.length)
    return answer(
      `${atPlace ? 'Yes' : 'No'}: ${itemLink(w)}, in ${ctx.v.their} own words: “${said.join(' ')}”${atPlace || !outside ? '' : ` It is ${outside}`}`,
      [w, place],
    );
  return outside
    ? answer(`No: ${itemLink(w)} is ${outside}`, [w, place])
    : answer(
        `The site doesn't say whether ${itemLink(w)} was built at ${entryLine(place)}.`,
        [w, place],
        'not-on-site',
      );
}

// "Was he hired at the bank as a data engineer?", "did she join Acme as a lead?": the first post held there.
const ARTICLES = new Set(['a', 'an', 'the', 'their', 'his', 'her']);
const JOINED = new Set(['hired', 'join', 'joined', 'start', 'started', 'begin', 'began', 'recruited']);

/**
 * "Was he hired at the bank as a data engineer?" of a place with several posts: yes where the
 * post named is the first held there; otherwise no, with the post joined as and when the named
 * one began.
 */
export function joinedAs(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !ctx.q.words.some((w) => JOINED.has(w)) || !ctx.q.words.includes('as'))
    return undefined;
  const orgs = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? [f.entity] : []));
  const posts = chronological(orgs[0]?.entries.filter((e) => e.entry.start) ?? []);
  if (orgs.length !== 1 || posts.length < 2) return undefined;
  // The post named by the words after "as": the one whose title has them all.
  const asked = ctx.q.words.slice(ctx.q.words.lastIndexOf('as') + 1).filter((w) => !ARTICLES.has(w));
  const named = posts.filter(
    (e) => asked.length && asked.every((w) => tokens(e.entry.role ?? e.title).includes(w)),
  );
  if (named.length !== 1) return undefined;
  const [first] = posts;
  const post = named[0]!;
  const role = (e: Entry) => e.entry.role ?? e.title;
  const whenOf = (e: Entry) => when(e.entry.start!);
  return post === first
    ? answer(`Yes: ${ctx.v.name} joined ${orgs[0]!.name} as ${itemLink(post)} in ${whenOf(post)}.`, [post])
    : answer(
        `No: ${ctx.v.name} joined ${orgs[0]!.name} as ${itemLink(first!)} in ${whenOf(first!)}, and was ${role(post)} from ${whenOf(post)}.`,
        [first!, post],
      );
}

// A sentence on an employer's change of name: "acquired by Helsa Group and renamed".
const RENAMED = /\b(?:renamed|rebranded|acquired|merged|formerly|changed its name)\b/i;

/**
 * "Did she work at Helsa Group before joining Vitalo?" where one employer is the other renamed
 * ("Helsa Connect (formerly Vitalo)"): no, they are one job, with its own words on the change.
 */
export function renamedEmployer(ctx: Ctx): Answer | undefined {
  const at = ctx.q.words.findIndex((w) => w === 'before' || w === 'after');
  if (!ctx.q.yesNo || at < 0) return undefined;
  const orgs = ctx.q.found.filter((f) => f.entity.type === 'org');
  if (orgs.length !== 1) return undefined;
  const org = orgs[0]!.entity as Extract<Entity, { type: 'org' }>;
  const [job, ...more] = org.entries;
  if (!job || more.length) return undefined;
  // The other side names a word of the same employer's name that the first did not.
  const own = new Set(ctx.q.words.slice(orgs[0]!.start, orgs[0]!.end));
  const other = orgs[0]!.start < at ? ctx.q.words.slice(at + 1) : ctx.q.words.slice(0, at);
  const name = tokens(org.name);
  if (!other.some((w) => w.length > 3 && name.includes(w) && !own.has(w))) return undefined;
  const said = sentencesOf(job.entry.content).find((s) => RENAMED.test(s));
  return answer(
    `No: those are one employer, ${org.name}, and one job: ${entryLine(job)}.${said ? `\n> ${said}` : ''}`,
    [job],
  );
}

/**
 * "Was she Mobile Lead at Velotrek?" where that post was held at another employer: no, with the
 * posts held at the employer named and where the named post was.
 */
export function postElsewhere(ctx: Ctx, entries: readonly Entry[]): Answer | undefined {
  const orgs = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? [f.entity] : []));
  const posts = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && f.entity.item.type === 'entry' ? [f.entity.item] : [],
  );
  if (!ctx.q.yesNo || orgs.length !== 1 || !posts.length) return undefined;
  const there = orgs[0]!.entries.filter((e) => e.section.id === 'career');
  const asked = posts.filter((p) => entries.includes(p));
  if (!there.length || !asked.length || asked.some((p) => there.includes(p))) return undefined;
  return answer(
    `No: at ${orgs[0]!.name}, ${ctx.v.name} was ${listing(chronological(there).map((e) => `${itemLink(e)}${dates(e)}`))}. ${listing(asked.map((e) => `${itemLink(e)} was${at_(e)}${dates(e)}`))}.`,
    [...there, ...asked],
  );
}

// "Was she a Senior SDET before becoming a manager?": an earlier post inside one job, said in its words.
const BEFORE_BECOMING =
  /\bbefore (?:becoming|being promoted|she became|he became|they became|her promotion|his promotion)\b/;

/** Yes, with the job's own sentences, where a job's words name the earlier post asked and a promotion. */
export function postBefore(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const owner = ctx.q.found.find((f) => f.entity.type === 'owner');
  const at = ctx.q.words.indexOf('before');
  if (!ctx.q.yesNo || !owner || at < 0 || !BEFORE_BECOMING.test(text)) return undefined;
  const asked = ctx.q.words.slice(owner.end, at).filter((w) => !ARTICLES.has(w) && w !== 'still');
  if (!asked.length) return undefined;
  const has = (s: string) => asked.every((w) => tokens(s).includes(w));
  for (const e of careerOf(ctx.cat)) {
    const sentences = sentencesOf(e.entry.content);
    const earlier = sentences.find(has);
    const rise = (s: string) => /\bpromot\w*|\bbecame\b/i.test(s);
    const promoted = earlier && rise(earlier) ? earlier : sentences.find(rise);
    if (earlier && promoted) {
      const words = earlier === promoted ? earlier : `${earlier} ${promoted}`;
      return answer(`Yes, in ${ctx.v.their} own words (${itemLink(e)}${at_(e)}${dates(e)}): “${words}”`, [e]);
    }
  }
  return undefined;
}

/** "Was she at the broadcaster in 2023?": the one job its words describe, against the year asked. */
export function jobInYear(ctx: Ctx, job: () => Item | undefined): Answer | undefined {
  if (!ctx.q.yesNo || !YEAR_ASKED.test(ctx.q.words.join(' '))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  if (!/\b(?:at|for|with)\b/.test(ctx.q.words.join(' '))) return undefined;
  const e = job();
  if (e?.type !== 'entry' || e.section.id !== 'career' || !e.entry.start) return undefined;
  return answer(`${yearLead(ctx, [e])}${entryLine(e, ctx.now)}.`, [e]);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [FOUNDING, SPELLED_PLACE]) Object.setPrototypeOf(table, null);

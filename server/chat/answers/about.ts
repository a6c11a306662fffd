import { AREA_WORDS } from '../lexicon/areas';
import { faqItemId, type Item, type Tech, type Work } from '../catalogue';
import {
  careerOf,
  chronological,
  dateKey,
  educationOf,
  endKey,
  isJob,
  isSoftware,
  monthLabel,
  NO_CODE,
  monthNow,
  monthOf,
  newestFirst,
  notCompeting,
  soloEntry,
  spanOf,
  stackNameFor,
  usesTech,
  saysSolo,
} from '../facts';
import {
  BREAK_TITLE,
  CURRENT_WORDS,
  DEGREE_WORDS,
  joinCompounds,
  LEAD_WORDS,
  QUALIFICATION_WORDS,
  SPELLED_OUT,
  TECH_ASKED,
} from '../lexicon/cues';
import { entitiesOf } from '../understand';
import { stemmer } from 'stemmer';
import { NUMBERS } from './spanClaim';
import { DEGREE_LEVELS } from '../lexicon/degrees';
import { englishWords, FUNCTION_WORDS } from '../lexicon/english';
import { firstSentences, listing, normalize, singular, tokens, fieldRoot, regexEscaped } from '../text';
import { describedJob, describingWords, namedItems, yearBound, type Ctx } from './context';
import { withArticle } from './work';
import { answer, itemLink, link, pageLink, when, type Answer } from './markdown';
import {
  at,
  dates,
  dueLater,
  duration,
  entryLine,
  escaped,
  placeLine,
  postStart,
  PROMOTED_IN,
  resultText,
  saysLeft,
  unfinished,
  type Entry,
} from './entryText';
import { asksCertificate, certificates, isCertificate, termAsked } from './certificates';
import { asksHours, hours, partTimeJobs } from './hours';
import { claimAsked, meets, spanClaim } from './spanClaim';
import { leadOf, leadRole } from './leadOf';
import { groupLed } from './groupLed';
import { ending, graduated } from './graduated';
import { asksLeadWish, leadWish } from './leadWish';
import { levelByTitle } from './levelByTitle';
import { hiringCase } from './hiringCase';
import { employerName, employments, takeoverSaid } from './employers';
import { employersInView } from './employersInView';
import {
  academic,
  changeSaid,
  entryLead,
  stillLead,
  HOLDS,
  INDUSTRY_WORDS,
  locationAsked,
  postElsewhere,
  RANKS,
} from './entryClaims';
import { asksLonger, entriesOfSides, longerOf, monthsCovered, monthsRun } from './tenure';
import { REASON_ASKED, switchFaq } from './switchFaq';
import {
  asksIndustry,
  asksWhyJoined,
  asksWhyLeft,
  whyJoined,
  fieldOfTitle,
  industry,
  jobAsked,
  whyLeft,
} from './leaving';
import { asksPromotion, promotion } from './promotion';
import {
  activitiesBeside,
  alongside,
  asksAlongside,
  atSameTime,
  jobsOverlapping,
  overlapsAmong,
  stillAtFirstJob,
} from './overlaps';
import { capitalised, source } from './prose';
import { studyOfKind } from './studyKind';
import { notOnSite } from './scope';
import { entryTechs, mentionsOf, namesTech, nearest, techAtJob } from './skills';
import { areasIn } from './fit';
import { joinedWords, ownVoice, sentencesOf, type Passage } from '../passages';
import { itemUrl } from '../../../contracts/items';
import { pages } from '../../../contracts/pages';

const itemHref = (section: { id: string }) => itemUrl(pages.about.path, section.id);

// Answers about the owner's career, education and background, from About entries' dates,
// organisations, roles and fields. The entries' prose is quoted, never parsed.

// Subjects visitors abbreviate or name broadly: any one of the phrases names the subject asked.
const SUBJECTS: Record<string, readonly string[]> = {
  cs: ['computer science'],
  compsci: ['computer science'],
  ee: ['electrical engineering'],
  ml: ['machine learning'],
  ai: ['artificial intelligence'],
  software: ['software', 'computer science', 'computing', 'informatics', 'programming'],
};

const ENDING_ASKED = new Set([
  'happened',
  'happen',
  'leave',
  'left',
  'quit',
  'end',
  'ended',
  'finish',
  'complete',
]);
const ENDED =
  'folded closed shut acquired bankrupt collapsed wound redundant layoffs laid left withdrew withdraw dropped paused stopped'.split(
    ' ',
  );

/**
 * "What was his MSc dissertation about?", "why did she leave Lingwa?": an entry's own sentences with
 * the most of the question's other words (at most two, in their order), else its first three, or
 * two where three run long.
 */
function ownWords(ctx: Ctx, e: Entry): string {
  const three = firstSentences(e.entry.content, 3);
  return saidOf(ctx, e) ?? (three.length <= WHOLE_ENOUGH ? three : firstSentences(e.entry.content, 2));
}
// An entry's first three sentences are quoted whole when they are no longer than this.
const WHOLE_ENOUGH = 450;

/** The one or two sentences of an entry with the most of the question's own words, if any has one. */
function saidOf(ctx: Ctx, e: Entry): string | undefined {
  const free = ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end));
  // Words that described the job ("at the startup") found it; they do not pick its sentences.
  const describing = new Set(describingWords(ctx.q.words));
  const asked = ctx.passages.topicWords(free.filter((w) => !describing.has(w)));
  // "What happened to the startup?", "why did she leave?": how the job or the company ended.
  const ending = free.some((w) => ENDING_ASKED.has(w)) && !free.includes('when');
  const topic = ending ? [...asked, ...ENDED] : asked;
  const count = (s: string) => topic.filter((w) => ctx.passages.says(s, [w])).length;
  const sentences = sentencesOf(e.entry.content);
  const best = [...sentences]
    .filter((s) => count(s) > 0)
    .sort((a, b) => count(b) - count(a))
    .slice(0, 2);
  const said = sentences.filter((s) => best.includes(s));
  return said.length ? said.join(' ') : undefined;
}

/** Where an entry was, for "where?": its place; its employer already answers where it has no place. */
const wherePlace = (e: Entry) => (e.entry.location || !e.entry.organisation ? placeLine(e) : '');

/** "Where was that?", "and where is it?": a question that opens by asking where. */
const asksWhere = (ctx: Ctx) => ctx.q.words.find((w) => w !== 'and' && w !== 'so') === 'where';

export function entryCard(ctx: Ctx, item: Item): Answer {
  if (item.type === 'faq') return answer(item.faq.answer, [item.id, ...(item.faq.items ?? [])], 'faq');
  const e = item as Entry;
  if (e.section.id === 'personal') return answer(`> ${e.entry.content}`, [e]);
  const stints = employerStints(ctx, e);
  if (stints.length > 1) {
    const names = new Set(stints.map((j) => j.entry.organisation));
    const taken = stints
      .slice(1)
      .map((j, i) => takeoverSaid(j, stints[i]!))
      .find(Boolean);
    const where =
      names.size > 1 ? `with one employer (${employerName(stints)})` : `at ${e.entry.organisation}`;
    return answer(
      `${capitalised(duration(monthsCovered(stints, ctx.now)))} in all ${where}, in ${stints.length} posts:\n${stints
        .map((j) => `- ${entryLine(j, ctx.now)}${howLong(ctx, j)}`)
        .join('\n')}${taken ? `\n> ${taken}` : ''}`,
      stints,
    );
  }
  // "His coach job lasted over a year, right?": a length claimed of it, weighed by its dates.
  const claimed = e.entry.start ? spanClaim(ctx, [e]) : undefined;
  if (claimed) return claimed;
  // "Was he tech lead for his whole time there?": no, by the change its own words tell.
  const changed = ctx.q.yesNo ? changeSaid(ctx, [e]) : undefined;
  const lead = changed && /\b(?:always|whole|entire|all along|throughout)\b/.test(ctx.q.words.join(' '));
  const own = lead ? changed : ownWords(ctx, e);
  const place = asksWhere(ctx) ? wherePlace(e) : '';
  return answer(
    `${lead ? 'No, it changed during it: ' : finished(ctx, e) || stillOn(ctx, e)}${entryLine(e, ctx.now)}${howLong(ctx, e)}.${place}\n> ${own}`,
    [e],
  );
}

// "How long was she there in total?": the whole time at the employer, not the one post in view.
const IN_ALL = /\b(?:total|in all|altogether|all together|overall|combined|there|company|employer|firm)\b/;

/** Every job at the employer of the job in view, where how long in all is asked. */
function employerStints(ctx: Ctx, e: Entry): Entry[] {
  if (!howLong(ctx, e) || e.section.id !== 'career' || !e.entry.organisation) return [];
  if (!IN_ALL.test(ctx.q.words.join(' '))) return [];
  const dated = careerOf(ctx.cat).filter((j) => j.entry.start);
  return employments(dated).find((g) => g.includes(e)) ?? [];
}

const FINISH_WORDS = new Set([
  'finished',
  'finish',
  'complete',
  'completed',
  'done',
  'over',
  'graduated',
  'graduate',
  'ongoing',
]);

/** "Is the masters finished?": yes or no from the entry's end date. */
// "When did she leave?", "when did he start there?": the date leads.
const LEFT_WORDS = new Set(['leave', 'left', 'quit']);
const STARTED_WORDS = new Set(['start', 'started', 'join', 'joined']);

/** "When did she leave?", "when does it end?": the date asked for, leading. */
function whenLead(ctx: Ctx, e: Entry): string | undefined {
  const { words } = ctx.q;
  if (!words.includes('when') || !e.entry.start) return undefined;
  const place = e.entry.organisation ?? e.title;
  if (words.some((w) => LEFT_WORDS.has(w)) && e.entry.end)
    return e.entry.end === 'present'
      ? `${ctx.v.name} has not left ${place}: it goes on now. `
      : `${ctx.v.name} left ${place} in ${when(e.entry.end)}. `;
  if (words.some((w) => STARTED_WORDS.has(w)))
    return `${ctx.v.name} started at ${place} in ${when(e.entry.start)}. `;
  if (words.some((w) => FINISH_WORDS.has(w)) && dueLater(e, ctx.now))
    return `It is due to end in ${when(e.entry.end!)}: `;
  return undefined;
}

/** "Is she still doing it?" of one entry: yes while it goes on, else no. */
const stillOn = (ctx: Ctx, e: Entry) =>
  !ctx.q.yesNo || !ctx.q.words.includes('still')
    ? ''
    : e.entry.end === 'present'
      ? 'Yes: '
      : (stillLead(ctx, [e]) ?? '');

/** "Did she finish it?", "does he have a PhD?": whether a study was completed. */
const asksFinished = (ctx: Ctx) =>
  ctx.q.words.some((w) => FINISH_WORDS.has(w)) || HOLDS.test(ctx.q.words.join(' '));

function finished(ctx: Ctx, e: Entry): string {
  const lead = whenLead(ctx, e);
  if (lead) return lead;
  if (!ctx.q.yesNo || !asksFinished(ctx) || !e.entry.end) return '';
  const ongoing = e.entry.end === 'present' || dueLater(e, ctx.now);
  // "Is it ongoing?" asks the other way round.
  const asksOngoing = ctx.q.words.includes('ongoing');
  // The entry's line says it was left before the end.
  if (!ongoing && unfinished(e)) return `No: `;
  // "Did he finish it in 2022?" of one finished in 2024: no, and when.
  const year = ctx.q.years[0];
  if (!ongoing && year && !e.entry.end.startsWith(String(year)))
    return `No: finished in ${when(e.entry.end)}. `;
  const due = dueLater(e, ctx.now) ? `, due to end in ${when(e.entry.end)}` : '';
  return `${ongoing === asksOngoing ? 'Yes' : ongoing ? 'Not yet' : 'No'}: ${ongoing ? `still in progress${due}` : `finished in ${when(e.entry.end)}`}. `;
}

const HIRING_WORDS = new Set([
  'hire',
  'hiring',
  'recommend',
  'recommended',
  'worth',
  'shortlist',
  'interview',
  'pick',
  'stand',
  'want',
]);

export function summary(ctx: Ctx): Answer {
  const { owner } = ctx.cat;
  const current = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  const projects = ctx.cat.work.filter((w) => w.type === 'project').length;
  const teams = ctx.cat.work.length - projects;
  const skills = owner.skills.reduce((n, c) => n + c.skills.length, 0);
  // "Should I hire her?": the call is the visitor's; the facts follow.
  const verdict = ctx.q.words.some((w) => HIRING_WORDS.has(w))
    ? `Whether to hire ${ctx.v.them} is your call: the site doesn't rate ${ctx.v.name}, but here is what it shows. `
    : '';
  const lines = [
    `${verdict}**${owner.name}** is ${withArticle(owner.subtitle)} based in ${owner.location}. ${owner.tagline}`,
    current.length ? `Now: ${listing(current.map((e) => `${e.entry.role ?? e.title}${at(e)}`))}.` : '',
    `On the site: ${projects} ${pageLink('projects')}${teams ? `, ${teams} ${pageLink('hackathons')} entries` : ''} and ${skills} ${pageLink('skills')}.`,
  ];
  const text = lines.filter(Boolean).join(' ');
  // The case the site makes, beside the overview, for a question of hiring or "anything else?".
  const more = ctx.q.words.includes('else');
  const made = verdict || more ? hiringCase(ctx) : { lines: [], items: [] };
  return made.lines.length
    ? answer(`${text}\n\nWhat stands out:\n${made.lines.join('\n')}`, [...current, ...made.items])
    : answer(text, current);
}

// Words of a sentence about time away from work, and of the pastimes such a sentence may name alone.
const OFF_WORK = 'outside hobby free spare weekend weekends evenings away saturday sunday'.split(' ');
// A sentence that says it is about time away from work, whatever work word it has.
const OFF_WORK_SAID =
  /\b(?:when I'?m not (?:coding|working|programming|at (?:work|my desk|a keyboard))|away from (?:the |my )?(?:keyboard|desk|screen|work|code)|outside (?:of )?(?:work|coding)|off the clock|in my (?:spare|free) time)\b/i;
const PASTIMES = 'sport instrument volunteering bake baking gardening painting club'.split(' ');
// A sentence with one of these is about the owner's career, whatever pastime it names.
const CAREER_WORDS = new Set([
  'career',
  'developer',
  'engineer',
  'bootcamp',
  'job',
  'hired',
  'code',
  'coding',
]);

// Words asking what the owner does away from work.
const SPARE_TIME = new Set([
  'outside',
  'hobby',
  'hobbies',
  'fun',
  'free',
  'spare',
  'weekend',
  'weekends',
  'evenings',
]);

const PLAY = new Set(['play', 'plays', 'playing']);
const OWNERS = new Set(['his', 'her', 'hers', 'their', 'theirs']);
const PLAYED_PARTS = new Set(['role', 'roles', 'part', 'parts', 'position']);
const LIKING = new Set(['like', 'likes', 'love', 'loves', 'enjoy', 'enjoys', 'favorite', 'favourite']);

/**
 * "What games does he like to play?", "does she play chess?": playing as a pastime of the owner (the
 * owner or a word of liking just before it), not the games the owner built.
 */
export function asksPlaying(q: Ctx['q']): boolean {
  // The owner as the one who plays ("does he play"), not "his play store app"; "what role did he play".
  const owner = new Set(
    q.found.filter((f) => f.entity.type === 'owner' && !OWNERS.has(q.words[f.start]!)).map((f) => f.start),
  );
  if (q.words.some((w) => PLAYED_PARTS.has(w))) return false;
  return q.words.some(
    (w, i) =>
      PLAY.has(w) &&
      (owner.has(i - 1) || [i - 1, i - 2].some((j) => LIKING.has(q.words[j] ?? ''))) &&
      !q.found.some((f) => f.entity.type === 'item' && f.entity.item.type !== 'entry'),
  );
}

/** The About sentences on time off, a sport, music or a pastime, in the owner's order. */
function offWorkSentences(ctx: Ctx, personal: Entry[], words: readonly string[]) {
  const offWork = (text: string) =>
    OFF_WORK_SAID.test(text) || !tokens(text).some((w) => CAREER_WORDS.has(w));
  return personal.flatMap((e) => {
    const sentences = sentencesOf(e.entry.content);
    // A sentence on time off goes on into the next ones on it ("Away from the keyboard I climb. I
    // also host a board game night."), up to one on the career.
    const first = sentences.findIndex(
      (text) =>
        (OFF_WORK_SAID.test(text) || words.some((w) => ctx.passages.says(text, [w]))) && offWork(text),
    );
    if (first < 0) return [];
    const run = sentences.slice(first);
    const end = run.findIndex((text) => !offWork(text));
    const kept = (end < 0 ? run : run.slice(0, end)).filter(
      (text, i) => i === 0 || words.some((w) => ctx.passages.says(text, [w])) || CONTINUING.test(text),
    );
    return kept.map((text) => ({ text, item: e }));
  });
}
// A sentence that goes on with what the one before it said ("I also…", "Besides that…").
const CONTINUING = /^(?:I also\b|I'm also\b|I am also\b|Also\b|Besides\b|On top of that\b|And\b)/i;

export function aboutMe(ctx: Ctx): Answer {
  const personal = ctx.cat.entries.filter((e) => e.section.id === 'personal');
  // "What does he do outside of work?": the About sentences on time away from work, not the whole text.
  const playing = asksPlaying(ctx.q);
  // "Free time", not "is she free?", which asks when the owner can start.
  const spare = ctx.q.words.some(
    (w, i) => SPARE_TIME.has(w) && (w !== 'free' || ctx.q.words[i + 1] === 'time'),
  );
  if (playing || spare) {
    // "Does she play board games?": the sentences naming all that is played, then any of playing.
    const what =
      playing && ctx.q.yesNo ? ctx.passages.topicWords(ctx.q.words).filter((w) => !PLAY.has(w)) : [];
    const named = what.length
      ? offWorkSentences(ctx, personal, what).filter((p) => ctx.passages.says(p.text, what))
      : [];
    const played = named.length ? named : playing ? offWorkSentences(ctx, personal, [...PLAY]) : [];
    const said = played.length ? played : offWorkSentences(ctx, personal, [...OFF_WORK, ...PASTIMES]);
    if (said.length)
      return answer(
        `${named.length && ctx.q.yesNo ? `Yes, in ${ctx.v.name}'s own words:\n` : ''}${said
          .slice(0, 3)
          .map((p) => `> ${p.text}`)
          .join('\n')}`,
        [...new Set(said.map((p) => p.item))],
      );
  }
  return answer(
    `In ${ctx.v.name}'s own words:\n${personal.map((e) => `> ${e.entry.content}`).join('\n>\n')}`,
    personal,
  );
}

/** Newest first, what goes on now before what ended: the latest job is the one held, though a contract began after it. */
const latestFirst = (entries: readonly Entry[]) => {
  const now = newestFirst(entries.filter((e) => e.entry.end === 'present'));
  return [...now, ...newestFirst(entries.filter((e) => e.entry.end !== 'present'))];
};

// "Her first full-time job", "his first real job": not an internship.
const FULL_TIME_ASKED = /\b(?:full time|fulltime|permanent|real|proper)\b/;
/** The jobs a "full-time" question asks of: without internships, where it asks so and some remain. */
function fullTimeOf(ctx: Ctx, held: Entry[]): Entry[] {
  if (!FULL_TIME_ASKED.test(ctx.q.words.join(' '))) return held;
  const jobs = held.filter((e) => e.section.id !== 'career' || !INTERNSHIP.test(e.entry.role ?? e.title));
  return jobs.length ? jobs : held;
}

/** "Job" is "full-time job" where internships before it were left out. */
const fullTimeLabel = (one: string | undefined, before: Entry[]) =>
  before.length && one ? `full-time ${one}` : one;
/** "Before it: the internship", after the first full-time job. */
const beforeLine = (ctx: Ctx, before: Entry[]) =>
  ctx.q.order === 'first' && before.length
    ? ` Before it: ${listing(chronological(before).map((e) => entryLine(e, ctx.now)))}.`
    : '';

/** A career entry that is a break ("Parental leave and travel"), not a job. */
const careerBreak = (e: Entry) => e.section.id === 'career' && BREAK_TITLE.test(e.entry.role ?? e.title);

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** "His second job?": the entry that many from the start, breaks left out. */
function nthEntry(ctx: Ctx, entries: Entry[], one: string | undefined): Answer | undefined {
  const n = ctx.q.ordinal;
  // "What came first, second and third?" asks for the order, not one of them.
  const ordinals = ctx.q.words.filter((w) => ORDINAL_WORDS.includes(w)).length;
  if (!n || !one || ctx.q.backRef || ordinals > 1) return undefined;
  const held = chronological(entries.filter((e) => !careerBreak(e)));
  const pick = held[n];
  const nth = ORDINAL_WORDS[n] ?? `${n + 1}th`;
  if (!pick)
    return answer(
      `The site lists ${held.length} ${held.length === 1 ? one : `${one}s`} for ${ctx.v.name}, so no ${nth}: ${listing(held.map((e) => entryLine(e, ctx.now)))}.`,
      held,
    );
  return answer(`${ctx.v.name}'s ${nth} ${one}: ${entryLine(pick, ctx.now)}.`, [pick]);
}

function entryList(ctx: Ctx, entries: Entry[], noun: string, one?: string): Answer {
  if (!entries.length) return answer(`The site lists no ${noun} for ${ctx.v.name}.`, [], 'not-on-site');
  const { order } = ctx.q;
  // "Which are current?" of two jobs held at once: both.
  const nth = nthOrGoingOn(ctx, entries, one);
  if (nth) return nth;
  if (order === 'first' || order === 'last') {
    // A career break is no job: the latest is the last one held, and the break is said after it.
    const isBreak = careerBreak;
    const held = heldOf(ctx, entries);
    const ordered =
      order === 'first'
        ? chronological(held.length ? held : entries)
        : latestFirst(held.length ? held : entries);
    const pick = ordered[0]!;
    const since =
      order === 'last' ? latestFirst(entries).filter((e) => isBreak(e) && dateKey(e) > dateKey(pick)) : [];
    const before = entries.filter((e) => !held.includes(e) && !isBreak(e) && dateKey(e) < dateKey(pick));
    const after = since.length
      ? ` Since then: ${listing(since.map((e) => entryLine(e, ctx.now)))}.`
      : beforeLine(ctx, before);
    one = fullTimeLabel(one, before);
    return answer(
      (one
        ? `${ctx.v.name}'s ${order === 'first' ? 'first' : 'latest'} ${one}: ${entryLine(pick, ctx.now)}.`
        : `${order === 'first' ? 'The first' : 'The latest'} of ${ctx.v.name}'s ${noun}: ${entryLine(pick, ctx.now)}.`) +
        after,
      [pick, ...since],
    );
  }
  const sorted = order === 'asc' ? chronological(entries) : newestFirst(entries);
  const sections = [...new Set(sorted.map((e) => e.section))];
  const more = `More under ${sections.map((sec) => link(sec.label.charAt(0) + sec.label.slice(1).toLowerCase(), itemHref(sec))).join(' and ')} on the About page.`;
  return answer(
    `${ctx.v.name}'s ${noun} (${order === 'asc' ? 'oldest first' : 'newest first'}):\n${sorted.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n')}\n\n${more}`,
    sorted,
  );
}

/** The jobs held, breaks left out, full-time ones only where asked. */
const heldOf = (ctx: Ctx, entries: Entry[]) =>
  fullTimeOf(
    ctx,
    entries.filter((e) => !careerBreak(e)),
  );
const nthOrGoingOn = (ctx: Ctx, entries: Entry[], one: string | undefined) =>
  nthEntry(ctx, entries, one) ?? (ctx.q.order === 'last' ? goingOn(ctx, heldOf(ctx, entries)) : undefined);

const NOW_WORDS = new Set(['current', 'currently', 'now', 'ongoing', 'still']);
/** "Which are current?" of several entries: those that go on, or that none does; asked otherwise, nothing. */
export function goingOn(ctx: Ctx, entries: readonly Entry[]): Answer | undefined {
  if (entries.length < 2 || !ctx.q.words.some((w) => NOW_WORDS.has(w))) return undefined;
  const going = entries.filter((e) => e.entry.end === 'present');
  if (!going.length) {
    const last = latestFirst([...entries])[0]!;
    return answer(`None of them goes on now; the latest: ${entryLine(last, ctx.now)}.`, [last]);
  }
  const lines = going.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n');
  return answer(
    `${going.length === 1 ? 'This one goes' : `These ${going.length} go`} on now:\n${lines}`,
    going,
  );
}

// Words that ask for the jobs in software only: "his first job in tech", "her first dev role".
const SOFTWARE_JOB_WORDS = new Set([
  'tech',
  'software',
  'developer',
  'dev',
  'coding',
  'programming',
  'engineering',
  'engineer',
  'programmer',
  'it',
]);

/**
 * "Was her first QA job in Lisbon?", "where was his last developer job?": the first or last of the
 * jobs titled with a word asked, with its place where one is asked.
 */
const firstOrLastJob = (ctx: Ctx): Answer | undefined => firstSaidSo(ctx) ?? orderedJob(ctx);

function orderedJob(ctx: Ctx): Answer | undefined {
  const { order } = ctx.q;
  const explicit = ctx.q.words.some((w) => ORDER_WORDS.has(w));
  if (!explicit || (order !== 'first' && order !== 'last')) return undefined;
  const titled = titledJobs(ctx);
  const asked = locationAsked(ctx);
  const where = ctx.q.words.includes('where') || asked !== undefined;
  if (!titled.length && !where) return undefined;
  const placed = placedIn(ctx, titled.length ? titled : careerOf(ctx.cat), asked);
  const pool = placed.length ? placed : titled.length ? titled : careerOf(ctx.cat);
  const pick = (order === 'first' ? chronological(pool) : latestFirst(pool))[0]!;
  const title = titled.length ? `${titleWordsAsked(ctx, titled)} ` : '';
  const there = placed.length ? ` in ${capitalised(asked!)}` : '';
  return answer(
    `${placeLead(ctx, pick, asked)}${ctx.v.name}'s ${order === 'first' ? 'first' : 'latest'} ${title}job${there}: ${entryLine(pick, ctx.now)}.${where ? placeLine(pick) : ''}`,
    [pick],
  );
}
const ORDER_WORDS = new Set(['first', 'earliest', 'last', 'latest']);

/** "Her first data job?" of a job whose own words say "my first data job": that job, as the owner says. */
function firstSaidSo(ctx: Ctx): Answer | undefined {
  const m = /\bfirst ((?:[a-z-]+ ){1,3})(job|role|position)\b/.exec(ctx.q.words.join(' '));
  if (!m || ctx.q.yesNo) return undefined;
  const said = new RegExp(`\\bmy first ${regexEscaped(m[1]!)}(?:job|role|position)\\b`, 'i');
  for (const e of careerOf(ctx.cat)) {
    const sentence = sentencesOf(e.entry.content).find((x) => said.test(x));
    if (sentence)
      return answer(
        `${ctx.v.name}'s first ${m[1]}${m[2]}: ${entryLine(e, ctx.now)}. In ${ctx.v.their} own words: “${sentence}”`,
        [e],
      );
  }
  return undefined;
}

/** "His first job in Canada": the jobs placed there, where the question is not a yes or no. */
const placedIn = (ctx: Ctx, jobs: readonly Entry[], asked: string | undefined) =>
  asked && !ctx.q.yesNo ? jobs.filter((e) => normalize(e.entry.location ?? '').includes(asked)) : [];

/** "Yes: " or "No: " where a yes/no names a place and the job has one. */
const placeLead = (ctx: Ctx, e: Entry, asked: string | undefined) =>
  !ctx.q.yesNo || asked === undefined || !e.entry.location
    ? ''
    : normalize(e.entry.location).includes(asked)
      ? 'Yes: '
      : 'No: ';

/** The words of a question that the titles of the jobs found have ("QA" of "QA Automation Engineer"). */
const titleWordsAsked = (ctx: Ctx, jobs: readonly Entry[]) => {
  const words = new Set(jobs.flatMap((e) => tokens(e.entry.role ?? e.title)).map(stemmer));
  return ctx.q.words
    .filter((w) => (words.has(stemmer(w)) || jobs.some((e) => titledBy(e, w))) && !TITLE_FILLER.has(w))
    .map((w) => (SPELLED_OUT[w] ? w.toUpperCase() : w))
    .join(' ');
};

// "Put his career in order": oldest first, whatever "first" the question also says.
export const IN_ORDER = new Set([
  'order',
  'chronological',
  'chronologically',
  'sequence',
  'walk',
  'path',
  'journey',
  'progression',
]);

/** "Where was his piloting job?": the one job its title's word names; "the job at the ticketing company": the one its own words describe. */
function oneJobOf(ctx: Ctx): Answer | undefined {
  const titled = ctx.q.words.includes('job') ? titledJobs(ctx) : [];
  if (titled.length === 1) return entriesLines(ctx, titled);
  const described = describedJob(ctx, (i) => i.type === 'entry' && i.section.id === 'career');
  return described ? entryCard(ctx, described) : undefined;
}

/** One job the question means, or the few titled by the field it asks of. */
function someJobsOf(ctx: Ctx, jobs: readonly Entry[]): Answer | undefined {
  const one = jobs.length > 1 ? oneJobOf(ctx) : undefined;
  if (one) return one;
  const titled = jobsOfField(ctx, jobs);
  return titled && cardsOf(ctx, titled);
}

export function career(ctx: Ctx): Answer {
  if (ctx.q.words.some((w) => IN_ORDER.has(w)) && ctx.q.order !== 'asc')
    return career({ ...ctx, q: { ...ctx.q, order: 'asc' } });
  const placed =
    employersInView(ctx) ??
    stillAtFirstJob(ctx, () => titledJobs(ctx)) ??
    partTimeJobs(ctx) ??
    firstOrLastJob(ctx);
  if (placed) return placed;
  const jobs = careerOf(ctx.cat);
  const one = someJobsOf(ctx, jobs);
  if (one) return one;
  const software = jobs.filter(isSoftware);
  const onlySoftware =
    software.length && software.length < jobs.length && ctx.q.words.some((w) => SOFTWARE_JOB_WORDS.has(w));
  const list = onlySoftware
    ? entryList(ctx, software, 'software career', 'software job')
    : entryList(ctx, jobs, 'career', 'job');
  const clients = ctx.q.words.some((w) => CLIENT_WORDS.has(w)) ? clientsSaid(ctx, jobs) : [];
  if (clients.length)
    return answer(
      `${ctx.v.name}'s clients, in the jobs' own words:\n${[...new Set(clients.map(([e]) => e))]
        .map(
          (e) =>
            `- ${source(e)}: “${clients
              .filter(([x]) => x === e)
              .map(([, t]) => t)
              .join(' ')}”`,
        )
        .join('\n')}\n\n${list.text}`,
      [...new Set([...clients.map(([e]) => e.id), ...list.items])],
    );
  // "Can I get his CV?": the site has no file to give; the contact form is where to ask for one.
  if (!ctx.q.words.some((w) => CV_WORDS.has(w))) return list;
  return answer(
    `The site has no CV to download; the ${pageLink('contact')} form reaches ${ctx.v.name}, and you can ask for one there. The career on the site:\n${list.text.replace(/^[^\n]*\n/, '')}`,
    list.items,
  );
}
const CV_WORDS = new Set(['cv', 'resume', 'curriculum', 'vitae']);
const CLIENT_WORDS = new Set(['client', 'clients', 'customer', 'customers']);

/** "Which clients has he worked for?": the jobs' sentences on clients, those naming some first. */
function clientsSaid(ctx: Ctx, jobs: readonly Entry[]): [Entry, string][] {
  const names = (t: string) => (t.slice(1).match(/\b\p{Lu}[\p{L}-]+/gu) ?? []).length;
  return jobs
    .flatMap((e) => sentencesOf(e.entry.content).map((t): [Entry, string] => [e, t]))
    .filter(([, t]) => /\b(?:clients?|customers?)\b/i.test(t))
    .sort((a, b) => names(b[1]) - names(a[1]))
    .slice(0, 2);
}
/** The education list, or, for a question naming one entry ("what was her PhD on?"), that entry in its own words. */
const STUDY_WORDS = new Set([
  'studying',
  'study',
  'student',
  'studies',
  'enrolled',
  'university',
  'degree',
  'course',
]);

const ALL_STUDIES = new Set(['degrees', 'diplomas', 'qualifications', 'studies']);

/** The study a question names ("her undergrad", "the MSc"), the one in view, or those a title word names. */
/** A title word asked whole, or by a coded name it extends ("CS50" of "CS50x"). */
export const titleWordSaid = (w: string, asked: ReadonlySet<string>) =>
  asked.has(w) || [...asked].some((x) => x.length > 3 && /\d/.test(x) && w.startsWith(x));

function studiesNamed(ctx: Ctx, all: readonly Entry[]): Entry[] {
  const asked = new Set(ctx.q.words);
  // The entry the question names ("her undergrad", "the MSc"), or the one a word of its title names.
  // "What degrees or diplomas does she have?" asks for them all, not the one a word of it names.
  const plural = ctx.q.words.some((w) => ALL_STUDIES.has(w));
  const byName = entitiesOf(ctx.q, 'item')
    .map((e) => e.item)
    .filter((i): i is Entry => !plural && all.includes(i as Entry));
  // "Did she finish it?" of the one study in view.
  const inView = ctx.q.backRef ? all.filter((e) => ctx.focus.includes(e)) : [];
  return byName.length
    ? byName
    : inView.length === 1
      ? inView
      : all.filter((e) =>
          tokens(`${e.entry.role ?? ''} ${e.title}`).some(
            (w) => w.length > 2 && titleWordSaid(w, asked) && !NAMING.has(w),
          ),
        );
}

// "Her highest qualification?": a level of study asked for, not the list.
const HIGHEST =
  /\b(?:highest|top) (?:completed |finished |level of )?(?:degree|qualification|education|diploma|study|studies)\b/;
/** The rank of a study's level: a doctorate first, then a master's, a bachelor's, then the rest. */
const levelRank = (e: Entry) => {
  const words = roleWords(e);
  const rank = DEGREE_LEVELS.findIndex((l) => words.some((w) => l.has(w)));
  return rank < 0 ? DEGREE_LEVELS.length : rank;
};

/** "What's her highest qualification?": the highest level finished, and any higher one left unfinished. */
export const asksHighest = (words: readonly string[]) => HIGHEST.test(words.join(' '));

function highestStudy(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  if (!asksHighest(ctx.q.words)) return undefined;
  // Of one level, a three-year apprenticeship outranks a two-month certificate: the longer study first.
  const months = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return to - from;
  };
  const ranked = [...all].sort(
    (a, b) => levelRank(a) - levelRank(b) || months(b) - months(a) || endKey(b).localeCompare(endKey(a)),
  );
  const done = ranked.filter((e) => !unfinished(e) && e.entry.end !== 'present' && !dueLater(e, ctx.now));
  const top = done.find(isQualification) ?? done[0];
  if (!top) return undefined;
  const higher = ranked.filter((e) => !done.includes(e) && levelRank(e) < levelRank(top));
  const besides = higher.length
    ? ` Higher on the site but not finished: ${listing(higher.map((e) => `${entryLine(e, ctx.now)}${unfinished(e) ? ', left before the end' : ''}`))}.`
    : '';
  return answer(
    `${ctx.v.name}'s highest finished qualification on the site: ${entryLine(top, ctx.now)}.${besides}`,
    [top, ...higher],
  );
}

/** "Is she still studying?": the studies that go on now, or the last one's end; "while…", then. */
function studyingAt(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  if (!ctx.q.yesNo || !ctx.q.words.some((w) => STUDY_WORDS.has(w))) return undefined;
  // "Was he still studying while he was coaching?" asks of a time then, not of now.
  if (ctx.q.words.some((w) => w === 'while' || w === 'when')) return entryAt(ctx);
  if (!ctx.q.words.some((w) => w === 'still' || w === 'currently')) return undefined;
  const now = all.filter((e) => e.entry.end === 'present' || dueLater(e, ctx.now));
  const last = chronological(all).at(-1);
  if (now.length) return answer(`Yes: ${listing(now.map((e) => entryLine(e, ctx.now)))}.`, now);
  return last
    ? answer(`No: ${ctx.v.their} latest studies on the site are ${entryLine(last, ctx.now)}.`, [last])
    : undefined;
}

/** Formal study asked without naming a degree or a university: "formally trained?", "studied CS?". */
const formalAsked = (words: readonly string[]) =>
  words.some((w) => STUDIED_ASKED.has(w) || w === 'education' || w === 'training') &&
  !words.some((w) => DEGREE_WORDS.has(w) || w === 'college' || w === 'uni' || UNIVERSITY.test(w));

/** Words of "did she study CS formally?" that ask whether a subject was studied, not when. */
export const STUDIED_ASKED = new Set(['study', 'studied', 'formal', 'formally', 'educated', 'trained']);
const STILL = new Set(['still', 'currently', 'now', 'while', 'when']);

/** "Did he study CS at university?", "did she study CS?": a yes or no on a degree, when no study is named. */
const asksUniversity = (ctx: Ctx) =>
  ctx.q.yesNo &&
  ctx.q.words.some((w) => w === 'college' || w === 'uni' || UNIVERSITY.test(w) || STUDIED_ASKED.has(w)) &&
  !ctx.q.words.some((w) => STILL.has(w)) &&
  !namedItems(ctx).length;

/** "How many degrees does she have?": the degrees held, counted, with any left before the end beside them. */
function degreeCount(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  const words = ctx.q.words;
  if (!words.some((w) => w === 'many' || w === 'number')) return undefined;
  const ofDegrees = words.some((w) => w === 'degree' || w === 'degrees');
  if (!ofDegrees && !words.some((w) => w === 'qualification' || w === 'qualifications')) return undefined;
  const pool = newestFirst(all.filter(ofDegrees ? isDegree : isQualification));
  const held = pool.filter((e) => !unfinished(e));
  const left = pool.filter(unfinished);
  const noun = ofDegrees ? 'degree' : 'qualification';
  const line = (e: Entry) => entryLine(e, ctx.now);
  // Each line says itself that a study was left before the end.
  const lead = held.length
    ? `${ctx.v.name} has ${held.length} ${noun}${held.length === 1 ? '' : 's'} on the site: ${listing(held.map(line))}.${left.length ? ` Also ${listing(left.map(line))}.` : ''}`
    : `The site lists no ${noun} ${ctx.v.name} holds${left.length ? `: ${listing(left.map(line))}` : ''}.`;
  const others = ofDegrees ? all.filter((e) => !isDegree(e) && isQualification(e)) : [];
  const also = others.length
    ? ` ${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)} ${others.length === 1 ? 'qualification' : 'qualifications'}: ${listing(newestFirst(others).map(line))}.`
    : '';
  return answer(`${lead}${also}`, [...pool, ...others]);
}

export function education(ctx: Ctx): Answer {
  if (asksUniversity(ctx)) return hasDegree(ctx);
  const all = educationOf(ctx.cat);
  const counted = degreeCount(ctx, all);
  if (counted) return counted;
  const ended = graduatedOf(ctx, all);
  if (ended) return ended;
  const ofKind = studyOfKind(ctx, all, isDegree, (e) => entryCard(ctx, e));
  if (ofKind) return ofKind;
  const highest = highestStudy(ctx, all);
  if (highest) return highest;
  const studyingWhen = studyingAt(ctx, all);
  if (studyingWhen) return studyingWhen;
  const named = studiesNamed(ctx, all);
  const alone = unnamedStudy(ctx, all, named);
  if (alone) return alone;
  // "Did she finish her degree?" of the one degree there is, or of the one named.
  const degrees = all.filter(isDegree);
  const one = named.length === 1 ? named[0] : theOneDegree(ctx, degrees);
  // The entry's own sentences with the question's words ("I expect to graduate in summer 2027").
  const saidOf = (e: Entry) =>
    ctx.passages
      .find(ctx.passages.topicWords(ctx.q.words), 4)
      .filter((p) => p.item === e)
      .map((p) => `> ${p.text}`);
  if (one && finished(ctx, one))
    return answer([`${finished(ctx, one)}${entryLine(one, ctx.now)}.`, ...saidOf(one)].join('\n'), [one]);
  if (named.length !== 1 || all.length < 2) return entryList(ctx, all, 'education');
  const e = named[0]!;
  const said = saidOf(e);
  return said.length
    ? answer(`${finished(ctx, e)}${entryLine(e, ctx.now)}.\n${said.join('\n')}`, [e])
    : entryCard(ctx, e);
}
/** "When did she graduate?" of no one study: when each ended; one study named is its own answer ("It is due to end in June 2027"). */
function graduatedOf(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  const named = studiesNamed(ctx, all);
  if (named.length === 1) return undefined;
  const degrees = degreeAsked(ctx.q.words) && all.some(isDegree);
  return graduated(ctx, all, named, (e) => (degrees ? isDegree(e) : isQualification(e)));
}
/** Where no study is named: the owner's words on teaching themselves, or the studies at a university. */
const unnamedStudy = (ctx: Ctx, all: readonly Entry[], named: readonly Entry[]) =>
  named.length ? undefined : (selfTaughtSaid(ctx) ?? atUniversity(ctx, all) ?? codeLearned(ctx, all));

// "How did she learn to code?": of the studies, those in software, not an art degree.
const LEARNED_CODE = /\blearn(?:ed|t)? (?:to |how to )?(?:code|coding|program|programming|develop)\b/;
function codeLearned(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  if (!LEARNED_CODE.test(ctx.q.words.join(' '))) return undefined;
  // A certificate taken at one point in time (an exam) is no way of learning.
  const soft = all.filter((e) => isSoftware(e) && !(isCertificate(e) && !e.entry.end));
  if (!soft.length || soft.length === all.length) return undefined;
  return soft.length === 1 ? entryCard(ctx, soft[0]!) : entryList(ctx, soft, 'studies in software');
}

// "What did she study at university?": of the studies, those at a university, not a bootcamp.
const AT_UNIVERSITY = /\b(?:at|in|to) (?:the )?(?:university|uni|college)\b/;
function atUniversity(ctx: Ctx, all: readonly Entry[]): Answer | undefined {
  if (ctx.q.yesNo || !AT_UNIVERSITY.test(ctx.q.words.join(' '))) return undefined;
  const there = all.filter((e) => UNIVERSITY.test(e.entry.organisation ?? '') || isDegree(e));
  if (!there.length || there.length === all.length) return undefined;
  return there.length === 1 ? entryCard(ctx, there[0]!) : entryList(ctx, there, 'university studies');
}

// "I taught myself HTML", "self-taught": the owner's own words on learning alone.
const TAUGHT_ALONE = /\bself[- ]taught\b|\btaught myself\b|\bteaching myself\b/i;

/** "Is she self-taught?" with no study of it listed: yes, where the owner's own words say so. */
function selfTaughtSaid(ctx: Ctx): Answer | undefined {
  if (!SELF_TAUGHT.test(ctx.q.words.join(' '))) return undefined;
  const said = ctx.cat.entries.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((x) => TAUGHT_ALONE.test(x))
      .map((x) => ({ e, x })),
  );
  if (!said.length) return undefined;
  return answer(
    `${ctx.q.yesNo ? 'Yes, in' : 'In'} ${ctx.v.their} own words:\n${said
      .slice(0, 2)
      .map(({ e, x }) => `- ${source(e)}: “${x}”`)
      .join('\n')}`,
    said.slice(0, 2).map(({ e }) => e),
  );
}

// Words of an education entry's title that do not tell one entry from another.
const NAMING = new Set([
  'the',
  'and',
  'for',
  'with',
  'degree',
  'university',
  'college',
  'school',
  'studies',
  'education',
]);

// "What tech does she use at her current job?": the technologies its own words name.
export function currentRole(ctx: Ctx): Answer {
  const current = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  if (current.length === 1 && TECH_ASKED.test(ctx.q.words.join(' '))) return entryTechs(ctx, current[0]!);
  if (current.length) {
    // What the role is, in the owner's first sentences about it, after its title.
    const what = current.length === 1 ? firstSentences(current[0]!.entry.content, 2) : '';
    return answer(
      `${ctx.v.name} is now ${listing(current.map((e) => entryLine(e, ctx.now)))}.${what ? `\n> ${what}` : ''}`,
      current,
    );
  }
  const latest = newestFirst(careerOf(ctx.cat))[0];
  return answer(
    `The site lists no current role for ${ctx.v.name}.${latest ? ` The latest: ${entryLine(latest, ctx.now)}.` : ''}`,
    latest ? [latest] : [],
    'not-on-site',
  );
}

// Words of a job title that say how or how much, not what the job is.
export const WHOLE_CAREER = new Set([
  'developer',
  'developers',
  'engineer',
  'engineers',
  'programmer',
  'coder',
  'dev',
  'tech',
  'software',
]);
export const TITLE_FILLER = new Set([
  'time',
  'part',
  'full',
  'senior',
  'junior',
  'head',
  'lead',
  'staff',
  'principal',
  'assistant',
  'associate',
  'intern',
  'contract',
]);

// "How long was she an analyst before she moved into data engineering?": the length is of the
// first title; the clause after "before" only dates it.
const MOVED_ON = /^(?:before|until|till)$/;
const beforeMoving = (words: readonly string[]) => {
  const cut = words.findIndex((w) => MOVED_ON.test(w));
  return words[0] === 'how' && words[1] === 'long' && cut > 2 ? words.slice(0, cut) : words;
};

/** "How long was he a football coach?": the jobs (at most three) whose titles have a word of the question. */
export function titledJobs(ctx: Ctx): Entry[] {
  // "freelancing" is a word of "Freelance Developer": title words compare by stem.
  // "Working as a developer" names the whole software career, not a job titled "Development Coach".
  // "As a chef" covers the kitchen jobs the owner titled otherwise ("Line Cook"): a word's synonyms count.
  const words = beforeMoving(ctx.q.words).filter((w) => !WHOLE_CAREER.has(w));
  const askedWords = [...words, ...words.flatMap((w) => ctx.passages.synonyms(w))];
  // "A designer" is a person titled so, not a job in "Design Systems": a doer's word names doers.
  const doer = (w: string) => /(?:er|or|ist)s?$/.test(w);
  const asked = {
    has: (stem: string, titleWord: string) =>
      askedWords.some(
        (q) => stemmer(singular(q)) === stem && (!doer(q) || doer(titleWord) || q === titleWord),
      ),
  };
  const spelled = words.filter((w) => SPELLED_OUT[w]);
  // "A pharmacy" is a Pharmacist's field, "biology" a Biologist's.
  const roots = new Set(words.filter((w) => w.length > 4).map(fieldRoot));
  const titled = careerOf(ctx.cat).filter(
    (e) =>
      tokens(e.entry.role ?? e.title).some(
        (w) =>
          ((w.length > 3 || !!SPELLED_OUT[w]) && !TITLE_FILLER.has(w) && asked.has(stemmer(w), w)) ||
          (w.length > 4 && !TITLE_FILLER.has(w) && roots.has(fieldRoot(w))),
      ) || spelled.some((w) => titledBy(e, w)),
  );
  // "The London startup contract": the one job whose own words say every word of the question.
  const described = jobDescribed(ctx);
  if (described && !titled.includes(described)) return [described];
  // "a football coach": of several coaches, those whose own words also have the question's other words.
  if (titled.length < 2) return titled;
  const titleWords = new Set(titled.flatMap((e) => tokens(e.entry.role ?? e.title)));
  // "Coached" is a title word too ("Coach"), not a word for narrowing coaches by.
  const titleStems = new Set([...titleWords].map(stemmer));
  // "Was her first QA job in Lisbon?": the order picks among them and the place is checked, so
  // neither is a word their text must have.
  const place = locationAsked(ctx);
  const rest = ctx.passages.topicWords(
    ctx.q.words.filter(
      (w, i) =>
        !titleWords.has(singular(w)) &&
        !titleStems.has(stemmer(w)) &&
        !ORDER_WORDS.has(w) &&
        w !== place &&
        w !== 'still' &&
        // "She used to be a nurse": a time gone, no topic; "how long" asks a length.
        !(w === 'used' && ctx.q.words[i + 1] === 'to') &&
        !(w === 'long' && ctx.q.words[i - 1] === 'how'),
    ),
    { verbs: true },
  );
  const says = (e: Entry) =>
    rest.some((w) => ctx.passages.says(`${e.entry.organisation ?? ''} ${e.entry.content}`, [w]));
  const narrowed = titled.some(says) ? titled.filter(says) : titled;
  return narrowed.length <= 3 ? narrowed : [];
}

/** The one job whose title, employer, place and own words together say two or more of the question's topic words, all of them. */
function jobDescribed(ctx: Ctx): Entry | undefined {
  const words = ctx.passages
    .topicWords(ctx.q.words)
    .filter((w) => w.length > 3 && !ORDER_WORDS.has(w) && !TITLE_FILLER.has(w));
  if (words.length < 2) return undefined;
  const text = (e: Entry) =>
    `${e.entry.role ?? e.title} ${e.entry.organisation ?? ''} ${e.entry.location ?? ''} ${e.entry.content}`;
  const saying = careerOf(ctx.cat).filter((e) => words.every((w) => ctx.passages.says(text(e), [w])));
  return saying.length === 1 ? saying[0] : undefined;
}

/** "How long did he do that?" of jobs in view: how long the one job ran, or each of the jobs alone. */
function howLongInView(ctx: Ctx, focus: readonly Entry[]): Entry[] | Answer | undefined {
  const jobs = focus.filter((e) => e.section.id === 'career' && e.entry.start);
  if (!jobs.length || !howLong(ctx, jobs[0]!)) return undefined;
  if (jobs.length === 1) return entryCard(ctx, jobs[0]!);
  // Several: only for a bare "how long did she do that?", which names nothing to narrow them (as
  // "how long did he coach football?" names a job by its title).
  const others = focus.filter((e) => e.section.id !== 'personal' && !jobs.includes(e));
  return others.length || ctx.q.words.length > 7 || titledJobs(ctx).length ? undefined : jobs;
}

// "Was it full-time?", "were both part-time?": the hours of the entries in view; "still a student
// there at the same time?": what ran beside them; "which of those was the shortest?": them weighed.
const allInView = (ctx: Ctx, focus: readonly Entry[]) =>
  focus.length > 0 &&
  (asksHours(ctx.q.raw) || atSameTime(ctx.q.words) || (focus.length > 1 && asksLonger(ctx.q.words)));

const titledOther = (ctx: Ctx, focus: readonly Entry[], titled: readonly Entry[]) =>
  focus.length &&
  titled.length &&
  !titled.some((e) => focus.includes(e)) &&
  !ctx.q.backRef &&
  !ctx.q.words.some((w) => w === 'at' || w === 'there');

/** The entries a question naming none is about: those in view, or jobs by a word of their title. */
// How many entries in view "there" can mean at once.
const FEW_IN_VIEW = 3;
/**
 * "What is his experience with open source?": the few jobs whose title has the field asked, written
 * as one word or two ("Open-source contributor"); none where a length is asked.
 */
function jobsOfField(ctx: Ctx, jobs: readonly Entry[]): Entry[] | undefined {
  const { words } = ctx.q;
  if (!words.includes('experience') || words.some((w) => LENGTH_WORDS.has(w))) return undefined;
  const titled = jobs.filter((e) => {
    const title = joinedWords(e.entry.role ?? e.title);
    return words.some((w) => w.length > 3 && !TITLE_FILLER.has(w) && title.includes(w));
  });
  return titled.length && titled.length < jobs.length && titled.length <= FEW_IN_VIEW ? titled : undefined;
}
// Words asking how long, which the time in a field answers, not the jobs' cards.
const LENGTH_WORDS = new Set(['long', 'years', 'year', 'months', 'since']);

/** Each entry's own card, one after another, oldest first. */
function cardsOf(ctx: Ctx, entries: readonly Entry[]): Answer {
  const cards = chronological(entries).map((e) => entryCard(ctx, e));
  return answer(
    cards.map((c) => c.text).join('\n\n'),
    cards.flatMap((c) => c.items),
  );
}

function entriesInView(ctx: Ctx): Entry[] | Answer {
  const focus = ctx.focus.filter((i): i is Entry => i.type === 'entry');
  if (allInView(ctx, focus)) return focus;
  // "So about five years there, right?": a length claimed of the one entry in view.
  const claimed = focus.length === 1 ? (sinceClaim(ctx, focus) ?? spanClaim(ctx, focus)) : undefined;
  if (claimed) return claimed;
  // "How long was she a nurse?" with another job in view: the jobs its title words name; "frontend
  // work at the insurer" points at the job in view.
  const titled = titledJobs(ctx);
  if (titledOther(ctx, focus, titled)) return titled;
  // "What did he do there?": the one entry in view; of a few, each of them; else the first.
  if (focus.length === 1) return entryCard(ctx, focus[0]!);
  if (focus.length && ctx.q.words.includes('there'))
    return focus.length <= FEW_IN_VIEW ? cardsOf(ctx, focus) : entryCard(ctx, focus[0]!);
  // "When did he leave?" of a job and studies at one place: the dates of each.
  if (focus.length && ctx.q.words.includes('when')) return focus;
  const ran = howLongInView(ctx, focus);
  if (ran) return ran;
  return titled.length ? titled : (employerNotListed(ctx) ?? career(ctx));
}

/**
 * "His time at Stripe": an employer the site does not list is said so, with the jobs it does; "did
 * she work at Mobilo Group?" of a job whose employer was bought by it is that job.
 */
function employerNotListed(ctx: Ctx): Entry[] | Answer | undefined {
  const unknown = /\bat ([A-Z][\p{L}&.-]*[\p{L}])/u.exec(ctx.q.raw)?.[1];
  if (!unknown) return undefined;
  const bought = careerOf(ctx.cat).filter((e) =>
    tokens(`${e.entry.organisation ?? ''} ${e.entry.content}`).includes(unknown.toLowerCase()),
  );
  if (bought.length && bought.length <= 2) return bought;
  if (englishWords().has(unknown.toLowerCase())) return undefined;
  return answer(
    `The site lists no job at ${unknown} for ${ctx.v.name}. ${career(ctx).text}`,
    careerOf(ctx.cat),
    'not-on-site',
  );
}

/** A job's title without its grade or hours: "Senior Data Engineer" is a "data engineer". */
const gradeless = (e: Entry) =>
  tokens(e.entry.role ?? e.title)
    .filter((w) => !TITLE_FILLER.has(w))
    .join(' ');

/** "How long was she a data engineer?": the job titled so, and those titled so with a grade. */
const sameTitled = (ctx: Ctx, items: readonly Entry[]) => [
  ...items,
  ...careerOf(ctx.cat).filter(
    (e) =>
      !items.includes(e) &&
      items.some((i) => i.section.id === 'career' && gradeless(i) === gradeless(e) && !gradeAsked(ctx, i)),
  ),
];
/** "How long has she been a senior data engineer?": the grade of the title asked, so that grade only. */
const gradeAsked = (ctx: Ctx, e: Entry) =>
  tokens(e.entry.role ?? e.title).some((w) => TITLE_FILLER.has(w) && w.length > 3 && ctx.q.words.includes(w));

/** The entries a question names: by organisation or title, else the current job for "her current company". */
function entriesAsked(ctx: Ctx): Entry[] {
  const orgs = entitiesOf(ctx.q, 'org');
  const items = entitiesOf(ctx.q, 'item')
    .map((e) => e.item)
    .filter((i): i is Entry => i.type === 'entry');
  const named = [...orgs.flatMap((o) => o.entries), ...(orgs.length ? items : sameTitled(ctx, items))];
  // "her current company": the job that runs to the present, where nothing else is named.
  const current =
    !named.length && ctx.q.words.some((w) => CURRENT_WORDS.has(w))
      ? careerOf(ctx.cat).filter((e) => e.entry.end === 'present')
      : [];
  // "As a development coach at Harbor Code": the job named by its title, of the place's entries.
  const atOrgs = orgs.flatMap((o) => o.entries);
  const titled = named.filter((e) => entitiesOf(ctx.q, 'item').some((i) => i.item === e));
  // Only where the job named is at the place named: "the coach job or the Stratocum job" is two.
  const narrowed = titled.length && titled.every((e) => atOrgs.includes(e)) ? titled : named;
  return [...new Set([...narrowed, ...current])];
}

/** "What did he do at Harbor Code as a coach?": of several entries at one place, those whose title has a word asked. */
function byTitleWord(ctx: Ctx, entries: Entry[]): Entry[] {
  if (entries.length < 2) return entries;
  const titled = entries.filter((e) =>
    tokens(e.entry.role ?? e.title).some(
      (w) => w.length > 3 && !TITLE_FILLER.has(w) && ctx.q.words.some((q) => singular(q) === w),
    ),
  );
  return titled.length ? titled : entries;
}

/** "Is he still at Pixelwerk?": yes only when an entry named goes on now; other yes/no questions, yes. */

export { atSameTime } from './overlaps';

/**
 * "Which did he do for longer, the Lumen job or the coach job?": every entry named, else those the
 * two sides of "or" name or describe, else those asked; none where no length is asked.
 */
function weighedEntries(ctx: Ctx, asked: Entry[], entries: Entry[]): Entry[] {
  if (!asksLonger(ctx.q.words)) return [];
  return asked.length > 1 ? stintsAsked(ctx, asked) : (entriesOfSides(ctx) ?? entries);
}

// "Her first stint at Harbourline", "Harbourline the second time": one of several jobs at an employer.
const STINT_ORDINALS: Record<string, number> = {
  first: 0,
  earlier: 0,
  original: 0,
  second: 1,
  last: -1,
  later: -1,
};

/** The entries asked, with an employer of several jobs narrowed to the one an ordinal beside it names. */
function stintsAsked(ctx: Ctx, asked: Entry[]): Entry[] {
  let kept = asked;
  for (const f of ctx.q.found) {
    if (f.entity.type !== 'org') continue;
    const jobs = chronological(f.entity.entries.filter((e) => e.section.id === 'career'));
    // The words beside the name, up to the word that joins it to the other side.
    const before = ctx.q.words.slice(Math.max(0, f.start - 4), f.start);
    const near = [...before.slice(before.lastIndexOf('or') + 1), ...ctx.q.words.slice(f.end, f.end + 3)];
    const ordinal = near.find((w) => w in STINT_ORDINALS);
    if (jobs.length < 2 || !ordinal) continue;
    const n = STINT_ORDINALS[ordinal]!;
    const one = jobs.at(n);
    if (one) kept = kept.filter((e) => !jobs.includes(e) || e === one);
  }
  return kept;
}

/** "Does she work full time?" naming no job, with none in view: the jobs going on now. */
const hoursNow = (ctx: Ctx, named: readonly Entry[]) =>
  !named.length && !ctx.focus.length && asksHours(ctx.q.raw) && !titledJobs(ctx).length
    ? careerOf(ctx.cat).filter((e) => e.entry.end === 'present')
    : [];

/** How a job ended, or a promotion in it: questions about one moment of a job. */
function jobMoment(ctx: Ctx): Answer | undefined {
  const field = asksIndustry(ctx.q) || fieldOfTitle(ctx.cat, ctx.q) ? industry(ctx) : undefined;
  if (field) return field;
  const left = asksWhyLeft(ctx.q.words) ? jobAsked(ctx) : undefined;
  if (left) return whyLeft(ctx, left, isSoftware(left) ? [] : whyInOwnWords(ctx));
  const joined = asksWhyJoined(ctx.q) ? jobAsked(ctx) : undefined;
  const reason = joined && whyJoined(ctx, joined);
  if (reason) return reason;
  return asksPromotion(ctx.q.words) ? promotion(ctx) : undefined;
}

export function entryAt(ctx: Ctx): Answer {
  const moment = jobMoment(ctx) ?? techAtJob(ctx);
  if (moment) return moment;
  const asked = jobOverStudy(ctx, entriesAsked(ctx));
  const entries = byTitleWord(ctx, asked);
  if (!entries.length && atSameTime(ctx.q.words)) return overlapAsked(ctx);
  entries.push(...hoursNow(ctx, entries));
  const found = entries.length ? [] : entriesInView(ctx);
  if (!Array.isArray(found)) return found;
  entries.push(...found);
  const weighed = weighedOrStints(ctx, asked, entries);
  if (weighed) return weighed;
  if (asksHours(ctx.q.raw)) return hours(ctx, entries);
  const techs = entitiesOf(ctx.q, 'tech').map((t) => t.tech);
  if (techs.length) return techAtEntries(ctx, entries, techs);
  // "Was he studying and working at Harbor Code at the same time?": whether the entries named overlap.
  if (atSameTime(ctx.q.words) && entries.length > 1 && !activitiesBeside(ctx, entries).length)
    return overlapsAmong(ctx, chronological(entries));
  if (asksAlongside(ctx.q.words)) return alongside(ctx, entries);
  return claimedOrLines(ctx, entries);
}

/** The entries asked about, after any claim of their time: another post, "since 2022", "for 5 years". */
const claimedOrLines = (ctx: Ctx, entries: Entry[]) =>
  postElsewhere(ctx, entries) ??
  sinceClaim(ctx, entries) ??
  spanClaim(ctx, entries) ??
  entriesLines(ctx, entries);

/** The posts of one employer as one stay there: its first start, and its last end unless one goes on. */
function oneStay(entries: readonly Item[]): { start: string; end?: string; posts: Entry[] } | undefined {
  const posts = entries.filter((e): e is Entry => e.type === 'entry' && !!e.entry.start);
  const org = posts[0]?.entry.organisation;
  if (!posts.length || posts.length !== entries.length) return undefined;
  if (posts.length > 1 && (!org || posts.some((e) => e.entry.organisation !== org))) return undefined;
  const ordered = chronological(posts);
  const going = posts.some((e) => !e.entry.end || e.entry.end === 'present');
  return {
    start: ordered[0]!.entry.start!,
    end: going ? undefined : ordered.at(-1)!.entry.end,
    posts: ordered,
  };
}

/** "Has she worked at Zonnewerf since 2022?" of one entry, or of the posts at one employer: yes or no by the year it began. */
export function sinceClaim(ctx: Ctx, entries: readonly Item[]): Answer | undefined {
  const m = /\bsince (\d{4})\b/.exec(ctx.q.words.join(' '));
  const stay = m && ctx.q.yesNo ? oneStay(entries) : undefined;
  if (!m || !stay) return undefined;
  const began = Number(stay.start.slice(0, 4));
  const claimed = Number(m[1]);
  const ended = stay.end;
  // "Were they there since 2018?" of a job that has ended asks when it began; "has she worked
  // there since 2022?" asks whether it goes on.
  const from = ended ? 'from' : 'since';
  const goesOn = ctx.q.words.some((w) => w === 'has' || w === 'have' || w === 'been' || w.endsWith('ve'));
  const lead =
    ended && goesOn
      ? `No: it ended in ${when(ended)}`
      : began === claimed
        ? 'Yes'
        : began < claimed
          ? `Yes, and longer: ${from} ${when(stay.start)}`
          : `No: only ${from} ${when(stay.start)}`;
  return answer(`${lead}. ${stay.posts.map((e) => entryLine(e, ctx.now)).join('; ')}.`, stay.posts);
}

// "Her nursing job": a word that asks for work, not study.
const JOB_WORDS = new Set(['job', 'jobs', 'worked', 'employer', 'employed']);

/** "Where was her nursing job?" names a study by its word: the jobs titled by it, where there are any. */
function jobOverStudy(ctx: Ctx, asked: Entry[]): Entry[] {
  if (!asked.length || asked.some((e) => e.section.id !== 'education')) return asked;
  if (!ctx.q.words.some((w) => JOB_WORDS.has(w))) return asked;
  const jobs = titledJobs(ctx);
  return jobs.length ? jobs : asked;
}

/** What ran at the same time: beside the one entry in view, or every pair of jobs. */
const overlapAsked = (ctx: Ctx) => doneAlongside(ctx) ?? jobsOverlapping(ctx, titledJobs(ctx));

/** "Did she do it while working?" of one study or job in view: what ran beside that one. */
function doneAlongside(ctx: Ctx): Answer | undefined {
  const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && !!i.entry.start);
  const referred = ctx.q.words.includes('while') && ctx.q.words.some((w) => w === 'it' || w === 'that');
  return inView.length === 1 && referred ? alongside(ctx, inView) : undefined;
}

/** The entries asked about, each with its dates, and their own words. */
function entriesLines(ctx: Ctx, entries: Entry[]): Answer {
  // "Where was that?" of one job or study: its own place, or that the site doesn't say.
  const where = entries.length === 1 && asksWhere(ctx);
  // "When did she finish?" of studies in view: when each was finished.
  const finishAsked = ctx.q.words.some((w) =>
    /^(?:finish|finished|graduate|graduated|complete|completed)$/.test(w),
  );
  const finished = (e: Entry) =>
    finishAsked && !!e.entry.end && e.entry.end !== 'present' && !unfinished(e) && !dueLater(e, ctx.now);
  const lines = chronological(entries).map(
    (e) =>
      (e.section.id === 'education' && finished(e)
        ? `${itemLink(e)}${at(e)}: finished in ${when(e.entry.end!)}.`
        : e.section.id === 'education'
          ? `${ctx.v.name} studied for ${itemLink(e)}${at(e)}${dates(e)}${e.entry.result ? `, ${resultText(e.entry.result)}` : ''}${unfinished(e) && !saysLeft(e) ? ', and left before the end' : ''}.`
          : `${ctx.v.name} ${e.entry.end === 'present' ? 'is' : 'was'} ${itemLink(e)}${at(e)}${dates(e)}${howLong(ctx, e)}.`) +
      (where ? wherePlace(e) : ''),
  );
  const more = entriesSaid(ctx, entries);
  return answer(`${entryLead(ctx, entries)}${timeInAll(ctx, entries)}${lines.join(' ')}${more}`, entries);
}

/**
 * "How long at her current company?": every post with that employer, and the one it took over;
 * "the sysadmin one or the SRE one?": the jobs their titles' words name, by their length.
 */
function weighedOrStints(ctx: Ctx, asked: Entry[], entries: Entry[]): Answer | undefined {
  if (entries.length === 1 && employerStints(ctx, entries[0]!).length > 1) return entryCard(ctx, entries[0]!);
  const weighed = weighedEntries(ctx, asked, entries);
  return weighed.length > 1 ? longerOf(ctx, weighed) : undefined;
}

/**
 * One entry asked about gets its own words too: a change within it asked of, what it was and what
 * was learned there; of several, the sentences with the question's words ("how did the students he
 * coached there do?").
 */
function entriesSaid(ctx: Ctx, entries: readonly Entry[]): string {
  const results = resultsSaid(ctx, entries);
  if (results.length) return results.map((x) => `\n> ${x}`).join('');
  if (entries.length === 1) return `\n> ${changeSaid(ctx, entries) ?? ownWords(ctx, entries[0]!)}`;
  const said = chronological(entries)
    .map((e) => saidOf(ctx, e))
    .filter(Boolean);
  return (said.length ? said : workDone(ctx, entries)).map((x) => `\n> ${x}`).join('');
}

// "What did she achieve there, in numbers?": the sentences of the posts that give figures.
const RESULTS_ASKED =
  /\b(?:achieve\w*|accomplish\w*|impact|results?|outcomes?|numbers|figures|metrics|kpis?|wins)\b/;
const FIGURE = /\d/;
const FIGURES_ASKED = /\b(?:numbers|figures|metrics|kpis?|quantif\w*|measurable)\b/;

/** Each post's own sentences with a figure in them, where the question asks what was achieved. */
function resultsSaid(ctx: Ctx, entries: readonly Entry[]): string[] {
  // Of one post, "what did she achieve?" is all its own words; "in numbers" is its figures.
  const text = ctx.q.words.join(' ');
  if (!RESULTS_ASKED.test(text) || (entries.length === 1 && !FIGURES_ASKED.test(text))) return [];
  return chronological(entries).flatMap((e) => {
    // Dates are no results: a figure outside a year counts.
    const said = sentencesOf(e.entry.content).filter((s) => FIGURE.test(s.replace(/\b(?:19|20)\d\d\b/g, '')));
    return said.length ? [`${entries.length > 1 ? `${itemLink(e)}: ` : ''}${said.join(' ')}`] : [];
  });
}

// "What does he do at Kestrel?", "what did she do there?": the work of the posts asked about.
// "Tell me about Pulsewise" of a job and another entry there asks what each was, as much as what was done.
const DONE_ASKED =
  /\bwhat (?:does|did|do|is|was) \w+ (?:do|doing|work on|working on)\b|\bresponsibilit|^(?:tell me|more) about\b/;

/** The first words of each post asked what was done in; "does" asks of the posts going on now. */
function workDone(ctx: Ctx, entries: readonly Entry[]): string[] {
  if (!DONE_ASKED.test(ctx.q.words.join(' '))) return [];
  const now = entries.filter((e) => e.entry.end === 'present');
  const asked = /\bwhat (?:does|do|is) /.test(ctx.q.words.join(' ')) && now.length ? now : entries;
  return chronological(asked).map((e) => firstSentences(e.entry.content, 2));
}

/**
 * "How long was he a football coach?": a word before the title asked that no entry's title, place or
 * words says, so the site doesn't tell which of the jobs it means, and their time is not summed.
 */
function unsaidQualifier(ctx: Ctx, entries: readonly Entry[]): string | undefined {
  const titles = new Set(entries.flatMap((e) => tokens(e.entry.role ?? e.title)));
  const said = new Set(
    entries.flatMap((e) =>
      tokens(`${e.entry.role ?? e.title} ${e.entry.organisation ?? ''} ${e.entry.content}`),
    ),
  );
  const i = ctx.q.words.findIndex((w) => titles.has(singular(w)));
  const before = ctx.q.words[i - 1];
  if (i < 1 || !before || FUNCTION_WORDS.has(before) || before.length < 4) return undefined;
  return said.has(before) || ctx.q.found.some((f) => f.start <= i - 1 && i - 1 < f.end) ? undefined : before;
}

/** "How long did they work as a chef?" over a line-cook job and a sous-chef job: the time in all. */
function timeInAll(ctx: Ctx, entries: readonly Entry[]): string {
  const jobs = entries.filter((e) => e.section.id === 'career' && e.entry.start);
  return howLong(ctx, entries[0]!) &&
    jobs.length > 1 &&
    jobs.length === entries.length &&
    !unsaidQualifier(ctx, entries)
    ? `${capitalised(duration(monthsCovered(jobs, ctx.now)))} in all: `
    : '';
}

/** "Did she use React at Hemmahus?": what those entries' own words name, never a yes they do not give. */
export function techAtEntries(ctx: Ctx, entries: readonly Entry[], techs: readonly Tech[]): Answer {
  const textOf = (e: Entry) => `${e.entry.role ?? e.title} ${e.entry.content}`;
  const naming = chronological(entries.filter((e) => techs.every((t) => namesTech(t, textOf(e)))));
  const asked = listing(techs.map((t) => t.title));
  const place = (e: Entry) => `${itemLink(e)}${at(e)}${dates(e)}`;
  if (naming.length) {
    // The sentence that names it, in the owner's words.
    const lines = naming.map((e) => {
      const said = sentencesOf(e.entry.content).find((x) => techs.some((t) => namesTech(t, x)));
      return `- ${place(e)}${said ? `: “${said}”` : ''}`;
    });
    // One entry that names it answers a yes in a line: the place, then the owner's sentence.
    if (naming.length === 1 && ctx.q.yesNo) return answer(`Yes: ${lines[0]!.slice(2)}`, naming);
    const head = `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s own words name ${asked} ${naming.length === 1 ? 'in this entry' : 'in these entries'}:`;
    return answer(`${head}\n${lines.join('\n')}`, naming);
  }
  // What the entries do name, and where else the site names what was asked.
  const named = ctx.cat.techs.filter((t) => t.listed && entries.some((e) => namesTech(t, e.entry.content)));
  const elsewhere = careerOf(ctx.cat).filter(
    (j) => !entries.includes(j) && techs.some((t) => namesTech(t, j.entry.content)),
  );
  // A technology the complete skills list leaves out answers a yes/no with no.
  const unlisted = ctx.q.yesNo && techs.every((t) => !t.listed);
  const lead = unlisted
    ? `No: ${asked} ${techs.length === 1 ? 'is' : 'are'} not among ${ctx.v.name}'s listed skills, and the site doesn't say that ${ctx.v.they}`
    : `The site doesn't say that ${ctx.v.name}`;
  const parts = [
    `${lead} used ${asked} ${listing(chronological(entries).map((e) => `${e.section.id === 'career' ? 'as' : 'in'} ${place(e)}`))}.`,
    named.length
      ? `${entries.length === 1 ? 'That entry names' : 'Those entries name'} ${listing(named.map((t) => t.title))}.`
      : '',
    elsewhere.length
      ? `${asked} comes up at ${listing(elsewhere.map((j) => `${itemLink(j)}${at(j)}`))}.`
      : '',
  ];
  return answer(parts.filter(Boolean).join(' '), [...entries, ...elsewhere], 'not-on-site');
}

export function educationResult(ctx: Ctx): Answer {
  const bare = graduatedYesNo(ctx);
  if (bare) return bare;
  // "what did she get in her masters": the degree of the level asked about, when there is one.
  const level = DEGREE_LEVELS.find((l) => ctx.q.words.some((w) => l.has(w)));
  const all = educationOf(ctx.cat).filter((e) => e.entry.result);
  const ofLevel = all.filter(
    (e) => level && tokens(`${e.entry.role ?? ''} ${e.title}`).some((w) => level.has(w)),
  );
  // "What was her degree result?" of a degree with no grade: said so, not a certificate's grade.
  const degrees = ctx.q.words.includes('degree') ? educationOf(ctx.cat).filter(isDegree) : [];
  if (degrees.length && !degrees.some((e) => e.entry.result))
    return answer(
      `The site gives no grade for ${listing(degrees.map((e) => `${itemLink(e)}${at(e)}`))}.`,
      degrees,
    );
  const graded = ofLevel.length ? ofLevel : degrees.some((e) => e.entry.result) ? all.filter(isDegree) : all;
  const ungraded = ungradedAtPlace(ctx, graded);
  if (ungraded) return ungraded;
  if (!graded.length)
    return answer(
      `The site gives no grades or honours for ${ctx.v.name}'s education. ${education(ctx).text}`,
      educationOf(ctx.cat),
      'not-on-site',
    );
  // "Did he graduate with honours?" of studies still under way: not yet, with the mark so far.
  const ongoing = (e: Entry) => e.entry.end === 'present' || dueLater(e, ctx.now);
  if (ctx.q.yesNo && ctx.q.words.some((w) => GRADUATE.has(w)) && graded.every(ongoing))
    return answer(
      `Not yet: ${graded.map((e) => `${ending(ctx, e)}; so far: ${escaped(e.entry.result!)}`).join('; ')}.`,
      graded,
    );
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${graded.map((e) => `${itemLink(e)}${at(e)}: ${escaped(e.entry.result!)}`).join('; ')}.`,
    graded,
  );
}

// "What grade did he get at university?": the studies at a place of that kind.
const PLACE_KINDS: Record<string, string> = {
  university: 'university',
  uni: 'university',
  college: 'college',
};

/** A grade asked of the studies at a university where none of those has one: said so, not another's grade. */
function ungradedAtPlace(ctx: Ctx, graded: readonly Entry[]): Answer | undefined {
  const kind = ctx.q.words.map((w) => PLACE_KINDS[w]).find(Boolean);
  if (!kind) return undefined;
  const there = educationOf(ctx.cat).filter((e) => tokens(e.entry.organisation ?? '').includes(kind));
  if (!there.length || there.some((e) => graded.includes(e))) return undefined;
  const lines = there.map(
    (e) =>
      `${itemLink(e)}${at(e)}${dates(e)}${unfinished(e) ? `, which ${ctx.v.name} left before finishing` : ''}`,
  );
  return answer(`The site gives no grade for ${listing(lines)}.`, there);
}

const roleWords = (e: Entry) => normalize(e.entry.role ?? e.title).split(' ');
// Degrees written as capitalised abbreviations that are also words or months ("MArch", "MEd", "LLB").
const DEGREE_ABBREVIATIONS =
  /\b(?:MArch|BArch|MEd|BEd|LLB|LLM|MD|BCom|MCom|MPH|MPA|MSW|MFA|DDS|DVM|PharmD|BPharm|MPharm|BE|ME|B\.E|M\.E|B\.Tech|M\.Tech|B\.Sc|M\.Sc|B\.A|M\.A)\b/;
// A university by its name in the languages owners write it in.
const UNIVERSITY =
  /\b(?:universi(?:ty|ties|té|te|tà|tät|tat|dad|dade|teit|tet|tea)|univ|institute of technology|polytechnic|technische hochschule)\b/i;
// Three academic years or more at a university is a degree course, whatever its title's language.
const DEGREE_MONTHS = 30;
const isDegree = (e: Entry) =>
  roleWords(e).some((w) => DEGREE_WORDS.has(w)) ||
  DEGREE_ABBREVIATIONS.test(e.entry.role ?? e.title) ||
  (UNIVERSITY.test(e.entry.organisation ?? '') &&
    !!e.entry.start &&
    !!e.entry.end &&
    e.entry.end !== 'present' &&
    monthsRun(e, new Date(0)) >= DEGREE_MONTHS);
// "Her degree", "at university": of the degrees, where there are any.
const DEGREE_ASKED = new Set(['degree', 'university', 'uni', 'college']);
const degreeAsked = (words: readonly string[]) => words.some((w) => DEGREE_ASKED.has(w));
const isQualification = (e: Entry) =>
  isDegree(e) || !!e.entry.result || roleWords(e).some((w) => QUALIFICATION_WORDS.has(w));

/** Whether the owner has a degree: a university degree named in an education entry's role; else what qualification there is. */
// Words of a degree question that name no subject.
const NO_SUBJECT = new Set(
  'degree degrees graduate graduated university uni college study studied bachelor bachelors master masters phd diploma hold holds qualification attend attended go went formal formally trained training educated education schooling finish finished complete completed get got'.split(
    ' ',
  ),
);

/** The one degree there is, unless the question names another level ("did she finish the postgrad?"). */
const theOneDegree = (ctx: Ctx, degrees: readonly Entry[]) =>
  degrees.length === 1 && !otherLevelAsked(ctx.q.words, degrees[0]!) ? degrees[0] : undefined;

const POSTGRAD_WORDS = new Set(['postgrad', 'postgraduate', 'graduate']);
/** Whether the question names a level of study ("postgrad", "master's") that the study's own title does not. */
function otherLevelAsked(words: readonly string[], e: Entry): boolean {
  const title = tokens(`${e.entry.role ?? ''} ${e.title}`);
  const postgrad = words.some((w) => POSTGRAD_WORDS.has(w));
  if (postgrad)
    return !title.some((w) => DEGREE_LEVELS[0]!.has(w) || DEGREE_LEVELS[1]!.has(w) || POSTGRAD_WORDS.has(w));
  const level = DEGREE_LEVELS.find((l) => words.some((w) => l.has(w)));
  return !!level && !title.some((w) => level.has(w));
}

const LEVEL_NAMES = ['doctorate', "master's degree", "bachelor's degree"];

const ATTENDED = /\b(?:go|went|gone|been|attend|attended) (?:to )?(?:a )?(?:university|uni|college)\b/;

// "Has she graduated?", "did he graduate?": whether the qualifications finished, not whether one is
// a university degree ("did he graduate from university?" is) nor its grade.
const GRADUATE = new Set(['graduate', 'graduated', 'grad']);
const NOT_BARE = new Set([
  ...DEGREE_ASKED,
  ...DEGREE_WORDS,
  'honours',
  'honors',
  'distinction',
  'grade',
  'gpa',
]);
function graduatedYesNo(ctx: Ctx): Answer | undefined {
  const w = ctx.q.words;
  if (!ctx.q.yesNo || !w.some((x) => GRADUATE.has(x)) || w.some((x) => NOT_BARE.has(x))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const studies = newestFirst(educationOf(ctx.cat).filter(isQualification));
  const ongoing = studies.filter((e) => e.entry.end === 'present' || dueLater(e, ctx.now));
  const done = studies.filter((e) => !ongoing.includes(e) && e.entry.end && !unfinished(e));
  if (!done.length && !ongoing.length) return undefined;
  const lines = [...done, ...ongoing].map((e) => ending(ctx, e));
  const lead = done.length ? 'Yes' : 'Not yet';
  return answer(`${lead}: ${lines.join('; ')}.`, [...done, ...ongoing]);
}

/** Whether the owner holds a degree, or, asked of a certificate alone, which certificates. */
export const hasDegree = (ctx: Ctx): Answer =>
  graduatedYesNo(ctx) ??
  ((asksCertificate(ctx.q.words) && !ctx.q.words.some((w) => DEGREE_WORDS.has(w))) ||
  termAsked(ctx.q.words, namedItems(ctx), ctx.focus).length
    ? certificates(ctx)
    : degrees(ctx));

function degrees(ctx: Ctx): Answer {
  const edu = newestFirst(educationOf(ctx.cat));
  const degrees = edu.filter(isDegree);
  const others = edu.filter((e) => !isDegree(e) && isQualification(e));
  const rest = edu.filter((e) => !isQualification(e));
  // A subject asked about ("in computer science") is checked against each degree's own name.
  const subject = ctx.passages
    .topicWords(ctx.q.words.filter((w) => !NO_SUBJECT.has(w) && !DEGREE_WORDS.has(w)))
    .map((w) => (SUBJECTS[w] ?? [w]).map((phrase) => phrase.split(' ')));
  // A word may name the subject, the school or its town ("in Delft", "in budapest").
  const inSubject = (e: (typeof edu)[number]) => {
    const named = tokens(`${e.entry.role ?? ''} ${e.title}`).map(stemmer);
    const placed = tokens(`${e.entry.organisation ?? ''} ${e.entry.location ?? ''}`).map(stemmer);
    const has = (w: string) => [...named, ...placed].some((n) => n.startsWith(stemmer(w)));
    return subject.every((phrases) => phrases.some((phrase) => phrase.every(has)));
  };
  // "Is he formally trained?", "formal education in software?": a diploma counts as much as a degree.
  const formal = formalAsked(ctx.q.words);
  const pool = formal ? [...degrees, ...others] : degrees;
  // "Does she have a driving licence?" is not about a degree at all.
  const aboutDegree = ctx.q.words.some((w) => NO_SUBJECT.has(w) || DEGREE_WORDS.has(w));
  if (!aboutDegree && subject.length) return notOnSite(ctx);
  // A level asked about ("a PhD", "a master's") is checked against each degree's own name too.
  const level = DEGREE_LEVELS.find((l) => ctx.q.words.some((w) => l.has(w)));
  const atLevel = (e: (typeof edu)[number]) =>
    !level || tokens(`${e.entry.role ?? ''} ${e.title}`).some((w) => level.has(w));
  const matching = (subject.length ? pool.filter(inSubject) : pool).filter(atLevel);
  const line = (e: Entry) => entryLine(e, ctx.now);
  const lines = [degreeLead(ctx, matching, degrees)];
  const besideOthers = others.filter((e) => !matching.includes(e));
  if (besideOthers.length)
    lines.push(
      `${degrees.length || matching.length ? 'Also' : 'Qualification'}: ${listing(besideOthers.map(line))}.`,
    );
  if (rest.length)
    lines.push(`${degrees.length || others.length ? 'And' : 'Education'}: ${listing(rest.map(line))}.`);
  // "A degree in computer science?", "a PhD?": the one asked is what the answer is about; the rest are beside it.
  return answer(
    lines.join(' '),
    (subject.length || level) && matching.length ? matching : [...degrees, ...others, ...rest],
  );
}

// Words of "did she go to the University of Gdańsk?" that name no place of study themselves.
const STUDY_ASKING = new Set([
  'go',
  'went',
  'study',
  'studied',
  'attend',
  'attended',
  'university',
  'college',
  'school',
  'degree',
]);

/** "Did she go to the University of Gdańsk?" of a study whose own words say "a BSc at the University of Gdańsk". */
function placeSaid(ctx: Ctx): { e: Entry; text: string } | undefined {
  const own = ctx.q.words.filter(
    (w, i) =>
      !FUNCTION_WORDS.has(w) && !STUDY_ASKING.has(w) && !ctx.q.found.some((f) => f.start <= i && i < f.end),
  );
  if (!own.length || own.some((w) => englishWords().has(w))) return undefined;
  return ctx.cat.entries
    .filter((e) => e.section.id === 'education')
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ e, text })))
    .find(({ text }) => own.every((w) => tokens(text).includes(w)));
}

/** An education entry's own sentence naming a degree of the level asked ("after a BSc in Physics"). */
function levelSaid(ctx: Ctx, level: ReadonlySet<string>): { e: Entry; text: string } | undefined {
  return ctx.cat.entries
    .filter((e) => e.section.id === 'education')
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ e, text })))
    .find(({ text }) =>
      tokens(text.replace(/\b(\p{Lu}\p{Ll}?)\.(?=\p{Lu})/gu, '$1')).some((w) => level.has(w)),
    );
}

/** The yes or no on a degree: those held, in progress, left before the end, or of another subject. */
function degreeLead(ctx: Ctx, matching: readonly Entry[], degrees: readonly Entry[]): string {
  // A degree still in progress is not yet held; one left before the end is not held at all.
  const left = matching.filter(unfinished);
  const held = matching.filter(
    (e) => e.entry.end !== 'present' && !dueLater(e, ctx.now) && !left.includes(e),
  );
  const line = (e: Entry) => entryLine(e, ctx.now);
  // "When did she graduate?": when each degree asked about (or every one) was finished.
  const finished = (matching.length ? matching : degrees).filter(
    (e) => e.entry.end && e.entry.end !== 'present' && !unfinished(e) && !dueLater(e, ctx.now),
  );
  if (ctx.q.words.includes('when') && finished.length)
    return `${ctx.v.name} finished ${listing(finished.map((e) => `${itemLink(e)}${at(e)} in ${when(e.entry.end!)}`))}.`;
  // "Did she go to university at all?" asks whether she studied there, finished or not.
  if (ATTENDED.test(ctx.q.words.join(' ')) && left.length && left.length === matching.length)
    return `Yes, though not to a degree: ${listing(left.map(line))}.`;
  if (matching.length) return heldOrUnderway(ctx, matching, degrees, held, left);
  // A degree left before the end is none held: "No: ... holds no degree", never "his degree is".
  const kept = degrees.filter((e) => !unfinished(e));
  const dropped = degrees.filter(unfinished);
  const noneKept = !kept.length && dropped.length > 0;
  return noneKept && !levelOrPlaceSaid(ctx)
    ? `No: the site lists no degree ${ctx.v.name} finished. ${capitalised(ctx.v.they)} studied ${listing(dropped.map(line))}.`
    : `${noneHeldLead(ctx, kept.map(line))}${dropped.length ? ` Also studied: ${listing(dropped.map(line))}.` : ''}`;
}

/** A degree of the level asked, or the place studied, named in the owner's own words. */
const levelOrPlaceSaid = (ctx: Ctx) => {
  const level = DEGREE_LEVELS.findIndex((l) => ctx.q.words.some((w) => l.has(w)));
  return (level < 0 ? undefined : levelSaid(ctx, DEGREE_LEVELS[level]!)) ?? placeSaid(ctx);
};

/**
 * The degrees asked about: those held first, one still underway said to be so; where none asked
 * about is held yet, the degrees held in another subject beside it.
 */
function heldOrUnderway(
  ctx: Ctx,
  matching: readonly Entry[],
  degrees: readonly Entry[],
  held: readonly Entry[],
  left: readonly Entry[],
): string {
  const line = (e: Entry) => entryLine(e, ctx.now);
  const underway = matching.filter((e) => !held.includes(e) && !left.includes(e));
  if (!held.length && !underway.length) return `No: ${listing(left.map(line))}.`;
  const still = underway.length ? ` Still underway: ${listing(underway.map(line))}.` : '';
  if (held.length) return `Yes: ${listing(held.map(line))}.${still}`;
  const elsewhere = degrees.filter(
    (e) => !matching.includes(e) && e.entry.end !== 'present' && !dueLater(e, ctx.now) && !unfinished(e),
  );
  const besides = elsewhere.length
    ? ` ${ctx.v.name}'s ${elsewhere.length === 1 ? 'degree is' : 'degrees are'} ${listing(elsewhere.map(line))}.`
    : '';
  return `Not yet: ${listing(underway.map(line))}.${besides}`;
}

/** No degree of the kind asked is listed: unless the own words name one, the degrees there are, or none. */
function noneHeldLead(ctx: Ctx, degrees: readonly string[]): string {
  // "A bachelor's?" of "I came for the master after a BSc in Physics": the degree the own words name.
  const level = DEGREE_LEVELS.findIndex((l) => ctx.q.words.some((w) => l.has(w)));
  const named = (level < 0 ? undefined : levelSaid(ctx, DEGREE_LEVELS[level]!)) ?? placeSaid(ctx);
  if (named) return `Yes, in ${ctx.v.their} own words (${itemLink(named.e)}): “${named.text}”`;
  if (degrees.length)
    return `No: ${ctx.v.name}'s ${degrees.length === 1 ? 'degree is' : 'degrees are'} ${listing([...degrees])}.`;
  // "A master's?" of an owner with other qualifications: no degree of that level, not none at all.
  return `No: the site lists no ${level < 0 ? 'university degree' : LEVEL_NAMES[level]} for ${ctx.v.name}.`;
}

/** Life before software: the entries in another field, or, for an owner who never changed, the education and first role. */
// A sentence giving a reason for a move: "I wanted to build them, so in 2019 I left for a bootcamp".
const REASON =
  /\b(?:because|so (?:in|i|that)|wanted to|decided|which is why|that's why|the reason|reali[sz]ed|fell in love|enjoyed [^.]* more than)\b/i;
const MOVE =
  /\b(?:left|leave|switch\w*|mov\w*|bootcamp|code|coding|programming|software|developer|engineer\w*)\b/i;

/** "...and why?": the owner's own sentence on why they moved, from the About's personal entries. */
const whyInOwnWords = (ctx: Ctx) =>
  ctx.cat.entries
    .filter((e) => e.section.id === 'personal')
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ e, text })))
    .filter(
      ({ text }) => REASON.test(text) && MOVE.test(text) && !(RELOCATION.test(text) && !CAREER.test(text)),
    )
    .slice(0, 1);
// "We are planning a move to Canada, so I am open to relocating": a move of home, not of career.
const RELOCATION = /\b(?:relocat\w*|emigrat\w*|mov(?:e|ed|ing) (?:to|abroad|back|house|country))\b/i;
const CAREER = /\b(?:code|coding|programming|software|developer|engineer\w*|career|job)\b/i;

export function background(ctx: Ctx): Answer {
  const facts = careerStory(ctx);
  const reason = REASON_ASKED.test(ctx.q.words.join(' ')) ? switchFaq(ctx) : undefined;
  if (reason)
    return answer(
      `In ${ctx.v.name}'s own words: “${reason.answer}”\n\n${facts.text}`,
      [faqItemId(ctx.cat, reason), ...facts.items],
      'faq',
    );
  const why = ctx.q.words.includes('why') ? whyInOwnWords(ctx) : [];
  if (why.length && !facts.text.includes(why[0]!.text))
    return answer(
      `Why, in ${ctx.v.name}'s own words (${source(why[0]!.e)}): “${why[0]!.text}”\n\n${facts.text}`,
      [why[0]!.e.id, ...facts.items],
    );
  // "How did he get into programming?" is answered by the owner's own story first.
  const own = ctx.q.words.includes('how') ? startedInOwnWords(ctx) : [];
  if (own.length)
    return answer(
      `In ${ctx.v.name}'s own words (${source(own[0]!.item)}): “${own[0]!.text}”\n\n${facts.text}`,
      [own[0]!.item.id, ...facts.items],
    );
  return facts;
}

/** The owner's own sentence on starting to code ("I started programming at 15"), where the About has one. */
const startedInOwnWords = (ctx: Ctx) =>
  ctx.passages
    .find(
      // "What was the first program he wrote?": a sentence on the first program first.
      ctx.q.words.includes('first')
        ? ['first', 'program', 'programming', 'code']
        : ['started', 'programming', 'coding'],
      3,
      ownVoice,
    )
    .filter(
      (p) =>
        /\b(?:start|began|begun|first)/i.test(p.text) &&
        /\b(?:program|programs|programming|code|coding|coded|software|script|scripts)\b/i.test(p.text),
    )
    .slice(0, 1);

// The owner's own words on coming into software: "before switching to code", "came to software sideways".
const CAME_TO_SOFTWARE =
  /\b(?:before (?:switching|moving|becoming|turning|retraining|code|coding|software|tech|programming|a bootcamp)|came (?:in)?to (?:software|code|coding|the web|tech|programming|operations|engineering)|(?:switch|mov|chang)(?:ed|ing) (?:in)?to (?:software|code|coding|tech|programming)|spent \w+ years|started out as|career (?:change|switch))/i;
// A field's words said of the past ("I taught chemistry for four years").
const PAST = /\b(?:spent|was|were|used to|started|began|worked|taught|years)\b/i;
// Words of any job title, which name no field of their own.
const ANY_JOB = new Set([
  'engineer',
  'engineering',
  'developer',
  'analyst',
  'manager',
  'assistant',
  'junior',
  'senior',
  'lead',
  'head',
  'studies',
]);

/** The owner's own sentence on life before software: one on the move, or on the earlier field in the past. */
function beforeInOwnWords(ctx: Ctx, other: readonly Entry[]): Passage[] {
  const fields = ctx.passages
    .topicWords(other.flatMap((e) => tokens(e.entry.role ?? e.title)))
    .filter((w) => !ANY_JOB.has(w) && !DEGREE_WORDS.has(w));
  return ctx.passages
    .find(
      ['before', 'career', 'switching', 'sideways', ...fields],
      1,
      (i) => i.type === 'entry' && i.section.id === 'personal',
    )
    .filter(
      (p) =>
        CAME_TO_SOFTWARE.test(p.text) ||
        (PAST.test(p.text) && fields.some((f) => ctx.passages.says(p.text, [f]))),
    );
}

/** Life before software as the data gives it: the entries in another field, or the education and first role. */
/**
 * "What's her background?": the jobs after the move into software too; "before becoming a developer"
 * asks only for what came first.
 */
const laterEntries = (ctx: Ctx, software: readonly Entry[], first: Entry) =>
  ctx.q.words.some((w) => w === 'before' || w === 'prior' || w === 'previous')
    ? []
    : software.filter((e) => e !== first && dateKey(e) > dateKey(first));

function careerStory(ctx: Ctx): Answer {
  const software = chronological(ctx.cat.entries.filter((e) => e.section.id !== 'personal' && isSoftware(e)));
  // Work of another field taken up beside a software job already running (teaching part-time) is
  // not the career before software.
  const beside = (e: Entry) =>
    software.some((s) => {
      const [x, y] = [spanOf(e.entry, ctx.now), spanOf(s.entry, ctx.now)];
      return s.section.id === 'career' && y.from < x.from && x.from <= y.to;
    });
  // A career break is of no field: not the career before software.
  const other = chronological(
    ctx.cat.entries.filter(
      (e) => e.section.id !== 'personal' && !isSoftware(e) && !beside(e) && !careerBreak(e),
    ),
  );
  if (other.length) {
    // The move into software is the first software entry after the last other one; software
    // entries before it (a first degree) came before that career.
    const last = dateKey(other[other.length - 1]!);
    // A semester abroad inside a degree is part of that degree, not something before it.
    const within = (e: Entry) =>
      other.some((o) => {
        const [x, y] = [spanOf(e.entry, ctx.now), spanOf(o.entry, ctx.now)];
        return o.entry.start && y.from <= x.from && x.to <= y.to;
      });
    const earlier = software.filter((e) => dateKey(e) < last && !within(e));
    const first = software.find((e) => dateKey(e) >= last && !other.includes(e));
    // A job is what the owner was; studies are what they studied, finished or left.
    const line = (e: Entry) =>
      `${itemLink(e)}${at(e)}${dates(e)}${e.section.id === 'education' && unfinished(e) ? ', left before the end' : ''}`;
    const studies = other.filter((e) => e.section.id === 'education').map(line);
    const jobs = other.filter((e) => e.section.id !== 'education').map(line);
    const before = [
      jobs.length ? `was ${listing(jobs)}` : '',
      studies.length ? `studied ${listing(studies)}` : '',
    ].filter(Boolean);
    const said = beforeInOwnWords(ctx, other);
    const since = first ? laterEntries(ctx, software, first) : [];
    // An entry that ran at the same time as one of the other career went alongside it, not before it.
    const overlapsOther = (e: Entry) => {
      const x = spanOf(e.entry, ctx.now);
      return other.some((o) => {
        const y = spanOf(o.entry, ctx.now);
        return !!o.entry.start && x.from <= y.to && y.from <= x.to;
      });
    };
    const ranBeside = earlier.filter(overlapsOther);
    const ranBefore = earlier.filter((e) => !ranBeside.includes(e));
    const context = [
      ranBefore.length ? `after ${listing(ranBefore.map((e) => entryLine(e, ctx.now)))}` : '',
      ranBeside.length ? `alongside ${listing(ranBeside.map((e) => entryLine(e, ctx.now)))}` : '',
    ].filter(Boolean);
    return answer(
      [
        `Before software, ${ctx.v.name} ${before.join(', and ')}${context.length ? `, ${context.join(', and ')}` : ''}.${first ? ` ${ctx.v.They} moved into software with ${entryLine(first, ctx.now)}.` : ''}${since.length ? ` Since then: ${listing(since.map((e) => entryLine(e, ctx.now)))}.` : ''}`,
        ...said.map((p) => `In ${ctx.v.name}'s own words (${source(p.item)}): “${p.text}”`),
      ].join('\n\n'),
      [...other, ...earlier, ...(first ? [first] : []), ...since, ...said.map((p) => p.item)],
    );
  }
  const edu = chronological(educationOf(ctx.cat));
  const job = chronological(careerOf(ctx.cat))[0];
  // The owner's own words on what came before, where the About says it.
  const said = ctx.passages.find(
    ['before', 'career', 'switching', 'tech', 'programming', 'software'],
    1,
    ownVoice,
  );
  const parts = [
    `The site lists no job before ${ctx.v.name}'s software career.`,
    edu.length ? `Education: ${listing(edu.map((e) => entryLine(e, ctx.now)))}.` : '',
    job ? `First role: ${entryLine(job, ctx.now)}.` : '',
    ...said.map((p) => `\n- ${source(p.item)}: “${p.text}”`),
  ];
  return answer(parts.filter(Boolean).join(' '), [...edu, ...(job ? [job] : []), ...said.map((p) => p.item)]);
}

// "Start coding professionally", "his first paid dev job": a job, not study or teaching oneself.
const PAID = new Set(['professionally', 'professional', 'paid', 'job', 'employed', 'career', 'commercially']);

export function startCoding(ctx: Ctx): Answer {
  const paid = ctx.q.words.some((w) => PAID.has(w));
  const first = chronological(
    ctx.cat.entries.filter(
      (e) =>
        (paid ? e.section.id === 'career' : e.section.id !== 'personal') && isSoftware(e) && e.entry.start,
    ),
  )[0];
  const said = startedInOwnWords(ctx);
  const own = said.map((p) => `In ${ctx.v.name}'s own words (${source(p.item)}): “${p.text}”`);
  if (!first)
    return own.length
      ? answer(own[0]!, [said[0]!.item])
      : answer(`The site doesn't say when ${ctx.v.name} started coding.`, [], 'not-on-site');
  const entry = `The earliest software ${paid ? 'job' : 'entry'} on the site is ${entryLine(first, ctx.now)}: from ${when(first.entry.start!)}.`;
  // "Has she been coding for about four years?": the time since, weighed.
  const months = monthNow(ctx.now) - monthOf(first.entry.start!);
  const claim = claimAsked(ctx.q, true);
  const lead = claim
    ? `${meets(claim, months) ? 'Yes' : 'No'}: ${duration(months)} by the site's dates. `
    : '';
  return answer(`${lead}${[...own, entry].join('\n\n')}`, [...said.map((p) => p.item), first]);
}

/** Months from an entry's start to its end, or to now for one still going on. */
/** An ended entry's months count both ends ("September to February" is six); one going on counts to now. */
function monthsLong(entry: { start?: string; end?: string }, now: Date): number {
  const { from, to } = spanOf(entry, now);
  return to - from + (entry.end && entry.end !== 'present' ? 1 : 0);
}

// "A 12-week bootcamp", "six-month internship": a length the entry's own words give it.
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
const LENGTH = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](weeks?|months?)';
const STINT =
  '(?:full[- ]time |part[- ]time |intensive )?(?:bootcamp|course|programme|program|internship|contract|placement|apprenticeship|residency|fellowship)';
const TITLE_LENGTH = new RegExp(`\\b${LENGTH}\\b`, 'i');
const CONTENT_LENGTH = new RegExp(`\\b${LENGTH},? ${STINT}\\b`, 'i');

/**
 * The length an entry's title, or its own words of the stint itself, state ("12 weeks"), where its
 * dates agree within two months: months alone round a 12-week bootcamp up to four.
 */
function ownLength(e: Entry, months: number): string | undefined {
  const m = TITLE_LENGTH.exec(`${e.entry.role ?? ''} ${e.title}`) ?? CONTENT_LENGTH.exec(e.entry.content);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word) + 1;
  const weeks = /^week/i.test(m[2]!);
  if (Math.abs((weeks ? n / 4.35 : n) - months) > 2) return undefined;
  return `${word} ${weeks ? 'week' : 'month'}${n === 1 ? '' : 's'}`;
}

/**
 * ": about 3 years" after an entry, when the question asks how long; "how long was he tech lead?"
 * of a post the job's words date later than the job: the time in that post, then at the place.
 */
const howLong = (ctx: Ctx, e: Entry) => {
  // "How long", "how many years".
  const w = ctx.q.words;
  const asked = w.includes('how') && (w.includes('long') || (w.includes('many') && w.includes('years')));
  if (!asked || !e.entry.start) return '';
  const months = monthsLong(e.entry, ctx.now);
  const all = ownLength(e, months) ?? duration(months);
  const post = postStart(e);
  const title = tokens(e.entry.role ?? e.title).filter((w) => w.length > 3);
  const postAsked = post && title.some((w) => ctx.q.words.includes(w)) && !IN_ALL.test(ctx.q.words.join(' '));
  if (!postAsked) return `: ${all}`;
  const inPost = duration(monthsLong({ start: post, end: e.entry.end }, ctx.now));
  return `: ${inPost} in this post, ${all} at ${e.entry.organisation ?? 'the place'} in all`;
};

/** A span of months as a visitor says it: "almost 3 years", "over 2 years", "about 4 years". */

const STARTING = new Set([
  'start',
  'started',
  'starting',
  'begin',
  'began',
  'learn',
  'learned',
  'learnt',
  'pick',
  'picked',
  'first',
]);

/** "When did she start…?", "what year did he begin…?": when something began. */
const asksStart = (words: readonly string[]) =>
  (words.includes('when') || words.includes('year')) && words.some((w) => STARTING.has(w));

/** "When did she start using React?", "since when does he use Go?": when a skill began. */
export const asksSince = (words: readonly string[]) =>
  (words.includes('when') && words.some((w) => STARTING.has(w))) || words.join(' ').includes('since when');

/** The earliest a technology shows on the site: the first job or study naming it or work built with it. */
function earliestWith(jobs: readonly Entry[], used: readonly Item[]): string {
  const dated = [
    ...jobs.map((e) => ({
      key: e.entry.start!,
      text: `${itemLink(e)}${at(e)} (from ${when(e.entry.start!)})`,
    })),
    ...used.map((w) => ({
      key: dateKey(w),
      text: `${itemLink(w)} (${dateKey(w).endsWith('-00') ? dateKey(w).slice(0, 4) : when(dateKey(w))})`,
    })),
  ].sort((a, b) => a.key.localeCompare(b.key));
  return dated[0]!.text;
}

/** Years with one technology: the site gives none per skill, so the jobs that name it and their span. */
/** "When did they last work with jQuery?", "most recently used": the latest use asked for. */
export const asksLast = (words: readonly string[]) =>
  words.includes('last') || words.includes('lastly') || words.includes('recently');

/** When a piece of work is dated: its month, or its year where it has no month. */
const workDate = (w: Item) => (dateKey(w).endsWith('-00') ? dateKey(w).slice(0, 4) : when(dateKey(w)));

/** The latest job naming a technology or piece of work built with it, by when it ended or was made. */
function latestWith(ctx: Ctx, jobs: readonly Entry[], used: readonly Item[]): string {
  const job = [...jobs].sort((a, b) => endKey(a).localeCompare(endKey(b))).at(-1);
  const work = newestFirst(used)[0];
  const jobEnd = job ? endKey(job) : '';
  if (job && (!work || jobEnd >= dateKey(work))) return `${itemLink(job)}${at(job)}${dates(job)}`;
  return `${itemLink(work!)} (${workDate(work!)})`;
}

/** The jobs whose title or own words name a technology as written ("Java" is not "JavaScript"). */
const jobsNaming = (ctx: Ctx, tech: Tech) =>
  chronological(
    careerOf(ctx.cat).filter(
      (e) => e.entry.start && (namesTech(tech, e.entry.role ?? e.title) || namesTech(tech, e.entry.content)),
    ),
  );

/** The jobs and studies whose title or own words name a technology. */
const entriesNaming = (ctx: Ctx, tech: Tech) =>
  chronological(
    [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter(
      (e) => e.entry.start && (namesTech(tech, e.entry.role ?? e.title) || namesTech(tech, e.entry.content)),
    ),
  );

/** "Which has she used longer, React or Vue?": each by the span of the jobs and studies naming it. */
function techsLonger(ctx: Ctx, techs: readonly Tech[]): Answer {
  const spans = techs
    .map((t) => ({ t, jobs: entriesNaming(ctx, t), work: ctx.cat.work.filter((w) => usesTech(w, t)) }))
    .map((x) => ({ ...x, months: monthsCovered(x.jobs, ctx.now) }))
    .sort((a, b) => b.months - a.months);
  const [first, second] = spans;
  const lead =
    first && second && first.months - second.months >= BREAK_MONTHS
      ? `By the jobs and studies that name them, ${ctx.v.name} has used ${first.t.title} longer.`
      : 'The site gives no years per skill; by the jobs and studies that name them, about as long each:';
  const lines = spans.map(
    (x) =>
      `- ${x.t.title}: ${x.jobs.length ? `entries naming it span ${duration(x.months)} (${listing(x.jobs.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))})` : 'no job or study names it'}${x.work.length ? `; work: ${listing(x.work.map((w) => `${itemLink(w)} (${workDate(w)})`))}` : ''}`,
  );
  return answer(
    `${lead}\n${lines.join('\n')}`,
    spans.flatMap((x) => [...x.jobs, ...x.work]),
  );
}

/** The month a piece of work or an entry naming a technology is first dated (a year alone: its January). */
const firstMonth = (i: Item) =>
  monthOf(i.type === 'entry' ? i.entry.start! : dateKey(i).replace(/-00$/, '-01'));

const AT_WORK =
  /\b(?:at work|professionally|commercially|in (?:a|his|her|their) jobs?|on the job|in industry)\b/;

/**
 * An entry naming a technology, from when its own words say the use began: "In 2023 I wrote our
 * first Rust firmware" of a job from 2018 starts the Rust in 2023.
 */
function usedFrom(e: Entry, tech: Tech): Entry {
  const [from, to] = [e.entry.start!.slice(0, 4), (e.entry.end ?? '9999').slice(0, 4)];
  // The year in the same clause as the technology ("In 2023 I wrote our first Rust firmware").
  const years = sentencesOf(e.entry.content)
    .flatMap((t) => t.split(/[,;:]| and /))
    .filter((t) => namesTech(tech, t))
    .flatMap((t) => t.match(/\b(?:19|20)\d{2}\b/g) ?? [])
    .filter((y) => y > from && (e.entry.end === 'present' || y <= to));
  const year = years.sort()[0];
  return year ? { ...e, entry: { ...e.entry, start: year } } : e;
}

/** "Has she been in data for over 10 years?": yes or no to a length claimed, before the span that settles it. */
/** "Yes: " or "No: " to a length claimed; "for five years" counts where what was done is known. */
function claimVerdict(ctx: Ctx, months: number, known = false): string {
  const claim = claimAsked(ctx.q, known);
  // A rank claimed for a length ("a lead for seven years") is not settled by the span of a career.
  if (!claim || ctx.q.words.some((w) => RANKS.has(w))) return '';
  return `${meets(claim, months) ? 'Yes' : 'No'}: `;
}

/**
 * "Has he used TypeScript for more than three years?": the claim weighed against the time the jobs
 * and studies naming it span, and against the earliest the site shows it; where the two disagree,
 * the site cannot settle it and says both.
 */
function techClaim(ctx: Ctx, tech: Tech): Answer | undefined {
  const claim = claimAsked(ctx.q);
  if (!claim) return undefined;
  // "At work", "professionally": the jobs only, not studies or side work.
  const atWork = AT_WORK.test(ctx.q.words.join(' '));
  const entries = entriesNaming(ctx, tech)
    .filter((e) => !atWork || e.section.id === 'career')
    .map((e) => usedFrom(e, tech));
  const used = atWork ? [] : chronological(ctx.cat.work.filter((w) => usesTech(w, tech)));
  const all = [...entries, ...used].sort((a, b) => firstMonth(a) - firstMonth(b));
  const first = all[0];
  if (!first) return undefined;
  const lastOf = (i: Item) =>
    i.type !== 'entry'
      ? firstMonth(i)
      : i.entry.end === 'present' || !i.entry.end
        ? monthNow(ctx.now)
        : monthOf(i.entry.end, 'end');
  const latest = [...all].sort((a, b) => lastOf(b) - lastOf(a))[0]!;
  const since = monthNow(ctx.now) - firstMonth(first);
  const shown = lastOf(latest) - firstMonth(first);
  const from = earliestWith(entries, used);
  const till = lastOf(latest) === monthNow(ctx.now) ? 'now' : latestWith(ctx, entries, used);
  // Over a length: uses that far apart prove it, and a first use too recent disproves it; under one,
  // the other way round.
  // About a length: the time since the first use is near it or not.
  const yes = claim.over ? meets(claim, shown) : meets(claim, since);
  // At work, the jobs naming it bound the time: "more than six years at work" of jobs spanning less is no.
  const bound = atWork ? monthsCovered(entries, ctx.now) : since;
  const no = claim.approx ? !yes : claim.over ? !meets(claim, bound) : !meets(claim, shown);
  const spanned =
    first === latest
      ? `it shows ${tech.title} only in ${latestWith(ctx, entries, used)}, ${duration(shown)}`
      : `it shows ${tech.title} from ${from} to ${till}, ${duration(shown)}`;
  const recent = `the earliest it shows ${tech.title} in is ${from}, ${duration(since)} ago`;
  const head = yes
    ? `Yes, by the site's dates: ${claim.over ? spanned : recent}.`
    : no
      ? `No, by the site's dates: ${claim.over && !atWork ? recent : spanned}.`
      : `The site's dates don't settle it: ${spanned}.`;
  return answer(head, all);
}

/**
 * Jobs whose title or own words name a technology as written: "Java" is not "JavaScript". Where some
 * are titled for it ("iOS Developer"), those: a teacher's words on writing iOS apps for students
 * are no iOS job.
 */
function jobsForYears(ctx: Ctx, tech: Tech): Entry[] {
  const naming = jobsNaming(ctx, tech);
  const titled = naming.filter((e) => namesTech(tech, e.entry.role ?? e.title));
  // Beside them, a software job whose own sentence naming it says the owner built with it
  // ("I wrote native Android plugins", "so the Android and iOS apps share…" of a team they lead).
  const built = naming.filter(
    (e) =>
      !titled.includes(e) &&
      isSoftware(e) &&
      sentencesOf(e.entry.content).some((x) => namesTech(tech, x) && BUILT_WITH.test(x) && !TAUGHT.test(x)),
  );
  return titled.length ? chronological([...titled, ...built]) : naming;
}
const BUILT_WITH =
  /\bI (?:\w+ )?(?:wrote|write|built|build|lead|led|introduced|shipped|ship|developed|develop|maintain\w*|ported|migrated|architected|designed|moved)\b/;
const TAUGHT = /\b(?:taught|teach\w*|students?|pupils?|coached|lessons?)\b/i;

/**
 * "It shows React from April 2018 to November 2025, about 7 years; ": the whole time the site shows
 * a skill in, where work built with it runs past the jobs that name it.
 */
function shownAcross(ctx: Ctx, tech: Tech, jobs: readonly Entry[], used: readonly Work[]): string {
  const lastOfJob = (e: Entry) =>
    e.entry.end === 'present' || !e.entry.end ? monthNow(ctx.now) : monthOf(e.entry.end, 'end');
  const jobsTo = Math.max(...jobs.map(lastOfJob));
  const workTo = Math.max(...used.map(firstMonth));
  if (!used.length || workTo <= jobsTo) return '';
  const from = Math.min(...jobs.map(firstMonth), ...used.map(firstMonth));
  const to = Math.max(jobsTo, workTo);
  return `it shows ${tech.title} from ${earliestWith(jobs, used)} to ${latestWith(ctx, jobs, used)}, ${duration(to - from)}; `;
}

/** ", and work with it goes back to May 2023" where work predates every job that names it. */
function earlierWork(jobs: readonly Entry[], used: readonly Work[]): string {
  const first = used[0];
  const started = jobs.map((e) => dateKey(e)).sort()[0];
  return first && started && dateKey(first) < started
    ? `, and work with it goes back to ${workDate(first)}`
    : '';
}

/**
 * "How many years of React?" of "I've written Django since 2016 and React since 2018": the year the
 * owner's own words give for the skill, counted to now, with the sentence.
 */
function ownSince(ctx: Ctx, tech: Tech): Answer | undefined {
  if (asksLast(ctx.q.words)) return undefined;
  const names = [tech.title, ...tech.names].map((n) => regexEscaped(n));
  const since = new RegExp(`\\b(?:${names.join('|')})\\b[^.;,]{0,30}?\\bsince (\\d{4})\\b`, 'i');
  const own = mentionsOf(ctx, tech, 12).filter((x) => ownVoice(x.item));
  for (const p of own) {
    const year = since.exec(p.text)?.[1];
    if (!year) continue;
    const months = monthNow(ctx.now) - Number(year) * 12;
    return answer(
      `${capitalised(duration(months))}: in ${ctx.v.their} own words, ${ctx.v.name} has used ${tech.title} since ${year}. ${source(p.item)}: “${p.text}”`,
      [p.item],
    );
  }
  // "Over the last three years Rust has become my favourite language": the years the owner gives.
  for (const p of own) {
    const n = LAST_YEARS.exec(p.text)?.[1]?.toLowerCase();
    const years = n && (NUMBERS[n] ?? Number(n));
    if (!years) continue;
    return answer(`About ${years} years, in ${ctx.v.their} own words. ${source(p.item)}: “${p.text}”`, [
      p.item,
    ]);
  }
  return undefined;
}
const LAST_YEARS =
  /\b(?:over|for|in|during) the (?:last|past) (\d+|two|three|four|five|six|seven|eight|nine|ten) years\b/i;

/** The owner's own sentence naming a skill; a faq answer's only where it gives a time. */
const bearsOnYears = (p: Passage) =>
  ownVoice(p.item) && (p.item.type !== 'faq' || /\b(?:years?|since)\b/i.test(p.text));

/** " The nearest listed: PostgreSQL and ClickHouse." for a skill that is not listed. */
function nearLine(ctx: Ctx, tech: Tech): string {
  const near = nearest(ctx, tech).map((t) => t.title);
  return near.length ? ` The nearest listed: ${listing(near)}.` : '';
}

/** Years of a skill no entry mentions: listed without years, or not listed with the nearest that are. */
function neverMentioned(ctx: Ctx, tech: Tech): Answer {
  return answer(
    tech.listed
      ? `${ctx.v.name} lists ${tech.title} among ${ctx.v.their} skills (${tech.listed.category.name}), but the site gives no years for it and none of ${ctx.v.their} entries mentions it.`
      : `${tech.title} isn't among ${ctx.v.name}'s listed skills, and none of ${ctx.v.their} entries mentions it, so the site gives no years for it.${nearLine(ctx, tech)}`,
    [],
    tech.listed ? 'not-on-site' : 'not-listed',
  );
}

/** The years of a skill as claimed, titled or said by the owner, before any counted from dates. */
const yearsSaid = (ctx: Ctx, tech: Tech) =>
  techClaim(ctx, tech) ?? titledAs(ctx, tech) ?? ownSince(ctx, tech);

function techYears(ctx: Ctx, tech: Tech): Answer {
  const claimed = yearsSaid(ctx, tech);
  if (claimed) return claimed;
  const jobs = jobsForYears(ctx, tech);
  const used = chronological(ctx.cat.work.filter((w) => usesTech(w, tech)));
  const said = mentionsOf(ctx, tech, 12).filter(bearsOnYears);
  if (!jobs.length && !used.length && !said.length) return neverMentioned(ctx, tech);
  const months = monthsCovered(jobs, ctx.now);
  const since = asksSince(ctx.q.words) && (jobs.length || used.length);
  const last = asksLast(ctx.q.words) && (jobs.length || used.length);
  const head = since
    ? `The site gives no start date per skill; the earliest it shows ${tech.title} in is ${earliestWith(jobs, used)}.`
    : last
      ? `The latest the site shows ${tech.title} in is ${latestWith(ctx, jobs, used)}.`
      : jobs.length
        ? `The site gives no years per skill; ${shownAcross(ctx, tech, jobs, used)}the jobs that name ${tech.title} span ${duration(months)} in all${earlierWork(jobs, used)}:`
        : `The site gives no years per skill, and no job on it names ${tech.title}.`;
  // Each job's own sentence naming it, which may date it within the job ("switched from R for good").
  const sentence = (e: Entry) => sentencesOf(e.entry.content).find((x) => namesTech(tech, x));
  const lines = jobs.map((e) => {
    const own = sentence(e);
    return `- ${itemLink(e)}${at(e)}${dates(e)}${own ? `: “${own}”` : ''}`;
  });
  if (used.length)
    lines.push(
      `- Work built with it: ${listing(used.map((w) => `${itemLink(w)} (${[stackNameFor(w, tech) && `as ${stackNameFor(w, tech)}`, workDate(w)].filter(Boolean).join(', ')})`))}`,
    );
  for (const p of said.slice(0, 1)) lines.push(`- ${source(p.item)}: “${p.text}”`);
  return answer(`${head}\n${lines.join('\n')}`, [...jobs, ...used, ...said.map((p) => p.item)]);
}

const POSTS = new Set(['developer', 'engineer', 'programmer', 'dev', 'consultant', 'architect']);
const POST_STEMS = new Set([...POSTS, 'analyst', 'lead', 'manager', 'specialist'].map(stemmer));

/**
 * "How long did she work as a Java developer?": the jobs titled with the technology, their span,
 * apart from the jobs whose words only name it.
 */
function titledAs(ctx: Ctx, tech: Tech): Answer | undefined {
  const f = ctx.q.found.find((x) => x.entity.type === 'tech' && x.entity.tech === tech);
  const w = ctx.q.words;
  const as =
    f && (w[f.start - 1] === 'as' || (['a', 'an'].includes(w[f.start - 1]!) && w[f.start - 2] === 'as'));
  if (!as || !POSTS.has(w[f.end] ?? '')) return undefined;
  const jobs = jobsNaming(ctx, tech);
  const titled = jobs.filter((e) => namesTech(tech, e.entry.role ?? e.title));
  if (!titled.length) return undefined;
  const line = (e: Entry) => `- ${itemLink(e)}${at(e)}${dates(e)}`;
  const rest = jobs.filter((e) => !titled.includes(e));
  const also = rest.length
    ? `\nOther jobs whose own words name ${tech.title}:\n${rest.map(line).join('\n')}`
    : '';
  return answer(
    `${capitalised(duration(monthsCovered(titled, ctx.now)))} in ${titled.length === 1 ? 'the job' : 'the jobs'} titled with ${tech.title}:\n${titled.map(line).join('\n')}${also}`,
    jobs,
  );
}

/** "How many years has he worked in payments?": the jobs whose own words name the topic, their span. */
export function topicYears(ctx: Ctx, topic: readonly string[]): Answer | undefined {
  // A job titled for the topic ("Senior Site Reliability Engineer" for SRE) counts as much as its words.
  const anyTitled = careerOf(ctx.cat).filter((e) => topic.some((w) => titledBy(e, stemmer(w))));
  // "Coach football": of the jobs titled by a word, those whose own words have every word asked.
  const whole = anyTitled.filter((e) =>
    ctx.passages.says(`${e.entry.role ?? e.title} ${e.entry.organisation ?? ''} ${e.entry.content}`, topic),
  );
  const titled = topic.length > 1 && whole.length ? whole : anyTitled;
  // Beside a job titled for it, another job counts only by the topic's own words: a "hospital"
  // client is no nursing job. "I left to go freelance" tells of the next job, not of doing it there.
  const literal = (t: string) => topic.every((w) => tokens(t).some((x) => stemmer(x) === stemmer(w)));
  const says = (t: string) => (titled.length ? literal(t) : ctx.passages.says(t, topic));
  const ownWords = (e: Entry) =>
    sentencesOf(e.entry.content).some((t) => says(t) && !(titled.length && LEFT_FOR.test(t)));
  // "Tallow & Finch Games": the employer's own name says the field.
  const byName = (e: Entry) => says(e.entry.organisation ?? '');
  // Titles naming it in more than one job say the span; the prose fills in only beside fewer.
  // Every job whose own words have the topic, not only those that say it most often.
  const said = titled.length > 1 ? [] : careerOf(ctx.cat).filter((e) => ownWords(e) || byName(e));
  const jobs = chronological([...new Set([...titled, ...said])].filter((e) => e.entry.start));
  if (!jobs.length) return undefined;
  const lines = jobs.map((e) => `- ${itemLink(e)}${at(e)}${dates(e)}`);
  const named = listing(topic.map((w) => (SPELLED_OUT[w] ? w.toUpperCase() : w)));
  // "What year did she start in QA?": the first of them leads.
  const since = asksStart(ctx.q.words)
    ? `${ctx.v.name} started in ${named} in ${when(jobs[0]!.entry.start!)}. `
    : '';
  return answer(
    `${since}${claimVerdict(ctx, monthsCovered(jobs, ctx.now), true)}${claimAsked(ctx.q, true) ? 'the' : 'The'} jobs on the site ${titled.length > 1 ? 'titled for' : `whose own words ${said.some((e) => !ownWords(e)) ? "or employer's name " : ''}mention`} ${named} span ${duration(monthsCovered(jobs, ctx.now))} in all:\n${lines.join('\n')}`,
    jobs,
  );
}

const LEFT_FOR = /\b(?:left|leave|quit) (?:\w+ ){0,3}to (?:go|become|start|join|try)\b/i;

// Words of an experience question that name no kind of job: years, work in general, and levels.
const YEAR_WORDS = new Set([
  'year',
  'experi',
  'profession',
  'work',
  'career',
  'softwar',
  'develop',
  'dev',
  'senior',
  'junior',
  'lead',
  'staff',
  'princip',
]);

// Titles of a field that do not name it: an analytics engineer works in data.
const TITLED_IN: Record<string, string[]> = {
  data: ['analytics', 'analyst', 'scientist', 'science', 'warehouse', 'bi', 'etl', 'ml', 'machine'],
  mobile: ['ios', 'android', 'flutter', 'swift', 'kotlin', 'app'],
  web: ['frontend', 'backend', 'fullstack', 'javascript', 'react'],
  devops: ['platform', 'reliability', 'sre', 'infrastructure', 'cloud', 'ops'],
  embedded: ['firmware', 'hardware', 'iot', 'microcontroller', 'robotics'],
  automation: ['sdet', 'test', 'qa'],
  test: ['qa', 'sdet', 'quality', 'tester'],
};

// The same, by the stem a question's word is compared by ("mobil").
const TITLED_IN_STEMS: Record<string, string[]> = Object.fromEntries(
  Object.entries(TITLED_IN).map(([field, words]) => [stemmer(field), words]),
);

// Title words that all name someone who builds software: a "software engineer" asked about is
// the Backend Developer as much as the Backend Engineer.
const BUILDER_STEMS = new Set(['engin', 'develop', 'programm', 'coder', 'dev']);
const BUILDER_TITLES = new Set(['engineer', 'developer', 'programmer', 'coder', 'dev']);

const roleStems = (e: Entry) => joinCompounds(tokens(e.entry.role ?? e.title)).map(stemmer);
/**
 * Whether a job's title has a stemmed word, the words a short name spells out ("sre": site
 * reliability), or, for a field asked alone, a title word of that field ("analytics" for data).
 */
const titledBy = (e: Entry, w: string, field = false) =>
  roleStems(e).includes(w) ||
  (BUILDER_STEMS.has(w) && tokens(e.entry.role ?? e.title).some((x) => BUILDER_TITLES.has(x))) ||
  !!SPELLED_OUT[w]?.every((x) => roleStems(e).includes(stemmer(x))) ||
  (field && !!(TITLED_IN[w] ?? TITLED_IN_STEMS[w])?.some((x) => roleStems(e).includes(stemmer(x))));

const INTERNSHIP = /\b(?:intern|internship|placement|summer)\b/i;

const monthsOf = (ctx: Ctx, e: Entry) => monthsRun(e, ctx.now);

/** A career that began with an internship: the years since the first job after it, the internship beside them. */
function withInternship(ctx: Ctx, intern: Entry, jobs: Entry[], asked: readonly string[]): Answer {
  const first = jobs[0]!;
  // Up to now, or to the end of the last such job ("years of firmware" ended when the web work began).
  const last = chronological(jobs).at(-1)!;
  const end = Math.min(Math.max(...jobs.map((e) => spanOf(e.entry, ctx.now).to)), monthNow(ctx.now));
  const ended = end < monthNow(ctx.now) && !!last.entry.end;
  // Months no job covers (a career break) are not experience, as in `careerSpan`.
  const breaks = breaksBetween(ctx, jobs).filter((b) => b.from > monthOf(first.entry.start!));
  const off = breaks.reduce((n, b) => n + b.to - b.from + 1, 0);
  const count = duration(end - monthOf(first.entry.start!) - off);
  const left = breaksLeft(ctx, jobs, breaks);
  const { label, meanwhile, elsewhere } = fieldWords(ctx, jobs, asked);
  const current = jobs.filter((e) => e.entry.end === 'present' && e !== first);
  const now = current.length ? ` Now: ${listing(current.map((e) => `${itemLink(e)}${at(e)}`))}.` : '';
  const months = monthsOf(ctx, intern);
  const span = ended
    ? `from ${when(first.entry.start!)} to ${when(last.entry.end!)}`
    : `since ${when(first.entry.start!)}`;
  return answer(
    `${ctx.v.name}'s ${label ?? 'software career'} on the site: ${count} ${span} (${itemLink(first)}${at(first)}${ended && last !== first ? ` to ${itemLink(last)}${at(last)}` : ''}), across ${jobs.length} role${jobs.length === 1 ? '' : 's'}${left}, after ${months < 12 ? `a ${months}-month internship` : `an internship of ${duration(months)}`} from ${when(intern.entry.start!)} (${itemLink(intern)}${at(intern)}).${now}${meanwhile}`,
    [intern, ...jobs, ...elsewhere],
  );
}

/** The years of the jobs whose own words say a field the question names ("banking") and no job title does. */
function fieldYears(ctx: Ctx, titled: readonly string[]): Answer | undefined {
  const field = ctx.q.found
    .filter((f) => f.entity.type === 'kind')
    .flatMap((f) => ctx.q.words.slice(f.start, f.end));
  // A field the job titles name ("mobile") is counted by the titles.
  if (!field.length || field.some((w) => titled.includes(stemmer(w)))) return undefined;
  return topicYears(ctx, field);
}

/**
 * The jobs titled for the field a question names: any of its words when it says "or", else all of
 * them. Of "data scientist or ML engineer" either field counts, not any engineer.
 */
function fieldTitled(software: readonly Entry[], asked: readonly string[], either: boolean): Entry[] {
  const named = asked.filter((w) => !BUILDER_STEMS.has(w));
  const fields = either && named.length ? named : asked;
  if (!fields.length) return [];
  // "Data experience" is any data title; "data engineer" that title.
  // "Test automation" of "Software Development Engineer in Test": one word in the title, the
  // other by the titles of its field ("SDET", "test" for automation).
  // A post word ("engineer") in the title says nothing of the field: "data engineer" is no
  // "Analytics Engineer" whose words say "data".
  const field = (e: Entry, x: string) => !POST_STEMS.has(x) && titledBy(e, x);
  const has = (e: Entry, w: string) =>
    titledBy(e, w, fields.length === 1) ||
    (fields.some((x) => x !== w && field(e, x)) && titledBy(e, w, true));
  // "Test automation" of "QA Automation Engineer" whose own words say "tests": a word in the title,
  // the rest in the title or the job's own words.
  const says = (e: Entry, w: string) => tokens(e.entry.content).some((x) => stemmer(x) === w);
  return software.filter((e) =>
    either
      ? fields.some((w) => has(e, w))
      : fields.every((w) => has(e, w)) ||
        (fields.some((w) => field(e, w)) && fields.every((w) => has(e, w) || says(e, w))),
  );
}

export function experienceYears(ctx: Ctx): Answer {
  const techs = [...new Set(entitiesOf(ctx.q, 'tech').map((t) => t.tech))];
  if (techs.length > 1 && asksLonger(ctx.q.words)) return techsLonger(ctx, techs);
  if (techs[0]) return techYears(ctx, techs[0]);
  // "Is she junior or mid-level?": the level the current title names, before the years.
  const level = levelByTitle(ctx);
  if (level) {
    const years = yearsInSoftware({ ...ctx, q: { ...ctx.q, words: [], found: [] } });
    return { ...years, text: `${level}${years.text}` };
  }
  return yearsInSoftware(ctx);
}

function yearsInSoftware(ctx: Ctx): Answer {
  // "Years of industry experience" leaves out posts their own words call academic.
  const industry = ctx.q.words.some((w) => INDUSTRY_WORDS.has(w));
  // "As a developer": a job whose own words say no code was written there does not count.
  const coding = ctx.q.words.some((w) => DEVELOPING.has(w));
  const noCode = careerOf(ctx.cat).filter((e) => coding && isSoftware(e) && noCodeSaid(e));
  const software = chronological(
    careerOf(ctx.cat).filter(
      (e) => isSoftware(e) && e.entry.start && !(industry && academic(e)) && !noCode.includes(e),
    ),
  );
  // "years of data engineering experience": the jobs whose titles have the question's own words.
  // A short field name ("SRE") counts by its spelled-out title words even where it is no topic word.
  const short = ctx.q.words.filter((w) => SPELLED_OUT[w]);
  // "Freelancing" names a kind of work even where it reads as a verb.
  const kinds = ctx.q.found
    .filter((f) => f.entity.type === 'kind')
    .flatMap((f) => ctx.q.words.slice(f.start, f.end));
  const asked = [...new Set([...ctx.passages.topicWords(ctx.q.words), ...short, ...kinds])]
    .map(stemmer)
    .filter((w) => !YEAR_WORDS.has(w) && software.some((e) => titledBy(e, w)));
  // "How long has she worked in banking?": a field no job title names, by the jobs' own words.
  const inField = fieldYears(ctx, asked);
  if (inField) return inField;
  // "data / ML" or "data or ML" asks for either; "data engineering" for both words.
  const either = ctx.q.raw.includes('/') || ctx.q.words.includes('or');
  const titled = fieldTitled(software, asked, either);
  // "Years in security": jobs titled so, and jobs whose own words say so ("DevSecOps … security reviews").
  // Prose fills in beside the titles, with a sentence that has every word of the field.
  const said =
    titled.length >= 1
      ? ctx.passages
          .find(
            ctx.passages
              .topicWords(ctx.q.words, { verbs: true })
              .filter((w) => !YEAR_WORDS.has(stemmer(w)) && asked.includes(stemmer(w))),
            8,
            (i) => software.includes(i as Entry),
          )
          // Only a sentence with every word of the field asked about ("data engineering", not "data").
          .filter((p) => p.every)
          .map((p) => p.item as Entry)
      : [];
  const jobs = titled.length ? chronological([...new Set([...titled, ...said])]) : software;
  if (!jobs.length) return education(ctx);
  // A first internship ("Programming Intern, summer 2022") is said apart: the career counts from the job after it.
  const intern =
    jobs.length > 1 && INTERNSHIP.test(jobs[0]!.entry.role ?? jobs[0]!.title) ? jobs[0]! : undefined;
  const span = intern
    ? withInternship(ctx, intern, jobs.slice(1), titled.length ? asked : [])
    : careerSpan(ctx, jobs, titled.length ? asked : []);
  // "Professional experience" is paid work: a contributor or volunteer post is left out and named.
  const unpaid = PAID_ASKED.test(ctx.q.words.join(' ')) ? software.filter(isUnpaid) : [];
  if (unpaid.length)
    return withUnpaid(
      ctx,
      software.filter((e) => !isUnpaid(e)),
      unpaid,
    );
  const scholarly = industry
    ? careerOf(ctx.cat).filter((e) => isSoftware(e) && e.entry.start && academic(e))
    : [];
  return withoutAcademic(withoutCode(untitledLed(ctx, span, titled), noCode), scholarly);
}

const PAID_ASKED = /\b(?:professional|professionally|paid|industry|commercial|work experience)\b/;
const UNPAID = /\b(?:contributor|volunteer\w*|unpaid)\b/i;
const isUnpaid = (e: Entry) => UNPAID.test(e.entry.role ?? e.title);

/** Paid posts only: their span, or, where all are internships, each with its length. */
function withUnpaid(ctx: Ctx, paid: readonly Entry[], unpaid: readonly Entry[]): Answer {
  const left = ` Not counted, as unpaid: ${listing(unpaid.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))}.`;
  if (!paid.length) return answer(`The site lists no paid job for ${ctx.v.name}.${left}`, unpaid);
  const interns = paid.every((e) => INTERNSHIP.test(e.entry.role ?? e.title));
  if (interns)
    return answer(
      `${ctx.v.name}'s paid experience on the site is ${paid.length === 1 ? 'an internship' : `${paid.length} internships`}, ${duration(monthsCovered(paid, ctx.now))} in all: ${listing(chronological(paid).map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))}.${left}`,
      [...paid, ...unpaid],
    );
  const span = careerSpan(ctx, chronological([...paid]));
  return { ...span, text: `${span.text}${left}`, items: [...span.items, ...unpaid.map((e) => e.id)] };
}

/** "Years of industry experience": the span says so, and names the academic posts it leaves out. */
function withoutAcademic(span: Answer, scholarly: readonly Entry[]): Answer {
  if (!scholarly.length) return span;
  const lines = scholarly.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`);
  return {
    ...span,
    text: `${span.text.replace("'s software career", "'s industry career")} Not counted, as academic: ${listing(lines)}.`,
    items: [...span.items, ...scholarly.map((e) => e.id)],
  };
}

/** The career led by the field asked that no job title has ("No job on the site is titled for devops"). */
function untitledLed(ctx: Ctx, span: Answer, titled: readonly Entry[]): Answer {
  const field = titled.length ? undefined : fieldUntitled(ctx.q.words);
  return field ? { ...span, text: `No job on the site is titled for ${field}. ${span.text}` } : span;
}

// Words of the trade as a whole, which every software job is in.
const WHOLE_TRADE = new Set(['software', 'tech', 'technology', 'it', 'engineering', 'development']);
/** "Years of devops experience": a field of the trade the question names, which no title may have. */
const fieldUntitled = (words: readonly string[]) => words.find((w) => AREA_WORDS[w] && !WHOLE_TRADE.has(w));

// Words that ask for time spent writing code, not in the software trade as a whole.
const DEVELOPING = new Set([
  'developer',
  'developers',
  'programmer',
  'programming',
  'coder',
  'coding',
  'code',
]);

/** The sentence of a job's own words that says the owner wrote no code there, if any. */
const noCodeSaid = (e: Entry): string | undefined =>
  sentencesOf(e.entry.content).find((t) => NO_CODE.test(t));

/** A span of coding work, with the software jobs left out because their own words say no code. */
function withoutCode(span: Answer, noCode: readonly Entry[]): Answer {
  if (!noCode.length) return span;
  const lines = noCode.map((e) => `- ${itemLink(e)}${at(e)}${dates(e)}: “${noCodeSaid(e)}”`);
  return {
    ...span,
    text: `${span.text.replace("'s software career", "'s work writing code")}\nNot counted, as no code was written there:\n${lines.join('\n')}`,
    items: [...span.items, ...noCode.map((e) => e.id)],
  };
}

// A span between jobs shorter than this is a change of jobs, not a break.
const BREAK_MONTHS = 3;

/** The spans between the first of the jobs and now that none of them covers. */
function breaksBetween(ctx: Ctx, jobs: readonly Entry[]): { from: number; to: number }[] {
  const spans = jobs.map((e) => spanOf(e.entry, ctx.now)).sort((a, b) => a.from - b.from);
  const breaks: { from: number; to: number }[] = [];
  let reach = spans[0]?.to ?? 0;
  for (const s of spans.slice(1)) {
    if (s.from - reach - 1 > BREAK_MONTHS) breaks.push({ from: reach + 1, to: s.from - 1 });
    reach = Math.max(reach, s.to);
  }
  return breaks;
}

const overlapsSpan = (x: { from: number; to: number }, y: { from: number; to: number }) =>
  x.from <= y.to && y.from <= x.to;

/**
 * Asked by title ("test automation"): when the first job's own words say its titled post began,
 * where the field's word comes only then ("joined as a QA Engineer … in 2017 moved to automation").
 */
function fieldSince(e: Entry, asked: readonly string[]): string | undefined {
  const key = asked.length ? postStart(e) : undefined;
  if (!key) return undefined;
  // The words before the move ("joined as a Junior Data Analyst, and moved into…") are the earlier post's.
  const year = e.entry.content.search(new RegExp(`\\b${key.slice(0, 4)}\\b`));
  const moved = e.entry.content.slice(0, year).search(PROMOTED_IN);
  const at = moved >= 0 ? moved : year;
  const stems = (text: string) => tokens(text).map(stemmer);
  const [before, after] = [stems(e.entry.content.slice(0, at)), stems(e.entry.content.slice(at))];
  return asked.some((a) => after.includes(a) && !before.includes(a)) ? key : undefined;
}

/** "Years in data": the field as the question says it, and any job now that its titles leave out. */
function fieldWords(ctx: Ctx, jobs: readonly Entry[], asked: readonly string[]) {
  // "Data scientist or ML engineer": the words asked, with the "or" between them.
  const field = ctx.q.words
    .filter((w) => asked.includes(stemmer(w)) || w === 'or')
    .map((w) => (SPELLED_OUT[w] ? w.toUpperCase() : w))
    .join(' ')
    .replace(/^(?:or )+|(?: or)+$/g, '');
  if (!field) return { label: undefined, meanwhile: '', elsewhere: [] };
  const post = POSTS.has(field) || POSTS.has(field.split(' ').at(-1)!);
  const label = post ? `work as ${withArticle(field)}` : `work in ${field}`;
  // A field's jobs all ended while another job goes on: that job too, so none reads as idle.
  const elsewhere = jobs.some((e) => e.entry.end === 'present')
    ? []
    : careerOf(ctx.cat).filter((e) => e.entry.end === 'present' && !jobs.includes(e));
  // "…though its own words name React and Storybook": the field's skills that job names.
  const areas = areasIn(field);
  const named = ctx.cat.techs.filter(
    (t) => t.area && areas.includes(t.area) && elsewhere.some((e) => namesTech(t, e.entry.content)),
  );
  const though = named.length
    ? `, though ${elsewhere.length > 1 ? 'their' : 'its'} own words name ${listing(named.slice(0, 4).map((t) => t.title))}`
    : '';
  const meanwhile = elsewhere.length
    ? ` Now: ${listing(elsewhere.map((e) => `${itemLink(e)}${at(e)}`))}, not titled for ${field}${though}.`
    : '';
  return { label, meanwhile, elsewhere };
}

/** Now: every job still going on (a part-time one beside the main one too); else the latest. */
function latestLine(jobs: readonly Entry[]): string {
  const current = jobs.filter((e) => e.entry.end === 'present');
  const latest = current.length ? current : jobs.length > 1 ? [jobs[jobs.length - 1]!] : [];
  return latest.length
    ? ` ${current.length ? 'Now' : 'Most recently'}: ${listing(latest.map((e) => `${itemLink(e)}${at(e)}`))}.`
    : '';
}

/** ", not counting … when no job is listed": the breaks left out of a span, if any. */
function breaksLeft(
  ctx: Ctx,
  jobs: readonly Entry[],
  breaks: readonly { from: number; to: number }[],
): string {
  if (!breaks.length) return '';
  // A break in a field's jobs may be filled by a job of another kind.
  const filled = careerOf(ctx.cat).some(
    (e) => !jobs.includes(e) && breaks.some((b) => overlapsSpan(spanOf(e.entry, ctx.now), b)),
  );
  return `, not counting ${listing(breaks.map((b) => `${when(monthLabel(b.from))} to ${when(monthLabel(b.to))}`))}, when no ${filled ? 'such ' : ''}job is listed`;
}

const ALL_WORK = /\b(?:overall|in total|total|altogether|all together|combined|in all)\b/;

/** "Work experience overall": the months every job covers, where some are outside software. */
function allWork(ctx: Ctx, jobs: readonly Entry[], others: readonly Entry[]) {
  if (!others.length || !ALL_WORK.test(ctx.q.words.join(' '))) return undefined;
  const months = monthsCovered([...jobs, ...others], ctx.now);
  return {
    months,
    text: `${ctx.v.their} jobs on the site cover ${duration(months)}, in software and outside it.`,
  };
}

// "Been coding for ten years?": a plain length of writing code is one of the software career.
const CODING = new Set(['coding', 'programming', 'developing', 'developer', 'programmer', 'software']);
const codingAsked = (words: readonly string[]) => words.some((w) => CODING.has(w));

/** The software career from its first job: how long, across how many roles, and what goes on now. */
function careerSpan(ctx: Ctx, jobs: Entry[], asked: readonly string[] = []): Answer {
  const post = fieldSince(jobs[0]!, asked);
  const start = post ?? jobs[0]!.entry.start!;
  // Up to the end of the last of them: now, or when the last such job ended.
  const end = Math.max(...jobs.map((e) => spanOf(e.entry, ctx.now).to));
  const span = Math.min(end, monthNow(ctx.now)) - monthOf(start);
  // Months no job covers (a sabbatical) are not experience: the time in work is said, then the break.
  const breaks = breaksBetween(ctx, jobs).filter((b) => b.from > monthOf(start));
  const off = breaks.reduce((n, b) => n + b.to - b.from + 1, 0);
  const count = duration(span - off);
  // "About 15 years of work experience overall?": every job counts, in software or not.
  const others = post || asked.length ? [] : careerOf(ctx.cat).filter((e) => !isSoftware(e) && e.entry.start);
  const all = allWork(ctx, jobs, others);
  const verdict = claimVerdict(ctx, all?.months ?? span - off, asked.length > 0 || codingAsked(ctx.q.words));
  const total = all ? `${verdict ? 'in' : 'In'} all, ${all.text} ` : '';
  const left = breaksLeft(ctx, jobs, breaks);
  const now = latestLine(jobs);
  // "Years of professional experience": the jobs outside software count for the reader too.
  // "Years in mobile": the jobs titled by the question's own words, not the whole software career.
  const { label, meanwhile, elsewhere } = fieldWords(ctx, jobs, asked);
  const outside = others.length
    ? ` Outside software: ${listing(others.map((e) => `${itemLink(e)}${at(e)}${dates(e)}, ${duration(monthsRun(e, ctx.now))}`))}.`
    : '';
  return answer(
    `${verdict}${total}${ctx.v.name}'s ${post ? 'work in this field' : (label ?? 'software career')} on the site starts in ${when(start)} (${itemLink(jobs[0]!)}${at(jobs[0]!)}${post ? ', in its own words' : ''}): ${count}, across ${jobs.length} role${jobs.length === 1 ? '' : 's'}${left}.${now}${meanwhile}${outside}`,
    [...jobs, ...elsewhere, ...others],
  );
}

/** "Which hackathon did she organise?": the owner's hackathon roles a verb of the question names by its stem. */
export function rolesByVerb(ctx: Pick<Ctx, 'cat' | 'q'>): string[] {
  if (!ctx.q.words.some((w) => /^(?:hackathons?|jams?)$/.test(w))) return [];
  const roles = new Set(ctx.cat.work.flatMap((w) => (w.type === 'hackathon' ? w.hackathon.roles : [])));
  // Another form of the role's word ("organise" for "organiser"), not the word itself ("stack",
  // "data") nor its plural ("teams" of "team lead").
  const verbOf = (word: string) =>
    ctx.q.words.some((w) => singular(w) !== word && w.length > 3 && stemmer(w) === stemmer(word));
  return [...roles].filter((r) => tokens(r).some((w) => w.length > 3 && verbOf(w)));
}

/**
 * "What was his role at Fund Frontier?": the entries named, not every entry; "+what was his role
 * there?" after some of them: those. An entry whose name is the role asked ("Mentor") is found by
 * the role, not named.
 */
function teamsAsked(ctx: Ctx, asked: readonly string[]): Work[] {
  const isTeam = (i: Item): i is Work => i.type === 'hackathon';
  const byName = namedItems(ctx)
    .filter(isTeam)
    .filter((i) => !asked.some((r) => normalize(r) === normalize(i.title)));
  if (byName.length) return byName;
  return ctx.q.backRef ? ctx.focus.filter(isTeam) : [];
}

export function hackathonRoles(ctx: Ctx): Answer {
  const teams = chronological(ctx.cat.work.filter((w) => w.type === 'hackathon'));
  if (!teams.length)
    return answer(
      `${ctx.q.yesNo ? 'No: the' : 'The'} site lists no hackathons for ${ctx.v.name}.`,
      [],
      'not-listed',
    );
  const asked = [...new Set([...entitiesOf(ctx.q, 'role').map((r) => r.role), ...rolesByVerb(ctx)])];
  const named = teamsAsked(ctx, asked);
  // "A team lead at a hackathon in 2023?": the entries of that time only.
  const bound = yearBound(ctx);
  const among = (named.length ? teams.filter((t) => named.includes(t)) : teams).filter(
    (t) => !bound || bound.test(t),
  );
  // A full-stack role is back-end and front-end work too.
  const holds = (r: string) =>
    asked.includes(r) || (/full ?-?stack/i.test(r) && asked.some((a) => /^(?:back|front) ?-?end/i.test(a)));
  // "Only on the back end": the entries where no other side of the stack was the owner's too.
  const only = ctx.q.words.some((w) => ONLY.has(w));
  const otherSide = (r: string) => SIDE_ROLE.test(r) && !asked.includes(r);
  const shown = asked.length
    ? among.filter(
        (t) =>
          t.hackathon.roles.some(only ? (r) => asked.includes(r) : holds) &&
          !(only && t.hackathon.roles.some(otherSide)),
      )
    : among;
  const line = (t: (typeof teams)[number]) =>
    `- ${itemLink(t)} (${t.hackathon.event}, ${when(t.hackathon.date)}): ${listing(t.hackathon.roles)}`;
  const lines = shown.map(line);
  if (asked.length && !shown.length) {
    const where = named.length
      ? listing(named.map(itemLink))
      : bound
        ? `a hackathon ${bound.words}`
        : 'a hackathon';
    const elsewhere = teams.filter((t) => t.hackathon.roles.some((r) => asked.includes(r)));
    return answer(
      [
        `${ctx.q.yesNo ? 'No: ' : ''}the site doesn't list ${ctx.v.name} as ${listing(asked)} at ${where}.`.replace(
          /^t/,
          'T',
        ),
        among.length
          ? `${capitalised(ctx.v.their)} roles ${named.length ? 'there' : 'then'}:\n${among.map(line).join('\n')}`
          : '',
        elsewhere.length
          ? `${capitalised(listing(asked))} elsewhere:\n${elsewhere.map(line).join('\n')}`
          : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      [...among, ...elsewhere],
    );
  }
  return answer(
    `${rolesHead(ctx, asked, shown.length, among.length, named.length > 0 || !!bound)}:\n${lines.join('\n')}`,
    shown,
  );
}

const ONLY = new Set(['only', 'just', 'purely', 'solely', 'exclusively']);
const SIDE_ROLE = /\b(?:full ?-?stack|front ?-?end|back ?-?end)\b/i;

/** "Backend at 2 of his 3 hackathon entries", or the roles at large where none is asked. */
function rolesHead(
  ctx: Ctx,
  asked: readonly string[],
  shown: number,
  among: number,
  narrowed: boolean,
): string {
  if (!asked.length) return `${ctx.v.name}'s hackathon roles`;
  const entries = `${among} hackathon ${among === 1 ? 'entry' : 'entries'}${narrowed ? ' asked about' : ''}`;
  // "A team lead for six years, right?" claims a length no hackathon role settles: no yes.
  const length = ctx.q.words.some((w) => /^(?:years?|months?)$/.test(w));
  return `${ctx.q.yesNo && !length ? 'Yes: ' : ''}${capitalised(listing(asked))} at ${shown} of ${ctx.v.their} ${entries}`;
}

// Words the owner's prose uses for leading people or work.
const LEADING = [
  'captained',
  'captain',
  'led',
  'lead',
  'leads',
  'leading',
  'leader',
  'mentored',
  'mentor',
  'managed',
  'manage',
  'hired',
  'hiring',
];

const TEACH_WORDS = new Set([
  'taught',
  'teach',
  'teaching',
  'mentor',
  'mentored',
  'mentoring',
  'mentors',
  'coach',
  'coached',
  'tutor',
  'tutored',
  'tutoring',
  'train',
  'trained',
  'teaches',
]);
const TEACHING_ROLE = /\b(?:coach|mentor|teacher|instructor|tutor|lecturer|teaching)\b/i;

/** The owner's faq entry whose questions ask about leading or managing people. */
// An owner's answer on the roles they want: "I'm looking for lead roles", "happy to lead a team".
const WISHED =
  /\b(?:looking for|open to|interested in|happy to|would like|I'd like|want to|keen to|not looking)\b/i;
const doneAsked = (ctx: Ctx) =>
  ctx.q.words.some((w) =>
    ['has', 'have', 'had', 'did', 'ever', 'led', 'mentored', 'managed', 'experience'].includes(w),
  );

const leadFaq = (ctx: Ctx) =>
  (ctx.cat.owner.faq ?? []).find((f) =>
    f.questions.some((q) => /\b(?:led|lead|leadership|managed|manage|management)\b/i.test(q)),
  );

/** The owner's sentences on teamwork where asked, then on leading, each once. */
const ownSaid = (ctx: Ctx, teaching: boolean, teamwork: boolean) =>
  [...(teamwork ? teamworkSaid(ctx) : []), ...leadingSaid(ctx, teaching)].filter(
    (p, i, all) => all.findIndex((x) => x.text === p.text) === i,
  );

const asksLeading = (ctx: Ctx) =>
  ctx.q.words.some(
    (w) =>
      !TEACH_WORDS.has(w) &&
      (LEAD_WORDS.has(w) || LEADING.includes(w) || /^manag/.test(w) || w === 'leadership'),
  );

/** A question on working in a team, not on leading one. */
const asksTeamwork = (ctx: Ctx) =>
  !ctx.q.words.some(
    (w) =>
      LEAD_WORDS.has(w) ||
      LEADING.includes(w) ||
      /^manag/.test(w) ||
      w === 'leadership' ||
      TEACH_WORDS.has(w),
  );

// Words an owner describes working with others in.
const TEAMWORK = [
  'team',
  'feedback',
  'review',
  'reviews',
  'reviewed',
  'collaborate',
  'communication',
  'pairing',
  'standups',
];

/** "How does he work in a team?": the owner's own sentences on working with others, About and faq first. */
function teamworkSaid(ctx: Ctx): Passage[] {
  const found = ctx.passages.find(TEAMWORK, 6).filter((p) => p.matched >= 2);
  return [...found.filter((p) => ownVoice(p.item)), ...found.filter((p) => !ownVoice(p.item))].slice(0, 3);
}

/** "How does she work in a team?" of an owner with no lead role: their own words on it, else that none is listed. */
function teamworkOnly(ctx: Ctx): Answer {
  const teamwork = asksTeamwork(ctx);
  const said = teamwork ? teamworkSaid(ctx) : [];
  const teams = teamwork ? inTeams(ctx) : { fact: '', bears: '', items: [] };
  if (!said.length && !teams.items.length) return noLeadRole(ctx);
  const quotes = said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n');
  const bears = teams.bears ? `; what bears on it: ${teams.bears}` : '';
  const head = teams.items.length
    ? `${teams.fact}The site doesn't rate teamwork${bears}.`
    : "The site doesn't rate teamwork";
  const own = said.length
    ? `${teams.items.length ? `\nIn ${ctx.v.their} own words:` : `; in ${ctx.v.name}'s own words:`}\n${quotes}`
    : '';
  return answer(`${head}${own}`, [...teams.items, ...said.map((p) => p.item)]);
}

/** The owner's own sentences on leading (and on mentoring, asked about first), from jobs and About. */
/**
 * Each job's first sentence that says the owner led people ("run the mobile guild of seven
 * engineers"), whatever words it leads with.
 */
const ledSentences = (ctx: Ctx): Passage[] =>
  careerOf(ctx.cat).flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((text) => (ledPeople(text) || MENTORS_PEOPLE.test(text)) && !NOT_LEADING.test(text))
      .slice(0, 1)
      .map((text): Passage => ({ text, item: e, matched: 1, every: true, own: true })),
  );

function leadingSaid(ctx: Ctx, teaching: boolean) {
  const mentoring = ctx.q.words.some((w) => /^mentor/.test(w));
  // "Does she mentor?": the sentences on mentoring first, then those on leading.
  return [
    ...(mentoring ? ctx.passages.find(['mentor', 'mentored', 'mentoring'], 4) : []),
    ...ledSentences(ctx),
    ...ctx.passages.find([...LEADING, 'team', ...(teaching ? ['teach', 'taught', 'mentor'] : [])], 4),
  ]
    .filter((p, i, all) => all.findIndex((x) => x.text === p.text) === i)
    .filter((p) => p.item.type === 'entry' && p.item.section.id !== 'education')
    .slice(0, 2);
}

// "…and led a team of three mobile developers": leading people, wherever the "I" is.
// "ran the line on service", "supervised forty labourers": leading people outside software too.
const LED_A_TEAM =
  /\b(?:(?:promoted to|became|made)\s+(?:the\s+)?(?:tech(?:nical)?|team|engineering)\s+lead\b|(?:led|lead|leading|managed|manage|managing|ran|run|running|(?:grew|grow|growing)(?!\s+(?:from|to|into|by|up)\b)|supervised|supervising)\s+(?:a|the|my|our)?\s*(?:[\w-]+\s+){0,5}(?:team|squad|group|crew|guild|chapter|tribe|department|brigade|kitchen|line|shift|unit|ward|clinic|branch|store|office|(?:(?:\w+\s){0,4})(?:developers|engineers|people|designers|analysts|staff|reports|cooks|chefs|labourers|workers|volunteers|nurses|apprentices))|(?:ran|run|running|led|managed|headed)\b[^.;]{0,60}\bwith a team of)\b/i;

// "I lead the platform group's technical direction": a group's work led, not its people.
const LEADS_ITS_WORK =
  /\b(?:led|lead|leads|leading)\s+(?:the|a|our|my)?\s*(?:[\w-]+\s+){0,3}(?:team|group|squad|department|unit)['’]s\b/i;
/** Whether a sentence says the owner leads people, not only a group's work. */
const ledPeople = (text: string) => LED_A_TEAM.test(text) && !LEADS_ITS_WORK.test(text);

/** A job's sentence that says the owner leads people ("I lead the ledger team", "…and led a team of three"). */
const leadsAtWork = (p: Pick<Passage, 'item' | 'text'>, mentoring = false) =>
  p.item.type === 'entry' &&
  p.item.section.id === 'career' &&
  !NOT_LEADING.test(p.text) &&
  (ledPeople(p.text) ||
    // "I mentor three junior engineers": people the owner is responsible for at work.
    MENTORS_PEOPLE.test(p.text) ||
    // Mentoring answers a question that asks about mentoring, not one about managing.
    (mentoring &&
      /\bI (?:also |still |have |had )?(?:mentor|mentored|coach|coached|train|trained)\b/.test(p.text)));
const MENTORS_PEOPLE =
  /\bI (?:also )?(?:mentor|mentored|coach|coached|am mentoring) (?:a team of |our )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several) (?:(?:junior|new|graduate|younger|mid-level|mid-career|less experienced|other)[- ])*(?:engineers|developers|programmers|designers|analysts|people)\b/i;
// "I don't manage anyone directly": a job's own words that the owner does not lead.
const NOT_LEADING =
  /\b(?:(?:don['’]t|do not|didn['’]t|did not|never|haven['’]t|have not|no longer)\s+(?:\w+\s+)?(?:manage|managed|lead|led|supervise|supervised)|(?:manage|managed|lead|led|supervise|supervised)\s+(?:no one|nobody|noone|no-one)|no direct reports|not a (?:people )?manager)\b/i;

// A count of people in a sentence: "a team of seven", "12 engineers", "four-person".
const COUNT =
  '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a dozen)';
// "A team of six engineers", "a 12-person team", "one of five iOS engineers", "groups of twenty".
const SIZED = new RegExp(
  `\\b(?:teams?|groups?|squads?|guild|chapter) of (?:about |around |some |up to )?${COUNT}\\b|\\b(?:teams?|squads?|groups?)\\s*[:(]\\s*${COUNT} \\w+|\\b${COUNT}[- ](?:person|people|strong)\\b|\\bone of ${COUNT}\\b|\\b(?:lead|led|leading|manage|managed|managing) (?:a team of )?${COUNT} \\w+|\\b(?:from )?${COUNT} to ${COUNT} (?:engineers|developers|people|designers|analysts|staff)\\b|\\b${COUNT} (?:engineers|developers|designers|analysts|reports) in\\b`,
  'i',
);
const PRESENT_SIZE = new Set(['is', 'are', 'does', 'do', 'now', 'currently', 'current']);
const SIZE_ASKED = (w: readonly string[]) =>
  (w.includes('how') && (w.includes('many') || w.includes('big') || w.includes('large'))) ||
  w.includes('size');

/**
 * "How many people does she manage now?": the sentence of a job going on now that counts the team,
 * not the owner's faq answer on the team they would like to lead.
 */
/** "How big was the team?": the size of a team the owner worked in or led. */
export const asksTeamSize = (words: readonly string[]) =>
  SIZE_ASKED(words) &&
  (words.some((w) => SIZED_GROUPS.has(w)) ||
    // "How many people are in it?", "how many people does she lead?": not "how many people use it".
    (words.includes('people') && words.some((w) => PEOPLE_IN.has(w))));
// A count of the whole employer ("a payments company of 400 people", "a 40-person startup").
const FIRM_WORDS = new Set([
  'company',
  'companies',
  'firm',
  'employer',
  'organisation',
  'organization',
  'startup',
  'business',
]);
const OF_FIRM = new RegExp(
  `\\b(?:company|firm|startup|business|organi[sz]ation|agency|employer) of (?:about |around |some )?${COUNT}\\b|\\b${COUNT}[- ](?:person|people|strong) (?:company|firm|startup|business|organi[sz]ation|agency)\\b|\\b${COUNT} (?:people|employees|staff) work\\b`,
  'i',
);
const SIZED_GROUPS = new Set(['team', 'teams', 'group', 'guild', 'squad', 'department', 'reports']);
const PEOPLE_IN = new Set(['in', 'on', 'lead', 'leads', 'led', 'manage', 'manages', 'managed', 'under']);

// "How many hackathons did he lead?" counts entries, not the people in a team.
const COUNTED_NOT_PEOPLE =
  /\bhow many (?:hackathons?|projects?|jams?|entries|times|jobs|roles|events|competitions)\b/;

function teamSize(ctx: Ctx): Answer | undefined {
  if (!SIZE_ASKED(ctx.q.words) || COUNTED_NOT_PEOPLE.test(ctx.q.words.join(' '))) return undefined;
  const team = teamOfHackathon(ctx);
  if (team) return team;
  const sized = (e: Entry) =>
    sentencesOf(e.entry.content)
      .filter((x) => SIZED.test(x))
      .map((text) => ({ e, text }));
  // The job held now first; else the jobs in view, then any job whose words give a size.
  const career = careerOf(ctx.cat);
  const inView = ctx.focus.filter((i): i is Entry => career.includes(i as Entry));
  // "How many people did he lead?" asks of every team led, not of now.
  const now = ctx.q.words.some((w) => PRESENT_SIZE.has(w))
    ? career.filter((e) => e.entry.end === 'present')
    : [];
  // "How many people did she manage at Havline?": the job named, and no other.
  const named = namedJobs(ctx, career);
  const found = (named.length ? [named] : [now, inView, career])
    .map((jobs) => jobs.flatMap(sized))
    .find((f) => f.length);
  if (!found) return undefined;
  // "How big is her team?" of "a company of 400 people. I lead a team of six": the team, not the firm.
  const ofTeams = ctx.q.words.some((w) => FIRM_WORDS.has(w))
    ? []
    : found.filter((x) => !OF_FIRM.test(x.text));
  const said = ofTeams.length ? ofTeams : found;
  return answer(
    said.map(({ e, text }) => `${source(e)}: “${text}”`).join('\n'),
    said.map(({ e }) => e),
  );
}

/** The jobs a question names, by their organisation or themselves. */
const namedJobs = (ctx: Ctx, career: readonly Entry[]): Entry[] => {
  const named: Item[] = [...namedItems(ctx), ...entitiesOf(ctx.q, 'org').flatMap((o) => o.entries)];
  return career.filter((e) => named.includes(e));
};

/** "+How big was the team?" after a hackathon entry: its own words on its team. */
function teamOfHackathon(ctx: Ctx): Answer | undefined {
  const teams = ctx.focus.filter((i) => i.type === 'hackathon');
  if (!teams.length || teams.length !== ctx.focus.length || teams.length > 3) return undefined;
  const said = teams.flatMap((w) =>
    sentencesOf(`${w.hackathon.description.app} ${w.hackathon.description.role}`)
      .filter((x) => SIZED.test(x) || OF_US.test(x) || saysSolo(x))
      .map((text) => `${itemLink(w)}: “${text}”`),
  );
  // None sized: the jobs' own words may size the team asked of.
  return said.length ? answer(said.join('\n'), teams) : undefined;
}

// Words that ask how many were in a team: "team size?", "how many people?", "how big was the team?".
const MEMBER_WORDS = new Set(['team', 'teams', 'people', 'members', 'member', 'size', 'teammates', 'us']);

/**
 * "+Team size?" of the hackathon entries in view: their own words on the team, or that the site
 * doesn't say, never a job's team.
 */
export function hackathonTeamSize(ctx: Ctx): Answer | undefined {
  const w = ctx.q.words;
  if (!SIZE_ASKED(w) || !w.some((x) => MEMBER_WORDS.has(x))) return undefined;
  // "How big were the teams led?" weighs every team led, jobs too.
  if (w.some((x) => LEADING_FORM.test(x))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'item')) return undefined;
  const named = ctx.q.found.flatMap((f) => (f.entity.type === 'item' ? [f.entity.item] : []));
  // "How big were the hackathon teams?" with none in view: every team.
  const all =
    !named.length && !ctx.focus.some((i) => i.type === 'hackathon') && w.some((x) => /^hackathons?$/.test(x))
      ? ctx.cat.work.filter((i) => i.type === 'hackathon')
      : [];
  const asked = named.length ? { ...ctx, focus: named } : all.length ? { ...ctx, focus: all } : ctx;
  const said = teamOfHackathon(asked);
  if (said) return said;
  const teams = asked.focus.filter((i) => i.type === 'hackathon');
  if (!teams.length || teams.length !== asked.focus.length || (teams.length > 3 && !all.length))
    return undefined;
  return answer(
    `The site doesn't say how many people were in ${ctx.v.name}'s team for ${listing(teams.map((t) => itemLink(t)))}.`,
    teams,
    'not-on-site',
  );
}
// "Four of us built it in a weekend": a team counted by its members.
const OF_US = new RegExp(`\\b${COUNT} of us\\b`, 'i');

/** "Did she lead anything there?" of the one job in view: its title and own words on leading. */
function ledThere(ctx: Ctx): Answer | undefined {
  const there = ctx.q.words.includes('there') || ctx.q.backRef ? ctx.focus.filter(isJob) : [];
  if (there.length !== 1) return undefined;
  const job = there[0]!;
  const said = sentencesOf(job.entry.content).filter((x) => tokens(x).some((w) => LEADING_FORM.test(w)));
  const titled = LEAD_TITLE.test(job.entry.role ?? job.title);
  if (!said.length && !titled)
    return answer(
      `${ctx.q.yesNo ? 'No: the' : 'The'} site doesn't say ${ctx.v.name} led anyone there: ${entryLine(job)}.`,
      [job],
    );
  const quotes = said.map((x) => `\n- “${x}”`).join('');
  // Mentoring is not leading: "I mentor two juniors" is quoted without a yes, unless mentoring is asked.
  const mentoring = ctx.q.words.some((w) => TEACH_WORDS.has(w));
  const led = titled || said.some((text) => leadsAtWork({ item: job, text }, mentoring));
  const lead = !ctx.q.yesNo ? '' : led ? 'Yes: ' : 'No lead role is named there, but: ';
  return answer(`${lead}${entryLine(job)}${quotes ? `, in ${ctx.v.their} own words:${quotes}` : '.'}`, [job]);
}

const TEACHING = /^(?:mentor\w*|teach\w*|taught|tutor\w*)$/;

export function leadership(ctx: Ctx): Answer {
  if (!asksLeadWish(ctx.q.words)) return leadershipShown(ctx);
  // "Would she want to lead?": her own words on it, else what she has done, which says no wish.
  const wish = leadWish(ctx);
  if (wish) return wish;
  const shown = leadershipShown(ctx);
  const text = shown.text.replace(/^(?:Yes|No)(?:, in [^:]*)?:\s*/, '');
  return answer(
    `The site doesn't say whether ${ctx.v.name} wants to lead or manage. What it shows: ${text}`,
    shown.items,
    shown.kind,
  );
}

function leadershipShown(ctx: Ctx): Answer {
  const there = ledThere(ctx) ?? groupLed(ctx);
  if (there) return there;
  const size = teamSize(ctx) ?? leadOf(ctx);
  if (size) return size;
  // The owner's own faq answer on leading ("Yes, I have led the QA team for two years") says most;
  // "which hackathons did he lead?" asks about the teams.
  // "Does she do any mentoring?" asks of teaching too, not only of the team she leads now.
  const teaching = ctx.q.words.some((w) => TEACHING.test(w));
  const now = leadsNow(ctx);
  if (now) return now;
  // "Has he led a team?" asks what was done: an answer on the roles the owner wants says none of it.
  const faq = [leadFaq(ctx)].find((f) => !teaching || tokens(f?.answer ?? '').some((w) => TEACHING.test(w)));
  if (faq && !hackathonsAsked(ctx) && !(doneAsked(ctx) && WISHED.test(faq.answer)))
    return ledAndFaq(ctx, faq);
  return leadershipFacts(ctx);
}

/** The owner's faq on leading; for "has she managed people?", what was done first, then how, in her words. */
function ledAndFaq(ctx: Ctx, faq: NonNullable<ReturnType<typeof leadFaq>>): Answer {
  const own = answer(`In ${ctx.v.name}'s own words: “${faq.answer}”`, [faqItemId(ctx.cat, faq)], 'faq');
  // "Managing managers?" asks more than any post led shows.
  const ofLeads = ctx.q.words.some((w) => /^(?:managers|leads|leaders|directors|heads)$/.test(w));
  const facts = ctx.q.yesNo && doneAsked(ctx) && !ofLeads ? leadershipFacts(ctx) : undefined;
  return facts?.items.length && facts.kind === 'answered'
    ? answer(`${facts.text}\n\n${own.text}`, [...facts.items, ...own.items])
    : own;
}

/**
 * "Does he manage people in his current job?": the jobs that go on now, by their titles and own
 * words; a sentence saying the owner leads no one answers no.
 */
const PEOPLE_LEAD = new Set(['lead', 'leader', 'head', 'manager', 'captain', 'supervisor', 'director']);

// "Do they manage people?", "does he lead a team?": asked in the present tense, of now.
const PRESENT_OPENERS = new Set(['do', 'does', 'is', 'are']);
const asksNow = (words: readonly string[]) =>
  words.some((w) => CURRENT_WORDS.has(w) || w === 'moment') ||
  (PRESENT_OPENERS.has(words[0] === 'and' ? words[1]! : words[0]!) &&
    !words.some((w) => w === 'ever' || w === 'experience'));
const LEADING_WORDS = new Set([
  ...LEAD_WORDS,
  'leads',
  'leading',
  'managing',
  'manages',
  'supervises',
  'team',
  'people',
  'reports',
]);
/**
 * Leading or teaching people asked of now: not a service offered ("does he offer mentoring?"), not
 * a wish ("do they want to manage?", which the owner's faq speaks to), and only of people ("does he
 * do any computer vision?" is none).
 */
const asksLeadingNow = (words: readonly string[]) =>
  asksNow(words) &&
  !SELF_TAUGHT.test(words.join(' ')) &&
  // "Is she a team player?" asks of working with others, not leading them.
  !/\bteam (?:player|worker)s?\b|\bteamwork\b/.test(words.join(' ')) &&
  !OFFERS.test(words.join(' ')) &&
  !words.some((w) => WISH_WORDS.has(w)) &&
  words.some((w) => LEADS_VERBS.has(w) || LEADING_WORDS.has(w) || TEACH_WORDS.has(w));

const WISH_WORDS = new Set([
  'want',
  'wants',
  'prefer',
  'prefers',
  'like',
  'likes',
  'rather',
  'interested',
  'keen',
]);
// Verbs of leading or teaching people in the present ("does she manage people?").
const LEADS_VERBS = new Set(['manage', 'lead', 'supervise', 'oversee', 'mentor', 'coach', 'teach', 'tutor']);
/** A question that asks of now in so many words, or by a present-tense verb of leading after "do". */
const plainlyNow = (words: readonly string[]) =>
  words.some((w) => CURRENT_WORDS.has(w) || w === 'moment') ||
  ((words.includes('do') || words.includes('does')) && words.some((w) => LEADS_VERBS.has(w)));

// "These days I mentor two junior developers": the owner's own present-tense teaching or leading.
const TEACHES_NOW =
  /\b(?:I|and) (?:now |currently |also |still )?(?:mentor|coach|teach|tutor)\b(?! (?:to|a course))|\bI (?:also |still )?(?:enjoy|love|like) (?:mentoring|coaching|teaching|tutoring)\b/i;

/** Mentoring told in the owner's About words ("these days I mentor two juniors"): of now too. */
const teachesNowSaid = (ctx: Ctx) =>
  ctx.cat.entries.flatMap((e) =>
    e.section.id === 'personal'
      ? sentencesOf(e.entry.content)
          .filter((t) => TEACHES_NOW.test(t))
          .map((t) => ({ e, verdict: 'yes', text: `${source(e)}: “${t}”` }))
      : [],
  );

/** Yes where any line says so, no where one says not, else nothing. */
const verdictOf = (lines: readonly { verdict: string | undefined }[]) =>
  lines.some((l) => l.verdict === 'yes')
    ? 'Yes'
    : lines.some((l) => l.verdict === 'no')
      ? 'No, as far as the site says'
      : undefined;

/** A current job's line with its own words on leading (or teaching) people, and what they say. */
function leadingLine(e: Entry, teaching: boolean) {
  const sentences = sentencesOf(e.entry.content);
  const not = sentences.find((t) => NOT_LEADING.test(t));
  // "Does she mentor?": a sentence on teaching comes before one on leading.
  const taught = teaching ? sentences.find((t) => TEACHES_NOW.test(t)) : undefined;
  const led = taught ?? sentences.find(ledPeople);
  // A founder of a one-person practice leads no one: only a title for leading people counts.
  const titled = tokens(e.entry.role ?? e.title).some((w) => PEOPLE_LEAD.has(w));
  // Leading incident reviews or a team is no teaching: asked of mentoring, only words of it say yes.
  const verdict = not ? 'no' : (teaching ? taught : led || titled) ? 'yes' : undefined;
  const quote = not ?? led;
  return { e, verdict, text: `${itemLink(e)}${at(e)}${dates(e)}${quote ? `: “${quote}”` : ''}` };
}

/** Yes where a current job or the owner's own present-tense words say they lead (or teach) people. */
function leadsNow(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !asksLeadingNow(ctx.q.words)) return undefined;
  const explicit = plainlyNow(ctx.q.words);
  const teaching = ctx.q.words.some((w) => TEACH_WORDS.has(w));
  const jobs = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  const lines = jobs.map((e) => leadingLine(e, teaching));
  const own = teaching ? teachesNowSaid(ctx) : [];
  const all = [...lines, ...own];
  const lead = verdictOf(all);
  // Asked only by its tense ("is he a team lead?"), a question nothing current speaks to is read as a whole.
  if (!all.length || (!lead && !explicit)) return undefined;
  const current = `${ctx.v.their} current ${own.length ? 'work' : jobs.length > 1 ? 'jobs' : 'job'}`;
  const head = lead
    ? `${lead}, in ${current}:`
    : `The site doesn't say that ${ctx.v.name} ${teaching ? 'teaches or mentors' : 'leads'} anyone in ${current}:`;
  // Not now: the lead (or teaching) jobs held before, which a recruiter weighs too.
  const before =
    lead === 'Yes' ? [] : leadJobs(ctx, teaching, false).filter((e) => e.entry.end !== 'present');
  const earlier = before.length
    ? `\nEarlier: ${listing(before.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))}.`
    : '';
  return answer(`${head}\n${all.map((l) => `- ${l.text}`).join('\n')}${earlier}`, [
    ...all.map((l) => l.e),
    ...before,
  ]);
}

// A word of leading itself: "leaderboards" only begins like one.
const LEADING_FORM =
  /^(?:led|leads?|leading|leaders?|leadership|mentor\w*|manag(?:e|ed|es|ing|er|ers|ement)|hir(?:e|ed|es|ing))$/;
const saysLeading = (p: Passage) => tokens(p.text).some((w) => LEADING_FORM.test(w));

/** No lead role by title: the owner's own words on leading, yes only where they say they led people. */
function noLeadRole(ctx: Ctx): Answer {
  const said = [...ledSentences(ctx), ...ctx.passages.find(LEADING, 3).filter(saysLeading)]
    .filter((p, i, all) => p.item.type !== 'faq' && all.findIndex((x) => x.text === p.text) === i)
    .slice(0, 3);
  if (!said.length)
    return answer(
      `No lead role is listed on the site for ${ctx.v.name}. ${career(ctx).text}`,
      careerOf(ctx.cat),
      'not-on-site',
    );
  // Mentoring is not leading: "I mentor two juniors" is quoted without a yes.
  const mentoring = ctx.q.words.some((w) => TEACH_WORDS.has(w));
  const leads = ctx.q.yesNo && said.some((p) => leadsAtWork(p, mentoring));
  const head = leads
    ? `Yes, in ${ctx.v.name}'s own words, though no job title on the site names a lead role`
    : `No job title on the site names a lead role, but ${ctx.v.name}'s own words say`;
  return answer(
    `${head}:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

const MANAGING = /\bmanag(?:e|ed|es|ing|er|ement)\b/;
const SOFTWARE_PEOPLE = new Set([
  'developers',
  'engineers',
  'programmers',
  'devs',
  'software',
  'engineering',
]);

// "Does he offer mentoring?": a service now, which teaching done before does not say.
const OFFERS = /\b(?:offer|offers|provide|provides|available for|take on|takes on)\b/;
const offerLead = (ctx: Ctx) =>
  !ctx.q.yesNo
    ? ''
    : OFFERS.test(ctx.q.words.join(' '))
      ? `The site doesn't say ${ctx.v.name} offers that now. What bears on it: `
      : 'Yes: ';

/** "Has he managed a team of developers?": managing asked of people in software. */
/** "Has she managed engineers?", "did he coach programmers?": leading or teaching people in software. */
const managingSoftware = (ctx: Ctx) =>
  (MANAGING.test(ctx.q.words.join(' ')) || ctx.q.words.some((w) => TEACH_WORDS.has(w))) &&
  ctx.q.words.some((w) => SOFTWARE_PEOPLE.has(w));

/** "Is she mentoring anyone at the moment?": teaching asked of now. */
// "Self-taught", "taught herself": learning alone, not teaching.
const SELF_TAUGHT = /\bself taught\b|\btaught (?:himself|herself|themselves|themself)\b/;

export const asksTeachingNow = (words: readonly string[]) =>
  words.some((w) => TEACH_WORDS.has(w)) &&
  !SELF_TAUGHT.test(words.join(' ')) &&
  asksNow(words) &&
  // "A teaching degree" is a study; "does he offer mentoring?" a service, not work done now.
  !words.some((w) => DEGREE_WORDS.has(w) || QUALIFICATION_WORDS.has(w)) &&
  !OFFERS.test(words.join(' '));

/** "Did he coach programmers?": teaching people in software is asked of the teaching roles. */
export const asksTeachingSoftware = (words: readonly string[]) =>
  words.some((w) => TEACH_WORDS.has(w)) && words.some((w) => SOFTWARE_PEOPLE.has(w));

/** The jobs titled for leading (or, where asked, teaching); in software only, where that is asked. */
const leadJobs = (ctx: Ctx, teaching: boolean, ofSoftware: boolean) =>
  careerOf(ctx.cat).filter(
    (e) =>
      e.entry.role &&
      (!ofSoftware || isSoftware(e)) &&
      (leadRole(e.entry.role) || (teaching && TEACHING_ROLE.test(e.entry.role))),
  );

/** The lead roles held: jobs titled as a lead and hackathon teams led, each as a linked phrase. */
const LEAD_TITLE = /\b(?:lead|leader|head|manager|director|chief|principal)\b/i;

function leadRoles(ctx: Ctx, teaching: boolean, onlyHackathons: boolean) {
  const counts = (role: string) => leadRole(role) || (teaching && TEACHING_ROLE.test(role));
  const teams = ctx.cat.work.filter((w) => w.type === 'hackathon' && w.hackathon.roles.some(counts));
  // "Which hackathons did he lead?" asks about hackathon teams only.
  const onlyTeams = onlyHackathons && teams.length > 0;
  // "A team lead job title?": the jobs whose titles say they lead, not a coach's or coordinator's.
  const titled = /\btitles?\b/.test(ctx.q.words.join(' '));
  const jobs = onlyTeams
    ? []
    : leadJobs(ctx, teaching, managingSoftware(ctx)).filter(
        (e) => !titled || LEAD_TITLE.test(e.entry.role ?? e.title),
      );
  const parts = [
    ...jobs.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`),
    ...teams.map((t) =>
      t.type === 'hackathon'
        ? `${listing(t.hackathon.roles.filter(counts))} of ${itemLink(t)} (${when(t.hackathon.date)})`
        : '',
    ),
  ];
  return { jobs, teams, parts };
}

/** "Would he suit a team lead role?": the lead roles held, as a line of the fit's evidence. */
export function leadRolesLine(ctx: Ctx): { lines: string[]; items: Item[] } {
  const { jobs, teams, parts } = leadRoles(ctx, false, false);
  return parts.length
    ? { lines: [`- Lead roles held: ${listing(parts)}`], items: [...jobs, ...teams] }
    : { lines: [], items: [] };
}

// Words that ask of leading at work: "has she ever led a team?" is also answered by a hackathon team.
const LEADING_AT_WORK = new Set(
  'job jobs title titles work worked professionally professional career employer company manage managed managing manager management people reports directly staff'.split(
    ' ',
  ),
);

/** "Which hackathons did he lead?", or "which one did he lead?" with only hackathon entries in view. */
// A captain leads a competing team, as at a hackathon, not a team at work.
const hackathonsAsked = (ctx: Ctx) =>
  ctx.q.words.some((w) => w === 'hackathon' || w === 'hackathons' || w === 'captained' || w === 'captain') ||
  (/\bwhich (?:one|ones|of them|of those)\b/.test(ctx.q.words.join(' ')) &&
    ctx.focus.length > 0 &&
    ctx.focus.every((i) => i.type === 'hackathon'));

/** The owner's own sentences on leading; of the hackathon teams alone, a job's are beside the point. */
const saidOnLeading = (ctx: Ctx, teams: boolean, teaching: boolean, teamwork: boolean) =>
  hackathonsAsked(ctx) && teams ? [] : ownSaid(ctx, teaching, teamwork);

function leadershipFacts(ctx: Ctx): Answer {
  // "Has he mentored or taught?": a job or hackathon role for teaching counts as much as one for leading.
  const teaching = ctx.q.words.some((w) => TEACH_WORDS.has(w));
  const roles = leadRoles(ctx, teaching, hackathonsAsked(ctx));
  const { jobs, teams } = roles;
  const noTeamLed = hackathonsAsked(ctx) && !teams.length ? noHackathonLead(ctx) : undefined;
  if (noTeamLed) return noTeamLed;
  if (!teams.length && !jobs.length) return teamworkOnly(ctx);
  // Leading a hackathon team is not leading at work: a yes/no answer says which it is. A question on
  // teamwork, not leading, gets the same facts without a yes or no.
  const teamwork = asksTeamwork(ctx);
  // The owner's own sentences on leading (a lead job's say how big the team is); on teamwork, their
  // sentences on how they work with others first.
  const said = saidOnLeading(ctx, teams.length > 0, teaching, teamwork);
  const quotes = said.map((p) => `\n- ${source(p.item)}: “${p.text}”`).join('');
  const head = leadershipHead(ctx, roles, said, { teaching, teamwork });
  return answer(`${head}${quotes ? `\nIn ${ctx.v.their} own words:${quotes}` : ''}`, [
    ...jobs,
    ...teams,
    ...said.map((p) => p.item),
  ]);
}

/** "Did he lead any hackathon team?" where none of his hackathon roles is a lead: no, and the roles held. */
function noHackathonLead(ctx: Ctx): Answer | undefined {
  const teams = newestFirst(ctx.cat.work.filter((w) => w.type === 'hackathon'));
  if (!teams.length) return undefined;
  const roles = (w: Work) => (w.type === 'hackathon' ? listing(w.hackathon.roles) : '');
  return answer(
    `${ctx.q.yesNo ? 'No: ' : ''}none of ${ctx.v.name}'s hackathon roles is a lead role. ${capitalised(ctx.v.their)} roles: ${listing(
      teams.map((w) => `${roles(w)} in ${itemLink(w)}`),
    )}.`.replace(/^n/, 'N'),
    teams,
  );
}

/** "Has he worked in a team?": the hackathon teams (every entry is a team's), and the lead roles. */
// "Has he worked in a team?" asks a fact; "is he a team player?" a judgement the site doesn't make.
const WORKED_WITH = /^(?:work|worked|working|collaborat\w*|experience)$/;
function teamworkHead(ctx: Ctx, roles: string): string {
  const teams = inTeams(ctx);
  const bears = teams.bears ? `${teams.bears}, and` : ctx.v.name;
  return `${teams.fact}The site doesn't rate teamwork; what bears on it: ${bears} has held these lead roles: ${roles}.`;
}

/**
 * The hackathon entries the owner competed in, each a team's: a yes where team work is asked as a
 * fact ("has he worked in a team?"), and what bears on it either way.
 */
function inTeams(ctx: Ctx): { fact: string; bears: string; items: Work[] } {
  const teams = ctx.cat.work.filter((w) => w.type === 'hackathon' && !notCompeting(w) && !soloEntry(w));
  if (!teams.length) return { fact: '', bears: '', items: [] };
  const count = teams.length === 1 ? 'a hackathon entry' : `${teams.length} hackathon entries`;
  const fact = ctx.q.yesNo && ctx.q.words.some((w) => WORKED_WITH.test(w));
  return {
    fact: fact ? `Yes: ${ctx.v.name} built ${count} on the site in a team. ` : '',
    bears: fact ? '' : `${ctx.v.name} built ${count} on the site in a team`,
    items: teams,
  };
}

/** The lead of an answer on teaching or mentoring: teaching roles, the owner's words, or that neither is shown. */
function teachingLead(ctx: Ctx, jobs: readonly Entry[], said: readonly Passage[], roles: string) {
  // "Has he taught?": the teaching jobs answer it, with the leading ones beside them.
  if (jobs.some((e) => TEACHING_ROLE.test(e.entry.role ?? '')))
    return `${offerLead(ctx)}${ctx.v.name} has held these teaching, coaching and lead roles: ${roles}.`;
  // Mentoring the owner's own words tell of, with no role titled for it: those words answer.
  if (said.some((p) => /\b(?:mentor|coach|tutor|teach|taught)/i.test(p.text)))
    return `${ctx.q.yesNo ? 'Yes, in' : 'In'} ${ctx.v.their} own words (below); ${ctx.v.they} ${ctx.v.has} also held these lead roles: ${roles}.`;
  // "Has she mentored anyone?" that nothing on the site speaks to: leading is the nearest, not a yes.
  if (ctx.q.yesNo && !asksLeading(ctx) && !TEACHING_ROLE.test(roles))
    return `The site doesn't say ${ctx.v.name} has taught or mentored anyone; the nearest it shows are these lead roles: ${roles}.`;
  return undefined;
}

/** "These lead roles", or "2 of her hackathon entries" where the entries led are counted. */
const rolesHeld = (ctx: Ctx, roles: string, teams: number) =>
  teams && COUNTED_NOT_PEOPLE.test(ctx.q.words.join(' '))
    ? `${teams} of ${ctx.v.name}'s hackathon entries, with these lead roles: ${roles}.`
    : `${ctx.v.name} has held these lead roles: ${roles}.`;

/** The lead of an answer on leading: the roles held, with a yes or no where the question asks one. */
function leadershipHead(
  ctx: Ctx,
  { jobs, teams, parts }: ReturnType<typeof leadRoles>,
  said: readonly Passage[],
  { teaching, teamwork }: { teaching: boolean; teamwork: boolean },
): string {
  const roles = listing(parts);
  const teachingHead = teaching ? teachingLead(ctx, jobs, said, roles) : undefined;
  if (teachingHead) return teachingHead;
  if (teamwork) return teamworkHead(ctx, roles);
  if (!ctx.q.yesNo) return rolesHeld(ctx, roles, teams.length && !jobs.length ? teams.length : 0);
  if ((hackathonsAsked(ctx) && teams.length) || jobs.length)
    return `Yes: ${ctx.v.name} has held these lead roles: ${roles}.`;
  // A job whose own words say the owner leads ("I lead the four-person ledger team") is leading at work.
  if (said.some((p) => leadsAtWork(p, teaching)))
    return `Yes, at work in ${ctx.v.their} own words (below); in hackathons, ${ctx.v.name} was ${roles}.`;
  if (!ctx.q.words.some((w) => LEADING_AT_WORK.has(w)))
    return `Yes, in hackathons: ${ctx.v.name} was ${roles}. No job on the site is titled as a lead.`;
  const ownNo = said.some((p) => NOT_LEADING.test(p.text))
    ? `, and ${ctx.v.their} own words say so (below)`
    : '';
  return `No, not in a job on the site: none${managingSoftware(ctx) ? ' in software' : ''} is titled as a lead${ownNo}. In hackathons, ${ctx.v.name} was ${roles}.`;
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [SUBJECTS, STINT_ORDINALS, PLACE_KINDS, TITLED_IN, TITLED_IN_STEMS])
  Object.setPrototypeOf(table, null);

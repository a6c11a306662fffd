import { stemmer } from 'stemmer';
import type { Faq } from '../../../content';
import type { Catalogue, Item, Tech, Work } from '../catalogue';
import type { Intent } from '../examples';
import type { Passages } from '../passages';
import type { Parsed } from '../understand';
import { entitiesOf } from '../understand';
import { commonWords } from '../lexicon/english';
import { normalize, tokens } from '../text';
import { dateKey, kindsOf as kindsOfWork } from '../facts';
import type { Voice } from './markdown';
import { describedOne, wordsDescribing } from './describedOne';

/** What an answer writer gets: the content, the question read as data, and what the last answer was about. */
export interface Ctx {
  cat: Catalogue;
  v: Voice;
  now: Date;
  q: Parsed;
  intent: Intent;
  /** The items the previous answer named (ids from the history, checked against content). */
  focus: readonly Item[];
  /** The owner's prose as sentences, for topics no structured fact covers. */
  passages: Passages;
  /** The owner's faq answer nearest the question, when near enough to speak to a judgement. */
  ownFaq?: Faq;
}

/** The items a question names, in order. */
export const namedItems = (ctx: Ctx): Item[] => [
  ...entitiesOf(ctx.q, 'item').map((e) => e.item),
  ...entitiesOf(ctx.q, 'category').map((e) => e.item),
];
export const namedTechs = (ctx: Ctx): Tech[] => [...new Set(entitiesOf(ctx.q, 'tech').map((e) => e.tech))];
export const namedKinds = (ctx: Ctx): string[] => [...new Set(entitiesOf(ctx.q, 'kind').map((e) => e.kind))];
export const isWork = (i: Item): i is Work => i.type === 'project' || i.type === 'hackathon';

const PLACED = new Set(['placed', 'won', 'winning', 'prize', 'podium']);

/** The item a follow-up means: one named, else the last answer's (its nth when an ordinal is asked). */
// Words for a place of work, which describe no one employer.
const EMPLOYER = new Set(['company', 'firm', 'employer', 'job', 'place', 'business']);
// Words before "the <place of work>": "at the fintech", "before the consultancy".
const PLACE_WORDS = new Set([
  'at',
  'before',
  'after',
  'from',
  'left',
  'leave',
  'quit',
  'joined',
  'leaving',
  'joining',
  'to',
]);

/** "before going freelance", "after becoming a teacher": the one job whose title has the word. */
function jobByTitleWord(ctx: Ctx, accept: (i: Item) => boolean): Item | undefined {
  const at = ctx.q.words.findIndex((w) => w === 'before' || w === 'after');
  if (at < 0) return undefined;
  // "Right after the bootcamp": a study is a step of the career too.
  const jobs = ctx.cat.entries.filter(
    (e) => (e.section.id === 'career' || e.section.id === 'education') && accept(e),
  );
  // "before her current job": the job that goes on now.
  const after = ctx.q.words.slice(at + 1, at + 4);
  const current = jobs.filter((e) => e.section.id === 'career' && e.entry.end === 'present');
  if (after.some((w) => w === 'current' || w === 'present') && current.length === 1) return current[0];
  // "Before the coaching job at Harbor Code": a title word by its stem, narrowed by the place named.
  const orgs = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries);
  for (const word of after.filter((w) => w.length > 3 && !BECOMING.has(w))) {
    const titled = jobs.filter((e) =>
      normalize(e.entry.role ?? e.title)
        .split(' ')
        .some((t) => t === word || stemmer(t) === stemmer(word)),
    );
    const there = titled.filter((e) => orgs.includes(e));
    if (titled.length === 1) return titled[0];
    if (there.length === 1) return there[0];
  }
  return undefined;
}
// Words between "before" and a job's title word, and words that name the whole software career.
const BECOMING = new Set([
  'going',
  'becoming',
  'became',
  'being',
  'joining',
  'taking',
  'starting',
  'developer',
  'engineer',
  'programmer',
  'coder',
  'software',
  'tech',
]);

const OWNERS = new Set(['his', 'her', 'their']);
const PERSONS = new Set(['he', 'she', 'they']);

/**
 * The words that may describe a place of work: those after "at the", "before the", "to the"; or
 * the one uncommon word an owner's "her bakery" or "the bakery she ran" has.
 */
export function describingWords(words: readonly string[]): string[] {
  // "at the fintech", "what happened to that startup?"
  const at = words.findIndex(
    (w, i) => PLACE_WORDS.has(w) && ['the', 'that', 'this'].includes(words[i + 1] ?? ''),
  );
  if (at >= 0) return words.slice(at + 2, at + 5);
  const owned = ownedWord(words);
  if (owned) return [owned];
  // "Her agency job": any word between the owner's and a word for a job, but one of order or time.
  const job = words.findIndex((w, i) => i > 1 && JOB_NOUNS.has(w) && OWNERS.has(words[i - 2] ?? ''));
  const word = job > 0 ? words[job - 1]! : undefined;
  return word && !NOT_DESCRIBING_JOB.has(word) ? [word] : [];
}
const JOB_NOUNS = new Set(['job', 'role', 'position', 'post', 'gig', 'stint', 'contract']);
/** The words of "at the console studio" that say which place it was, not that it was a job or when. */
export const placeDescribing = (words: readonly string[]) =>
  describingWords(words).filter(
    (w) => w.length > 2 && !EMPLOYER.has(w) && !JOB_NOUNS.has(w) && !NOT_DESCRIBING_JOB.has(w),
  );
const NOT_DESCRIBING_JOB = new Set(
  'first last current previous next old new own main best longest shortest latest earliest recent other second third only full part day dream ideal'.split(
    ' ',
  ),
);

/** "Where did he do his bootcamp?": the one study the owner's own word for it describes. */
export function describedStudy(ctx: Ctx): Item | undefined {
  const owned = ownedWord(ctx.q.words);
  if (!owned) return undefined;
  const studies = ctx.cat.entries.filter(
    (e) =>
      e.section.id === 'education' &&
      ctx.passages.says(`${e.entry.role ?? e.title} ${e.entry.content}`, [owned]),
  );
  return studies.length === 1 ? studies[0] : undefined;
}

/** "Her bakery", "Kai's bakery", "the bakery he ran": an uncommon word for something of the owner's. */
export function ownedWord(words: readonly string[], name = ''): string | undefined {
  const owner = normalize(name);
  // "Her career in order" names the whole of it; "her career break" names the break.
  const at = words.findIndex(
    (w, i) =>
      !commonWords().has(w) &&
      w !== owner &&
      (OWNERS.has(words[i - 1] ?? '') ||
        (!!owner && words[i - 1] === owner) ||
        (words[i - 1] === 'the' && PERSONS.has(words[i + 1] ?? ''))),
  );
  if (at < 0) return undefined;
  const next = words[at + 1];
  if (!WHOLE_OF_IT.has(words[at]!)) return words[at];
  return next && !commonWords().has(next) && !WHOLE_OF_IT.has(next) ? next : undefined;
}
const WHOLE_OF_IT = new Set([
  'career',
  'background',
  'experience',
  'history',
  'path',
  'journey',
  'cv',
  'resume',
]);

/** "at the fintech", "at the hospital": the one career entry whose own words use the word after "at the". */
export function describedJob(ctx: Ctx, accept: (i: Item) => boolean = () => true): Item | undefined {
  const titled = jobByTitleWord(ctx, accept);
  if (titled) return titled;
  // Each word of the description long enough to name something ("e-commerce" is "commerce"), in
  // order: the first that the own words of exactly one job use.
  // "Her bootcamp" is a study even where a job's words mention it.
  const owned = ownedWord(ctx.q.words, ctx.cat.owner.firstName);
  // "Her UX job": a word of exactly one job's title, however short.
  const careers = ctx.cat.entries.filter((e) => e.section.id === 'career' && accept(e));
  // "Her postdoc": a title word it begins ("Postdoctoral Researcher").
  const titleHas = (e: Item & { type: 'entry' }, w: string) =>
    tokens(`${e.entry.role ?? ''} ${e.title}`).some((t) => t === w || (w.length > 4 && t.startsWith(w)));
  const titledOwned = careers.filter((e) => owned && titleHas(e, owned));
  if (titledOwned.length === 1) return titledOwned[0];
  const studied = (w: string) =>
    w === owned &&
    ctx.passages.find([w], 1, (i) => i.type === 'entry' && i.section.id === 'education').length > 0;
  for (const word of describingWords(ctx.q.words).filter(
    (w) => w.length > 2 && !EMPLOYER.has(w) && !studied(w),
  )) {
    const isJob = (i: Item) => i.type === 'entry' && i.section.id === 'career' && accept(i);
    const jobs = new Set(ctx.passages.find([word], 6, isJob).map((p) => p.item));
    if (jobs.size === 1) return [...jobs][0];
  }
  return undefined;
}

/**
 * Two or three items named, all asked of: pieces of work named each ("His role at Lightsaber Forge vs
 * Fund Frontier?"), or the jobs one title stands for ("Where was she a Mobile Engineer?").
 */
const severalNamed = (ctx: Ctx, named: readonly Item[]) =>
  named.length > 1 && named.length <= 3 && (named.every(isWork) || oneName(ctx, named));
const oneName = (ctx: Ctx, named: readonly Item[]) =>
  new Set(
    ctx.q.found
      .filter((f) => f.entity.type === 'item' && named.includes(f.entity.item))
      .map((f) => `${f.start}-${f.end}`),
  ).size === 1;

export function target(ctx: Ctx, accept: (i: Item) => boolean = () => true): Item | Item[] | undefined {
  const named = namedItems(ctx).filter(accept);
  if (named.length) return severalNamed(ctx, named) ? named : named[0];
  const orgs = entitiesOf(ctx.q, 'org')
    .flatMap((o) => o.entries)
    .filter(accept);
  if (orgs.length) return orgs[0];
  const desc = describedTarget(ctx, accept);
  if (desc) return desc.target;
  // "the team that placed": the one hackathon entry with a result.
  if (ctx.q.words.some((w) => PLACED.has(w))) {
    const placed = ctx.cat.work.filter((w) => accept(w) && w.type === 'hackathon' && w.hackathon.result);
    if (placed.length === 1) return placed[0];
  }
  // "The guitar tuner", "the music theory quiz": a piece of work whose own words have two of the
  // describing words, before a job or a kind that shares only one ("Guitar Teacher", music).
  const work = describedAlone(ctx, accept);
  if (work) return work;
  // "at the fintech": a place of work described, the one job whose own words describe it so.
  const job = describedJob(ctx, accept);
  if (job) return job;
  // "the browser extension": the one piece of work of a kind the question names.
  const kinds = namedKinds(ctx);
  const ofKind = kinds.length
    ? ctx.cat.work.filter((w) => accept(w) && kinds.every((k) => kindsOfWork(w).includes(k)))
    : [];
  if (ofKind.length === 1) return ofKind[0];
  const noun = nounOfOne(ctx, accept);
  if (noun) return noun;
  const focus = ctx.focus.filter(accept);
  if (focus.length) return inView(ctx, focus);
  // "Which of his apps…" asks for several: one piece of work described is not what it means.
  return SEVERAL_ASKED.test(ctx.q.words.join(' ')) ? undefined : described(ctx, accept);
}

// "Which of his apps…" asks for several: one piece of work described is not what it means.
const SEVERAL_ASKED = /\bwhich (?:of )?(?:\w+ )?\w+s\b/;

/** With nothing in view to ask of: the piece of work whose own words have two of the describing words. */
const describedAlone = (ctx: Ctx, accept: (i: Item) => boolean) =>
  ctx.focus.some(accept) || SEVERAL_ASKED.test(ctx.q.words.join(' '))
    ? undefined
    : described(ctx, (i) => accept(i) && isWork(i), { strict: true });

// "A link to the repo?": where a piece of work is found, which its links say, not its words.
const WHERE_IT_LIVES = new Set(['repo', 'repos', 'repository', 'source', 'demo', 'website', 'readme']);

/**
 * "A live demo of the synth?": the rare noun a question ends on, where none of the work in view has
 * it and one other piece of work's own words do.
 */
function nounOfOne(ctx: Ctx, accept: (i: Item) => boolean): Item | undefined {
  const noun = /\bthe ([a-z0-9]+)$/.exec(ctx.q.words.join(' '))?.[1];
  if (!noun || commonWords().has(noun) || DESCRIBING.has(noun) || WHERE_IT_LIVES.has(noun)) return undefined;
  const stem = stemmer(noun);
  const says = (i: Item) => isWork(i) && wordsDescribing(i).some((w) => w === noun || stemmer(w) === stem);
  if (ctx.focus.some(says)) return undefined;
  const saying = ctx.cat.work.filter((w) => accept(w) && says(w));
  return saying.length === 1 ? saying[0] : undefined;
}

/** "The terminal one": the piece of work whose own words have every describing word, one in view first. */
function describedTarget(
  ctx: Ctx,
  accept: (i: Item) => boolean,
): { target: Item | Item[] | undefined } | undefined {
  // "Source code?": words that ask where a piece of work lives describe none of it.
  const words = ctx.q.words.filter((w) => !DESCRIBING.has(w) && !WHERE_IT_LIVES.has(w));
  const desc = describedOne(words, ctx.cat.work.filter(accept));
  if (!desc) return undefined;
  const seen = desc.matches.filter((m) => ctx.focus.includes(m));
  if (seen.length === 1) return { target: seen[0] };
  if (desc.matches.length === 1) return { target: desc.matches[0] };
  // Described by words none of the work has: not one that shares a word with them.
  const focus = ctx.focus.filter(accept);
  if (!desc.matches.length) return { target: focus.length ? inView(ctx, focus) : undefined };
  // "The game one" that several pieces of work are: those in view so described, else all of them.
  return { target: seen.length > 1 ? seen : desc.matches };
}

/** The item of those in view a follow-up means: by position, the only one, the one piece of work built, or all. */
function inView(ctx: Ctx, focus: Item[]): Item | Item[] {
  if (ctx.q.ordinal !== undefined && focus[ctx.q.ordinal]) return focus[ctx.q.ordinal]!;
  if (focus.length === 1) return focus[0]!;
  // "What did he build then?": the one piece of work among the items in view.
  const built = focus.filter(isWork);
  if (built.length === 1 && ctx.q.words.some((w) => BUILT_WORDS.has(w))) return built[0]!;
  return focus;
}

/**
 * The item a question describes without naming it ("the Kaggle notebook", "the game server"): the
 * one whose prose has a rarer word of the question, or two of its words. A kind of work the question
 * names is preferred.
 */
export function described(
  ctx: Ctx,
  accept: (i: Item) => boolean,
  { withTech = false, strict = false } = {},
): Item | undefined {
  const describing = (type: string) => type === 'kind' || (withTech && type === 'tech');
  const free = ctx.q.words.filter(
    (_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end && !describing(f.entity.type)),
  );
  const words = ctx.passages.topicWords(free, { verbs: true }).filter((w) => !DESCRIBING.has(w));
  const rare = words.filter((w) => !commonWords().has(w));
  const found = ctx.passages
    .find(words, 6, accept)
    .filter(
      (p) => p.matched >= 2 || (!strict && ctx.passages.find(rare, 6, accept).some((r) => r.item === p.item)),
    );
  const kinds = namedKinds(ctx);
  const ofKinds = (i: Item) => isWork(i) && kinds.every((k) => kindsOfWork(i).includes(k));
  // A kind named narrows among the best-matched only: "music theory quiz" is the quiz, not a music app.
  const most = found[0]?.matched ?? 0;
  return (found.find((p) => kinds.length && ofKinds(p.item) && p.matched >= most) ?? found[0])?.item;
}

export const BUILT_WORDS = new Set([
  'build',
  'built',
  'make',
  'made',
  'create',
  'created',
  'ship',
  'shipped',
]);

// Words that ask about an item rather than describe it.
const DESCRIBING = new Set([
  'tell',
  'called',
  'name',
  'named',
  'link',
  'links',
  'url',
  'github',
  'gitlab',
  'source',
  'code',
  'live',
  'hosted',
  'deployed',
  'repo',
  'repos',
  'repository',
  'demo',
  'docs',
  'documentation',
  'year',
  'stack',
  'built',
  'made',
  'written',
]);

const SKILL_WORDS = new Set(['skill', 'skills', 'technologies', 'tech', 'stack', 'tools', 'toolkit']);
/** A skill category named alongside a kind of the same name ("Games"), in a question about skills. */
export const asksCategorySkills = (ctx: Ctx) =>
  entitiesOf(ctx.q, 'category').length > 0 && ctx.q.words.some((w) => SKILL_WORDS.has(w));

// "Before 2025", "in 2023", "since 2022": a time a question puts on the work it asks about.
const YEAR_BOUND = /\b(before|after|in|during|since|until|by) (\d{4})\b/;

/**
 * The time a question bounds the work to, as a test of a piece of work's date and the words to say
 * it with ("before 2025"); none where the question names no year that way.
 */
export function yearBound(ctx: Ctx): { test: (w: Work) => boolean; words: string } | undefined {
  const m = YEAR_BOUND.exec(ctx.q.words.join(' '));
  if (!m) return undefined;
  const year = Number(m[2]);
  const of = (w: Work) => Number(dateKey(w).slice(0, 4));
  const test: Record<string, (y: number) => boolean> = {
    before: (y) => y < year,
    until: (y) => y <= year,
    by: (y) => y <= year,
    after: (y) => y > year,
    since: (y) => y >= year,
    in: (y) => y === year,
    during: (y) => y === year,
  };
  const fits = test[m[1]!]!;
  return { test: (w) => fits(of(w)), words: `${m[1]} ${year}` };
}

import { stemmer } from 'stemmer';
import type { Item } from '../catalogue';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import { commonWords } from '../lexicon/english';
import type { Ctx } from './context';
import { answer, contactLine, type Answer } from './markdown';
import { DOING, source } from './prose';
import { proseOf } from './workDetail';
import { BREAK_TITLE } from '../lexicon/cues';
import { unfinished, type Entry } from './entryText';
import { claimAsked } from './spanClaim';
import { listPartSaid } from './listPart';

// "How big was the team?", "why not?", "how many hours a week?": a short follow-up that names
// nothing, answered from the own words of what the last answer showed, or not at all.

// A sentence that gives a reason: the owner's "because", "so I", "which is why".
const REASON =
  /\b(?:because|since|so (?:i|we|that|it|he|she|they)|as a result|due to|which (?:is )?why|the reason|in order to|wanted to|decided to|ended with|ended when|took over)\b/i;
// Of a piece of work, a sentence on why its code or link is not public: "the code is private to…".
const KEPT_PRIVATE =
  /\b(?:private|proprietary|confidential|closed[- ]source|under (?:an )?nda|internal (?:to|at|tool))\b/i;
// A sentence with a count in it: "I manage four engineers", "a team of 12".
const COUNT_WORDS = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?';
// A count, never a year ("promoted in April 2023" counts nothing).
const COUNTED =
  /\b(?:(?!(?:19|20)\d\d\b)\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\b/i;
// Asking words that are no topic of their own.
const ASKING = new Set([
  'how',
  'what',
  'which',
  'when',
  'where',
  'who',
  'was',
  'is',
  'were',
  'are',
  'so',
  'and',
  'then',
]);

/** The text an item's sentences are read from. */
function textOf(i: Item): string {
  if (i.type === 'entry') return i.entry.content;
  if (i.type === 'project' || i.type === 'hackathon') return proseOf(i);
  if (i.type === 'faq') return i.faq.answer;
  return '';
}

// A sentence on leaving a study: "I withdrew in my second year", "then stopped when…".
const LEFT_STUDY =
  /\b(?:left|leave|withdrew|withdraw|stopped|quit|dropped|never went back|gave up|took it|offered me|chose|decided|instead|ran out|(?:couldn['’]t|could not) afford)\b/i;

/** An entry's own account: the sentences on leaving or giving a reason, else its first two. */
function accountOf(i: Entry): string {
  const all = sentencesOf(i.entry.content);
  const why = all.filter((x) => i.section.id === 'education' && (LEFT_STUDY.test(x) || REASON.test(x)));
  return (why.length ? why.slice(0, 2) : all.slice(0, 2)).join(' ');
}

/**
 * Whether a question is a bare follow-up: short, and naming nothing but the owner; "so ten years
 * of coding?" claims a length, weighed by the dates instead.
 */
function bareFollowUp(ctx: Ctx): boolean {
  return (
    ctx.focus.length > 0 &&
    ctx.q.words.length <= 8 &&
    ctx.q.found.every((f) => f.entity.type === 'owner') &&
    !claimAsked(ctx.q, true)
  );
}

/** "Why?" of what is in view: the owner's own account of it, or a sentence of theirs giving a reason. */
function reasonInView(ctx: Ctx, inView: readonly Item[], every: boolean): Answer | undefined {
  // The owner's own dated account in view (an About entry dated in a gap) is the reason asked for, before
  // any reason another entry gives for something else.
  // A break listed as a job of its own ("Career break: family carer") gives its reason the same way.
  // So is the account of a study left unfinished, the one entry in view ("why not?", "why did she stop?").
  const entries = ctx.focus.filter((i): i is Entry => i.type === 'entry');
  const own = entries.filter(
    (i) =>
      (!!i.entry.start && (i.section.id === 'personal' || BREAK_TITLE.test(i.entry.role ?? i.title))) ||
      (entries.length === 1 && i.section.id === 'education' && unfinished(i)),
  );
  const saying = (test: (x: string, i: Item) => boolean) =>
    inView.flatMap((i) =>
      sentencesOf(textOf(i))
        .filter((x) => test(x, i))
        .slice(0, 1)
        .map((text) => ({ item: i, text })),
    );
  const reasons = own.length
    ? own.map((i) => ({ item: i, text: accountOf(i) }))
    : saying((x) => REASON.test(x)).length
      ? saying((x) => REASON.test(x))
      : saying((x, i) => (i.type === 'project' || i.type === 'hackathon') && KEPT_PRIVATE.test(x));
  // Asked of what is in view, a reason none of it gives is not on the site, not off its topic.
  if (!reasons.length)
    return every ? undefined : answer(`The site doesn't say why. ${contactLine(ctx.v)}`, [], 'not-on-site');
  return answer(
    `In ${ctx.v.their} own words:\n${reasons.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    reasons.map((p) => p.item),
  );
}

const HOW_MANY = /\bhow (?:many|much)\b|\bwhat (?:percentage|percent|share|proportion|fraction|number)\b/;
// Words that ask for the figure itself, not the thing counted.
const QUANTITY_WORDS = new Set(['percentage', 'percent', 'share', 'proportion', 'fraction', 'number']);

/**
 * "How many people use it?": the item's own sentence on the topic's first word that gives a figure
 * in digits ("about 300 monthly users"), over one that only says the word ("on a staff").
 */
export function countedSaid(ctx: Ctx, item: Item, topic: readonly string[]): string | undefined {
  topic = topic.filter((w) => !QUANTITY_WORDS.has(w));
  if (!HOW_MANY.test(ctx.q.words.join(' ')) || !topic.length) return undefined;
  const said = sentencesOf(textOf(item)).filter(
    (x) => /\d/.test(x) && ctx.passages.says(x, topic.slice(0, 1)),
  );
  // "More than 240,000 visitors" before "a 14-metre floor … tracks visitors": the figure of the word.
  const words = [topic[0]!, ...ctx.passages.synonyms(topic[0]!)].map((w) => w.replace(/\W/g, ''));
  const counts = new RegExp(`\\d[\\d,.]*\\+?\\s+(?:[\\w-]+\\s+){0,3}(?:${words.join('|')})`, 'i');
  // "Downloaded more than 41,000 times" says downloads as itself; "customer-service messages" only
  // by a word of reach near it.
  const own = said.filter((x) => tokens(x).some((t) => stemmer(t) === stemmer(topic[0]!)));
  return own.find((x) => counts.test(x)) ?? own[0] ?? said.find((x) => counts.test(x)) ?? said[0];
}

/**
 * The own words, among the items in view, that answer a bare follow-up; undefined if none do.
 * `every`: only sentences with every topic word, for a question another reading may answer.
 */
export function followUpSaid(ctx: Ctx, every = false): Answer | undefined {
  if (!bareFollowUp(ctx)) return undefined;
  // A faq answer in view is the owner's whole answer already: its sentences add nothing to it.
  const inView = ctx.focus.filter((i) => !every || i.type !== 'faq').slice(0, 4);
  if (ctx.q.words.includes('why')) return reasonInView(ctx, inView, every);
  // "How many?" of the one thing in view: its own sentence that gives a count.
  if (ctx.q.words.join(' ') === 'how many' && inView.length === 1) {
    const counted = sentencesOf(textOf(inView[0]!)).find((x) => COUNTED.test(x));
    if (counted) return answer(`${source(inView[0]!)}: “${counted}”`, [inView[0]!]);
  }
  // "Who wrote the lessons?": the doing is what is asked of whom.
  const who = ctx.q.words[0] === 'who';
  const topic = ctx.passages
    .topicWords(ctx.q.words.filter((w) => (who || !DOING.has(w)) && !ASKING.has(w)))
    .filter((w) => w !== 'why');
  if (!topic.length) return undefined;
  const said = ctx.passages
    .find(topic, 3, (i) => inView.includes(i))
    .filter((p) => p.own && (p.every || !every));
  if (!said.length) return undefined;
  // Where the site says it better outside what is in view, another reading is the better answer.
  const best = every ? ctx.passages.find(topic, 1)[0] : undefined;
  if (best && !inView.includes(best.item) && best.matched > said[0]!.matched) return undefined;
  return answer(
    said.length === 1
      ? oneSaid(ctx, said[0]!, topic)
      : `The site says:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

/** One sentence in view on the topic: its count, the part of a list it asks ("any in French?"), or all of it. */
function oneSaid(ctx: Ctx, said: { item: Item; text: string }, topic: readonly string[]): string {
  const part = listPartSaid(said.text, topic, ctx.passages.says);
  const yes = part && (ctx.q.yesNo || ctx.q.words[0] === 'any') ? 'Yes: ' : '';
  return `${yes}${source(said.item)}: “${countedSaid(ctx, said.item, topic) ?? part ?? said.text}”`;
}

/**
 * "Which of those was his final diploma project?": among several pieces of work in view, those
 * whose own sentences hold every word asked, whatever else the question names.
 */
// Words of "which ones involve…", "which of those are about…" that say a choice is made, not what
// it is made by.
const CHOSEN = new Set(
  'one ones those these them both two three involve involves involved relate relates related concern concerns'.split(
    ' ',
  ),
);

export function chosenInView(ctx: Ctx, work: readonly Item[]): Answer | undefined {
  if (work.length < 2 || ctx.q.yesNo) return undefined;
  const topic = ctx.passages.topicWords(
    ctx.q.words.filter((w) => !DOING.has(w) && !ASKING.has(w) && !CHOSEN.has(w)),
  );
  if (!topic.length) return undefined;
  const said = ctx.passages
    .find(topic, Math.max(3, work.length), (i) => work.includes(i))
    .filter((p) => p.own && p.every);
  // "Which ones were in kitchens?": one word picks some of them, not every one.
  const some = new Set(said.map((p) => p.item)).size < work.length;
  if (!said.length || (topic.length < 2 && !some)) return undefined;
  return answer(
    said.map((p) => `${source(p.item)}: “${p.text}”`).join('\n'),
    said.map((p) => p.item),
  );
}

/**
 * "How much of the code is shared between Android and iOS?" after the job that says "about 65% of
 * the code is now shared": the sentence with a figure, of the items in view, that says every word.
 */
export function figureSaidInView(ctx: Ctx): Answer | undefined {
  if (!HOW_MANY.test(ctx.q.words.join(' '))) return undefined;
  const rate = rateSaidInView(ctx);
  if (rate) return rate;
  const inView = ctx.focus.filter((i) => i.type !== 'faq' && i.type !== 'category').slice(0, 4);
  const topic = ctx.passages
    .topicWords(ctx.q.words, { verbs: true })
    .filter((w) => !QUANTITY_WORDS.has(w) && !ASKING.has(w) && w !== 'there');
  if (!inView.length || topic.length < 2) return undefined;
  const said = inView.flatMap((i) =>
    sentencesOf(textOf(i))
      .filter((x) => /\d/.test(x) && topic.every((w) => ctx.passages.says(x, [w])))
      .map((text) => ({ i, text })),
  );
  return said.length === 1 ? answer(`${source(said[0]!.i)}: “${said[0]!.text}”`, [said[0]!.i]) : undefined;
}

// "How much data per day?": a figure per unit of time, however the owner puts it ("a day", "daily").
const RATE_ASKED = /\b(?:per|a|each|every) (day|week|month|year|hour|minute|second)\b/;
const PER_UNIT: Record<string, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly|annually',
  hour: 'hourly',
  minute: '',
  second: '',
};

/** "+How much data per day?": the sentences of the items in view with a figure per that unit of time. */
function rateSaidInView(ctx: Ctx): Answer | undefined {
  const unit = RATE_ASKED.exec(ctx.q.words.join(' '))?.[1];
  if (!unit) return undefined;
  const per = new RegExp(
    `\\d[\\d,.]*\\s*(?:k|m|million|thousand|billion)?\\b.*?\\b(?:(?:a|per|each|every) ${unit}|${unit}s? ?/|/ ?${unit}${PER_UNIT[unit] ? `|${PER_UNIT[unit]}` : ''})\\b`,
    'i',
  );
  const inView = ctx.focus.filter((i) => i.type !== 'faq' && i.type !== 'category').slice(0, 8);
  const said = inView.flatMap((i) =>
    sentencesOf(textOf(i))
      .filter((x) => per.test(x))
      .map((x) => ({ i, x })),
  );
  return said.length && said.length <= 3 ? quotedByItem(said) : undefined;
}

/** Sentences quoted under the item each is from, an item's own sentences together. */
function quotedByItem(said: readonly { i: Item; x: string }[]): Answer {
  const items = [...new Set(said.map((s) => s.i))];
  const of = (i: Item) =>
    said
      .filter((s) => s.i === i)
      .map((s) => s.x)
      .join(' ');
  return answer(items.map((i) => `${source(i)}: “${of(i)}”`).join('\n'), items);
}

// "How many students?", "how many downloads does it get?": the thing counted, right after "how many".
const HOW_MANY_OF = /\bhow many ([a-z][a-z-]*)\b/;
// Counts of time, which the dates answer, not a sentence's figure.
const TIME_UNITS = new Set(['years', 'months', 'weeks', 'days', 'hours', 'times', 'year', 'month']);
// "How big did the chapter get?": a sentence on growing, with its figures.
const GREW_ASKED = /\bhow (?:big|large|popular) (?:did|has|have|does|is) .*\b(?:get|grow|become|got|grown)\b/;
const GREW_SAID = /\b(?:grew|grown|growing|reached|doubled|tripled|scaled)\b.*\d|\bfrom [\d,]+ to [\d,]+/i;

// "How many users?" is also answered by those the owner calls them: "about 640 walkers have signed up".
const USERS_ASKED = new Set(['users', 'people', 'customers', 'user']);
const USE_SAID =
  /\d[\d,.]*k?\+?\s+(?:[\w-]+\s+){0,2}?[a-z-]+s\s+(?:now\s+|have\s+|had\s+)?(?:signed up|use|used|using|registered|joined|installed|downloaded|subscribed|rely|play|played)\b|\b(?:used by|serves|served|serving|reaches|reached) (?:about |around |over |some |more than )?\d|\d[\d,.]*k?\+?\s+(?:[\w-]+\s+){0,2}(?:users|learners|players|members|subscribers|customers|students|readers|listeners|visitors|downloads|installs)\b/i;
// "How many people has she mentored?": the verb after the owner.
const DONE_ASKED = /\bhow many (?:\w+ )?(?:has|have|did|does|do) (?:he|she|they|\w+) (\w+)/;
// "How many has he mentored?": no thing named, only the doing.
const AUXILIARY = new Set(['has', 'have', 'did', 'does', 'do', 'is', 'are', 'was', 'were']);

/** The doing a count is asked of, as a pattern of its stem ("mentored" finds "mentor"). */
function doneAsked(ctx: Ctx, text: string): RegExp | undefined {
  const verb = DONE_ASKED.exec(text)?.[1];
  if (!verb || verb.length < 4 || /^(?:use|used|get|got|have|had|make|made|build|built)$/.test(verb))
    return undefined;
  return new RegExp(`\\b${stemmer(verb)}`, 'i');
}

/**
 * "How many students?" after the jobs or work in view: the sentences of theirs that count that very
 * thing ("about 120 second-year students"); "how big did it get?", those on its growth.
 */
export function thingCountedInView(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const after = HOW_MANY_OF.exec(text)?.[1];
  const noun = after && AUXILIARY.has(after) ? 'people' : after;
  const grew = !noun && GREW_ASKED.test(text);
  if ((!noun || TIME_UNITS.has(noun)) && !grew) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const inView = ctx.focus.filter((i) => i.type !== 'faq' && i.type !== 'category').slice(0, 4);
  const words = noun ? [noun, ...ctx.passages.synonyms(noun)].map((w) => w.replace(/\W/g, '')) : [];
  const counts =
    noun &&
    new RegExp(
      `(?:\\d[\\d,.]*|\\bseventeen|\\btwelve|\\bdozen)\\+?\\s+(?:[\\w-]+\\s+){0,3}(?:${words.join('|')})`,
      'i',
    );
  const users = !!noun && USERS_ASKED.has(noun);
  // "How many people has she mentored?": a count beside the doing asked.
  const done = doneAsked(ctx, text);
  const counted = (x: string) => (counts ? counts.test(x) || (users && USE_SAID.test(x)) : GREW_SAID.test(x));
  const doneCounted = (x: string) => !!done && done.test(x) && COUNTED.test(x);
  const sentences = inView.flatMap((i) => sentencesOf(textOf(i)).map((x) => ({ i, x })));
  // A count beside the doing asked says it before any other count.
  const ofDone = sentences.filter((s) => doneCounted(s.x));
  const said = ofDone.length ? ofDone : sentences.filter((s) => counted(s.x));
  return said.length ? quotedByItem(said) : countedElsewhere(ctx, inView, counted);
}

/** "How many members does it have?" of the meetup's website: the entry on the meetup itself counts them. */
function countedElsewhere(ctx: Ctx, inView: readonly Item[], counted: (x: string) => boolean) {
  const said = namingInView(ctx, inView).flatMap((i) =>
    sentencesOf(textOf(i))
      .filter(counted)
      .map((x) => ({ i, x })),
  );
  return said.length && said.length <= 3 ? quotedByItem(said) : undefined;
}

const WORK_NOUNS = new Set([
  'website',
  'site',
  'app',
  'project',
  'game',
  'library',
  'tool',
  'bot',
  'api',
  'dashboard',
]);

/** Other entries whose own words name the one piece of work in view by the rare words of its title. */
function namingInView(ctx: Ctx, inView: readonly Item[]): Item[] {
  const work = inView.length === 1 && (inView[0]!.type === 'project' || inView[0]!.type === 'hackathon');
  if (!work) return [];
  // "A11y Café Paris website": the name, without the word for what kind of thing it is.
  const rare = tokens(inView[0]!.title).filter(
    (w) => w.length > 2 && !commonWords().has(w) && !WORK_NOUNS.has(w),
  );
  if (!rare.length) return [];
  return ctx.cat.entries.filter((e) => {
    const said = new Set(tokens(e.entry.content));
    return rare.every((w) => said.has(w));
  });
}

/**
 * "How many people has she mentored?" with nothing in view: the owner's own sentences that count
 * the doing asked ("I've mentored 34 women"), wherever they are; none where no sentence does.
 */
export function doneCountedSaid(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  // "Mentored" may be a team role too; it names no one item.
  const naming = ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'role');
  if (!HOW_MANY_OF.test(text) || naming) return undefined;
  const done = doneAsked(ctx, text);
  if (!done) return undefined;
  // The count right after the doing ("mentored 34 women"), never a year.
  const countAfter = new RegExp(
    `${done.source}\\w*\\s+(?:[\\w-]+\\s+){0,2}?(?!(?:19|20)\\d\\d\\b)(?:\\d[\\d,]*|${COUNT_WORDS})\\b`,
    'i',
  );
  const said = [...ctx.cat.items.values()].flatMap((i) =>
    sentencesOf(textOf(i))
      .filter((x) => countAfter.test(x))
      .map((x) => ({ i, x })),
  );
  if (said.length && said.length <= 4) return quotedByItem(said);
  // "How many players has he coached?" with no count said: no count of work, but what the owner says of it.
  if (!PEOPLE_COUNTED.has(HOW_MANY_OF.exec(text)![1]!)) return undefined;
  // The doing as asked ("coached"), not a noun of its stem ("a football coach").
  const asDone = new RegExp(`\\b${DONE_ASKED.exec(text)![1]}\\b`, 'i');
  const of = [...ctx.cat.items.values()]
    .flatMap((i) =>
      sentencesOf(textOf(i))
        .filter((x) => asDone.test(x))
        .map((x) => ({ i, x })),
    )
    .slice(0, 3);
  return of.length
    ? answer(
        `The site gives no count of that. What it says:\n${of.map((s) => `- ${source(s.i)}: “${s.x}”`).join('\n')}`,
        of.map((s) => s.i),
        'not-on-site',
      )
    : undefined;
}
const PEOPLE_COUNTED = new Set([
  'people',
  'players',
  'students',
  'women',
  'men',
  'kids',
  'children',
  'mentees',
  'developers',
  'engineers',
  'juniors',
  'members',
  'learners',
  'pupils',
]);

// "Give me an example with numbers", "any figures?": the figures the items in view give.
const FIGURES_ASKED =
  /\b(?:(?:with|in|any|some|the) (?:numbers|figures|metrics)|numbers on|quantif(?:y|ied)|measurable)\b/;

/** "Give me an example with numbers" after the items in view: their own sentences that give figures. */
export function figuresInView(ctx: Ctx): Answer | undefined {
  if (!FIGURES_ASKED.test(ctx.q.words.join(' '))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const inView = ctx.focus.filter((i) => i.type !== 'faq' && i.type !== 'category').slice(0, 4);
  const said = inView.flatMap((i) =>
    sentencesOf(textOf(i))
      .filter((x) => /\d/.test(x))
      .map((x) => ({ i, x })),
  );
  return said.length ? quotedByItem(said) : undefined;
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [PER_UNIT]) Object.setPrototypeOf(table, null);

import { entryLine } from './entryText';
import type { Faq } from '../../../content';
import { familySaid, ownLifeSentences } from './family';
import { petOfKind } from './nameInView';
import { countriesOfRegion, isCountryWord } from '../lexicon/demonyms';
import { timezoneSaid } from './timezone';
import { faqPolarity } from './faqPolar';
import { labelledSkills } from './labelledSkills';
import { stemmer } from 'stemmer';
import { faqItemId } from '../catalogue';
import { careerOf } from '../facts';
import { ageFacts } from '../age';
import type { Ctx } from './context';
import { answer, contactLine, link, pageLink, type Answer } from './markdown';
import { ageClaim, ageVerdict } from './ageClaim';
import { languagesSaid, nationalityLead } from './nationality';
import {
  capitalised,
  DOING,
  inViewFaqFirst,
  languageYes,
  ownLife,
  notOpening,
  onLanguage,
  preferredAgainst,
  prose,
  source,
  withoutYes,
  asOwnWords,
} from './prose';
import { commonWords, englishWords, FUNCTION_WORDS } from '../lexicon/english';
import { placesLead } from './faqPlaces';
import { noStartDate } from './notYet';
import { payAsked } from '../faqAsked';
import { BACKGROUND_WORDS, BEARING_WORDS, NEGATION, PERSONAL_WORDS, SALES_WORDS } from '../lexicon/cues';
import { listing, normalize, tokens } from '../text';
import {
  isLanguage,
  MAKING,
  ownVoice,
  proseOfItem,
  SELF_TAUGHT,
  sentencesOf,
  type Passage,
} from '../passages';

// Replies about the assistant itself, its scope, and the owner's contact and personal facts.

const topics = (ctx: Ctx) =>
  `${ctx.v.their} projects, skills, career and education${ctx.cat.work.some((w) => w.type === 'hackathon') ? ', and hackathons' : ''}`;

const THANKS = new Set([
  'thanks',
  'thank',
  'thx',
  'ta',
  'ty',
  'cheers',
  'helped',
  'helps',
  'helpful',
  'appreciate',
]);

const FAREWELL = new Set(['bye', 'goodbye', 'cya', 'later', 'farewell', 'night']);

export const greeting = (ctx: Ctx): Answer =>
  ctx.q.words.some((w) => FAREWELL.has(w))
    ? answer(`Goodbye, and thanks for visiting! To reach ${ctx.v.name}, use the ${pageLink('contact')} form.`)
    : ctx.q.words.some((w) => THANKS.has(w))
      ? answer(`Glad to help! Ask me anything else about ${topics(ctx)}.`)
      : answer(`Hi! I'm the assistant on ${ctx.v.name}'s site: ask me about ${topics(ctx)}.`);

export const assistant = (ctx: Ctx): Answer =>
  answer(
    `I'm this site's assistant, a program (not ${ctx.v.name}): I answer from what the site says about ${topics(ctx)}.`,
  );

export const offTopic = (ctx: Ctx): Answer =>
  answer(`I only answer questions about ${ctx.v.name}: ${topics(ctx)}.`, [], 'off-topic');

// Words asking which languages the owner speaks.
const SPEAKING = new Set(['speak', 'speaks', 'spoken', 'fluent', 'bilingual', 'multilingual']);

const SPEAKS_SAID = /\b(?:speak|speaks|spoken|fluent|native|first language|languages)\b/i;

/** The owner's faq answer on the languages they speak. */
const languagesFaq = (ctx: Ctx) =>
  (ctx.cat.owner.faq ?? []).find(
    (f) => tokens(f.answer).some(isLanguage) && SPEAKS_SAID.test(`${f.questions.join(' ')} ${f.answer}`),
  );

/** "What languages does she speak?": the owner's own sentences that name a spoken language. */
function spokenLanguages(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => SPEAKING.has(w)) || ctx.q.words.some(isLanguage)) return undefined;
  // The owner's own faq answer that names a language they speak says it best.
  const own = languagesFaq(ctx);
  if (own) return faq(ctx, own.id);
  const said = ctx.cat.entries
    .filter((e) => e.section.id === 'personal')
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ e, text })))
    .filter(({ text }) => tokens(text).some(isLanguage));
  // A sentence that says speaking ("I speak French natively") is preferred to one that only names one.
  const speaking = said.filter(({ text }) =>
    /\b(?:speak|speaks|spoke|fluent|native|natively|learning|language|languages)\b/i.test(text),
  );
  const shown = speaking.length ? speaking : said;
  // "What languages does he speak?" where no sentence names one: not said, whatever says "language".
  if (!shown.length)
    return ctx.q.words.some((w) => w === 'speak' || w === 'speaks' || w === 'spoken')
      ? answer(
          `The site doesn't say which languages ${ctx.v.name} speaks. ${contactLine(ctx.v)}`,
          [],
          'not-on-site',
        )
      : undefined;
  return answer(
    `What the site says:\n${shown.map(({ e, text }) => `- ${source(e)}: “${text}”`).join('\n')}`,
    [...new Set(shown.map(({ e }) => e))],
  );
}

// A sentence that speaks of a language learnt, not spoken well.
const LEARNING = /\b(?:learning|basic|basics|beginner|some|a little|conversational|slowly)\b/i;

/**
 * "Does she know Japanese?" of "I'm learning Japanese": the owner's own sentence on learning it,
 * before any answer on the languages they speak that leaves it out.
 */
function languageInOwnWords(ctx: Ctx): Answer | undefined {
  const langs = ctx.q.words.filter(isLanguage);
  if (!ctx.q.yesNo || langs.length !== 1 || ctx.q.found.some((f) => f.entity.type === 'tech'))
    return undefined;
  const own = languagesFaq(ctx);
  if (own && languagesSaid(own.answer).has(langs[0]!)) return undefined;
  // Only a sentence on learning it: one on speaking it is read with the others (see leadFor).
  const learnt = (text: string) =>
    text.split(/[,;]|\b(?:and|but)\b/).some((c) => languagesSaid(c).has(langs[0]!) && LEARNING.test(c));
  const said = ownLifeSentences(ctx.cat).find(({ text }) => learnt(text));
  return said && answer(`Partly, in ${ctx.v.their} own words: “${said.text}”`, [said.i]);
}

/** "How well does she speak German?": the sentences that name the spoken language asked, where any do. */
function languageNamed(ctx: Ctx): Answer | undefined {
  const learnt = languageInOwnWords(ctx);
  if (learnt) return learnt;
  // A yes or no on speaking it has its own reading; "how well" wants the sentence that names it.
  const langs = ctx.q.yesNo ? [] : ctx.q.words.filter(isLanguage);
  if (!langs.length) return undefined;
  // The owner's own answer on the languages they speak, where it names the one asked ("Swedish?" is
  // not their citizenship); where it names none of them, that answer says no ("French?").
  const own = languagesFaq(ctx);
  if (own && langs.some((l) => languagesSaid(own.answer).has(l))) return faq(ctx, own.id);
  const found = ctx.passages.find(langs, 2).filter((p) => tokens(p.text).some((w) => langs.includes(w)));
  if (found.length) return prose(ctx, found);
  return own ? faq(ctx, own.id) : undefined;
}

/** "Which game sold best?": the owner's sentences with sales words, or that the site gives no figures. */
function salesSaid(ctx: Ctx): Answer | undefined {
  const asked = ctx.q.words.filter((w) => SALES_WORDS.has(w));
  if (!asked.length) return undefined;
  const found = ctx.passages
    .find([...asked, 'sold', 'sales', 'copies'], 3)
    .filter((p) => /\b(?:sold|sales|copies|sell)/i.test(p.text));
  if (found.length) return prose(ctx, found);
  return answer(
    `The site gives no sales figures for ${ctx.v.name}'s work. ${contactLine(ctx.v)}`,
    [],
    'not-on-site',
  );
}

// A sentence that states a price or pay: a figure with a currency, or the words of one.
const PRICE_SAID =
  /[€$£¥]|\b(?:rate|rates|fee|fees|price|prices|priced|pricing|salary|paid|charge|charges|euros?|dollars?|pounds)\b/i;

/** "What does an audit cost?" with no faq on pay: the owner's sentences that state one, or that none does. */
function priceSaid(ctx: Ctx): Answer | undefined {
  if (!payAsked(ctx.q.words)) return undefined;
  const topic = ctx.passages.topicWords(ctx.q.words);
  const found = ctx.passages
    .find([...topic, 'rate', 'price', 'fee'], 3)
    .filter((p) => PRICE_SAID.test(p.text));
  if (found.length) return prose(ctx, found);
  return answer(
    `The site gives no figures for ${ctx.v.name}'s pay or rates. ${contactLine(ctx.v)}`,
    [],
    'not-on-site',
  );
}

const ANY_DOING = new Set(['run', 'runs', 'go', 'goes', 'take', 'takes', 'keep', 'keeps', 'like', 'likes']);

/**
 * The sentences on a topic. In "does he play any instruments?" the verb after the owner is what the
 * owner does with the topic: a sentence that has it and still says the topic ("I play the kora, a
 * harp") comes before one with the topic's word alone ("instruments that live in a browser tab").
 */
/** The verb right after the owner in a yes/no question ("does she *coach*…?"). */
function verbAfterOwner(ctx: Ctx): string | undefined {
  const owner = ctx.q.found.find((f) => f.entity.type === 'owner');
  return owner && ctx.q.yesNo ? ctx.q.words[owner.end] : undefined;
}

export function withCommonWords(ctx: Ctx, topic: string[], max = 2) {
  const verb = verbAfterOwner(ctx);
  // "Has he built anything for payments?": the work and jobs it was made in speak first.
  const found = ctx.passages.find(topic, max, undefined, { making: !!verb && MAKING.has(verb) });
  // Verbs of doing anything ("work", "run", "make") say nothing of the topic.
  if (!topic.length || !verb || topic.includes(verb) || DOING.has(verb) || ANY_DOING.has(verb)) return found;
  if (!ctx.passages.topicWords([verb]).length) return found;
  const wider = ctx.passages.find([verb, ...topic], max);
  const better = wider[0] && wider[0].matched > (found[0]?.matched ?? 0);
  return better && wider.every((p) => ctx.passages.says(p.text, topic) && p.own) ? wider : found;
}

/** A question no structured fact answers: the owner's prose that mentions its topic, else "the site doesn't say". */
// Words of a sentence that says what one thing gave or brings to another.
const BRINGS =
  /\b(?:taught|teaches|teach|learn(?:ed|t)|bring|brings|brought|carry|carries|carried|made me|makes me|helps?|helped|pays? off|paid off|useful|transfer\w*|gave me|gives me)\b/i;
// Words of the question that say nothing of what the background is ("dev", "job").
const NOT_SUBJECT = new Set(
  'dev developer job role work software engineering actually really does did has have had can could would will was were'.split(
    ' ',
  ),
);

/**
 * "Does his coaching background matter for a dev job?": the owner's sentences on that part of their
 * past that say what it taught or brings, as their own words.
 */
function bearingSaid(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  if (!words.some((w) => BEARING_WORDS.has(w))) return undefined;
  // "How does football coaching help him?": a word of an earlier job's title is a background too.
  const earlier = new Set(
    careerOf(ctx.cat)
      .filter((e) => e.entry.end !== 'present')
      .flatMap((e) => tokens(e.entry.role ?? e.title).map(stemmer)),
  );
  const named = words.some((w) => BACKGROUND_WORDS.has(w) || (w.length > 3 && earlier.has(stemmer(w))));
  if (!named) return bearingOfInView(ctx);
  // "Coaching" may name a role too: only the owner's own name is left out.
  const owner = (i: number) =>
    ctx.q.found.some((f) => f.entity.type === 'owner' && f.start <= i && i < f.end);
  const subject = words.filter(
    (w, i) =>
      !owner(i) &&
      w.length > 2 &&
      !FUNCTION_WORDS.has(w) &&
      !BEARING_WORDS.has(w) &&
      !BACKGROUND_WORDS.has(w) &&
      !NOT_SUBJECT.has(w),
  );
  if (!subject.length) return undefined;
  // "Eight years of football coaching": the whole said together, else any one word of it
  // ("Coaching taught me…").
  return (
    bringsSaid(ctx, subject) ??
    subject
      .filter((w) => !/^\d+$/.test(w) && w !== 'years')
      .reduce<Answer | undefined>((found, w) => found ?? bringsSaid(ctx, [w]), undefined)
  );
}

/** "How does that help him as a developer?" right after a job: what the owner says that job brings. */
function bearingOfInView(ctx: Ctx): Answer | undefined {
  if (!ctx.q.backRef) return undefined;
  // Any word of the titles in view that the owner's sentences on what it brought have ("coach").
  const words = ctx.focus
    .flatMap((i) => (i.type === 'entry' ? tokens(i.entry.role ?? i.title) : []))
    .filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w) && !NOT_SUBJECT.has(w));
  for (const w of new Set(words)) {
    const said = bringsSaid(ctx, [w]);
    if (said) return said;
  }
  return undefined;
}

function bringsSaid(ctx: Ctx, subject: readonly string[]): Answer | undefined {
  // Every sentence of the owner's words, not only each item's best: "Coaching taught me…" may
  // follow a sentence that names coaching too.
  const items = [...ctx.cat.items.values()];
  const said = items
    .flatMap((item) => sentencesOf(proseOfItem(item)).map((text) => ({ item, text })))
    .filter((p) => BRINGS.test(p.text) && ctx.passages.says(p.text, subject))
    .slice(0, 3);
  if (!said.length) return undefined;
  return answer(
    `${ctx.q.yesNo ? 'Yes, in' : 'In'} ${ctx.v.name}'s own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    [...new Set(said.map((p) => p.item))],
  );
}

// "Tell me about an incident he handled", "anything with trains?": the words after "about" name
// the topic, however everyday.
// "With" names one after a thing done ("anything with trains"), not in "work in Arabic with our team".
const TOPIC_BEFORE = new Set(['about', 'involving', 'regarding']);
const DONE_WITH = new Set(['anything', 'something', 'stuff', 'done', 'worked', 'projects', 'project']);
const TOPIC_ARTICLES = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'some', 'any']);
export function namedTopic(words: readonly string[]): string[] {
  const at = words.findIndex(
    (w, i) => TOPIC_BEFORE.has(w) || (w === 'with' && DONE_WITH.has(words[i - 1] ?? '')),
  );
  if (at < 0) return [];
  const start = at + 1 + (TOPIC_ARTICLES.has(words[at + 1] ?? '') ? 1 : 0);
  return words.slice(start, start + 2);
}

// Everyday words that ask of the owner's own terms of work ("how many hours can she work?").
export const OWN_TERMS: ReadonlySet<string> = new Set(['hours']);

/** Questions read by their own words before any search: languages, family, a thing built, seeking. */
const ownWordsFirst = (ctx: Ctx) =>
  spokenLanguages(ctx) ??
  languageNamed(ctx) ??
  familySaid(ctx) ??
  builtNowhere(ctx) ??
  bearingSaid(ctx) ??
  seekingUnsaid(ctx);

// "Is he looking for a job?", "open to new opportunities?": whether the owner seeks work now.
const SEEKING_ASKED =
  /\b(?:looking for|open to|seeking|searching for|on the market|available for)\b(?: \w+){0,3} (?:jobs?|roles?|work|positions?|opportunit\w*|offers?)\b/;

const AVAILABLE_ASKED =
  /\b(?:available|availability|start|notice|hire|hiring)\b|\b(?:open to|looking for) (?:a |any |new )?(?:roles?|jobs?|work|opportunit\w*)\b/i;
// An answer that says whether the owner is open at all, not only when they could start.
const OPEN_SAID =
  /^yes\b|\b(?:open to|looking for|available|happy to (?:talk|hear)|interested in|free for)\b/i;
const SEEKING_TOPIC = new Set([
  'looking',
  'open',
  'seeking',
  'searching',
  'new',
  'job',
  'jobs',
  'role',
  'roles',
  'work',
]);

/** Seeking asked where no faq answers it: not said, with what the owner does now. */
function seekingUnsaid(ctx: Ctx): Answer | undefined {
  if (!SEEKING_ASKED.test(ctx.q.words.join(' '))) return undefined;
  // "Open to remote work?" is the owner's faq on remote work to answer, and any faq on being
  // available answers being open at all.
  const topic = ctx.passages.topicWords(ctx.q.words).filter((w) => !SEEKING_TOPIC.has(w));
  if (ctx.passages.find(topic, 1, (i) => i.type === 'faq').length) return undefined;
  const available = (ctx.cat.owner.faq ?? []).some(
    (f) => AVAILABLE_ASKED.test(f.questions.join(' ')) && OPEN_SAID.test(f.answer),
  );
  if (available) return undefined;
  const now = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  const doing = now.length ? ` Now: ${listing(now.map((e) => entryLine(e)))}.` : '';
  // "I am open to relocating for the right role": the owner's words on roles they would take.
  const bearing = (ctx.cat.owner.faq ?? []).flatMap((f) =>
    sentencesOf(f.answer)
      .filter((x) => ROLE_OPEN.test(x) && !NEGATION.test(x))
      .map((text) => ({ id: faqItemId(ctx.cat, f), text })),
  );
  const words = bearing.length
    ? `\nWhat bears on it, in ${ctx.v.their} own words:\n${bearing
        .slice(0, 3)
        .map(({ text }) => `- “${text}”`)
        .join('\n')}`
    : ` ${contactLine(ctx.v)}`;
  return answer(
    `The site doesn't say whether ${ctx.v.name} is looking for a new role.${doing}${words}`,
    [...now.map((e) => e.id), ...bearing.slice(0, 3).map(({ id }) => id)],
    'not-on-site',
  );
}
// A sentence on the roles the owner would take: open to, happy with, interested in them.
const ROLE_OPEN =
  /\b(?:open to|happy with|interested in|looking for|would consider)\b[^.]*\b(?:roles?|jobs?|positions?|work|opportunit\w*)\b/i;

export function notOnSite(ctx: Ctx): Answer {
  // Questions read by their own words first: languages spoken, a thing built, what a past brings.
  const own = ownWordsFirst(ctx);
  if (own) return own;
  const sales = salesSaid(ctx) ?? priceSaid(ctx);
  if (sales) return sales;
  // Words too common to name a topic ("start") count only when visitors say them for one ("remote").
  // "Could he work in German?" asks what the owner says of the languages they speak.
  const speaking = ctx.q.words.some(isLanguage) && !ctx.q.words.some((w) => SPEAKING.has(w)) ? ['speak'] : [];
  const named = namedTopic(ctx.q.words);
  const topic = ctx.passages
    .topicWords([...ctx.q.words.filter((_, i) => !inEntity(ctx, i)), ...speaking])
    .filter(
      (w) =>
        !commonWords().has(w) ||
        ctx.passages.hasSynonyms(w) ||
        SELF_TAUGHT.includes(w) ||
        named.includes(w) ||
        OWN_TERMS.has(w),
    );
  // "Has he designed PCBs?": a listed skill whose own label says the topic ("KiCad PCB design").
  const labelled = labelledSkills(ctx, topic);
  if (labelled) return labelled;
  const found = inViewFaqFirst(ctx, topic, withCommonWords(ctx, topic));
  if (found.length) return prose(ctx, found);
  // Plain words name a topic together (a sentence with two of them), or in the owner's own faq answer.
  const plain = ctx.passages.topicWords(
    ctx.q.words.filter((_, i) => !inEntity(ctx, i)),
    { verbs: true },
  );
  // A faq answer counts on one word only when that word is not an everyday one ("help" is).
  const rare = new Set(
    ctx.passages
      .find(
        plain.filter((w) => !commonWords().has(w)),
        6,
      )
      .map((p) => p.item),
  );
  const both = inViewFaqFirst(
    ctx,
    plain,
    ctx.passages.find(plain).filter((p) => p.matched >= 2 || (p.item.type === 'faq' && rare.has(p.item))),
  );
  if (both.length) return prose(ctx, both);
  return (
    ownLifeAsked(ctx) ??
    builtNowhere(ctx, true) ??
    answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site')
  );
}

/** "Does she have a cat?", "does he run?": what the owner's own words on their life say. */
const ownLifeAsked = (ctx: Ctx) => thingHad(ctx) ?? doneInOwnLife(ctx);

// "Does she have a cat?": one everyday thing had, asked of the owner.
const HAVE_ONE = /^(?:does|do|has|have) \S+ (?:have|has|own|owns|got)(?: an?| any)? ([a-z]+)$/;

/** The owner's own words on their life that name the one everyday thing a question asks they have. */
function thingHad(ctx: Ctx): Answer | undefined {
  const thing = HAVE_ONE.exec(ctx.q.words.join(' '))?.[1];
  if (!thing) return undefined;
  const pet = petOfKind(thing);
  if (pet) return petHad(ctx, pet);
  const found = ctx.passages.find([thing], 3, ownLife).filter((p) => p.every);
  return found.length ? prose(ctx, found) : undefined;
}

// "Does she draw?", "can he cook?": one thing done, asked of the owner.
const DOES_ONE = /^(?:does|do|can|did) \S+ ([a-z]{3,})$/;

// Pastimes owners write in other words than visitors ask them.
const DONE_AS: Record<string, RegExp> = {
  climb: /\b(?:climb(?:s|ed|ing)?|boulder(?:s|ed|ing)?)\b/i,
  run: /\b(?:running|ran|jog(?:s|ged|ging)?|marathons?|half[- ]marathons?|parkrun)\b/i,
  swim: /\b(?:swimming|swam|open[- ]water)\b/i,
  cycle: /\b(?:cycl(?:e|es|ed|ing)|bik(?:e|es|ed|ing)|gravel rides?)\b/i,
  bike: /\b(?:cycl(?:e|es|ed|ing)|bik(?:e|es|ed|ing))\b/i,
  hike: /\b(?:hik(?:e|es|ed|ing)|trek(?:s|ked|king)?|hillwalking|fell[- ]walking)\b/i,
  cook: /\b(?:cook(?:s|ed|ing)?|bak(?:e|es|ed|ing)|sourdough)\b/i,
  bake: /\b(?:bak(?:e|es|ed|ing)|sourdough)\b/i,
  sing: /\b(?:sing(?:s|ing)?|sang|choir)\b/i,
  draw: /\b(?:draw(?:s|ing)?|drew|sketch(?:es|ed|ing)?|illustrat\w*)\b/i,
  ski: /\b(?:ski(?:s|ed|ing)?|snowboard\w*)\b/i,
};

/** "Does she run?" of "I run marathons": yes, in the owner's own words on their life. */
function doneInOwnLife(ctx: Ctx): Answer | undefined {
  const verb = DOES_ONE.exec(ctx.q.words.join(' '))?.[1];
  if (!verb || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const said = new RegExp(`\\bI (?:\\w+ ){0,2}?(?:[\\w-]+, )*${verb}(?:s|ed)?\\b`);
  // "Does she climb?" of "I … go bouldering twice a week": the pastime in its other words.
  const also = DONE_AS[verb];
  const done = ownLifeSentences(ctx.cat).find(
    ({ text }) => said.test(text) || (!!also && /\bI\b/.test(text) && also.test(text)),
  );
  return done && answer(`Yes: ${source(done.i)}, in ${ctx.v.their} own words: “${done.text}”`, [done.i]);
}

/** "Does she have a dog?" of "walk Biscuit, my beagle": yes, in the owner's words; a cat is no dog. */
function petHad(ctx: Ctx, pet: RegExp): Answer | undefined {
  const lives = ownLifeSentences(ctx.cat);
  const had = lives.find(({ text }) => pet.test(text.toLowerCase()));
  if (had) return answer(`Yes: ${source(had.i)}, in ${ctx.v.their} own words: “${had.text}”`, [had.i]);
  const other = lives.find(({ text }) => petOfKind('pet')!.test(text.toLowerCase()));
  return other
    ? answer(`Not that the site says; it does mention, in ${ctx.v.their} own words: “${other.text}”`, [
        other.i,
      ])
    : undefined;
}

// "Did he build a chess app?": a kind of thing built, which no work on the site is described as.
const BUILT_ASKED =
  /\b(?:build|built|make|made|create|created|ship|shipped|develop|developed|code|coded|write|written|wrote) (?:a|an|any) ((?:[\w-]+ ){0,3}(?:app|apps|game|games|site|website|tool|bot|library|api|extension|plugin|dashboard))\b/;

/** "Did he build a weather app?" naming nothing the site knows: what the prose says, or a no. */
export const asksBuilt = (q: Ctx['q']) =>
  q.yesNo && BUILT_ASKED.test(q.words.join(' ')) && q.found.every((f) => f.entity.type === 'owner');

/**
 * "No" to a kind of thing built that no sentence of the site is on: its describing words said
 * nowhere ("weather" of "a weather app"), or nothing found on it at all (`last`).
 */
export function builtNowhere(ctx: Ctx, last = false): Answer | undefined {
  const asked = ctx.q.yesNo ? BUILT_ASKED.exec(ctx.q.words.join(' ')) : null;
  if (!asked) return undefined;
  const describing = asked[1]!
    .split(' ')
    .slice(0, -1)
    .filter((w) => !FUNCTION_WORDS.has(w));
  if (!last && (!describing.length || describing.some((w) => ctx.passages.find([w], 1).length)))
    return undefined;
  return answer(
    `No: none of ${ctx.v.name}'s projects or hackathon entries on the site is described as ${/^[aeiou]/.test(asked[1]!) ? 'an' : 'a'} ${asked[1]}. ${pageLink('projects')} lists them all.`,
    [],
    'not-on-site',
  );
}

/** Whether the word at `i` is part of an entity the question names (the owner, a title, a skill). */
// A kind of work named ("contract testing", "a fintech") is a topic the prose may speak to.
const inEntity = (ctx: Ctx, i: number) =>
  ctx.q.found.some((f) => f.start <= i && i < f.end && f.entity.type !== 'kind');

/**
 * "Can she work on a TN visa?" of "(TN status isn't open to me)": a rare word asked that the answer
 * names only in a clause that denies.
 */
function deniedInClause(ctx: Ctx, text: string): boolean {
  const owner = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.firstName}`));
  const rare = ctx.q.words.filter(
    (w) => w.length > 1 && !FUNCTION_WORDS.has(w) && !owner.has(w) && !englishWords().has(w),
  );
  const clauses = text.split(/[,;:()]|\bbut\b|(?<=[.!?])\s+/i).filter((c) => c.trim());
  const naming = (w: string) => clauses.filter((c) => tokens(c).includes(w));
  return rare.some((w) => naming(w).length > 0 && naming(w).every((c) => NEGATION.test(c)));
}

/** The owner's answer led by the yes or no it implies for the question, in their own words. */
function polarLead(ctx: Ctx, f: Faq): string | undefined {
  const polarity = faqPolarity(ctx, f);
  if (polarity === 'Yes' && preferredAgainst(ctx, f.answer)) return undefined;
  if (polarity === 'Yes' && deniedInClause(ctx, f.answer))
    return `No, in ${ctx.v.name}'s own words: “${f.answer}”`;
  return polarity && `${polarity}, in ${ctx.v.name}'s own words: “${f.answer}”`;
}

// "A German company", "Polish citizenship": a language's word naming a country's employer, law or
// people, not a language spoken.
const OF_A_PLACE =
  /^(?:compan|employer|firm|client|customer|startup|business|market|office|bank|visa|citizen|national|passport|permit|govern|law|contract|resident|tax|team|org)/;

export function faq(ctx: Ctx, id: string): Answer {
  const f = (ctx.cat.owner.faq ?? []).find((x) => x.id === id);
  if (!f) return notOnSite(ctx);
  // "Could she work in Arabic?" answered by an entry on other languages: the answer does not say yes.
  const said = languagesSaid(f.answer);
  const unsaid = ctx.q.words.filter(
    (w, i) => isLanguage(w) && !said.has(w) && !OF_A_PLACE.test(ctx.q.words[i + 1] ?? ''),
  );
  const nationality = nationalityLead(ctx, f);
  if (nationality) return answer(nationality.text, [faqItemId(ctx.cat, nationality.faq)], 'faq');
  const lead = unsaid.length
    ? `${ctx.q.yesNo ? 'No: the' : 'The'} site doesn't say ${ctx.v.name} speaks ${listing(unsaid.map(capitalised), 'or')}. In ${ctx.v.their} own words: “${f.answer}”`
    : (noStartDate(ctx, f.answer) ??
      termsInPassing(ctx, f) ??
      placesLead(ctx, f) ??
      onLanguage(ctx, f.answer) ??
      languageYes(ctx, f.answer) ??
      notOpening(ctx, f.answer) ??
      polarLead(ctx, f) ??
      asOwnWords(ctx, withoutYes(ctx, f.answer)));
  return answer(lead, [faqItemId(ctx.cat, f), ...(f.items ?? []).filter((i) => ctx.cat.items.has(i))], 'faq');
}

/**
 * "Salary expectations?" near an entry on on-call whose answer says "paid on-call" in passing: a
 * term of work the entry's own questions never ask is not its topic. The sentence that touches it
 * bears on it; the rest of the entry, and its yes, answer something else.
 */
function termsInPassing(ctx: Ctx, f: Faq): string | undefined {
  const asked = ctx.q.words.filter((w) => PERSONAL_WORDS.has(w));
  const own = f.questions.join(' ');
  // A word the answer says as itself ("not available for freelance work") is its topic after all.
  const stems = new Set(tokens(f.answer).map((t) => stemmer(t)));
  const unasked = asked.filter((w) => !ctx.passages.says(own, [w]) && !stems.has(stemmer(w)));
  if (!asked.length || unasked.length < asked.length) return undefined;
  const said = sentencesOf(f.answer).filter((t) => ctx.passages.says(t, unasked));
  if (!said.length) return undefined;
  return `The site doesn't speak to ${listing(unasked)} directly. What bears on it, in ${ctx.v.name}'s own words: “${said.join(' ')}”`;
}

// An owner's faq phrasing on how to reach them: "How can I contact you?", "What is your email?".
const REACH_ASKED = /\b(?:contact|email|e-mail|reach|touch|phone|(?<!on[- ])call)\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

export function contact(ctx: Ctx): Answer {
  const own = (ctx.cat.owner.faq ?? []).find((f) => f.questions.some((q) => REACH_ASKED.test(q)));
  const site = contactOnSite(ctx, !!own && EMAIL.test(own.answer));
  // "What's her LinkedIn?" asks for the profile alone.
  if (!own || ctx.q.words.some((w) => w === 'linkedin' || w === 'github')) return site;
  return answer(`In ${ctx.v.name}'s own words: “${own.answer}” ${site.text}`, [faqItemId(ctx.cat, own)]);
}

function contactOnSite(ctx: Ctx, emailGiven: boolean): Answer {
  const { owner } = ctx.cat;
  const w = ctx.q.words;
  const noEmail =
    !emailGiven && w.some((x) => ['email', 'mail', 'phone', 'number', 'call'].includes(x))
      ? `The site lists no ${w.includes('phone') || w.includes('number') || w.includes('call') ? 'phone number' : 'email address'}; `
      : '';
  // The profiles asked for, and what the site does not give beside them ("LinkedIn and email?").
  const profiles = [
    w.includes('linkedin')
      ? `LinkedIn: ${link(owner.linkedin.replace(/^https?:\/\//, ''), owner.linkedin)}`
      : '',
    w.includes('github') ? `GitHub: ${link(owner.github.replace(/^https?:\/\//, ''), owner.github)}` : '',
  ].filter(Boolean);
  // "What's his handle?": the name the owner goes by online.
  if (w.some((x) => x === 'handle' || x === 'username')) profiles.unshift(`handle: **${owner.handle}**`);
  if (profiles.length)
    return answer(
      `${ctx.v.name}'s ${profiles.join('; ')}.${noEmail ? ` ${noEmail.replace(/; $/, '.')} The ${pageLink('contact')} form reaches ${ctx.v.name} directly.` : ''}`,
    );
  return answer(
    `${noEmail ? noEmail : ''}${noEmail ? 'the' : 'The'} ${pageLink('contact')} form reaches ${ctx.v.name} directly; ${ctx.v.they} ${ctx.v.is} also on ${link('LinkedIn', owner.linkedin)} and ${link('GitHub', owner.github)}.`,
  );
}

// Words of a question about where the owner comes from rather than lives.
const ORIGIN = new Set(['from', 'born', 'grew', 'grow', 'raised', 'hometown', 'originally', 'native']);
const ORIGIN_WORDS = ['born', 'grew', 'raised', 'hometown', 'originally', 'moved', 'childhood'];
const BIRTHPLACE = new Set(['born', 'grew', 'grow', 'raised', 'hometown']);
const EARLIER_HOMES = new Set(['before', 'previously', 'cities', 'countries', 'places', 'else', 'lived']);

// Words of a sentence on settling in a place: "has lived in Warsaw since 2016", "moved to Lyon in 2019".
const SETTLED = /\b(?:since|moved|moving|lived|living|settled|relocated)\b/i;

/** "When did he move to Warsaw?": the owner's own sentence on settling in the place named after "to". */
function movedTo(ctx: Ctx): Answer | undefined {
  // "Move to Warsaw", "move from Lagos to Warsaw": the place after "to".
  const moving = ctx.q.words.findIndex((w) => /^(?:move|moved|relocate|relocated)$/.test(w));
  const at = ctx.q.words.findIndex(
    (w, i) =>
      w === 'to' &&
      moving >= 0 &&
      (i === moving + 1 || (ctx.q.words[moving + 1] === 'from' && i > moving + 2 && i <= moving + 5)),
  );
  if (at < 0) return undefined;
  const place = ctx.q.words[at + 1];
  if (place && ctx.q.words.includes('why')) return whyMoved(ctx, place);
  const said = place ? ctx.passages.find([place], 4, ownVoice).filter((p) => SETTLED.test(p.text)) : [];
  const based = `${ctx.v.They} ${ctx.v.is} based in ${ctx.cat.owner.location}.`;
  if (!said.length) return answer(`The site doesn't say when. ${based}`, [], 'not-on-site');
  return answer(`${source(said[0]!.item)}: “${said[0]!.text}”\n${based}`, [said[0]!.item]);
}

// A sentence that gives a reason: "I wanted…", "…offered me a role", "because…", "to be closer".
const REASON =
  /\b(?:because|wanted|offered|so (?:that|i)|in order to|to be (?:closer|near)|after|for (?:a|the|my) )/i;

// A reason for moving, or leaving for a place: "offered a position", "I left when".
const REASON_OF_MOVE =
  /\b(?:because|wanted|offered|so (?:that|i)|in order to|to be (?:closer|near)|(?:left|moved|relocated) (?:when|because|after|for))\b/i;

/** "Why did he move to Canada?": the owner's own entry whose place or words name it, by its reasons. */
function whyMoved(ctx: Ctx, place: string): Answer {
  type E = (typeof ctx.cat.entries)[number];
  // A sentence giving a reason and naming the place ("I left when my partner was offered a position
  // in Vancouver") says why before any other.
  const placedReasons = (e: E) =>
    sentencesOf(e.entry.content).filter((s) => REASON_OF_MOVE.test(s) && tokens(s).includes(place));
  const reasonsOf = (e: E) => {
    const placed = placedReasons(e);
    return placed.length
      ? placed
      : sentencesOf(e.entry.content).filter((s) => REASON.test(s) || SETTLED.test(s));
  };
  // An entry placed there ("Why Toronto", in Toronto, Canada) before one whose words pass through it.
  const weight = (e: E) =>
    (placedReasons(e).length ? 3 : 0) +
    (tokens(`${e.title} ${e.entry.location ?? ''}`).includes(place) ? 2 : 0) +
    (reasonsOf(e).some((s) => REASON.test(s)) ? 1 : 0) +
    (e.section.id === 'personal' ? 0.5 : 0);
  const naming = ctx.cat.entries.filter(
    (e) =>
      tokens(`${e.title} ${e.entry.location ?? ''} ${e.entry.content}`).includes(place) &&
      (SETTLED.test(e.entry.content) ||
        placedReasons(e).length > 0 ||
        // "Why Madrid": an entry titled by the place, giving reasons.
        (tokens(e.title).includes(place) && sentencesOf(e.entry.content).some((s) => REASON.test(s)))),
  );
  const entry = [...naming].sort((a, b) => weight(b) - weight(a))[0];
  const reasons = entry ? reasonsOf(entry) : [];
  if (entry && reasons.length)
    return answer(`In ${ctx.v.name}'s own words (${source(entry)}): “${reasons.slice(0, 2).join(' ')}”`, [
      entry,
    ]);
  const here = tokens(ctx.cat.owner.location).includes(place);
  return answer(
    `${entry || here ? `The site doesn't say why ${ctx.v.name} moved to ${capitalised(place)}.` : `The site doesn't mention a move to ${capitalised(place)}.`} ${ctx.v.They} ${ctx.v.is} based in ${ctx.cat.owner.location}. ${contactLine(ctx.v)}`,
    [],
    'not-on-site',
  );
}

export function location(ctx: Ctx): Answer {
  const moved = timezoneSaid(ctx) ?? movedTo(ctx);
  if (moved) return moved;
  // "Has she always lived in Nairobi?": where the owner's own words say they came from or moved.
  const always = ctx.q.words.includes('always');
  const came = always ? originPassages(ctx, ORIGIN_WORDS, 1) : [];
  if (came.length)
    return answer(
      `${ctx.q.yesNo ? 'No: ' : ''}${ctx.v.name} is based in ${ctx.cat.owner.location} now; in ${ctx.v.their} own words (${source(came[0]!.item)}): “${came[0]!.text}”`,
      [came[0]!.item],
    );
  if (always)
    return answer(
      `${ctx.v.name} is based in ${ctx.cat.owner.location}; the site names no other home for ${ctx.v.them}.`,
    );
  const based = `${placeAnswer(ctx)}${ctx.v.name} is based in ${ctx.cat.owner.location}.`;
  // "Where did she live before Rotterdam?", "which cities has she lived in?": homes before this one.
  const before = ctx.q.words.some((w) => EARLIER_HOMES.has(w));
  if (!before && !ctx.q.words.some((w) => ORIGIN.has(w))) return answer(based);
  // Where someone comes from is told in their own words: About or faq, never a project's "grew out of".
  const said = originSaid(ctx, before);
  // Where they come from is what was asked: the owner's words on it first, where they live now after.
  if (!said.length)
    return answer(
      before ? `${based} The site names no earlier home for ${ctx.v.them}.` : unsaidOrigin(ctx, based),
    );
  return answer(
    `${originLead(ctx, said[0]!.text)}${said.map((p) => `${source(p.item)}: “${p.text}”`).join('')}\n${ctx.v.They} ${ctx.v.is} now based in ${ctx.cat.owner.location}.`,
    said.map((p) => p.item),
  );
}

// A sentence that places the owner: "a platform engineer from Galway", "I grew up in Daejeon".
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)\\b';
const PLACED_ORIGIN = new RegExp(
  `\\b(?:from|in|near|outside)\\s+(?:the\\s+)?(?!${MONTH})\\p{Lu}\\p{L}+`,
  'u',
);
const FROM_PLACE = new RegExp(`\\bfrom\\s+(?!${MONTH})\\p{Lu}\\p{L}+`, 'u');
/** The owner's own sentences on where they come from or moved: none on someone else's birth or a move for a job. */
const originPassages = (ctx: Ctx, words: readonly string[], max: number) =>
  ctx.passages
    .find(words, max + 3, ownVoice)
    .filter((p) => ORIGIN_SAID.test(p.text) && !OTHERS_BIRTH.test(p.text))
    .slice(0, max);
const ORIGIN_SAID =
  /\b(?:born|grew up|raised|hometown|originally|childhood|lived|living|moved (?:to|from|here|back|away)|moving (?:to|from))\b/i;
// "When Femi was born", "my daughter was born": a birth, not the owner's.
const OTHERS_BIRTH = /\b(?:(?!I\b)\p{Lu}\p{L}+|(?:my|our|his|her|their) \p{Ll}+) (?:was|were) born\b/u;

/**
 * The owner's own sentence on where they come from: one that names a place first ("a platform
 * engineer from Galway"), never one that only says what they grew up doing ("grew up speaking Irish").
 */
function originSaid(ctx: Ctx, before: boolean): Pick<Passage, 'item' | 'text'>[] {
  const found = originPassages(ctx, before ? [...ORIGIN_WORDS, 'lived', 'living'] : ORIGIN_WORDS, 4);
  const placed = found.filter((p) => PLACED_ORIGIN.test(p.text));
  if (placed.length) return placed.slice(0, 1);
  // "I'm Tomás, a platform engineer from Galway": said with "from" alone, which tells no birthplace.
  if (ctx.q.words.includes('born')) return [];
  const from = ownLifeSentences(ctx.cat).find(
    ({ i, text }) =>
      i.type === 'entry' && FROM_PLACE.test(text) && !/\b(?:work|working)\s+from\b/i.test(text),
  );
  return from ? [{ item: from.i, text: from.text }] : found.slice(0, 1);
}

/**
 * "Is she from Dublin originally?" of an owner based in Dublin: yes where their words on where they
 * come from name the town, no where those words name somewhere else; nothing of any other place.
 */
function originLead(ctx: Ctx, said: string): string {
  // "I moved to Dublin from Galway" names the town as where they went, not where they are from.
  if (!ctx.q.yesNo || /\b(?:moved|moving|relocated)\b/i.test(said)) return '';
  // "Is he from galway?" of "a platform engineer from Galway": the place asked, said as theirs.
  const fromAsked = ctx.q.words.filter((w, i) => ctx.q.words[i - 1] === 'from' && !englishWords().has(w));
  if (fromAsked.length && fromAsked.every((w) => tokens(said).includes(w))) return 'Yes: ';
  // The town only: "from Ireland?" of someone who grew up in Connemara is a yes no sentence says.
  const here = new Set(tokens(ctx.cat.owner.location.split(',')[0] ?? ''));
  const asked = ctx.q.raw
    .split(/[^\p{L}]+/u)
    .slice(1)
    .filter((x) => /^\p{Lu}/u.test(x))
    .flatMap((x) => tokens(x))
    .filter((w) => here.has(w));
  if (!asked.length) return '';
  return asked.every((w) => tokens(said).includes(w)) ? 'Yes: ' : 'No: ';
}

/** "Is she based in Phoenix?": yes or no by the place named after "in", against the location on the site. */
function placeAnswer(ctx: Ctx): string {
  if (!ctx.q.yesNo) return '';
  const at = ctx.q.words.findIndex((w) => w === 'in' || w === 'near');
  const place = ctx.q.words.slice(at + 1).find((w) => w !== 'the');
  // "Is she based in Europe?": the region her country is in.
  const region = place ? countriesOfRegion(place) : undefined;
  if (region) {
    const home = tokens(ctx.cat.owner.location);
    return home.some((w) => region.has(w)) ? 'Yes: ' : home.some(isCountryWord) ? 'No: ' : '';
  }
  // A short word may be a place's abbreviation ("gbg"): no yes or no on it.
  if (at < 0 || !place || commonWords().has(place) || place.length <= 3) return '';
  return tokens(ctx.cat.owner.location).includes(place) ? 'Yes: ' : 'No: ';
}

/** "Where was she born?" with nothing on it: said so, before where the owner lives now. */
function unsaidOrigin(ctx: Ctx, based: string): string {
  if (!ctx.q.words.some((w) => BIRTHPLACE.has(w))) return based;
  return `The site does not say where ${ctx.v.name} was born or grew up. ${ctx.v.They} ${ctx.v.is} based in ${ctx.cat.owner.location}.`;
}

/** "2027-08-17" as "17 August 2027". */
const dayMonth = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function age(ctx: Ctx): Answer {
  const a = ageFacts(ctx.cat.owner.birthDate, ctx.now);
  // The countdown answers a question on the birthday, not "how old is he?".
  const birthday = ctx.q.words.some((w) => w === 'birthday' || w === 'birth' || w === 'born');
  // "When was he born?" asks for the date itself.
  if (ctx.q.words.some((w) => w === 'born' || w === 'birth'))
    return answer(
      `${ctx.v.name} was born on ${dayMonth(ctx.cat.owner.birthDate)}, so is ${a.age} now (the “Level” in the player-stats panel).`,
    );
  const claim = ageClaim(ctx.q.words);
  const verdict = claim ? `${ageVerdict(claim, a.age)}: ` : '';
  return answer(
    `${verdict}${ctx.v.name} is ${a.age} (the “Level” in the player-stats panel).${birthday ? ` The next birthday is on ${dayMonth(a.nextBirthday)}, in ${a.daysToNextBirthday} days.` : ''}`,
  );
}

/** "What pronouns does Nora use?": the pronouns on the site. */
export function ownerPronouns(ctx: Ctx): Answer {
  const p = ctx.cat.owner.pronouns ?? 'they';
  const forms = { he: 'he/him', she: 'she/her', they: 'they/them' }[p];
  // "Is she ok with they/them?": yes or no by the pronouns the site gives.
  const asked = (['he', 'she', 'they'] as const).filter((x) => ctx.q.words.slice(2).includes(x));
  // "I'm Lúcia (she/they)": the owner's own words may give more than the one the site's voice uses.
  const own = ownPronouns(ctx);
  const all = own ? own.said : [p];
  const lead = ctx.q.yesNo && asked.length === 1 ? (all.includes(asked[0]!) ? 'Yes: ' : 'No: ') : '';
  return own
    ? answer(
        `${lead}${ctx.v.name} gives ${ctx.v.their} pronouns as ${own.text}, in ${ctx.v.their} own words: “${own.sentence}”`,
        [own.i],
      )
    : answer(`${lead}${ctx.v.name}'s pronouns on the site are ${forms}.`);
}

const PRONOUNS_SAID =
  /\b(she|he|they)\s*\/\s*(her|him|them|she|he|they)(?:\s*\/\s*(her|him|them|she|he|they|hers|his|theirs))?\b/i;
const SUBJECT: Record<string, string> = {
  her: 'she',
  him: 'he',
  them: 'they',
  she: 'she',
  he: 'he',
  they: 'they',
};

/** Pronouns the owner writes in their own words ("she/they"), with the subjects they name. */
function ownPronouns(ctx: Ctx) {
  for (const { i, text } of ownLifeSentences(ctx.cat)) {
    const m = PRONOUNS_SAID.exec(text);
    if (m) {
      const said = [
        ...new Set(
          m
            .slice(1)
            .filter(Boolean)
            .map((w) => SUBJECT[w.toLowerCase()] ?? w.toLowerCase()),
        ),
      ];
      return { i, sentence: text, text: m[0].replace(/\s+/g, ''), said };
    }
  }
  return undefined;
}

/** "What's her full name?", "is his real name Rebecca?": the name on the site, and the one used. */
export function ownerName(ctx: Ctx): Answer {
  // "Does Duarte go by he?" asks the pronouns, "what does he go by?" the name.
  const by = ctx.q.words.indexOf('by');
  if (by > 0 && /^(?:he|she|they|him|her|them)$/.test(ctx.q.words[by + 1] ?? '')) return ownerPronouns(ctx);
  const { name, firstName } = ctx.cat.owner;
  const parts = new Set(tokens(name));
  // A yes/no question is answered for the name it asks about, found by the owner's names.
  const asked = ctx.q.found
    .filter((f) => f.entity.type === 'owner' && f.start > 1)
    .map((f) => ctx.q.words[f.start]!);
  const yes = asked.length > 0 && asked.every((w) => parts.has(w));
  const lead = ctx.q.yesNo ? (yes ? 'Yes: ' : asked.length ? 'No: ' : '') : '';
  const goesBy = parts.has(normalize(firstName))
    ? ''
    : `; ${ctx.v.they} ${ctx.v.they === 'they' ? 'go' : 'goes'} by ${firstName}`;
  return answer(`${lead}${ctx.v.name}'s full name on the site is ${name}${goesBy}.`);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [DONE_AS, SUBJECT]) Object.setPrototypeOf(table, null);

import { asksFamily, familySaid } from './family';
import { nearLabelled } from './labelledSkills';
import type { Faq } from '../../../content';
import { stemmer } from 'stemmer';
import { distance, listing, tokens, VERDICT_LEAD, verdictOf, withoutVerdict } from '../text';
import { commonWords, countriesCovered, FUNCTION_WORDS } from '../lexicon/english';
import { asMeasure, joinCompounds, NEGATION, PERSONAL_WORDS, SPOKEN_LEVEL_WORDS } from '../lexicon/cues';
import { areasIn } from './fit';
import type { Item } from '../catalogue';
import { isLanguage, ownVoice, sentencesOf, type Passage } from '../passages';
import type { Ctx } from './context';
import { languagesSaid, nationalityLead } from './nationality';
import { answer, contactLine, itemLink, link, span, type Answer } from './markdown';
import { faqItemId, itemHref } from '../catalogue';
import { meets, NUMBERS, spanClaimed } from './spanClaim';
import { at } from './entryText';
import { asksFinished, finishedWork } from './finished';
import { isWork } from './context';
import { deniedBefore, faqPolarity, townUnsaid, yesWithheld } from './faqPolar';
import { noStartDate, notYet } from './notYet';

// Answers quoted from the owner's own prose, for topics no structured fact covers: each sentence with
// where it stands on the site. A faq answer is quoted whole, as the owner's own reply.

/** Where a sentence stands: an About entry by its role and organisation, a piece of work by its title. */
export function source(item: Item): string {
  // A faq answer stands under the question it answers, in the owner's words.
  if (item.type === 'faq') return link(`**“${item.faq.questions[0]}”**`, itemHref(item));
  if (item.type !== 'entry') return itemLink(item);
  const name = `${item.entry.role ?? item.entry.title}${at(item)}`;
  const dates = span(item.entry);
  return `${link(`**${name}**`, itemHref(item))}${dates ? ` (${dates})` : ''}`;
}

// Verbs of doing that a yes/no question wraps its topic in ("has she written any tests?").
export const DOING = new Set(
  'know knows known use uses used using write writes wrote written do does did done make makes made build builds built work works worked have has had get got give gives gave given giving ever actually really'.split(
    ' ',
  ),
);
export { NEGATION };

/**
 * "How many days a week could she do?" after the owner's faq answer: that answer, where it has two of
 * the words (or as many as the best sentence found elsewhere), before any other sentence.
 */
export function inViewFaqFirst(ctx: Ctx, words: readonly string[], found: Passage[]): Passage[] {
  const faq = ctx.focus.find((i) => i.type === 'faq');
  const own = faq && found.length ? ctx.passages.find(words, 1, (i) => i === faq) : [];
  return own[0] && own[0].matched >= Math.min(2, found[0]!.matched) ? own : found;
}

// A sentence that leans on the one before it ("The post-mortem I wrote afterwards…").
const LEANS_BACK =
  /^(?:\S+\s+){0,6}?(?:afterwards|after that|that night|that day|since then|it was|this was|that was)\b/i;

/** An About or faq sentence, with the sentence before it where it leans on that one. */
function withContext(p: Passage): string {
  const text =
    p.item.type === 'entry' ? p.item.entry.content : p.item.type === 'faq' ? p.item.faq.answer : '';
  if (!LEANS_BACK.test(p.text) || !text) return p.text;
  const all = sentencesOf(text);
  const i = all.indexOf(p.text);
  return i > 0 ? `${all[i - 1]} ${p.text}` : p.text;
}

/**
 * An About entry titled by the topic asked ("Talks" of "has she given talks?"): its whole words,
 * where they are short, since each of its sentences is on that topic.
 */
function titledWhole(ctx: Ctx, p: Passage): string | undefined {
  if (p.item.type !== 'entry' || p.item.entry.content.length > 600) return undefined;
  const item = p.item;
  return askedWords(ctx).some((w) => ctx.passages.names(item, w)) ? item.entry.content : undefined;
}

// An answer's own yes or no at its start: "Yes:", "No,", "No —".
const VERDICT = /^(?:Yes|No)(?:[:,.]|\s*[—–-])\s*/;

// "Does she have kids?" asks of the owner's own family: an app "for kids" says nothing of it.
const FAMILY =
  /^(?:kids?|children|child|married|marriage|wife|husband|spouse|partner|family|daughters?|sons?|baby)$/;
/** The owner's own words on their life: the personal entries and the faq, not the work. */
export const ownLife = (i: Item) => i.type === 'faq' || (i.type === 'entry' && i.section.id === 'personal');

export function prose(ctx: Ctx, asked: readonly Passage[]): Answer {
  // "Did he take parental leave?": the owner's own words on their family, whatever else shares a word.
  const kin = asksFamily(ctx.q.words) ? familySaid(ctx) : undefined;
  if (kin) return kin;
  const family = ctx.q.yesNo && askedWords(ctx).some((w) => FAMILY.test(w));
  const all = family ? asked.filter((p) => ownLife(p.item)) : asked;
  return family && !all.length
    ? answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site')
    : proseOf(ctx, all);
}

function proseOf(ctx: Ctx, all: readonly Passage[]): Answer {
  // "Packet capture tools": a skill labelled "packet analyser" says more than prose on "tools".
  const near = nearLabelled(ctx, askedWords(ctx), all);
  if (near) return near;
  const found = saidMostFirst(ctx, all);
  // A sentence in the owner's own voice answers a question about them; work matching a word of it
  // ("fluent in CSS" beside "I speak Dutch") is noise.
  const passages = found[0] && ownVoice(found[0].item) ? found.filter((p) => ownVoice(p.item)) : found;
  // A topic visitors name in several words (remote, salary, visa) must be in the sentence that answers
  // it: one found by another word of the question ("roles") answers something else.
  if (passages[0] && answersOther(ctx, passages[0]))
    return answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site');
  // The owner's faq answer stands for itself when it is the best match; otherwise sentences are quoted.
  // Only where it has the visitor's own word: an answer found by a synonym answered another question.
  const first = passages[0];
  if (first?.item.type === 'faq' && first.own && !otherVerdict(ctx, first.item.faq))
    return faqWhole(ctx, first, first.item.faq);
  const top = passages[0];
  const finished = describedFinished(ctx, passages);
  if (finished) return finished;
  const lead = leadFor(ctx, top);
  // A faq sentence's own "Yes:" answered its own question, not this one.
  const quotes = passages.map(
    (p) => `- ${source(p.item)}: “${(titledWhole(ctx, p) ?? withContext(p)).replace(VERDICT, '')}”`,
  );
  // Found only by words that say something near it ("remote" for "relocate"): the site doesn't say it.
  return answer(
    `${lead}:\n${quotes.join('\n')}`,
    passages.map((p) => p.item),
    top && !top.own ? 'not-on-site' : 'answered',
  );
}

/**
 * A topic visitors name in several words (remote, salary, visa) must be in the sentence that answers
 * it: one found by another word of the question ("roles") answers something else. "The payment API's
 * availability" is not the owner's availability for work, found by a word near it.
 */
function answersOther(ctx: Ctx, top: Passage): boolean {
  const asked = askedWords(ctx);
  const keys = asked.filter((w) => ctx.passages.hasSynonyms(w));
  const says = (w: string) => ctx.passages.says(top.text, [w]) || ctx.passages.names(top.item, w);
  if (keys.length && !keys.some(says)) return true;
  return top.matched < 1 && asked.some((w, i) => PERSONAL_WORDS.has(w) && asMeasure(asked, i));
}

/** "Is her voxel engine finished?": the one piece of work the sentences found describe. */
function describedFinished(ctx: Ctx, passages: readonly Passage[]): Answer | undefined {
  const top = passages[0]?.item;
  if (!top || !isWork(top) || !asksFinished(ctx.q.words, ctx.q.yesNo)) return undefined;
  return passages.every((p) => p.item === top) ? finishedWork(ctx, top) : undefined;
}

/**
 * A faq answer whose opening yes or no is about something the question does not ask ("No — I'm on
 * the individual-contributor track" to "has she been on call?"): its sentences are quoted instead.
 */
function otherVerdict(ctx: Ctx, f: Faq): boolean {
  const opening = sentencesOf(f.answer)[0] ?? '';
  const asked = askedWords(ctx);
  // A language past the opening is the faq answer's own to lead with (see onLanguage).
  if (!VERDICT.test(f.answer) || !asked.length || asked.some(isLanguage)) return false;
  return !asked.some((w) => ctx.passages.says(opening, [w]));
}

/** Whether the visitor wrote a word as a name: capitalised, and not opening the question. */
const named = (ctx: Ctx, w: string) =>
  ctx.q.raw
    .split(/[^\p{L}\p{N}]+/u)
    .slice(1)
    .some((x) => x.length > 2 && x.toLowerCase() === w && /^\p{Lu}/u.test(x));

/** A name a yes/no question asks about that the sentence answering it lacks ("German"), capitalised. */
/** The owner's faq answer, whole, led by a yes or by the language asked about that it does not name. */
export const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * "Could she work in Arabic?" of an answer that opens on other languages ("Yes, I'm bilingual…")
 * and names Arabic later: the sentences on it lead, not the opening yes.
 */
export function onLanguage(ctx: Ctx, text: string): string | undefined {
  const asked = ctx.q.words.filter((w) => isLanguage(w) && tokens(text).includes(w));
  const [opening, ...rest] = sentencesOf(text);
  const on = rest.filter((x) => asked.some((w) => tokens(x).includes(w)));
  if (!asked.length || !on.length || asked.some((w) => tokens(opening ?? '').includes(w))) return undefined;
  return `On ${listing(asked.map(capitalised))}, in ${ctx.v.name}'s own words: “${on.join(' ')}”`;
}

/**
 * "Does she speak German?" of an answer naming German with no "not" beside it ("my German is about
 * B1"): a yes, then the owner's own words; undefined where the answer opens with its own verdict.
 */
export function languageYes(ctx: Ctx, text: string): string | undefined {
  const asked = ctx.q.words.filter(isLanguage);
  if (!ctx.q.yesNo || !asked.length || VERDICT_LEAD.test(text)) return undefined;
  const naming = sentencesOf(text).filter((x) => asked.some((w) => tokens(x).includes(w)));
  const all = asked.every((w) => naming.some((x) => tokens(x).includes(w)));
  // "My German is B2: fine for meetings, not yet for contracts": the "not" is of contracts.
  if (!all || naming.some((x) => asked.some((w) => tokens(x).includes(w) && deniedBefore(x, w))))
    return undefined;
  return `Yes, in ${ctx.v.name}'s own words: “${text}”`;
}

// Ways of working a visitor may ask about, which an answer must name to be a yes to them.
const WORK_MODE = /\b(?:on[- ]?site|in[- ]office|office|remote|hybrid)\b/i;

/** "Is she available part-time?" of an answer that offers full-time work only. */
// Terms of work asked of an answer that names none: "open to contract work?" of "open to senior roles".
const TERMS = /\b(?:freelanc\w*|contract(?:or|ors|ing|s)?|self[- ]employed)\b/i;

const partTimeUnsaid = (ctx: Ctx, text: string) =>
  /\bpart[- ]?time\b/i.test(ctx.q.raw) && /\bfull[- ]?time\b/i.test(text) && !/\bpart[- ]?time\b/i.test(text);

/** "Is he open to an on-site role in Stockholm?" of an answer naming neither way of working nor place. */
function asksUnsaid(ctx: Ctx, text: string, said: ReadonlySet<string>): boolean {
  const mode = WORK_MODE.exec(ctx.q.raw)?.[0].toLowerCase().replace(/[- ]/g, '');
  if (
    mode &&
    !tokens(text)
      .join(' ')
      .replace(/on site/g, 'onsite')
      .includes(mode)
  )
    return true;
  // "The EU" in the answer speaks of Germany.
  const covered = countriesCovered(text);
  return ctx.q.words.some(
    (w, i) =>
      named(ctx, w) &&
      !said.has(w) &&
      !covered.includes(w) &&
      !ctx.q.found.some((f) => f.start <= i && i < f.end),
  );
}

/**
 * "Freelance backend work?" of an answer on front-end work, "game dev jobs?" of one on web work: an
 * area, kind or technology the question names that the answer does not.
 */
function namesOther(ctx: Ctx, said: ReadonlySet<string>): boolean {
  const areas = areasIn([...said]);
  return (
    areasIn(ctx.q.words).some((a) => !areas.includes(a)) ||
    ctx.q.found.some(
      (f) =>
        (f.entity.type === 'kind' || f.entity.type === 'tech') &&
        !ctx.q.words.slice(f.start, f.end).some((w) => said.has(w)),
    )
  );
}

/**
 * "Would he come to Berlin or is it remote only?" asks which, not yes or no; "is he open to game dev
 * jobs?" names work the answer does not: the answer's own "Yes:" goes.
 */
// Words by which an answer speaks as its owner ("I'm open to…", "my notice period").
const FIRST_PERSON = /(?<![\p{L}])(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|[Mm]y|[Mm]e)(?![\p{L}])/u;

/**
 * The owner's own answer said as theirs, so the assistant never seems to speak as the owner: "Yes,
 * in Kai's own words: “I'm open to…”". An answer already attributed, or not in the first person,
 * stays as it is.
 */
export function asOwnWords(ctx: Ctx, text: string, yes = false): string {
  if (/\bown words\b/.test(text) || !FIRST_PERSON.test(text)) return `${yes ? 'Yes. ' : ''}${text}`;
  const said = verdictOf(text);
  const verdict = yes ? 'Yes' : said ? capitalised(said) : '';
  const rest = said ? capitalised(withoutVerdict(text)) : text;
  return `${verdict ? `${verdict}, in` : 'In'} ${ctx.v.name}'s own words: “${rest}”`;
}

// Words of seeking work in general, which an answer's "not looking for contract work" does not deny.
const SEEKING_WORDS = new Set(
  'work works working job jobs role roles available availability open looking position positions opportunities opportunity new currently right hire hiring'.split(
    ' ',
  ),
);

/**
 * "Available for contract work?" of "Yes. … I'm not looking for contract work right now": the
 * answer's own yes was to another question, and its sentence on the word asked says no.
 */
const deniedLead = (ctx: Ctx, text: string, rest: string) =>
  /^Yes\b/.test(text) && ctx.q.yesNo && deniedAsked(ctx, rest)
    ? `No, in ${ctx.v.name}'s own words: “${capitalised(rest)}”`
    : notYet(ctx, text, rest);

/** Whether a sentence of the text denies a word the question asks ("not looking for contract work"). */
function deniedAsked(ctx: Ctx, text: string): boolean {
  const owner = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.firstName}`));
  // "Without sponsorship?" of "I don't need any sponsorship": the question denies it too.
  const negated = (i: number) =>
    ctx.q.words.slice(Math.max(0, i - 2), i).some((x) => x === 'without' || x === 'no');
  const asked = ctx.q.words.filter(
    (w, i) => w.length > 3 && !owner.has(w) && !FUNCTION_WORDS.has(w) && !SEEKING_WORDS.has(w) && !negated(i),
  );
  return sentencesOf(text).some((s) => asked.some((w) => deniedBefore(s, w)));
}

export function withoutYes(ctx: Ctx, text: string): string {
  const which = /\bor (?:is|are|does|do|would|will|can|only|just|prefer|rather)\b/.test(
    ctx.q.words.join(' '),
  );
  // "Front-end" in the answer is the "frontend" a question joins.
  const said = new Set([...tokens(text), ...joinCompounds(tokens(text))]);
  const other = namesOther(ctx, said);
  const rest = text.replace(VERDICT, '');
  const lead = verdictLead(ctx, { text, rest, said, which });
  if (lead) return lead;
  const narrower = !which && !/^No\b/.test(text) ? narrowerThanAsked(ctx, text, rest, said) : undefined;
  if (narrower) return narrower;
  // "What level is he looking for?" asks what, not whether: the entry's yes is no answer to it.
  const what =
    !ctx.q.yesNo &&
    /^(?:what|which|how|where|when|who)$/.test(ctx.q.words[0] ?? '') &&
    !/^(?:and|but|so)\b/i.test(rest);
  return (which || other || what) && rest !== text ? rest.charAt(0).toUpperCase() + rest.slice(1) : text;
}

// Words every question of work says, which tell no topic: "a principal role" asks of "principal".
const GENERIC_ASKED = new Set(
  'role roles job jobs position positions work team company opportunity opportunities consider open'.split(
    ' ',
  ),
);

/**
 * The answer's own yes or no taken off where it is not of what is asked (a name or town it lacks,
 * another topic), or a no where a later sentence denies what is asked.
 */
function verdictLead(
  ctx: Ctx,
  a: { text: string; rest: string; said: ReadonlySet<string>; which: boolean },
): string | undefined {
  const plain = `In ${ctx.v.name}'s own words: “${capitalised(a.rest)}”`;
  const open = !a.which && a.rest !== a.text;
  if (open && (asksUnsaid(ctx, a.text, a.said) || townUnsaid(ctx, a.text))) return plain;
  const denied = deniedLead(ctx, a.text, a.rest);
  if (denied) return denied;
  return open && verdictOfOther(ctx, a.text) ? plain : undefined;
}

/**
 * "Would he consider a principal role?" of "No, I'm not looking for management roles… I want to stay
 * on the staff/principal track": the opening no is of another thing than the one asked, which a
 * later sentence says.
 */
function verdictOfOther(ctx: Ctx, text: string): boolean {
  if (!VERDICT.test(text)) return false;
  const asked = askedWords(ctx).filter((w) => !GENERIC_ASKED.has(w));
  // "Yes. I'm a British citizen…": a verdict standing alone opens with the sentence after it.
  const [first = '', second = ''] = sentencesOf(text);
  const opening = /^\W*(?:yes|no)\W*$/i.test(first) ? `${first} ${second}` : first;
  return (
    asked.length > 0 &&
    !asked.some((w) => ctx.passages.says(opening, [w])) &&
    asked.some((w) => ctx.passages.says(text, [w]))
  );
}

/** An answer whose yes is wider or narrower than the question: one option of several, another level, no part-time. */
function narrowerThanAsked(
  ctx: Ctx,
  text: string,
  rest: string,
  said: ReadonlySet<string>,
): string | undefined {
  const alongside = onlyOneOf(ctx, text);
  if (alongside) return `No: ${alongside} is one of the options in ${ctx.v.name}'s own words: “${rest}”`;
  const level = otherLevel(ctx, said);
  if (level)
    return `${ctx.v.name} says ${ctx.v.they} ${ctx.v.is} open to ${listing(level.named, 'or')} roles; ${ctx.v.their} words don't name ${level.asked} ones. In ${ctx.v.their} own words: “${rest}”`;
  if (partTimeUnsaid(ctx, text))
    return `The site doesn't say part-time. In ${ctx.v.their} own words: “${rest}”`;
  const terms = ctx.q.yesNo ? TERMS.exec(ctx.q.raw)?.[0].toLowerCase() : undefined;
  if (terms && !TERMS.test(text))
    return `The site doesn't say whether ${ctx.v.name} would take ${terms.replace(/^freelanc\w*/, 'freelance')} work. In ${ctx.v.their} own words: “${rest}”`;
  return undefined;
}

const ONLY = new Set(['only', 'just', 'exclusively', 'solely']);

/**
 * "Is he only looking for fully remote work?" of an answer saying "remote or hybrid": the word the
 * question limits to, where the answer gives it beside another with "or" or "and".
 */
function onlyOneOf(ctx: Ctx, text: string): string | undefined {
  if (!ctx.q.yesNo || !ctx.q.words.some((w) => ONLY.has(w))) return undefined;
  const words = tokens(text);
  return ctx.q.words.find((w, i) => {
    if (ONLY.has(w) || w.length < 4) return false;
    const at = words.indexOf(w);
    // "remote or hybrid", "roles … and to freelance work".
    return (
      at >= 0 && i > 0 && [words[at + 1], words[at - 1], words[at - 2]].some((x) => x === 'or' || x === 'and')
    );
  });
}

const ROLE_WORDS = new Set(['role', 'roles', 'position', 'positions', 'job', 'jobs', 'opening', 'openings']);
const LEVELS = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'staff'];
/** "Is he looking for a senior role?" of an answer that names other levels ("junior or mid-level"). */
export function otherLevel(ctx: Ctx, said: ReadonlySet<string>) {
  if (!ctx.q.words.some((w) => ROLE_WORDS.has(w))) return undefined;
  const asked = ctx.q.words.find((w) => LEVELS.includes(w));
  const named = LEVELS.filter((l) => said.has(l));
  // A lead or staff role is a senior one: only a level below or above every one named is "not".
  const tier = (l: string) => Math.min(LEVELS.indexOf(l), LEVELS.indexOf('senior'));
  return asked && named.length && !named.some((l) => tier(l) === tier(asked))
    ? { asked, named: named.map((l) => (l === 'mid' ? 'mid-level' : l)) }
    : undefined;
}

// "Is he fluent in Spanish?": a level asked of a spoken language, and the words an answer gives it.
const HIGH_LEVEL = /\b(?:fluent\w*|native\w*|first language|mother tongue|bilingual|proficient)\b/i;
const LOW_LEVEL =
  /\b(?:get by|basic|some|a little|a bit|learning|conversational|intermediate|beginner|rusty|elementary|working knowledge)\b/i;

/** The owner's answer led by the yes or "not fluent" a level asked of a spoken language gets from its clause. */
function languageLevel(ctx: Ctx, text: string): string | undefined {
  if (!ctx.q.yesNo || !ctx.q.words.some((w) => SPOKEN_LEVEL_WORDS.has(w))) return undefined;
  const langs = ctx.q.words.filter(isLanguage);
  const clause = text
    .split(/[,;.]|\band\b|\bbut\b/)
    .find((c) => langs.length > 0 && tokens(c).some((w) => langs.includes(w)));
  if (!clause) return undefined;
  if (HIGH_LEVEL.test(clause)) return `Yes. ${text}`;
  return LOW_LEVEL.test(clause) ? `Not fluent, in ${ctx.v.their} own words: “${text}”` : undefined;
}

// An owner's answer opening by denying ("Not yet.", "Not fully remote:"), and the words such an
// opening may hold besides those of the question: of time and degree, never another topic.
const NOT_OPENING = /^\s*(not\b[^.!?:;,—–]{0,30}?)\s*[.!?:;,—–]\s*/i;
const NOT_QUALIFIERS = new Set(
  'not yet fully really now right currently at the moment quite exactly entirely completely always immediately anymore for me'.split(
    ' ',
  ),
);

/** "Does he want to be a manager?" of "Not yet. I trained new staff…": the owner's own denial leads. */
export function notOpening(ctx: Ctx, text: string): string | undefined {
  const m = ctx.q.yesNo ? NOT_OPENING.exec(text) : null;
  const asked = new Set(ctx.q.words);
  const rest = m ? text.slice(m[0].length) : '';
  if (!m || !rest || !tokens(m[1]!).every((w) => NOT_QUALIFIERS.has(w) || asked.has(w))) return undefined;
  return `${capitalised(m[1]!.trim())}, in ${ctx.v.name}'s own words: “${capitalised(rest)}”`;
}

/** "A tech-lead role suits me better than pure people management": what is asked is what the owner prefers against. */
export function preferredAgainst(ctx: Ctx, text: string): boolean {
  const asked = askedWords(ctx).map((w) => stemmer(w).slice(0, 6));
  return sentencesOf(text).some((s) => {
    const after = /\b(?:than|instead of|over)\b(.*)$/i.exec(s)?.[1] ?? '';
    return tokens(after).some((w) => asked.includes(stemmer(w).slice(0, 6)));
  });
}

/** Whether a plain yes may lead the owner's faq answer: one the passage found leads with, and no level or condition withholds. */
const yesLeads = (ctx: Ctx, faq: Passage, f: Faq) =>
  !yesWithheld(ctx, f) &&
  !preferredAgainst(ctx, f.answer) &&
  !otherLevel(ctx, new Set(tokens(f.answer))) &&
  leadFor(ctx, faq).startsWith('Yes') &&
  !VERDICT_LEAD.test(f.answer);

function faqWhole(ctx: Ctx, faq: Passage, f: Faq): Answer {
  // Only a language asked about is said missing, and only when the whole answer lacks it: the owner's
  // answer on a visa or a move covers a place.
  const said = languagesSaid(f.answer);
  const missing = missingName(ctx, { ...faq, text: f.answer }, (w) => isLanguage(w) && !said.has(w));
  const items = [faqItemId(ctx.cat, f), ...(f.items ?? []).filter((i) => ctx.cat.items.has(i))];
  const nationality = nationalityLead(ctx, f);
  if (nationality) return answer(nationality.text, [faqItemId(ctx.cat, nationality.faq)], 'faq');
  // The owner's own answer on the languages they speak names them all: one it leaves out is a no.
  if (missing)
    return answer(
      ctx.q.yesNo
        ? `No: ${missing} is not among the languages ${ctx.v.name} names. In ${ctx.v.their} own words: “${f.answer}”`
        : `The site doesn't mention ${missing}. ${withoutYes(ctx, f.answer)}`,
      items,
      'faq',
    );
  // "Does she speak German?" of "my German is B2": the yes or no the owner's answer implies; a no
  // there ("would not take a fully in-office role") stands before the yes of one sentence.
  const implied = faqPolarity(ctx, f);
  const yes = implied !== 'No' && implied !== 'Not fully' && yesLeads(ctx, faq, f);
  const polar = yes ? undefined : implied;
  const lead =
    noStartDate(ctx, f.answer) ??
    notOpening(ctx, f.answer) ??
    languageLevel(ctx, f.answer) ??
    onLanguage(ctx, f.answer) ??
    (polar && `${polar}, in ${ctx.v.name}'s own words: “${f.answer}”`);
  return answer(lead ?? asOwnWords(ctx, withoutYes(ctx, f.answer), yes), items, 'faq');
}

/** The question's own topic words: not what it names, not verbs of doing. */
/** The passages that say more of the words asked, common ones too ("packet capture"), first. */
function saidMostFirst(ctx: Ctx, found: readonly Passage[]): readonly Passage[] {
  const asked = askedWords(ctx);
  const said = (p: Passage) =>
    asked.filter((w) => ctx.passages.says(p.text, [w]) || ctx.passages.names(p.item, w)).length;
  const counts = new Map(found.map((p) => [p, said(p)]));
  return [...found].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

const askedWords = (ctx: Ctx) =>
  ctx.passages
    .topicWords(ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end)))
    .filter((w) => !DOING.has(w));

function missingName(
  ctx: Ctx,
  top: Passage,
  only = (w: string) => isLanguage(w) || named(ctx, w),
): string | undefined {
  if (!ctx.q.yesNo) return undefined;
  const asked = ctx.passages
    .topicWords(ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end)))
    .filter((w) => !DOING.has(w));
  // A misspelling of a word the sentence has ("Portugese") is that word.
  const near = (x: string) => tokens(top.text).some((t) => t.length > 5 && distance(t, x, 2) <= 2);
  const w = asked.find(
    (x) => only(x) && !commonWords().has(x) && !ctx.passages.says(top.text, [x]) && !near(x),
  );
  return w ? `${w.charAt(0).toUpperCase()}${w.slice(1)}` : undefined;
}

/** How a quote is introduced: a yes, a name the sentence lacks, what bears on it, or what the site says. */
// Words that make a sentence's yes only partial: still learning, the basics, a little.
const HEDGE = /\b(?:learning|basics|basic|a little|a bit of|beginner|rusty|some)\b/i;

/** Whether every clause of a sentence naming a language asked about hedges it ("learning Japanese"). */
function hedged(ctx: Ctx, text: string, asked: readonly string[]): boolean {
  // The asked word that names the thing ("Japanese"), not one whose synonyms any clause has ("speak").
  const own = asked.filter((w) => !ctx.passages.hasSynonyms(w));
  // Only a spoken language, or a level asked of ("fluent in ASL?"), is had in part: "learning
  // shaders" hedges nothing asked.
  if (!own.some(isLanguage) && !ctx.q.words.some((w) => SPOKEN_LEVEL_WORDS.has(w))) return false;
  const clauses = text
    .split(/[,;(]|\band\b|\bbut\b/)
    .filter((c) => (own.length ? own : asked).some((w) => ctx.passages.says(c, [w])));
  return clauses.length > 0 && clauses.every((c) => HEDGE.test(c));
}

/** "Was it full-time?" of a sentence that says part-time too ("part-time, while I worked full-time"). */
function otherHours(ctx: Ctx, text: string): boolean {
  const full = /\bfull[- ]?time\b/i;
  const part = /\bpart[- ]?time\b/i;
  return (full.test(ctx.q.raw) && part.test(text)) || (part.test(ctx.q.raw) && full.test(text));
}

// "Did he work in Madrid?": being somewhere, which a sentence naming the place need not say.
const BEING_IN = /\b(?:work|worked|working|live|lived|living|based|study|studied|studying) in (\w+)/;

/** Whether a question puts the owner somewhere in a way the sentence does not say ("clients in Madrid"). */
function placedElsewhere(ctx: Ctx, text: string): boolean {
  const m = BEING_IN.exec(ctx.q.words.join(' '));
  if (!m || commonWords().has(m[1]!)) return false;
  const verb = stemmer(m[0].split(' ')[0]!);
  const words = tokens(text);
  // The sentence's own verb a few words before the place ("I lived and worked in Madrid").
  const place = words.indexOf(m[1]!);
  return !words.slice(Math.max(0, place - 4), place).some((t) => stemmer(t) === verb);
}

/** Whether a clause says each word, not only a sibling of it ("referee matches" is no "football"). */
const literally = (ctx: Ctx, clause: string, words: readonly string[]) =>
  !words.some((w) => ctx.passages.siblingOnly(clause, w));

/**
 * "About three years, right?" of a sentence that gives its own length ("eight years coaching"):
 * yes or no by that length; a length claimed of a sentence that gives none is not a yes.
 */
function lengthSaid(ctx: Ctx, text: string): string | undefined {
  const claim = spanClaimed(ctx.q.words);
  if (!claim) return undefined;
  const said = /\b(\w+) (years?|months?)\b/.exec(text.toLowerCase());
  const n = said ? (NUMBERS[said[1]!] ?? Number(said[1])) : NaN;
  if (!Number.isFinite(n)) return 'Here is what the site says on that';
  return meets(claim, said![2]!.startsWith('year') ? n * 12 : n) ? 'Yes. The site says' : 'No. The site says';
}

function leadFor(ctx: Ctx, top: Passage | undefined): string {
  const asked = ctx.passages
    .topicWords(ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end)))
    .filter((w) => !DOING.has(w));
  // A yes/no question whose every word one part of the best sentence has ("…on Switch; and Tidewright,
  // on PC" is no Tidewright on Switch), with no negation in it, is a yes.
  if (
    ctx.q.yesNo &&
    top &&
    top.own &&
    top.text.split(';').some((clause) => ctx.passages.says(clause, asked) && literally(ctx, clause, asked)) &&
    !NEGATION.test(top.text) &&
    !placedElsewhere(ctx, top.text) &&
    !otherHours(ctx, top.text)
  )
    // "I'm learning Japanese (basics so far)" is not a plain yes to "does she speak Japanese?".
    return (
      lengthSaid(ctx, top.text) ??
      (hedged(ctx, top.text, asked) ? 'Partly. The site says' : 'Yes. The site says')
    );
  if (top && !top.own) return "The site doesn't say that directly. What bears on it";
  const missing = top ? missingName(ctx, top) : undefined;
  if (missing) return `The site doesn't mention ${missing}. What it says on that`;
  return ctx.q.yesNo ? 'Here is what the site says on that' : 'What the site says';
}

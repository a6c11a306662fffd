import { stemmer } from 'stemmer';
import { countriesCovered, countriesNamed, countryKey, englishWords, TRADE_WORDS } from '../lexicon/english';
import { sentencesOf } from '../passages';
import { regexEscaped, tokens, VERDICT_LEAD } from '../text';
import type { Faq } from '../../../content';
import { NEGATION, NEGATION_WORDS, SPOKEN_LEVEL_WORDS } from '../lexicon/cues';
import type { Ctx } from './context';
import type { Parsed } from '../understand';

// "Does he need a visa to work in the Netherlands?" of "I can work anywhere in the EU without a
// visa": the owner's answer read for the yes or no it implies. Only where every sentence that says
// the question's own word agrees, and the question asks no time, amount or place the answer lacks.

// A clause ends at a comma, colon, semicolon, dash or "but": a "not" beyond it says nothing here.
const CLAUSE_END = /[,;:—–]|\bbut\b/i;
// A clause joined by "and" or "but" after a comma, or after a semicolon or dash: a time in it is its own.
const JOINED_CLAUSE = /[;—–]|,\s*(?:and|but)\b/i;
// Times and amounts are weighed, not read off a word: "from January?" of "from April 2027".
const WEIGHED =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|next|soon|immediately|weeks?|months?|years?|salary|pay|rate|\d+k?)\b/i;
// A sentence that speaks of a place: another sentence's yes may hold only there.
const PLACED = /\b(?:elsewhere|abroad|overseas|outside|anywhere else|other countries|in the \p{Lu}\w*)\b/u;
// Verbs and words a yes/no question wraps its topic in, which every answer may say.
const PLAIN = new Set(
  'is are was were be been do does did have has had would will could can should he she they him her them their his its it a an the to for of in on at with from any some ever really actually work job jobs role roles position positions team teams open looking seeking searching interested need needs require requires'.split(
    ' ',
  ),
);

// "Fully remote" is remote: the degree is the answer's to say, where it says the thing itself.
const INTENSIFIERS = new Set(['fully', 'completely', 'entirely', 'totally', 'purely', 'full']);

const WANT_WORDS = new Set(['want', 'wants', 'prefer', 'prefers', 'rather', 'ideally', 'like', 'wish']);
const PREFERS = /\b(?:prefer|preferred|preference|rather|ideally|first choice)\b/i;

/** The answer states a preference in a sentence other than the ones that say what was asked. */
const preferredElse = (text: string, bearing: readonly string[]) =>
  sentencesOf(text).some((s) => PREFERS.test(s) && !bearing.includes(s));

/**
 * Where a word begins in a lower-cased sentence, or -1: the word as written first, then its stem,
 * which may not begin the word as written ("fulli" of "fully").
 */
const wordAt = (lower: string, word: string) => {
  const at = (w: string) => lower.search(new RegExp(`\\b${regexEscaped(w)}`));
  const own = at(word.toLowerCase());
  return own >= 0 ? own : at(stemmer(word));
};

/** "Not actively looking, but happy to talk": a "but" after the word takes the no back. */
function hedgedAfter(sentence: string, word: string): boolean {
  const lower = sentence.toLowerCase();
  const at = wordAt(lower, word);
  return at >= 0 && /\bbut\b/.test(lower.slice(at));
}

/** Whether the clause before a word in a sentence denies it ("without a visa", "I'm not looking at"). */
export function deniedBefore(sentence: string, word: string): boolean {
  const lower = sentence.toLowerCase();
  const at = wordAt(lower, word);
  if (at < 0) return false;
  const clause = lower.slice(0, at).split(CLAUSE_END).pop() ?? '';
  // "I won't join a rota where one person carries the pager": the no is of the rota, and the word
  // is in a clause that narrows it.
  const negated = [...clause.matchAll(new RegExp(NEGATION.source, 'giu'))].at(-1);
  return !!negated && !NARROWING.test(clause.slice(negated.index + negated[0].length));
}
// A clause that narrows what a "no" is of: the word after it is not what is denied.
const NARROWING = /\b(?:where|when|if|unless|that|which|who)\b/;

// "Fully remote does not work for me", "relocation is not an option": a no said after the word.
const DENIED_AFTER =
  /^\W*\w*\s+(?:\w+\s+)?(?:does not|doesn't|do not|don't|will not|won't|would not|wouldn't|is not|isn't|cannot|can't)\s+(?:work|suit|fit|an option|possible|for me)\b|^\W*\w*\s+(?:is )?(?:not an option|out of the question|off the table)\b/i;

/** Whether the clause after a word denies it ("Fully remote does not work for firmware"). */
function deniedAfter(sentence: string, word: string): boolean {
  const lower = sentence.toLowerCase();
  const at = wordAt(lower, word);
  if (at < 0) return false;
  const clause = lower.slice(at).split(CLAUSE_END)[0] ?? '';
  return DENIED_AFTER.test(clause);
}

/** The names the visitor capitalised after the first word ("San Francisco"), and towns after "in". */
const namesAsked = (ctx: Ctx) => [
  ...ctx.q.raw
    .split(/[^\p{L}]+/u)
    .slice(1)
    .filter((x) => /^\p{Lu}/u.test(x) && x !== 'I'),
  ...townsAsked(ctx.q),
];

/** "A job in berlin": a word after "in" that is no English word and names nothing on the site. */
export const townsAsked = (q: Parsed) =>
  q.words.filter(
    (w, i) =>
      q.words[i - 1] === 'in' &&
      w.length > 3 &&
      !englishWords().has(w) &&
      !TRADE_WORDS.has(w) &&
      !q.found.some((f) => f.start <= i && i < f.end),
  );

/** A town asked that the owner's answer does not name ("a job in berlin" of an answer on Gothenburg). */
export const townUnsaid = (ctx: Ctx, text: string) => {
  const said = new Set(tokens(text));
  return townsAsked(ctx.q).some((w) => !said.has(w));
};

/** A name the visitor capitalised ("San Francisco") that the answer neither says nor covers. */
function unsaidName(ctx: Ctx, text: string): boolean {
  const said = new Set(tokens(text));
  const covered = countriesCovered(text);
  const owner = new Set(tokens(ctx.cat.owner.name));
  return namesAsked(ctx)
    .flatMap((x) => tokens(x))
    .some((w) => !owner.has(w) && !said.has(w) && !covered.some((c) => tokens(c).includes(w)));
}

/**
 * Every topic word is denied, wherever it is said, by sentences that name no place: "I'm not looking
 * to relocate" is a no to relocating to any city.
 */
function deniedWherever(
  ctx: Ctx,
  text: string,
  topic: readonly string[],
  named: ReadonlySet<string>,
): boolean {
  const stems = (s: string) => new Set(tokens(s).map((w) => stemmer(w)));
  // "Move" is said by "relocate".
  const said = (s: string, w: string) =>
    [w, ...ctx.passages.synonyms(w)].find((x) => stems(s).has(stemmer(x)));
  const saying = sentencesOf(text).filter((s) => topic.some((w) => said(s, w)));
  // "I won't relocate, except to Berlin" names the place asked: no no for it.
  const unplaced = (s: string) =>
    !countriesCovered(s).length && !PLACED.test(s) && !tokens(s).some((w) => named.has(w));
  const denies = (s: string) =>
    unplaced(s) &&
    topic.every((w) => !said(s, w) || (deniedBefore(s, said(s, w)!) && !hedgedAfter(s, said(s, w)!)));
  // "Fully in the office?" of "…two days in the office … would not take a fully in-office role": the
  // sentences saying the words asked as asked, in order and near, deny it, whatever the others say.
  const whole = saying.filter((s) =>
    inOrderNear(
      tokens(s).map((w) => stemmer(w)),
      topic,
    ),
  );
  if (topic.length > 1 && whole.length > 0 && whole.every(denies)) return true;
  return saying.length > 0 && topic.every((w) => saying.some((s) => said(s, w))) && saying.every(denies);
}

/** Whether the words come in this order, each within three words of the one before. */
function inOrderNear(stems: readonly string[], words: readonly string[]): boolean {
  return stems.some((x, start) => {
    if (x !== stemmer(words[0]!)) return false;
    let at = start;
    for (const w of words.slice(1)) {
      const next = stems.slice(at + 1, at + 4).indexOf(stemmer(w));
      if (next < 0) return false;
      at += next + 1;
    }
    return true;
  });
}

// "I'm staying in Graz", "I'll stay put": a no to any move elsewhere.
const STAYING =
  /\b(?:i['’]?m staying|i am staying|i['’]ll stay|i will stay|staying put|i['’]m not moving|i am not moving|i won['’]?t move|i will not move)\b/i;
const MOVE_WORDS = new Set(['relocate', 'relocating', 'relocation', 'move', 'moving', 'relocated']);

/** "Would she relocate to Munich?" of "I'm staying in Graz": no, unless it stays where asked. */
function stayingPut(ctx: Ctx, text: string, named: ReadonlySet<string>): boolean {
  if (!ctx.q.words.some((w) => MOVE_WORDS.has(w))) return false;
  const staying = sentencesOf(text).filter((s) => STAYING.test(s));
  return staying.length > 0 && staying.every((s) => !tokens(s).some((w) => named.has(w)));
}

/**
 * A plain yes/no question an answer has no verdict of its own for: none that denies, weighs a time
 * or amount, offers a choice, asks a spoken language's level, or names what the answer lacks.
 */
function polarAsked(ctx: Ctx, text: string, anyPlace: boolean): boolean {
  const { words } = ctx.q;
  const denied = words.some((w) => NEGATION_WORDS.has(w) || w === 'no');
  return (
    ctx.q.yesNo &&
    !VERDICT_LEAD.test(text) &&
    !denied &&
    !WEIGHED.test(words.join(' ')) &&
    !words.includes('or') &&
    !words.some((w) => SPOKEN_LEVEL_WORDS.has(w)) &&
    (anyPlace || !unsaidName(ctx, text))
  );
}

/**
 * "Yes" or "No" to a yes/no question from the faq answer's sentences that say its own topic words,
 * or nothing where they disagree, say none of them, or the question names what the answer lacks.
 */
export type Polarity = 'Yes' | 'No' | 'Not fully';

export function faqPolarity(ctx: Ctx, f: Faq): Polarity | undefined {
  const { q } = ctx;
  const text = f.answer;
  const owner = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.firstName}`));
  const named = new Set(namesAsked(ctx).flatMap((x) => tokens(x)));
  const all = q.words.filter((w) => !PLAIN.has(w) && !owner.has(w) && w.length > 2);
  // "Would she relocate to Berlin?" of "I'm not looking to relocate": a no that holds of every place.
  const unplaced = all.filter((w) => !named.has(w));
  const anyPlace =
    (unplaced.length > 0 && deniedWherever(ctx, text, unplaced, named)) || stayingPut(ctx, text, named);
  if (!polarAsked(ctx, text, anyPlace)) return undefined;
  if (anyPlace) return 'No';
  const topic = all.filter((w) => !INTENSIFIERS.has(w));
  // Every word asked must be said, by the answer or the questions it answers: "part-time mentoring
  // work?" of "full-time roles" is no yes. A place is weighed by what the answer covers.
  const own = `${text} ${f.questions.join(' ')}`;
  const placeWords = new Set(countriesCovered(text).flatMap((c) => tokens(c)));
  if (!topic.length || topic.some((w) => !placeWords.has(w) && !ctx.passages.says(own, [w])))
    return undefined;
  // A place asked is answered only by sentences that cover it ("the EU" covers the Netherlands).
  const places = countriesNamed(q.raw).map(countryKey);
  const stems = (s: string) => new Set(tokens(s).map((w) => stemmer(w)));
  const bearing = sentencesOf(text).filter(
    (s) =>
      topic.some((w) => stems(s).has(stemmer(w))) && places.every((p) => countriesCovered(s).includes(p)),
  );
  // "Open to new roles from 2027": a yes only from then, which a bare yes would hide.
  // Weighed in the clause that says the word: "I work remotely, and travel 20% of the time" is a yes to remote.
  const clauseOf = (s: string) =>
    s.split(JOINED_CLAUSE).filter((c) => topic.some((w) => stems(c).has(stemmer(w))));
  const papers = places.length ? papersVote(ctx, bearing) : undefined;
  if (papers) return papers;
  if (!bearing.length || bearing.some((s) => clauseOf(s).some((c) => WEIGHED.test(c)))) return undefined;
  // "Does he want fully remote?" of "Hybrid is what I prefer… Fully remote is possible": what is
  // wanted is the preference, which a yes to "possible" would hide.
  if (q.words.some((w) => WANT_WORDS.has(w)) && preferredElse(text, bearing)) return undefined;
  // "Without sponsorship in the EU. For roles elsewhere I'd need a visa": a yes for one place and
  // not another on the same topic, when the question names no place.
  const elsewhere = sentencesOf(text).filter(
    (s) => !bearing.includes(s) && PLACED.test(s) && topic.some((w) => ctx.passages.says(s, [w])),
  );
  if (!places.length && elsewhere.length) return undefined;
  return votesOf(ctx, bearing, topic, places);
}

/**
 * The one verdict the sentences on the topic give. "Sponsorship for Korea?" of "I can work in Korea
 * without any paperwork": the vote is on the sponsorship (said as paperwork), not on the place.
 */
function votesOf(
  ctx: Ctx,
  bearing: readonly string[],
  topic: readonly string[],
  places: readonly string[],
): Polarity | undefined {
  const stems = (s: string) => new Set(tokens(s).map((w) => stemmer(w)));
  const besidePlace = places.length ? topic.filter((w) => !countriesNamed(w).length) : [];
  const voters = besidePlace.length ? besidePlace : topic;
  const sayingOf = (s: string, w: string) =>
    [w, ...(besidePlace.length ? ctx.passages.synonyms(w) : [])].find((x) => stems(s).has(stemmer(x)));
  const votes = new Set(
    bearing.flatMap((s) =>
      voters
        .map((w) => sayingOf(s, w))
        .filter((w): w is string => !!w)
        // "I'm not actively looking, but I'm happy to talk": neither yes nor no.
        .map((w) => voteOf(ctx, s, w)),
    ),
  );
  const [vote] = [...votes];
  return votes.size === 1 && vote !== 'But' && !conditional(ctx, bearing, topic, places)
    ? (vote as Polarity)
    : undefined;
}

// "For Japan, a work visa", "I would need sponsorship": a yes only on a condition.
const NEEDS_PAPERS =
  /\b(?:need|needs|needed|require|requires|required)\b.*\b(?:visa|visas|sponsorship|sponsor|permit)\b|\b(?:work visa|visa sponsorship)\b/i;
const PAPERS_ASKED = new Set(['visa', 'visas', 'sponsorship', 'sponsor', 'sponsored', 'permit', 'paperwork']);

const FREE_TO_WORK =
  /\b(?:citizen|citizenship|passport|authori[sz]ed|right to work|without (?:any )?(?:a )?(?:visa|paperwork|sponsorship|permit))\b|\bno (?:visa|sponsorship|permit)\b/i;
const NEED_WORDS = new Set(['need', 'needs', 'require', 'requires', 'required']);

/**
 * "Do they need sponsorship for Korea?": yes where the sentence on the place says a visa is needed,
 * no where it says the owner is free to work there (a citizen, "without any paperwork").
 */
function papersVote(ctx: Ctx, bearing: readonly string[]): Polarity | undefined {
  const { words } = ctx.q;
  if (!words.some((w) => NEED_WORDS.has(w)) || !words.some((w) => PAPERS_ASKED.has(w))) return undefined;
  if (bearing.some((s) => NEEDS_PAPERS.test(s))) return 'Yes';
  return bearing.some((s) => FREE_TO_WORK.test(s)) ? 'No' : undefined;
}

/** Whether the faq answer's sentences on the place a yes/no names hold a yes only on a condition. */
export function yesWithheld(ctx: Ctx, f: Faq): boolean {
  if (townUnsaid(ctx, f.answer)) return true;
  const places = countriesNamed(ctx.q.raw).map(countryKey);
  if (!ctx.q.yesNo || !places.length) return false;
  const owner = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.firstName}`));
  const topic = ctx.q.words.filter((w) => !PLAIN.has(w) && !owner.has(w) && w.length > 2);
  const bearing = sentencesOf(f.answer).filter((s) => places.every((p) => countriesCovered(s).includes(p)));
  return bearing.length > 0 && conditional(ctx, bearing, topic, places);
}

/**
 * "Do they need sponsorship for Korea?" of "I'm a South Korean citizen, so I can work in Korea":
 * the sentence on the place says nothing of sponsorship, so no verdict on it; "can they work in
 * Japan?" of "for Japan, a work visa" is a yes only with a visa, which a bare yes would hide.
 */
function conditional(
  ctx: Ctx,
  bearing: readonly string[],
  topic: readonly string[],
  places: readonly string[],
): boolean {
  if (!places.length) return false;
  const rest = topic.filter((w) => !countriesNamed(w).length);
  if (rest.some((w) => !bearing.some((s) => ctx.passages.says(s, [w])))) return true;
  return !ctx.q.words.some((w) => PAPERS_ASKED.has(w)) && bearing.some((s) => NEEDS_PAPERS.test(s));
}

/** What one sentence says of one word asked: yes, no, not fully, or a "but" that takes it back. */
const voteOf = (ctx: Ctx, s: string, w: string): Polarity | 'But' =>
  deniedAfter(s, w) ? onlyFully(ctx, s, w) : !deniedBefore(s, w) ? 'Yes' : /\bbut\b/i.test(s) ? 'But' : 'No';

/** "Fully remote does not work" of "can she work remote?": not fully, which leaves some of it. */
function onlyFully(ctx: Ctx, sentence: string, word: string): 'No' | 'Not fully' {
  const lower = sentence.toLowerCase();
  const before = lower.slice(0, wordAt(lower, word)).trim().split(/\s+/).pop() ?? '';
  return INTENSIFIERS.has(before) && !ctx.q.words.some((w) => INTENSIFIERS.has(w)) ? 'Not fully' : 'No';
}

import { stemmer } from 'stemmer';
import { countriesCovered, countriesNamed, countryKey } from '../lexicon/english';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import type { Faq } from '../../../content';
import { NEGATION, NEGATION_WORDS, SPOKEN_LEVEL_WORDS } from '../lexicon/cues';
import type { Ctx } from './context';

// "Does he need a visa to work in the Netherlands?" of "I can work anywhere in the EU without a
// visa": the owner's answer read for the yes or no it implies. Only where every sentence that says
// the question's own word agrees, and the question asks no time, amount or place the answer lacks.

// A clause ends at a comma, colon, semicolon, dash or "but": a "not" beyond it says nothing here.
const CLAUSE_END = /[,;:—–]|\bbut\b/i;
// Times and amounts are weighed, not read off a word: "from January?" of "from April 2027".
const WEIGHED =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|next|soon|immediately|weeks?|months?|years?|salary|pay|rate|\d+k?)\b/i;
// A sentence that speaks of a place: another sentence's yes may hold only there.
const PLACED = /\b(?:elsewhere|abroad|overseas|outside|anywhere else|other countries|in the \p{Lu}\w*)\b/u;
// Verbs and words a yes/no question wraps its topic in, which every answer may say.
const PLAIN = new Set(
  'is are was were be been do does did have has had would will could can should he she they him her them their his its it a an the to for of in on at with from any some ever really actually work job jobs role roles team teams open need needs require requires'.split(
    ' ',
  ),
);

/** Whether the clause before a word in a sentence denies it ("without a visa", "I'm not looking at"). */
export function deniedBefore(sentence: string, word: string): boolean {
  const lower = sentence.toLowerCase();
  const stem = stemmer(word);
  const at = lower.search(new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  if (at < 0) return false;
  const clause = lower.slice(0, at).split(CLAUSE_END).pop() ?? '';
  return NEGATION.test(clause);
}

/** A name the visitor capitalised ("San Francisco") that the answer neither says nor covers. */
function unsaidName(ctx: Ctx, text: string): boolean {
  const said = new Set(tokens(text));
  const covered = countriesCovered(text);
  const owner = new Set(tokens(ctx.cat.owner.name));
  return ctx.q.raw
    .split(/[^\p{L}]+/u)
    .slice(1)
    .filter((x) => /^\p{Lu}/u.test(x) && x !== 'I')
    .flatMap((x) => tokens(x))
    .some((w) => !owner.has(w) && !said.has(w) && !covered.some((c) => tokens(c).includes(w)));
}

/**
 * A plain yes/no question an answer has no verdict of its own for: none that denies, weighs a time
 * or amount, offers a choice, asks a spoken language's level, or names what the answer lacks.
 */
function polarAsked(ctx: Ctx, text: string): boolean {
  const { words } = ctx.q;
  const denied = words.some((w) => NEGATION_WORDS.has(w) || w === 'no');
  return (
    ctx.q.yesNo &&
    !/^(?:yes|no)\b/i.test(text) &&
    !denied &&
    !WEIGHED.test(words.join(' ')) &&
    !words.includes('or') &&
    !words.some((w) => SPOKEN_LEVEL_WORDS.has(w)) &&
    !unsaidName(ctx, text)
  );
}

/**
 * "Yes" or "No" to a yes/no question from the faq answer's sentences that say its own topic words,
 * or nothing where they disagree, say none of them, or the question names what the answer lacks.
 */
export function faqPolarity(ctx: Ctx, f: Faq): 'Yes' | 'No' | undefined {
  const { q } = ctx;
  const text = f.answer;
  if (!polarAsked(ctx, text)) return undefined;
  const owner = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.firstName}`));
  const topic = q.words.filter((w) => !PLAIN.has(w) && !owner.has(w) && w.length > 2);
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
  if (!bearing.length || bearing.some((s) => WEIGHED.test(s))) return undefined;
  // "Without sponsorship in the EU. For roles elsewhere I'd need a visa": a yes for one place and
  // not another on the same topic, when the question names no place.
  const elsewhere = sentencesOf(text).filter(
    (s) => !bearing.includes(s) && PLACED.test(s) && topic.some((w) => ctx.passages.says(s, [w])),
  );
  if (!places.length && elsewhere.length) return undefined;
  const votes = new Set(
    bearing.flatMap((s) =>
      topic
        .filter((w) => stems(s).has(stemmer(w)))
        // "I'm not actively looking, but I'm happy to talk": neither yes nor no.
        .map((w) => (!deniedBefore(s, w) ? 'Yes' : /\bbut\b/i.test(s) ? 'But' : 'No')),
    ),
  );
  const [vote] = [...votes];
  return votes.size === 1 && vote !== 'But' ? (vote as 'Yes' | 'No') : undefined;
}

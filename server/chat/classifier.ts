import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { eng } from 'stopword';
import type { Owner } from '../../content';
import { SLOT } from './catalogue';
import { EXAMPLES, type Intent } from './examples';
import { canonical, singular } from './text';

// Nearest-example intent classification over a MiniSearch index: every example question (and every
// faq phrasing from content) is a document; a visitor's question, with the entities it names replaced
// by their slot tokens, is a query. The index finds the examples that share a word with the question;
// each is then scored by how much of both the question and the example the shared words cover,
// weighted by how rare each word is, so a question's own topic words ("automotive", "salary") count
// against an example that lacks them. Built once at start.

interface Doc {
  id: number;
  intent: Intent;
  text: string;
}

export interface Classified {
  intent: Intent;
  /** 0 to 1: the rarity-weighted share of the question's and the example's words they share. */
  score: number;
  /** The example that matched, for debugging and the bench. */
  example: string;
  /** The nearest of the owner's faq phrasings, whatever intent won: judgements quote it. */
  faq?: { id: string; score: number };
}

const slotOf = (name: string) => {
  const slot = SLOT[(name === 'skill' ? 'tech' : name) as keyof typeof SLOT];
  if (!slot) throw new Error(`examples.ts: unknown slot {${name}}`);
  return slot;
};

/** An example with its slots as the tokens questions carry, its words spelled as questions are read. */
export const slotExample = (example: string) =>
  example
    .replace(/\{(\w+)\}/g, (_, name: string) => ` ${slotOf(name)} `)
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (SLOT_TOKENS.has(w) ? w : canonical(w)))
    .join(' ');

// Plurals match their singular ("links?" is "link?"); slot tokens have no plural.
const termOf = (word: string) => singular(word);
const termsOf = (text: string) => new Set(text.split(' ').filter(Boolean).map(termOf));

const SLOT_TOKENS: ReadonlySet<string> = new Set(Object.values(SLOT));
const STOP: ReadonlySet<string> = new Set(eng);
/** A word that says what a question is about: not a function word or a name's slot. */
const topical = (term: string) => !STOP.has(term) && !SLOT_TOKENS.has(term);
/**
 * A faq phrasing is about its own topic: a question on another topic that shares only "what are
 * his" with it is no likeness ("what are his projects?" is not "what are his rates?").
 */
function faqOffTopic(
  intent: Intent,
  asked: ReadonlySet<string>,
  terms: ReadonlySet<string>,
  said: { question: string; phrasing: string },
  exampleTerms: ReadonlySet<string>,
) {
  if (!intent.startsWith('faq:')) return false;
  const topics = [...asked].filter(topical);
  return (
    (topics.length > 0 && !topics.some((t) => terms.has(t))) ||
    otherKindOf(said.question, said.phrasing, exampleTerms)
  );
}

/**
 * "Any frontend work?" is not "any community work?": the one word shared is one every kind of
 * question uses, and each says a different kind of it just before.
 */
function otherKindOf(asked: string, phrasing: string, exampleTerms: ReadonlySet<string>) {
  const a = asked.split(' ').map(termOf);
  const d = phrasing.split(' ').map(termOf);
  return a.some((t, i) => {
    const j = d.indexOf(t);
    if (i < 1 || j < 1 || !exampleTerms.has(t) || !topical(t)) return false;
    const [mine, theirs] = [a[i - 1]!, d[j - 1]!];
    return topical(mine) && topical(theirs) && !d.includes(mine) && !a.includes(theirs);
  });
}

// A faq phrasing wins a tie with a generic example: it is the owner's own answer.
const FAQ_BOOST = 1.1;
const FAQ_MIN = 0.35;

/** A faq nearer by stem than the nearest example by word wins, as the owner's own answer. */
function withFaqByStem(
  best: Classified | undefined,
  faq: Classified['faq'],
  byStem: { id: string; score: number } | undefined,
): Classified | undefined {
  if (!best) return undefined;
  if (!byStem) return { ...best, faq };
  const nearest = !faq || byStem.score > faq.score ? byStem : faq;
  return byStem.score > best.score
    ? { intent: `faq:${byStem.id}`, score: byStem.score, example: 'faq by stem', faq: nearest }
    : { ...best, faq: nearest };
}

/** A word the examples use as written is theirs to read ("worked on" is not "design systems work"). */
const termsOfExamples = (docs: readonly Doc[], docTerms: readonly ReadonlySet<string>[]) =>
  new Set(docs.filter((d) => !d.intent.startsWith('faq:')).flatMap((d) => [...docTerms[d.id]!]));

export function createClassifier(faqs: Owner['faq'], slotted: (text: string) => string) {
  const docs: Doc[] = [];
  for (const [intent, examples] of Object.entries(EXAMPLES))
    for (const example of examples)
      docs.push({ id: docs.length, intent: intent as Intent, text: slotExample(example) });
  for (const faq of faqs ?? [])
    for (const question of faq.questions)
      docs.push({ id: docs.length, intent: `faq:${faq.id}`, text: slotted(question) });

  const index = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['intent', 'text'],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => (term ? termOf(term) : null),
    searchOptions: { combineWith: 'OR' },
  });
  index.addAll(docs);

  const docTerms = docs.map((d) => termsOf(d.text));
  const frequency = new Map<string, number>();
  for (const terms of docTerms) for (const t of terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  // A word no example has is as rare as a word can be: it is what the question is about.
  const weight = (term: string) => Math.log(1 + docs.length / (frequency.get(term) ?? 1));
  const docWeight = docTerms.map((terms) => [...terms].reduce((sum, t) => sum + weight(t), 0));

  // The owner's faq phrasings are also matched by stem ("relocating" ~ "relocate"): the owner's own
  // words vary more than the examples', and a faq answer is only ever about its own topic.
  const stemsOf = (text: string) =>
    new Set([...termsOf(text)].filter((t) => !STOP.has(t)).map((t) => (SLOT_TOKENS.has(t) ? t : stemmer(t))));
  const docStems = docs.map((d) => stemsOf(d.text));
  const stemFrequency = new Map<string, number>();
  for (const stems of docStems) for (const t of stems) stemFrequency.set(t, (stemFrequency.get(t) ?? 0) + 1);
  const stemWeight = (t: string) => Math.log(1 + docs.length / (stemFrequency.get(t) ?? 1));
  const faqIds = docs.filter((d) => d.intent.startsWith('faq:')).map((d) => d.id);
  const exampleTerms = termsOfExamples(docs, docTerms);
  /**
   * The nearest faq phrasing by stem, when a stem the words alone miss ("relocating") is shared.
   * "Feira Fácil rating?" asks of a piece of work: a phrasing that names none is not near it by stem.
   */
  function nearestFaqByStem(question: string): { id: string; score: number } | undefined {
    const asked = stemsOf(question);
    const words = termsOf(question);
    const askedWeight = [...asked].reduce((sum, t) => sum + stemWeight(t), 0);
    let best: { id: string; score: number } | undefined;
    for (const id of faqIds.filter((x) => !words.has(SLOT.item) || docStems[x]!.has(SLOT.item))) {
      const own = docStems[id]!;
      const stemOnly = (w: string) => !docTerms[id]!.has(w) && !exampleTerms.has(w) && own.has(stemmer(w));
      if (![...words].some((w) => !SLOT_TOKENS.has(w) && stemOnly(w))) continue;
      const shared = [...asked].reduce((sum, t) => (own.has(t) ? sum + stemWeight(t) : sum), 0);
      const ownWeight = [...own].reduce((sum, t) => sum + stemWeight(t), 0);
      const score = (shared / (askedWeight + ownWeight - shared)) * FAQ_BOOST;
      if (!best || score > best.score) best = { id: docs[id]!.intent.slice(4), score };
    }
    return best;
  }

  return {
    /** The words of every example, for the speller. */
    words: new Set(docs.flatMap((d) => d.text.split(' '))) as ReadonlySet<string>,
    /** The words of the examples about the owner: an off-topic request's words ("cook") may be the owner's topic. */
    ownerWords: new Set(
      docs.filter((d) => d.intent !== 'offTopic').flatMap((d) => d.text.split(' ')),
    ) as ReadonlySet<string>,
    classify(slottedQuestion: string): Classified | undefined {
      if (!slottedQuestion) return undefined;
      const asked = termsOf(slottedQuestion);
      const askedWeight = [...asked].reduce((sum, t) => sum + weight(t), 0);
      const scored = index.search(slottedQuestion).map((hit) => {
        const id = hit.id as number;
        const shared = [...asked].reduce((sum, t) => (docTerms[id]!.has(t) ? sum + weight(t) : sum), 0);
        const intent = hit.intent as Intent;
        const said = { question: slottedQuestion, phrasing: hit.text as string };
        if (faqOffTopic(intent, asked, docTerms[id]!, said, exampleTerms))
          return { intent, score: 0, example: hit.text as string };
        const boost = intent.startsWith('faq:') ? FAQ_BOOST : 1;
        return {
          intent,
          score: (shared / (askedWeight + docWeight[id]! - shared)) * boost,
          example: hit.text as string,
        };
      });
      const top = (list: Classified[]) =>
        list.reduce<Classified | undefined>((b, c) => (!b || c.score > b.score ? c : b), undefined);
      const faqs = scored.filter((c) => c.intent.startsWith('faq:'));
      const generic = top(scored.filter((c) => !c.intent.startsWith('faq:')));
      const nearestFaq = top(faqs);
      const faq = nearestFaq && { id: nearestFaq.intent.slice(4), score: nearestFaq.score };
      let best = top(scored);
      // A faq answer is a whole reply on one topic: a faint likeness to one of its phrasings loses to
      // the nearest generic example.
      if (best?.intent.startsWith('faq:') && best.score < FAQ_MIN && generic) best = generic;
      return withFaqByStem(best, faq, nearestFaqByStem(slottedQuestion));
    },
  };
}

export type Classifier = ReturnType<typeof createClassifier>;

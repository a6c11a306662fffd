import MiniSearch from 'minisearch';
import type { Owner } from '../../content';
import { SLOT } from './catalogue';
import { EXAMPLES, type Intent } from './examples';

// Nearest-example intent classification over a MiniSearch index: every example question (and every
// faq phrasing from content) is a document; a visitor's question, with the entities it names replaced
// by their slot tokens, is a query; the best-scoring example's intent wins. Built once at start.

interface Doc {
  id: number;
  intent: Intent;
  text: string;
}

export interface Classified {
  intent: Intent;
  score: number;
  /** The example that matched, for debugging and the bench. */
  example: string;
}

const slotOf = (name: string) => {
  const slot = SLOT[(name === 'skill' ? 'tech' : name) as keyof typeof SLOT];
  if (!slot) throw new Error(`examples.ts: unknown slot {${name}}`);
  return slot;
};

/** An example with its slots as the tokens questions carry. */
export const slotExample = (example: string) =>
  example
    .replace(/\{(\w+)\}/g, (_, name: string) => ` ${slotOf(name)} `)
    .replace(/\s+/g, ' ')
    .trim();

// A faq phrasing wins a tie with a generic example: it is the owner's own answer.
const FAQ_BOOST = 1.1;

export function createClassifier(owner: Owner, slotted: (text: string) => string) {
  const docs: Doc[] = [];
  for (const [intent, examples] of Object.entries(EXAMPLES))
    for (const example of examples)
      docs.push({ id: docs.length, intent: intent as Intent, text: slotExample(example) });
  for (const faq of owner.faq ?? [])
    for (const question of faq.questions)
      docs.push({ id: docs.length, intent: `faq:${faq.id}`, text: slotted(question) });

  const index = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['intent', 'text'],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: { combineWith: 'OR', boost: {} },
  });
  index.addAll(docs);
  const words = new Set(docs.flatMap((d) => d.text.split(' ')));

  return {
    /** The words of every example, for the speller. */
    words: words as ReadonlySet<string>,
    classify(slottedQuestion: string): Classified | undefined {
      if (!slottedQuestion) return undefined;
      const hits = index.search(slottedQuestion);
      let best: Classified | undefined;
      for (const hit of hits.slice(0, 12)) {
        const intent = hit.intent as Intent;
        // Shorter examples that match all of their words are closer than long ones matching a few.
        const exampleTerms = (hit.text as string).split(' ').length;
        const covered = hit.terms.length / exampleTerms;
        const score = hit.score * (0.5 + covered / 2) * (intent.startsWith('faq:') ? FAQ_BOOST : 1);
        if (!best || score > best.score) best = { intent, score, example: hit.text as string };
      }
      return best;
    },
  };
}

export type Classifier = ReturnType<typeof createClassifier>;

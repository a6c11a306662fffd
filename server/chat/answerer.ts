import type { Owner } from '../../content';
import { builders, type AnswerContext, type Asked, type Built } from './answers';
import { buildCatalog } from './intent/catalog';
import { detectIntent, type Intent } from './intent/detect';
import { buildPassages, type Passage } from './retrieval/passages';
import { createPhraseFinder } from './retrieval/phrases';
import { createRetriever, type Retriever } from './retrieval/search';
import { normalize } from './text';

// The embedded answerer: offline, deterministic, built once per owner. Each part has one home:
//   intent/     what the visitor asks for (the catalog of names, the word lists, detectIntent)
//   retrieval/  where the facts are (passages, minisearch, verbatim phrases, lookups by id in content/)
//   answers/    how an answer is written: one builder per intent, markdown only, every fact from content/
// This file only wires them: detect the intent, hand it to its builder, pick the passages it names.

export interface EmbeddedAnswer {
  text: string;
  intent: Intent['kind'];
  /** The passages the answer is grounded in, for a model to answer from. */
  passages: Passage[];
}

export interface Answerer {
  answer(question: string, now?: Date): EmbeddedAnswer;
  retriever: Retriever;
  passages: Passage[];
}

// Each builder is typed for its own intent; the table guarantees the pairing, so the call is safe.
const build = (intent: Intent, asked: Asked, ctx: AnswerContext): Built => (builders[intent.kind] as (i: Intent, a: Asked, c: AnswerContext) => Built)(intent, asked, ctx);

export function createAnswerer(owner: Owner): Answerer {
  const passages = buildPassages(owner);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const ownerWordList = [owner.name, owner.firstName, owner.handle];
  const ownerWords = new Set(ownerWordList.flatMap((w) => normalize(w).split(' ')));
  const retriever = createRetriever(passages, ownerWordList);
  const ctx: AnswerContext = { owner, catalog: buildCatalog(owner), passages, retriever, phrases: createPhraseFinder(passages, ownerWords) };

  const answer = (question: string, now: Date = new Date()): EmbeddedAnswer => {
    const intent = detectIntent(question, ctx.catalog, ownerWords);
    const { text, passages: ids, intent: answeredAs } = build(intent, { question, now }, ctx);
    const grounds = [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Passage => p !== undefined);
    return { text, intent: answeredAs ?? intent.kind, passages: grounds };
  };

  return { answer, retriever, passages };
}

import MiniSearch from 'minisearch';
import type { Passage, PassageKind } from './passages';
import { contentTerms, isStopword, normalize, stem } from '../text';

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's terms this passage matched. */
  terms: string[];
}

export interface Retrieval {
  hits: Hit[];
  /** The question's topic words (owner's name and stopwords removed). */
  terms: string[];
  /** Share of those words that matched some passage: a low share means content does not cover the question. */
  coverage: number;
}

export interface Retriever {
  search(question: string, kinds?: readonly PassageKind[]): Retrieval;
}

// Fuzzy and prefix matching only for longer words: "java" must not find "javascript".
const fuzzy = (term: string) => (term.length >= 6 ? 1 : 0);
const prefix = (term: string) => term.length >= 6;

export function createRetriever(passages: Passage[], ownerWords: string[]): Retriever {
  const ignore = new Set(ownerWords.flatMap((w) => normalize(w).split(' ')).filter(Boolean));
  const index = new MiniSearch<Passage>({
    fields: ['title', 'search'],
    storeFields: ['id'],
    tokenize: (text) => normalize(text).split(' '),
    processTerm: (term) => (!term || isStopword(term) || ignore.has(term) ? null : stem(term)),
    searchOptions: { boost: { title: 3 }, fuzzy, prefix },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));

  return {
    search(question, kinds) {
      const terms = [...new Set(contentTerms(question, ignore))];
      if (terms.length === 0) return { hits: [], terms, coverage: 0 };
      // The terms are already processed: search them as they are.
      const results = index.search(terms.join(' '), {
        tokenize: (s) => s.split(' '),
        processTerm: (t) => t,
        ...(kinds ? { filter: (r) => kinds.includes(byId.get(r.id as string)!.kind) } : {}),
      });
      const matched = new Set(results.flatMap((r) => r.queryTerms));
      const hits = results.map((r) => ({
        passage: byId.get(r.id as string)!,
        score: r.score,
        terms: r.queryTerms,
      }));
      return { hits, terms, coverage: terms.filter((t) => matched.has(t)).length / terms.length };
    },
  };
}

import type { Owner } from '../../../content';
import type { Catalog } from '../intent/catalog';
import type { Intent } from '../intent/types';
import type { Passage } from '../retrieval/passages';
import type { Retriever } from '../retrieval/search';

// What every answer builder is handed: what was asked, and the owner's content with its indexes.

export interface AnswerContext {
  owner: Owner;
  catalog: Catalog;
  passages: Passage[];
  retriever: Retriever;
  /** Passages holding a run of the question's words verbatim, longest run first. */
  phrases: (question: string) => Passage[];
  /** The owner's names, normalised ("kai", "kais"): no topic of a question. */
  ownerWords: ReadonlySet<string>;
}

export interface Asked {
  question: string;
  now: Date;
}

/** An answer's markdown and the ids of the passages it is grounded in (for a model to answer from). */
export interface Built {
  text: string;
  passages: string[];
  /** Set when the builder answers as another intent would (a topic question with nothing found). */
  intent?: Intent['kind'];
}

export type Builder<K extends Intent['kind']> = (
  intent: Extract<Intent, { kind: K }>,
  asked: Asked,
  ctx: AnswerContext,
) => Built;

export const built = (text: string, ...passages: string[]): Built => ({ text, passages });

import type { ChatTurn } from '../../../contracts/chat';
import { findNamed, type Catalog, type Named } from '../intent/catalog';
import type { ItemKind, ItemRef } from '../intent/types';
import { normalize } from '../text';

// The focus of a conversation: the items the previous answer was about, in the order it named them.
// Only ids are taken from the history, never facts: a history is whatever the client sends, and every
// fact in the next answer is still read from content/ by those ids.

/** The names of every item, longest first across kinds, so "Coach Profile" is a project and not the role "Coach". */
export function itemNames(catalog: Catalog): Named<ItemRef>[] {
  const as = <T extends string>(kind: ItemKind, names: Named<T>[]) => names.map(({ phrase, target }) => ({ phrase, target: { kind, id: target } }));
  return [...as('project', catalog.projects), ...as('hackathon', catalog.hackathons), ...as('category', catalog.categories), ...as('entry', catalog.roles)];
}

/**
 * Which kinds of item the answer to `asked` is about (`before` is the history it was asked after), so
 * names an answer mentions in passing ("a Fullstack Developer") are not taken for its subject.
 */
export type KindsAskedFor = (asked: string, before: readonly ChatTurn[]) => readonly ItemKind[];

export function focusOf(history: readonly ChatTurn[], names: Named<ItemRef>[], kindsAskedFor: KindsAskedFor): ItemRef[] {
  const lastAnswer = history.findLastIndex((m) => m.sender === 'ai');
  if (lastAnswer < 0) return [];
  const askedAt = history.slice(0, lastAnswer).findLastIndex((m) => m.sender === 'user');
  const kinds = kindsAskedFor(askedAt < 0 ? '' : history[askedAt]!.text, history.slice(0, Math.max(askedAt, 0)));
  const found = findNamed(normalize(history[lastAnswer]!.text), names, { fuzzy: false }).filter((i) => kinds.includes(i.kind));
  // Each item once, where it was first named.
  return found.filter((item, i) => found.findIndex((other) => other.kind === item.kind && other.id === item.id) === i);
}

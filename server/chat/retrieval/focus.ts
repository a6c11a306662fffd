import type { ChatTurn } from '../../../contracts/chat';
import { findNamed, SITE_NAMES, type Catalog, type Named } from '../intent/catalog';
import type { ItemKind, ItemRef } from '../intent/types';
import { normalize } from '../text';
import { OTHERS_LINE, SEARCH_INTRO } from '../framing';

// The focus of a conversation: the items the previous answer was about, in the order it named them.
// Only ids are taken from the history, never facts: a history is whatever the client sends, and every
// fact in the next answer is still read from content/ by those ids.

/**
 * The names of every item, longest first across kinds, so "Coach Profile" is a project and not the role "Coach".
 * Not "this site": in an answer those are the assistant's own words ("not something Kai has shared on this
 * site"), and an answer about the site's project names it by its title.
 */
export function itemNames(catalog: Catalog): Named<ItemRef>[] {
  const siteNames = new Set(SITE_NAMES.map(normalize));
  const as = <T extends string>(kind: ItemKind, names: Named<T>[]) =>
    names
      .filter(({ phrase }) => !siteNames.has(phrase))
      .map(({ phrase, target }) => ({ phrase, target: { kind, id: target } }));
  return [
    ...as('project', catalog.projects),
    ...as('hackathon', catalog.hackathons),
    ...as('category', catalog.categories),
    ...as('entry', catalog.roles),
  ];
}

/**
 * Which kinds of item the answer to `asked` is about (`before` is the history it was asked after), so
 * names an answer mentions in passing ("a Fullstack Developer") are not taken for its subject.
 */
export type KindsAskedFor = (asked: string, before: readonly ChatTurn[]) => readonly ItemKind[];

// How many answers back a follow-up may point, past answers that name nothing ("I don't know", "hi!"):
// "tell me about Snake", "hmm ok", "what stack did it use?" is still about Snake.
const ANSWERS_BACK = 2;

export function focusOf(
  history: readonly ChatTurn[],
  names: Named<ItemRef>[],
  kindsAskedFor: KindsAskedFor,
): ItemRef[] {
  let end = history.length;
  for (let back = 0; back < ANSWERS_BACK; back++) {
    const answerAt = history.slice(0, end).findLastIndex((m) => m.sender === 'ai');
    if (answerAt < 0) return [];
    const askedAt = history.slice(0, answerAt).findLastIndex((m) => m.sender === 'user');
    const kinds = kindsAskedFor(
      askedAt < 0 ? '' : history[askedAt]!.text,
      history.slice(0, Math.max(askedAt, 0)),
    );
    const answer = history[answerAt]!.text.replace(SEARCH_INTRO, '').replace(OTHERS_LINE, '');
    const found = findNamed(normalize(answer), names, { fuzzy: false }).filter((i) => kinds.includes(i.kind));
    // Each item once, where it was first named.
    if (found.length)
      return found.filter(
        (item, i) => found.findIndex((other) => other.kind === item.kind && other.id === item.id) === i,
      );
    end = Math.max(askedAt, 0);
  }
  return [];
}

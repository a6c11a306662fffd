import type { Owner } from '../../../content';
import type { Catalog } from './catalog';
import { createSpeller, patternWords } from './spelling';
import { OTHER_TECHS, PATTERNS, SHORTHAND, WORD_SETS } from './words';
import { WORK_KINDS } from './kinds';
import { QUALITIES } from './qualities';
import type { Passage } from '../retrieval/passages';
import { normalize } from '../text';

// The words the assistant knows, gathered once per owner for the speller: everything content/ says,
// every word the intent patterns listen for, and the names (projects, teams, technologies, places) that
// typos are most often tries at.

const words = (text: string) => normalize(text).split(' ').filter(Boolean);

/** Capitalised words inside sentences ("at Harbor Code Institute", "in Gothenburg"): the places and names content mentions. */
function properNouns(owner: Owner): string[] {
  const texts = [
    owner.location,
    owner.tagline,
    ...owner.about.flatMap((s) => s.entries.map((e) => e.content)),
    ...owner.projects.map((p) => p.description),
    ...owner.hackathons.flatMap((h) => [h.event, h.description.app, h.description.role]),
  ];
  return texts.flatMap((t) =>
    [...t.matchAll(/(?<!^|[.!?]\s)\b[A-Z][\p{L}'’-]+/gu)].flatMap((m) => words(m[0])),
  );
}

export function createOwnerSpeller(
  owner: Owner,
  catalog: Catalog,
  passages: Passage[],
  ownerWords: Iterable<string>,
) {
  const catalogWords = [
    catalog.projects,
    catalog.hackathons,
    catalog.techs,
    catalog.categories,
    catalog.roles,
  ].flatMap((list) => list.flatMap((n) => n.phrase.split(' ')));
  const patterns = patternWords([
    ...PATTERNS,
    ...WORK_KINDS.flatMap((k) => [k.asked, ...(k.loosely ? [k.loosely] : [])]),
    ...QUALITIES.map((k) => k.asked),
  ]);
  const setWords = WORD_SETS.flatMap((set) => [...set]);
  const names = [...ownerWords, ...catalogWords, ...properNouns(owner)];
  return createSpeller({
    known: [
      ...passages.flatMap((p) => words(`${p.title} ${p.search} ${p.context}`)),
      ...names,
      ...patterns.words,
      ...setWords,
      ...OTHER_TECHS,
    ],
    knownStarts: patterns.starts,
    names,
    words: [...patterns.words, ...setWords],
    shorthand: SHORTHAND,
  });
}

import { describe, expect, it } from 'vitest';
import { stemmer } from 'stemmer';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';
import { buildCatalogue } from '../../../server/chat/catalogue';
import { wordsDescribing } from '../../../server/chat/answers/describedOne';
import { kindsOf } from '../../../server/chat/facts';
import { commonWords, FUNCTION_WORDS } from '../../../server/chat/lexicon/english';
import { tokens } from '../../../server/chat/text';

// "Tell me about the carers one": a piece of work by a word of its own description is that work;
// "what about the game one" that several are asks which, listing them, never the owner's summary.

describe.each(OWNERS)('on %s', (_, owner) => {
  const cat = buildCatalogue(owner);
  // Each piece of work with a rare word of its own description that no other piece of work says.
  const unique = cat.work.flatMap((w) => {
    const others = new Set(cat.work.filter((x) => x !== w).flatMap((x) => wordsDescribing(x).map(stemmer)));
    const own = w.type === 'project' ? w.project.description : w.hackathon.description.app;
    const word = tokens(own).find(
      (t) =>
        /^[a-z]{5,}$/.test(t) &&
        !others.has(stemmer(t)) &&
        !FUNCTION_WORDS.has(t) &&
        !commonWords().has(t) &&
        !tokens(w.title).includes(t),
    );
    return word ? [[word, w.id] as const] : [];
  });

  it('has work to describe', () => expect(unique.length).toBeGreaterThan(2));

  it.each(unique)('answers "tell me about the %s one" with that piece of work', (word, id) => {
    for (const q of [`Tell me about the ${word} one`, `What about the ${word} one?`])
      expect(ask(owner, q).items).toEqual([id]);
  });

  // A kind two pieces of work or more share, else a rare word their own descriptions share.
  const kinds = [...new Set(cat.work.flatMap(kindsOf))].filter((k) => /^[a-z]+$/.test(k));
  const rare = [...new Set(cat.work.flatMap(wordsDescribing))].filter(
    (t) => /^[a-z]{5,}$/.test(t) && !commonWords().has(t) && !FUNCTION_WORDS.has(t),
  );
  const sharedBy = (word: string) =>
    cat.work.filter((w) =>
      kinds.includes(word)
        ? kindsOf(w).includes(word)
        : wordsDescribing(w).map(stemmer).includes(stemmer(word)),
    );
  const shared = [...kinds, ...rare].find((k) => sharedBy(k).length >= 2)!;

  it('asks which of the work that several pieces fit', () => {
    const a = ask(owner, `What about the ${shared} one?`);
    expect([...(a.items ?? [])].sort()).toEqual(
      sharedBy(shared)
        .map((w) => w.id)
        .sort(),
    );
    expect(a.text).toMatch(/which one do you mean\?/i);
  });
});

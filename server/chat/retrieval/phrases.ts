import type { Passage } from './passages';
import { isStopword, normalize } from '../text';

/**
 * A run of two or more words from the question found verbatim in a passage ("Harbor Code Institute")
 * names a place or thing more precisely than single-word scores do: the longest such run picks passages.
 */
export function createPhraseFinder(passages: Passage[], ownerWords: ReadonlySet<string>) {
  const searchable = passages.map((p) => ({ p, text: ` ${normalize(p.search)} ` }));
  // A run holding a word no passage has cannot be found verbatim, so it is not searched for.
  const vocabulary = new Set(searchable.flatMap((s) => s.text.split(' ')));
  return (question: string): Passage[] => {
    const words = normalize(question).split(' ');
    for (let n = words.length; n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const run = words.slice(i, i + n);
        if (
          isStopword(run[0]!) ||
          isStopword(run[n - 1]!) ||
          run.some((w) => ownerWords.has(w) || !vocabulary.has(w))
        )
          continue;
        const padded = ` ${run.join(' ')} `;
        const found = searchable.filter((s) => s.text.includes(padded)).map((s) => s.p);
        if (found.length) return found;
      }
    }
    return [];
  };
}

import { isStopword } from '../text';

// Typos in what visitors type ("coch profile", "ebddies", "experiance"): a word the assistant does not
// know is replaced by the closest word it does, if one is close enough for the word's length and starts
// with the same letter (first letters are rarely mistyped, and it keeps "site" from becoming "Vite").

/** Edits allowed for a word of this length: none up to 3 letters, 1 up to 7, then 2. */
export const allowedEdits = (length: number) => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours each
 * count 1), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export interface SpellerWords {
  /** Words left as they are: everything content/ and the intent patterns say. */
  known: Iterable<string>;
  /** Starts of words left as they are ("availab" for "available", "availability"). */
  knownStarts: readonly string[];
  /** Names (projects, teams, technologies, places, the owner): what a typo is most often a try at. */
  names: Iterable<string>;
  /** Other words a typo may be corrected to (the intent patterns' words), for words of 5 letters or more. */
  words: Iterable<string>;
  /** Shorthand read as the word it stands for ("wat" is "what"), unless content uses it as a word. */
  shorthand?: Readonly<Record<string, string>>;
}

// Visitors can send any words; the memory of corrections is dropped when it reaches this size.
const REMEMBERED_WORDS = 10_000;

export function createSpeller({ known, knownStarts, names, words, shorthand = {} }: SpellerWords) {
  const knownWords = new Set(known);
  const expansions = new Map(Object.entries(shorthand).filter(([short]) => !knownWords.has(short)));
  const byLetter = new Map<string, { word: string; name: boolean }[]>();
  const add = (word: string, name: boolean) => {
    if (word.length < 3 || !/^[a-z]/.test(word)) return;
    const list = byLetter.get(word[0]!) ?? [];
    if (!list.some((t) => t.word === word)) list.push({ word, name });
    byLetter.set(word[0]!, list);
  };
  for (const w of names) add(w, true);
  for (const w of words) add(w, false);
  const corrections = new Map<string, string>();

  const isKnown = (word: string) =>
    word.length <= 3 ||
    /\d/.test(word) ||
    knownWords.has(word) ||
    isStopword(word) ||
    knownStarts.some((s) => word.startsWith(s));

  const closest = (word: string): string => {
    const max = allowedEdits(word.length);
    let best = { word, distance: max + 1 };
    for (const target of byLetter.get(word[0]!) ?? []) {
      // A four-letter word is corrected only to a name: "snke" is Snake, but "life" must not become "live".
      if (word.length === 4 && !target.name) continue;
      const distance = editDistance(word, target.word, best.distance - 1 < max ? best.distance - 1 : max);
      if (distance < best.distance) best = { word: target.word, distance };
    }
    return best.word;
  };

  return {
    /** The normalised question with each unknown word replaced by its correction, if it has one. */
    correct(normalizedQuestion: string): string {
      const words = normalizedQuestion.split(' ');
      let changed = false;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        const expanded = expansions.get(word);
        if (expanded !== undefined) {
          words[i] = expanded;
          changed = true;
          continue;
        }
        if (isKnown(word)) continue;
        let fixed = corrections.get(word);
        if (fixed === undefined) {
          if (corrections.size >= REMEMBERED_WORDS) corrections.clear();
          corrections.set(word, (fixed = closest(word)));
        }
        if (fixed !== word) {
          words[i] = fixed;
          changed = true;
        }
      }
      return changed ? words.join(' ') : normalizedQuestion;
    },
  };
}

export type Speller = ReturnType<typeof createSpeller>;

/** The words in intent patterns (whole-word regex sources): whole words, and the starts written `word\w*`. */
export function patternWords(patterns: readonly string[]): { words: string[]; starts: string[] } {
  const words: string[] = [];
  const starts: string[] = [];
  for (const pattern of patterns) {
    for (const [, word, open] of pattern.matchAll(/(?<!\\)\b([a-z]{3,})(\\w[*+])?/g))
      (open ? starts : words).push(word!);
  }
  return { words: [...new Set(words)], starts: [...new Set(starts)] };
}

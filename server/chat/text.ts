// Text helpers: a question and content's names normalise to the same tokens ("Cupid's Quill" ~
// "cupids quill", "Noémie" ~ "noemie", "Node.js" ~ "node.js"), so names are compared as tokens.

// Content's own strings are normalised again and again (titles, sentences, names): each is worked
// out once. The memo is emptied when full, so visitors' questions cannot grow it without bound.
const normalized = new Map<string, string>();
const NORMALIZED_MAX = 20_000;

/** Lower case, accents off, apostrophes dropped; keeps the characters tech names use (+ # .). */
export function normalize(text: string): string {
  let out = normalized.get(text);
  if (out === undefined) {
    if (normalized.size >= NORMALIZED_MAX) normalized.clear();
    normalized.set(text, (out = normalizeAnew(text)));
  }
  return out;
}

function normalizeAnew(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\b(we|they|you)['’]re\b/g, '$1 are')
      .replace(/\bi['’]m\b/g, 'i am')
      .replace(/['’]s\b/g, '')
      .replace(/['’]/g, '')
      // "My go-to tool" is a favourite, never the Go language.
      .replace(
        /\bgo-to\b|\bgo to (?=(?:tool|language|framework|library|stack|editor|database)s?\b)/g,
        'goto ',
      )
      // "start-up" and "startup" are one word, written either way.
      .replace(/\bstart-(ups?)\b/g, 'start$1')
      // "fulltime", "parttime": the hours, written as two words.
      .replace(/\b(full|part)time\b/g, '$1 time')
      // "w/ React", "w/o tests": chat shorthand for with and without.
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\//g, 'with ')
      // "How soon could she start?" asks when.
      .replace(/\bhow soon\b/g, 'when')
      .replace(/[^a-z0-9+#.]+/g, ' ')
      .replace(/\.(?![a-z0-9])|(?<![a-z0-9])\./g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// One spelling for words written two ways: British and American ("favourite" ~ "favorite",
// "organisation" ~ "organization"), a question word run into its "is" ("whats") and chat
// abbreviations ("yrs", "uni").
const SPELLINGS: [RegExp, string][] = [
  [/^(?!(?:con|de)[tv]our)([a-z]{3,})our(s|ite|ites|ed|ing|able|er|ers)?$/, '$1or$2'],
  [/^([a-z]{3,})isation(s?)$/, '$1ization$2'],
  [/^([a-z]{3,})ys(e|es|ed|ing)$/, '$1yz$2'],
  [/^([a-z]{2,}e)ll(ing|ed|er|ers)$/, '$1l$2'],
  [/^(what|how|where|who|that)s$/, '$1'],
  [/^wh?ats?$/, 'what'],
  [/^yrs?$/, 'years'],
  [/^uni$/, 'university'],
  [/^lab$/, 'laboratory'],
  [/^(?:proj|projs)$/, 'projects'],
  [/^hw$/, 'how'],
  [/^(?:hav|hve)$/, 'have'],
  [/^kno$/, 'know'],
  [/^(?:wht|wat)$/, 'what'],
  [/^(?:wich|whcih|whihc)$/, 'which'],
  [/^(?:whr|wher|whre)$/, 'where'],
  [/^(?:wen|whn)$/, 'when'],
  [/^abt$/, 'about'],
  [/^(?:fav|fave)$/, 'favorite'],
  [/^w$/, 'with'],
  [/^rn$/, 'now'],
  [/^thru$/, 'through'],
  [/^(?:pls|plz)$/, 'please'],
  [/^(?:exp|xp)$/, 'experience'],
  [/^(?:fav|fave|favs)$/, 'favorite'],
  [/^lvl$/, 'level'],
  [/^(?:ppl|ppls)$/, 'people'],
  [/^(?:rite|ryt)$/, 'right'],
];

/** The one spelling a word is compared by. */
export function canonical(word: string): string {
  for (const [from, to] of SPELLINGS) if (from.test(word)) return word.replace(from, to);
  return word;
}

export const tokens = (text: string): string[] => {
  const n = normalize(text);
  return n ? n.split(' ').map(canonical) : [];
};

/** Singular of a plural noun as visitors write them ("libraries" -> "library", "games" -> "game"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

/** Edit distance with a ceiling: anything above `max` is `max + 1`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      // A swap of two neighbours is one slip ("pyhton").
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, before[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    // A swap may still bring a row over the ceiling back under it in the next row.
    if (best > max + 1) return max + 1;
    before = prev;
    prev = row;
  }
  if (prev[b.length]! > max) return max + 1;
  return prev[b.length]!;
}

/** "a, b and c". */
export function listing(parts: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** The first `n` sentences of a text written in full sentences. */
const ABBREVIATION = /(?:^|[\s(])(?:Prof|Dr|St|Mr|Mrs|Ms|Jr|Sr|Mt|vs|e\.g|i\.e|[A-Z])\.$/;

export function firstSentences(text: string, n: number): string {
  // A stop inside a word or number ("2.2", "£2.4m", "Node.js") does not end a sentence.
  const raw = text.match(/(?:[^.!?]|[.!?](?![.!?]*(?:\s|$)))+(?:[.!?]+(?=\s|$)|$)/g) ?? [text];
  // A title or initial before a name ("Prof. Helen Ashby", "St. Aidan's", "J. Smith") ends no sentence.
  const parts: string[] = [];
  for (const part of raw) {
    const last = parts.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  return parts.slice(0, n).join('').trim();
}

/** The root a field and the one who works in it share: "pharmac" of "pharmacy" and "pharmacist". */
/** Text as a regular expression that matches it literally. */
export const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const fieldRoot = (w: string) => w.replace(/(?:ry|y)$/, '').replace(/ists?$/, '');

/**
 * An owner's answer that opens with its own verdict: "Yes, …", "No: …", "No, I'm…". "No visa
 * needed" opens with a word of its sentence, not a verdict. Group 1 is the verdict's word.
 */
export const VERDICT_LEAD =
  /^(yes\b[:,.!]?|no\b(?:[:,.!]|(?=\s+(?:i|i'm|i’m|i've|i’ve|i'd|i’d|we|not|sorry|thanks|thank)\b)|$))\s*/i;

/** An owner's answer without its own opening verdict. */
export const withoutVerdict = (text: string) => text.replace(VERDICT_LEAD, '');

/** The opening verdict's word of an owner's answer, lower case, if it has one. */
export const verdictOf = (text: string) =>
  VERDICT_LEAD.exec(text)?.[1]
    ?.replace(/[:,.!]$/, '')
    .toLowerCase();

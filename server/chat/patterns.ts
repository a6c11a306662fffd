// Intent patterns are whole-word regex sources over a normalised question ("skills?|tech stack",
// "recruit\w*", "what makes \w+ (a )?good"). Detecting one question's intent asks of it some fifty of
// them, so each pattern is compiled once into what can be looked up from the question's words:
//   - its words and phrases, every optional part and group spelled out ("skills?" is "skill" and "skills");
//   - word starts ("recruit" for "recruit\w*");
//   - and, as a regex, only the alternatives with wildcards or anchors.
// A question's words are looked up once for every pattern's words and phrases together, so asking
// a pattern of it is one array read, and a regex only for the alternatives that need one.

interface Compiled {
  /** Index into a question's hits, for the pattern's words and phrases. */
  id: number;
  /** Word starts, with how many letters must follow ("\w*": 0, "\w+": 1). */
  starts: { start: string; more: number }[];
  /** The alternatives that need a regex, if any. */
  rest?: RegExp;
  /** The whole pattern as a regex, for text that is not plain words and spaces. */
  whole: RegExp;
}

const compiled = new Map<string, Compiled>();
/** Word -> the patterns that list it alone. */
const byWord = new Map<string, number[]>();
/** First word -> the patterns' phrases that start with it, padded with spaces. */
const byFirstWord = new Map<string, { id: number; phrase: string }[]>();
const CLEAN = /^[a-z0-9 ]*$/;
const START = /^([a-z0-9]+)\\w([*+])$/;
const MAX_SPELLINGS = 64;

/** The top-level alternatives of a regex source ("a|(b|c)d" -> "a", "(b|c)d"). */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

/**
 * Every string an alternative matches, when it is only letters, digits, spaces, groups and "?" (and
 * spells out to a few): "(in|on) (a )?team" -> "in team", "in a team", "on team", "on a team".
 * Undefined for anything else (wildcards, anchors, classes, or a spelling with spaces the regex reads otherwise).
 */
function spellings(source: string): string[] | undefined {
  let at = 0;
  const sequence = (): string[] | undefined => {
    let spelled = [''];
    while (at < source.length && source[at] !== ')' && source[at] !== '|') {
      let options: string[] | undefined;
      const c = source[at]!;
      if (c === '(') {
        at += source.startsWith('(?:', at) ? 3 : 1;
        options = [];
        for (;;) {
          const branch = sequence();
          if (!branch) return undefined;
          options.push(...branch);
          if (source[at] === '|') at++;
          else break;
        }
        if (source[at] !== ')') return undefined;
        at++;
      } else if (/[a-z0-9 ]/.test(c)) {
        options = [c];
        at++;
      } else return undefined;
      if (source[at] === '?') {
        options = [...options, ''];
        at++;
      }
      spelled = spelled.flatMap((head) => options.map((tail) => head + tail));
      if (spelled.length > MAX_SPELLINGS) return undefined;
    }
    return spelled;
  };
  const spelled = sequence();
  // A spelling with a space at an end or two together ("(a)? team" without the "a") never matches a
  // normalised question the way the regex reads it: such an alternative is left to the regex.
  if (!spelled || at !== source.length || spelled.some((s) => s === '' || s !== s.trim() || s.includes('  ')))
    return undefined;
  return spelled;
}

function compile(pattern: string): Compiled {
  const id = compiled.size;
  const entry: Compiled = { id, starts: [], whole: new RegExp(`\\b(?:${pattern})\\b`) };
  const rest: string[] = [];
  for (const alternative of alternatives(pattern)) {
    const start = START.exec(alternative);
    const spelled = start ? undefined : spellings(alternative);
    if (start) entry.starts.push({ start: start[1]!, more: start[2] === '+' ? 1 : 0 });
    else if (!spelled) rest.push(alternative);
    else {
      for (const s of new Set(spelled)) {
        const space = s.indexOf(' ');
        if (space < 0) byWord.set(s, [...(byWord.get(s) ?? []), id]);
        else
          byFirstWord.set(s.slice(0, space), [
            ...(byFirstWord.get(s.slice(0, space)) ?? []),
            { id, phrase: ` ${s} ` },
          ]);
      }
    }
  }
  if (rest.length) entry.rest = new RegExp(`\\b(?:${rest.join('|')})\\b`);
  compiled.set(pattern, entry);
  // The texts looked up so far were looked up without this pattern's words: look them up again.
  recent = [];
  return entry;
}

// Intent detection asks many patterns of one question, between asking some of single words of it: the
// last few texts' lookups are kept. Text that is not plain words and spaces has none (undefined): the
// patterns' regexes read it.
interface LookedUp {
  q: string;
  words?: { tokens: string[]; hits: Uint8Array };
}
const KEPT = 4;
let recent: LookedUp[] = [];

function lookUp(q: string) {
  const kept = recent.find((r) => r.q === q);
  if (kept) return kept.words;
  const entry: LookedUp = { q };
  if (CLEAN.test(q)) {
    const tokens = q.split(' ');
    const padded = ` ${q} `;
    const hits = new Uint8Array(compiled.size);
    for (const token of tokens) {
      const ids = byWord.get(token);
      if (ids) for (const id of ids) hits[id] = 1;
      const phrases = byFirstWord.get(token);
      if (phrases)
        for (const { id, phrase } of phrases) if (!hits[id] && padded.includes(phrase)) hits[id] = 1;
    }
    entry.words = { tokens, hits };
  }
  recent = [entry, ...recent.slice(0, KEPT - 1)];
  return entry.words;
}

/** True when any of the patterns (whole-word regex sources) matches the normalised question. */
export function mentions(normalizedQuestion: string, ...patterns: string[]): boolean {
  for (const pattern of patterns) if (matches(normalizedQuestion, pattern)) return true;
  return false;
}

/** Whether the pattern (a whole-word regex source) matches the normalised question. */
function matches(q: string, pattern: string): boolean {
  const p = compiled.get(pattern) ?? compile(pattern);
  // In a question of only words and spaces, a word boundary is a space or an end: the same test as the regex.
  const words = lookUp(q);
  if (!words) return p.whole.test(q);
  const { tokens, hits } = words;
  if (hits[p.id]) return true;
  for (const { start, more } of p.starts)
    for (const token of tokens)
      if (token.length >= start.length + more && token.startsWith(start)) return true;
  return p.rest ? p.rest.test(q) : false;
}

/** Every pattern compiled so far: for tests that check each one against its regex. */
export const compiledPatterns = () => [...compiled.keys()];

/** The words of a normalised question, split once however many times they are asked for; do not change the array. */
export function tokensOf(normalizedQuestion: string): readonly string[] {
  return lookUp(normalizedQuestion)?.tokens ?? normalizedQuestion.split(' ');
}

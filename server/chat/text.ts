// Text helpers shared by intent detection and retrieval, so a phrase in a question and the same
// phrase in content/ always normalise to the same words ("Cupid's Quill" ~ "cupids quill", "Node.js" ~ "node js").

// Printable ASCII has no accents to take off: the Unicode decomposition is skipped for it.
const ASCII = /^[ -~]*$/;

export function normalize(text: string): string {
  const lower = text.toLowerCase();
  return (ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words that carry no topic: question words, pronouns, the verbs every question uses and the ones that frame it ("how does he approach ...").
// Dropping them keeps "Does Kai know Java?" from matching a passage that happens to say "I know".
const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does doing done for from get got had has have he her
  him his how i if in into is it its just kind know knows like me mine my of on or our please say she should so
  some tell than that the their them then there these they this those to too us use used uses using very was we
  were what when where which who whom whose why will with would you your yours about any anything all also ever
  much many more most other really thing things give show list let want wanted build built make made work
  worked works has does developer dev approach approaches handle handles think thinks feel feels care cares opinion opinions related relating
  whats hows wheres whos whens thats theres hes shes`.split(/\s+/),
);

export const isStopword = (term: string) => STOPWORDS.has(term);

// Past forms a visitor uses that no suffix rule can reach ("Has Kai led a team?" must find "team lead").
const IRREGULAR: Record<string, string> = {
  led: 'lead',
  built: 'build',
  wrote: 'write',
  written: 'write',
  ran: 'run',
  taught: 'teach',
  learnt: 'learn',
  won: 'win',
  began: 'begin',
  begun: 'begin',
  spent: 'spend',
  sent: 'send',
  chose: 'choose',
  chosen: 'choose',
};

const VOWEL = /[aeiouy]/;

// After "-ing"/"-ed" goes: "shipp" -> "ship", "cod" -> "code", "us" -> "use", so every form of a verb meets.
function verbBase(base: string, whole: string): string {
  if (!VOWEL.test(base)) return whole; // "thing", "string": not a verb ending
  if (/([^aeiouylsz])\1$/.test(base)) return base.slice(0, -1);
  if (/^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(base)) return base + 'e';
  return base;
}

/**
 * A light stemmer: plural, "-ing" and "-ed" endings and a few irregular past forms, so "projects" finds
 * "project" and "testing" finds "tests". The same function runs over content and questions, so a
 * clumsy stem still meets itself.
 */
export function stem(term: string): string {
  const irregular = IRREGULAR[term];
  if (irregular) return irregular;
  if (term.length > 4 && term.endsWith('ies')) return term.slice(0, -3) + 'y';
  if (term.length > 4 && term.endsWith('ied')) return term.slice(0, -3) + 'y';
  if (term.length >= 5 && term.endsWith('ing')) return verbBase(term.slice(0, -3), term);
  if (term.length >= 4 && term.endsWith('ed') && !term.endsWith('eed'))
    return verbBase(term.slice(0, -2), term);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us'))
    return term.slice(0, -1);
  return term;
}

/** A text's sentences, each with its closing mark. */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);

export function contentTerms(text: string, ignore: ReadonlySet<string> = new Set()): string[] {
  return normalize(text)
    .split(' ')
    .filter((t) => t && !isStopword(t) && !ignore.has(t))
    .map(stem);
}

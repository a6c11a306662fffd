import { stemmer } from 'stemmer';
import type { Item, Work } from '../catalogue';
import { kindsOf, stackOf } from '../facts';
import { KIND_NAMES } from '../lexicon/cues';
import { FUNCTION_WORDS } from '../lexicon/english';
import { tokens } from '../text';

// "The terminal one", "the Star Wars one", "the climate project": a piece of work described by the
// words before "one" (or a word for work), each of which its own words must have.
const DESCRIBED = /\b(?:the|that) ((?:[a-z0-9]+ ){1,3})(one|project|app|game|entry|hackathon|thing)\b/;
// Words before "one" that pick by position or time, not by what the work is.
const NOT_DESCRIBING = new Set([
  'first',
  'second',
  'third',
  'fourth',
  'last',
  'latest',
  'newest',
  'oldest',
  'earliest',
  'recent',
  'other',
  'next',
  'previous',
  'same',
  'former',
  'latter',
  'current',
  'main',
  'big',
  'biggest',
  'best',
  'favourite',
  'favorite',
  'hackathon',
  'project',
]);

// "The coolest thing", "the most impressive one": a judgement, not a description.
const SUPERLATIVE = /^(?:most|least|[a-z]{2,}est)$/;

// The words a placing is said in: "2nd place" is where "he came second".
const PLACINGS: Record<string, string[]> = {
  '1st': ['first', 'won', 'win', 'winner'],
  winner: ['first', 'won', 'win'],
  '2nd': ['second'],
  '3rd': ['third'],
};

/** The words a piece of work is described by: its own words, kinds and stack, a hackathon's roles and placing. */
export function wordsDescribing(w: Work): string[] {
  const own = tokens(
    [
      w.title,
      ...(w.type === 'project'
        ? [w.project.summary, w.project.description]
        : [
            w.hackathon.title,
            w.hackathon.event,
            w.hackathon.description.app,
            w.hackathon.description.role,
            ...w.hackathon.roles,
            w.hackathon.result ?? '',
          ]),
      ...kindsOf(w),
      ...stackOf(w),
    ].join(' '),
  );
  const placed =
    w.type === 'hackathon' ? tokens(w.hackathon.result ?? '').flatMap((t) => PLACINGS[t] ?? []) : [];
  return [...own, ...placed];
}

const wordsOf = (w: Work) => new Set(wordsDescribing(w).map(stemmer));

// "The one he wrote for the terminal", "the one she made for a client": a clause after "the one".
const BY_CLAUSE =
  /\bthe (?:one|project|app|game) (?:(?:that |which )?(?:he |she |they |you )?(?:made|built|wrote|did|created|developed|designed|shipped|coded|programmed) |(?=(?:for|with|about|from) ))((?:[a-z0-9]+ ?){1,5})/;
// Words that end the clause: the question goes on after them ("…for a client, what does it do?").
const CLAUSE_END = new Set([
  'what',
  'which',
  'how',
  'where',
  'when',
  'who',
  'why',
  'is',
  'was',
  'does',
  'did',
  'do',
  'and',
  'or',
]);

// "The one where he came second", "the hackathon in which she was the only designer".
const WHERE_CLAUSE =
  /\bthe (?:one|hackathon|project|app|game) (?:where|in which|at which) (?:he |she |they |you )?((?:[a-z0-9]+ ?){1,5})/;
// Words of a where-clause that say how, not what: "came", "was the only".
const CLAUSE_VERBS = new Set([
  'came',
  'come',
  'placed',
  'finished',
  'ranked',
  'got',
  'took',
  'did',
  'do',
  'was',
  'were',
  'worked',
  'only',
  'just',
  'also',
  'had',
  'place',
  'team',
]);

/** The words of "the one he wrote for the terminal" that say what it is, up to where the question goes on. */
function clauseWords(words: readonly string[]): string[] {
  const text = words.join(' ');
  const where = WHERE_CLAUSE.exec(text)?.[1];
  const clause = (where ?? BY_CLAUSE.exec(text)?.[1])?.trim().split(' ') ?? [];
  // A where-clause opens with its own verb ("where he was the only designer", "where he only did
  // design"); the question goes on at the next one ("…design, did he write any code?").
  const said = (i: number) => clause.slice(0, i).some((w) => !CLAUSE_VERBS.has(w) && !FUNCTION_WORDS.has(w));
  const end = clause.findIndex((w, i) => CLAUSE_END.has(w) && !(where && CLAUSE_VERBS.has(w) && !said(i)));
  // A where-clause's "second" is a placing, not a position.
  const skip = where ? CLAUSE_VERBS : NOT_DESCRIBING;
  return (end < 0 ? clause : clause.slice(0, end)).filter((w) => !FUNCTION_WORDS.has(w) && !skip.has(w));
}

/**
 * The words that describe a piece of work in "the … one", if the question has them; then the work
 * whose own words have every one of them: one piece, several, or none.
 */
export function describedOne(
  words: readonly string[],
  work: readonly Item[],
): { asked: string[]; matches: Work[] } | undefined {
  const m = DESCRIBED.exec(words.join(' '));
  // "The Python game": a game, built with Python.
  const noun = m && ['game', 'app'].includes(m[2]!) ? [m[2]!] : [];
  const asked = [
    ...(m?.[1] ?? '')
      .trim()
      .split(' ')
      .filter((w) => w && !FUNCTION_WORDS.has(w) && !NOT_DESCRIBING.has(w) && !SUPERLATIVE.test(w)),
  ];
  if (!asked.length) asked.push(...clauseWords(words));
  if (asked.length) asked.push(...noun);
  if (!asked.length) return undefined;
  // "Star Wars" is one thing, said in its fans' words ("lightsaber"), not a star and a war.
  for (let i = asked.length - 2; i >= 0; i--)
    if (NAMED_THINGS[`${asked[i]} ${asked[i + 1]}`]) asked.splice(i, 2, `${asked[i]} ${asked[i + 1]}`);
  const stems = asked.map(stemmer);
  // "The one about money": a word that is another name for a kind describes work of that kind.
  const says = (w: Work, j: number) =>
    wordsOf(w).has(stems[j]!) ||
    ofKindNamed(w, asked[j]!) ||
    (SAME_THING[asked[j]!] ?? NAMED_THINGS[asked[j]!] ?? []).some((x) => wordsOf(w).has(stemmer(x)));
  const matches = work.filter(
    (i): i is Work => (i.type === 'project' || i.type === 'hackathon') && stems.every((_, j) => says(i, j)),
  );
  return { asked, matches };
}

// Everyday words for one thing a visitor may use where the owner wrote the other ("the movie app").
const SAME_THING: Record<string, readonly string[]> = {
  movie: ['film'],
  movies: ['films'],
  film: ['movie'],
  films: ['movies'],
  bike: ['bicycle', 'cycling'],
  bikes: ['bicycles', 'cycling'],
  car: ['vehicle', 'driving'],
  cars: ['vehicles', 'driving'],
  recipe: ['cooking', 'meal'],
  recipes: ['cooking', 'meals'],
  chat: ['messaging', 'messages'],
  weather: ['forecast', 'forecasts'],
  doctor: ['clinic', 'medical', 'patient'],
  doctors: ['clinics', 'medical', 'patients'],
  medicine: ['medication', 'pill', 'pills'],
  drone: ['quadcopter', 'quadcopters', 'multirotor'],
  drones: ['quadcopters', 'multirotor'],
};

// Names of two words for a theme, said in the words its fans use.
const NAMED_THINGS: Record<string, readonly string[]> = {
  'star wars': ['jedi', 'lightsaber', 'lightsabers', 'sith', 'skywalker', 'fourth'],
  'star trek': ['starfleet', 'vulcan', 'klingon', 'enterprise'],
  'harry potter': ['hogwarts', 'wizard', 'wizarding', 'quidditch'],
};

/** Whether a word is another name for a kind of the work ("money" for finance). */
export const ofKindNamed = (w: Work, word: string) => kindsOf(w).includes(KIND_OF.get(word)!);

/** Each one-word other name of a kind of work, to the kind. */
const KIND_OF = new Map(
  Object.entries(KIND_NAMES).flatMap(([kind, names]) =>
    names.filter((n) => !n.includes(' ')).map((n) => [n, kind] as const),
  ),
);

// "The app that reminds you to take pills", "the tool he built that kills pods at random": a
// relative clause on what a piece of work does.
const PURPOSE =
  /\bthe (?:[a-z0-9]+ ){0,2}?(one|project|app|application|game|tool|site|website|bot|library|extension|thing|service|plugin|dashboard|script|operator|provider)(?: (?:he|she|they) (?:made|built|wrote|created|developed|designed|shipped|coded))? (?:that|which|of|for|showing) ((?:[a-z0-9]+ ?){2,8})/;

// "Which hackathon was about financial literacy?": the work whose own words have the theme asked.
const WHICH_ABOUT =
  /\bwhich (?:[a-z0-9]+ )?(one|project|hackathon|app|game|entry)s? (?:was|is|were|are|had) (?:about|on|for|themed(?: on| around)?|around) ((?:[a-z0-9]+ ?){1,8})/;

// Nouns of a purpose clause that are kinds of work themselves.
const KIND_NOUNS = new Set(['game', 'bot', 'library']);

/**
 * The one piece of work a purpose clause describes: the one whose own words have the most of the
 * clause's words, at least two (one of a kind named) and at least half of them; and the words the
 * clause spans.
 */
export function purposeDescribed(
  words: readonly string[],
  work: readonly Work[],
  synonyms: (word: string) => readonly string[],
): { work: Work; from: number; to: number; start: number; which: boolean } | undefined {
  const purpose = PURPOSE.exec(words.join(' '));
  const m = purpose ?? WHICH_ABOUT.exec(words.join(' '));
  const clause = m?.[2]?.trim().split(' ') ?? [];
  const end = clause.findIndex((w, i) => i > 0 && CLAUSE_END.has(w));
  // Each word of the clause, by its stem or a synonym's ("pills" is said as "medication").
  const said = end < 0 ? clause : clause.slice(0, end);
  const asked = said
    .filter((w) => !FUNCTION_WORDS.has(w) && !CLAUSE_VERBS.has(w) && w !== 'one')
    .map((w) => [w, ...synonyms(w)].map(stemmer));
  // "The game that runs in the terminal": a kind said as the noun narrows the work to that kind, and
  // one word of the clause may then tell it.
  const kind = m && KIND_NOUNS.has(m[1]!) ? m[1]! : undefined;
  const least = kind ? 1 : 2;
  if (asked.length < least) return undefined;
  const scored = work
    .filter((w) => !kind || kindsOf(w).includes(kind))
    .map((w) => {
      const own = wordsOf(w);
      return { w, n: asked.filter((stems) => stems.some((s) => own.has(s))).length };
    });
  const top = Math.max(...scored.map((s) => s.n));
  const best = scored.filter((s) => s.n === top);
  if (best.length !== 1 || top < least || top * 2 < asked.length) return undefined;
  // The words the clause spans.
  const from =
    words
      .join(' ')
      .slice(0, m!.index + m![0].length - m![2]!.length)
      .split(' ').length - 1;
  // Where the description begins: "the" of "the app that…", or "which" of "which hackathon was about X?".
  const start = words.join(' ').slice(0, m!.index).split(' ').length - 1;
  return { work: best[0]!.w, from, to: from + said.length, start, which: !purpose };
}

// "His final diploma project": a piece of work described by words a study or job is named by too.
const OWN_DESCRIBED = /\b(?:his|her|their|the) ((?:[a-z0-9]+ ){1,3})(?:project|app)\b/;

/**
 * The question with "his final diploma project" said as the one piece of work whose own words have
 * every describing word, where those words also name a study or job; undefined otherwise.
 */
export function describedWorkNamed(words: readonly string[], work: readonly Item[]): string | undefined {
  const text = words.join(' ');
  const m = OWN_DESCRIBED.exec(text);
  if (!m) return undefined;
  const found = describedOne(['the', ...m[1]!.trim().split(' '), 'project'], work);
  if (found?.matches.length !== 1 || found.asked.length < 2) return undefined;
  return text.replace(m[0], found.matches[0]!.title);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [PLACINGS, SAME_THING, NAMED_THINGS]) Object.setPrototypeOf(table, null);

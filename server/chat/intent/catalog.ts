import type { Owner } from '../../../content';
import { section } from '../retrieval/facts';
import { tokensOf } from '../patterns';
import { normalize } from '../text';
import { editDistance } from './spelling';
import { kindsOfWork, type KindOfWork } from './kinds';

// The names a visitor may use for things in content/: project titles, hackathon teams, technologies,
// skill categories and career roles, each mapped to the id of the item it names (a project's or team's
// or category's slug, a career entry's id, a technology's title).

export interface Named<T> {
  phrase: string;
  target: T;
  /** Found only to hide the shorter names inside it; never reported. */
  hides?: boolean;
}

// Common short forms. An alias only applies when content lists its technology, so it cannot add a fact.
const TECH_ALIASES: Record<string, string[]> = {
  javascript: ['js'],
  typescript: ['ts'],
  postgresql: ['postgres', 'sql'],
  mongodb: ['mongo'],
  'tailwind css': ['tailwind', 'tailwindcss'],
  html5: ['html'],
  'node js': ['node', 'nodejs'],
  react: ['react js', 'reactjs'],
  express: ['express js', 'expressjs'],
};
// Other technologies whose names hold an alias once "." is a space ("Next.js" is not JavaScript), or a
// technology's whole name ("React Native" is not React). Each only hides the name inside it, so "Does Kai
// know Next.js?" is a question about Next.js. Only names whose first word is no ordinary word or technology
// of its own: commas go too, so "TS, Node" reads "ts node".
const ALIAS_LOOKALIKES = [
  'next js',
  'nuxt js',
  'nest js',
  'vue js',
  'angular js',
  'ember js',
  'backbone js',
  'alpine js',
  'react native',
];
// The site's project is also the owner's website: "what's his website?".
const WEBSITE_NAMES = [
  'his website',
  'her website',
  'their website',
  'personal website',
  'personal site',
  'own website',
  'website url',
  'portfolio website',
  'portfolio site',
  'portfolio link',
  'portfolio url',
];

// Fields whose name is made of ordinary words: "machine learning" is not a question about a state machine,
// nor "data science" about a database. Those that content never names are kept, to be answered as unknown.
const COMPOUND_FIELDS = [
  'machine learning',
  'deep learning',
  'data science',
  'data engineering',
  'computer vision',
  'natural language processing',
  'big data',
  'cloud computing',
  'embedded systems',
  'site reliability',
];

// The project whose summary calls it "This site" is the one a visitor means by "this site" or "this chatbot".
const THIS_SITE = /^this site\b/i;
// A project that calls itself a site: "a film review site", "a responsive website".
const A_SITE = /\b(?:site|website)\b/i;
export const SITE_NAMES = [
  'this site',
  'this website',
  'this portfolio',
  'this chatbot',
  'this chat bot',
  'this assistant',
];

/** A category's normalised name as the words people also write it in: "frontend" -> "front end" ("front-end"). */
const spacedCategory = (normalizedName: string) =>
  normalizedName.replace(/^(front|back|full)(end|stack)$/, '$1 $2');

export interface Catalog {
  projects: Named<string>[];
  hackathons: Named<string>[];
  techs: Named<string>[];
  categories: Named<string>[];
  roles: Named<string>[];
  /** Every technology named anywhere in content/, in first-seen order. */
  techTitles: string[];
  /** Fields with a name of ordinary words ("machine learning") that content/ never names. */
  absentFields: string[];
  /** Places a visitor may ask about ("is he in Norway?"): every country, the runtime's time-zone cities, and the words of the owner's location. */
  places: ReadonlySet<string>;
  /** Kinds of work a visitor may ask for ("any mobile apps?"), each with the work content says is of it. */
  kinds: KindOfWork[];
  /** The project that is this site itself ("is the site responsive?"), if one is. */
  site?: string;
  /** The projects whose own text calls them a site or website ("a responsive marketing site"): what "the site" may mean right after one. */
  sites: string[];
}

const PLACE_SHORT_NAMES = ['uk', 'usa', 'america', 'europe', 'scandinavia', 'turkey'];

// Country names from the runtime's own region names, so there is no list to keep: "is he from norway?".
function countryNames(): string[] {
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names: string[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const name = regions.of(a + b);
      // Not the codes for no country ("Unknown Region", "Pseudo-Accents", "United Nations", "world").
      if (name && name !== a + b && !/unknown|pseudo|nations|world|outlying/i.test(name))
        names.push(normalize(name));
    }
  }
  return names;
}

// City names from the runtime's time zones ("Europe/Stockholm"), so "is he in stockholm?" typed in lower case is
// a place as "is he in Stockholm?" is, again with no list to keep. Not a name content uses as a word of its own
// ("Christmas"): asked of the owner, that is a question about content.
// Nor one that is an ordinary word or name more often than a place ("is he in the center?", "America/North_Dakota/Center").
function cityNames(said: string): string[] {
  return Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone.includes('/') && !zone.startsWith('Etc/'))
    .map((zone) => normalize(zone.slice(zone.lastIndexOf('/') + 1)))
    .filter((city) => !said.includes(` ${city} `) && !CITY_WORDS.has(city));
}
const CITY_WORDS = new Set(
  'center wake midway easter resolute regina phoenix darwin oral troll reunion palmer casey davis knox stanley canary creston marengo'.split(
    ' ',
  ),
);

export function buildCatalog(owner: Owner): Catalog {
  const techTitles = [
    ...new Set([
      ...owner.skills.flatMap((c) => c.skills.map((s) => s.title)),
      ...owner.projects.flatMap((p) => p.techStack.map((t) => t.title)),
      ...owner.hackathons.flatMap((h) => h.techStack.map((t) => t.title)),
    ]),
  ];
  const named = techTitles.flatMap((title) => {
    const n = normalize(title);
    return [n, ...(TECH_ALIASES[n] ?? [])].map((phrase) => ({ phrase, target: title }));
  });
  const hiding = ALIAS_LOOKALIKES.filter((phrase) => !named.some((t) => t.phrase === phrase)).map(
    (phrase) => ({ phrase, target: phrase, hides: true }),
  );
  const techs = [...named, ...hiding];
  const projects = owner.projects.flatMap((p) =>
    [
      p.title,
      p.slug.replace(/-/g, ' '),
      ...(THIS_SITE.test(p.summary) ? [...SITE_NAMES, ...WEBSITE_NAMES, `${owner.firstName}s website`] : []),
    ].map((s) => ({
      phrase: normalize(s),
      target: p.slug,
    })),
  );
  const hackathons = owner.hackathons.flatMap((h) => {
    const eventTheme = h.event.includes(':') ? h.event.slice(h.event.indexOf(':') + 1) : '';
    return [h.team, h.title, eventTheme]
      .map(normalize)
      .filter((s) => s.length >= 5)
      .map((phrase) => ({ phrase, target: h.slug }));
  });
  const categories = owner.skills.flatMap((c) => {
    const n = normalize(c.name);
    return [...new Set([n, spacedCategory(n)])].map((phrase) => ({ phrase, target: c.slug }));
  });
  // "AI Trainer and Senior Reviewer (2024 - present)" answers to the whole title and to each role in it.
  const roles = section(owner, 'career').flatMap((e) => {
    const title = normalize(e.title.replace(/\(.*\)/, ''));
    return [...new Set([title, ...title.split(' and ')])].map((phrase) => ({ phrase, target: e.id }));
  });
  const everything = ` ${normalize(JSON.stringify(owner))} `;
  const absentFields = COMPOUND_FIELDS.filter((field) => !everything.includes(` ${field} `));
  const places = new Set([
    ...countryNames(),
    ...cityNames(everything),
    ...PLACE_SHORT_NAMES,
    ...normalize(owner.location).split(' '),
  ]);
  const site = owner.projects.find((p) => THIS_SITE.test(p.summary))?.slug;
  const sites = owner.projects.filter((p) => A_SITE.test(`${p.summary} ${p.description}`)).map((p) => p.slug);
  return {
    projects,
    hackathons,
    techs,
    categories,
    roles,
    techTitles,
    absentFields,
    places,
    kinds: kindsOfWork(owner),
    ...(site && { site }),
    sites,
  };
}

/**
 * Which targets the question names. Longer phrases win and mask what they cover, so "Tailwind CSS"
 * is not also "CSS", and "Development Coach" beats the "Coach" inside another role. A name of several
 * words also matches with one short word mistyped ("ti tac tactics", "str review"), which the
 * speller leaves alone because a short word alone says too little.
 */
export function findNamed<T>(normalizedQuestion: string, names: Named<T>[], { fuzzy = true } = {}): T[] {
  const { exact, byFirstWord, multiWord, byAnyWord } = prepared(names);
  // A name found whole starts with one of the question's words, and a name of several words with one
  // of them mistyped still has another word exactly: only those names are searched for.
  const tokens = tokensOf(normalizedQuestion);
  const whole = candidates(tokens, byFirstWord);
  const near = fuzzy ? candidates(tokens, byAnyWord) : [];
  if (whole.length === 0 && near.length === 0) return [];
  const found: Found<T> = { text: ` ${normalizedQuestion} `, targets: [] };
  for (const i of whole) {
    const { padded, phrase, target, hides } = exact[i]!;
    const at = found.text.indexOf(padded);
    if (at >= 0) mark(found, at, phrase.length, hides ? undefined : target);
  }
  for (const i of near) {
    const { words, target, hides } = multiWord[i]!;
    const close = nearlyAt(found.text, words);
    if (close) mark(found, close.at, close.length, hides ? undefined : target);
  }
  // In the order the visitor named them.
  return found.targets.sort((a, b) => a.at - b.at).map((f) => f.target);
}

interface Found<T> {
  /** The question, padded, with what is already found masked so a shorter name inside it is not found again. */
  text: string;
  targets: { target: T; at: number }[];
}

/** Masks what was found; a name that only hides others (no target) is not reported. */
function mark<T>(found: Found<T>, at: number, length: number, target: T | undefined) {
  found.text = found.text.slice(0, at + 1) + '#'.repeat(length) + found.text.slice(at + 1 + length);
  if (target !== undefined && !found.targets.some((f) => f.target === target))
    found.targets.push({ target, at });
}

/** The positions (longest name first) of the names indexed under any of the tokens, each once. */
function candidates(tokens: readonly string[], index: Map<string, number[]>): number[] {
  let hits: number[] | undefined;
  for (const token of tokens) {
    const listed = index.get(token);
    if (listed) (hits ??= []).push(...listed);
  }
  if (!hits) return [];
  hits.sort((a, b) => a - b);
  return hits.filter((h, i) => i === 0 || h !== hits[i - 1]);
}

/** Where the words appear in order with exactly one of them off by one letter (same first letter). */
function nearlyAt(text: string, words: string[]): { at: number; length: number } | undefined {
  const tokens = text.split(' ');
  let offset = 0;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let misses = 0;
    for (let k = 0; k < words.length && misses <= 1; k++) {
      const token = tokens[i + k]!;
      const word = words[k]!;
      if (token === word) continue;
      misses++;
      if (token[0] !== word[0] || editDistance(token, word, 1) > 1) misses = 2;
    }
    if (misses === 1) return { at: offset - 1, length: tokens.slice(i, i + words.length).join(' ').length };
    offset += tokens[i]!.length + 1;
  }
  return undefined;
}

interface Prepared<T> {
  /** Longest first, each with its form padded for a whole-word search. */
  exact: { phrase: string; padded: string; target: T; hides?: boolean }[];
  /** Positions in `exact` by each name's first word. */
  byFirstWord: Map<string, number[]>;
  /** The names of two words or more, longest first, for the one-typo match. */
  multiWord: { words: string[]; target: T; hides?: boolean }[];
  /** Positions in `multiWord` by each of the name's words. */
  byAnyWord: Map<string, number[]>;
}

const indexBy = (lists: string[][]) => {
  const index = new Map<string, number[]>();
  lists.forEach((words, i) => {
    for (const word of new Set(words)) index.set(word, [...(index.get(word) ?? []), i]);
  });
  return index;
};

// The catalog's lists never change, so each is sorted, split and indexed once, not on every question.
const preparedLists = new WeakMap<object, Prepared<unknown>>();
function prepared<T>(names: Named<T>[]): Prepared<T> {
  let list = preparedLists.get(names) as Prepared<T> | undefined;
  if (!list) {
    const sorted = [...names]
      .sort((a, b) => b.phrase.length - a.phrase.length)
      .map(({ phrase, target, hides }) => ({ phrase, words: phrase.split(' '), target, hides }));
    const multiWord = sorted
      .filter(({ words }) => words.length >= 2)
      .map(({ words, target, hides }) => ({ words, target, hides }));
    list = {
      exact: sorted.map(({ phrase, target, hides }) => ({ phrase, padded: ` ${phrase} `, target, hides })),
      byFirstWord: indexBy(sorted.map(({ words }) => words.slice(0, 1))),
      multiWord,
      byAnyWord: indexBy(multiWord.map(({ words }) => words)),
    };
    preparedLists.set(names, list);
  }
  return list;
}

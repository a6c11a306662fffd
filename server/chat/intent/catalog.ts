import type { Owner } from '../../../content';
import { section } from '../retrieval/facts';
import { normalize } from '../text';
import { editDistance } from './spelling';

// The names a visitor may use for things in content/: project titles, hackathon teams, technologies,
// skill categories and career roles, each mapped to the id of the item it names (a project's or team's
// or category's slug, a career entry's id, a technology's title).

export interface Named<T> {
  phrase: string;
  target: T;
}

// Common short forms. An alias only applies when content lists its technology, so it cannot add a fact.
const TECH_ALIASES: Record<string, string[]> = {
  javascript: ['js'],
  typescript: ['ts'],
  postgresql: ['postgres'],
  mongodb: ['mongo'],
  'tailwind css': ['tailwind'],
  html5: ['html'],
  'node js': ['node', 'nodejs'],
  react: ['react js', 'reactjs'],
};

export interface Catalog {
  projects: Named<string>[];
  hackathons: Named<string>[];
  techs: Named<string>[];
  categories: Named<string>[];
  roles: Named<string>[];
  /** Every technology named anywhere in content/, in first-seen order. */
  techTitles: string[];
}

export function buildCatalog(owner: Owner): Catalog {
  const techTitles = [
    ...new Set([
      ...owner.skills.flatMap((c) => c.skills.map((s) => s.title)),
      ...owner.projects.flatMap((p) => p.techStack.map((t) => t.title)),
      ...owner.hackathons.flatMap((h) => h.techStack.map((t) => t.title)),
    ]),
  ];
  const techs = techTitles.flatMap((title) => {
    const n = normalize(title);
    return [n, ...(TECH_ALIASES[n] ?? [])].map((phrase) => ({ phrase, target: title }));
  });
  const projects = owner.projects.flatMap((p) => [p.title, p.slug.replace(/-/g, ' ')].map((s) => ({ phrase: normalize(s), target: p.slug })));
  const hackathons = owner.hackathons.flatMap((h) => {
    const eventTheme = h.event.includes(':') ? h.event.slice(h.event.indexOf(':') + 1) : '';
    return [h.team, h.title, eventTheme]
      .map(normalize)
      .filter((s) => s.length >= 5)
      .map((phrase) => ({ phrase, target: h.slug }));
  });
  const categories = owner.skills.flatMap((c) => {
    const n = normalize(c.name);
    const split = n.replace(/^(front|back|full)(end|stack)$/, '$1 $2');
    return [...new Set([n, split])].map((phrase) => ({ phrase, target: c.slug }));
  });
  // "AI Trainer and Senior Reviewer (2024 - present)" answers to the whole title and to each role in it.
  const roles = section(owner, 'career').flatMap((e) => {
    const title = normalize(e.title.replace(/\(.*\)/, ''));
    return [...new Set([title, ...title.split(' and ')])].map((phrase) => ({ phrase, target: e.id }));
  });
  return { projects, hackathons, techs, categories, roles, techTitles };
}

/**
 * Which targets the question names. Longer phrases win and mask what they cover, so "Tailwind CSS"
 * is not also "CSS", and "Development Coach" beats the "Coach" inside another role. A name of several
 * words also matches with one short word mistyped ("ti tac tactics", "str review"), which the
 * speller leaves alone because a short word alone says too little.
 */
export function findNamed<T>(normalizedQuestion: string, names: Named<T>[], { fuzzy = true } = {}): T[] {
  const { exact, multiWord } = prepared(names);
  let text = ` ${normalizedQuestion} `;
  // Every word of a name found here is one of the question's words, and a name with one word mistyped
  // still has another word exactly; so names with no word in the question are skipped unsearched.
  const tokens = new Set(text.split(' '));
  const found: { target: T; at: number }[] = [];
  const mark = (at: number, length: number, target: T) => {
    text = text.slice(0, at + 1) + '#'.repeat(length) + text.slice(at + 1 + length);
    if (!found.some((f) => f.target === target)) found.push({ target, at });
  };
  for (const { padded, words, phrase, target } of exact) {
    if (!words.every((w) => tokens.has(w))) continue;
    const at = text.indexOf(padded);
    if (at >= 0) mark(at, phrase.length, target);
  }
  for (const { words, target } of fuzzy ? multiWord : []) {
    if (!words.some((w) => tokens.has(w))) continue;
    const near = nearlyAt(text, words);
    if (near) mark(near.at, near.length, target);
  }
  // In the order the visitor named them.
  return found.sort((a, b) => a.at - b.at).map((f) => f.target);
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
  /** Longest first, each with its words and its form padded for a whole-word search. */
  exact: { phrase: string; padded: string; words: string[]; target: T }[];
  /** The names of two words or more, longest first, for the one-typo match. */
  multiWord: { words: string[]; target: T }[];
}

// The catalog's lists never change, so each is sorted and split once, not on every question.
const preparedLists = new WeakMap<object, Prepared<unknown>>();
function prepared<T>(names: Named<T>[]): Prepared<T> {
  let list = preparedLists.get(names) as Prepared<T> | undefined;
  if (!list) {
    const exact = [...names].sort((a, b) => b.phrase.length - a.phrase.length).map(({ phrase, target }) => ({ phrase, padded: ` ${phrase} `, words: phrase.split(' '), target }));
    list = { exact, multiWord: exact.filter(({ words }) => words.length >= 2).map(({ words, target }) => ({ words, target })) };
    preparedLists.set(names, list);
  }
  return list;
}

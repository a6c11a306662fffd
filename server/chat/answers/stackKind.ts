import type { Tech, Work } from '../catalogue';
import { stackOf } from '../facts';
import { SKILL_KIND_WORDS } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { listing, normalize, singular } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { proseOf } from './workDetail';

// "+What library did he use?", "+which database?", "+what engine?" of the work in view: the part of
// its stack of that kind, by each technology's kind in the catalogue; where the stack has none, the
// work's own sentence that names one.

/** The word a question names a kind of technology by ("library", "database", "engine"), singular. */
export function stackKindAsked(words: readonly string[]): string | undefined {
  return words.map(singular).find((w) => w === 'engine' || (SKILL_KIND_WORDS[w] && w !== 'practice'));
}

/** A game engine is a games platform or framework; every other word is its skill kind. */
const ofKind = (t: Tech, word: string) =>
  word === 'engine'
    ? t.area === 'games' && (t.kind === 'platform' || t.kind === 'framework')
    : t.kind === SKILL_KIND_WORDS[word];

export function stackOfKind(ctx: Ctx, w: Work, word: string): Answer {
  const techOf = (title: string) =>
    ctx.cat.techs.find((t) => t.title === title || t.names.includes(normalize(title)));
  const stack = stackOf(w);
  const matching = stack.filter((s) => {
    const t = techOf(s);
    return t && ofKind(t, word);
  });
  if (matching.length)
    return answer(`${itemLink(w)}: ${listing(matching)} (${matching.length === 1 ? word : `${word}s`}).`, [
      w,
    ]);
  // "Stores each result in PostgreSQL": a technology of the kind the work's own words name.
  const named = (s: string) => {
    const plain = ` ${normalize(s)} `;
    return ctx.cat.techs.filter(
      (t) => ofKind(t, word) && [normalize(t.title), ...t.names].some((n) => plain.includes(` ${n} `)),
    );
  };
  const sentences = sentencesOf(proseOf(w));
  const byName = sentences.find((s) => named(s).length);
  if (byName)
    return answer(
      `${itemLink(w)}: ${listing(named(byName).map((t) => t.title))}, in its own words: “${byName}”`,
      [w],
    );
  const said = sentences.find((s) => new RegExp(`\\b${word}s?\\b`, 'i').test(s));
  const built = stack.length ? `; it is built with ${listing(stack)}` : '';
  return answer(
    `The stack of ${itemLink(w)} names no ${word}${built}.${said ? ` In its own words: “${said}”` : ''}`,
    [w],
  );
}

import type { Work } from '../catalogue';
import { kindsOf, linksOf, stackOf } from '../facts';
import { tokens } from '../text';
import { commonWords } from '../lexicon/english';
import type { Ctx } from './context';
import { proseOf } from './workDetail';

// "a console game", "open source libraries": a word right before a kind of work that says what
// sort of it is asked about. Only some of the owner's work of that kind may be so; the work's own
// words decide, and a kind word without one ("any games", "a small app") asks about all of it.

/** The rare word right before the first kind the question names, when it names no entity itself. */
export function kindWord(ctx: Ctx): string | undefined {
  const kind = ctx.q.found.find((f) => f.entity.type === 'kind');
  if (!kind) return undefined;
  // "A game on console": the word after "on" names the sort as much as one before the kind.
  const after = ctx.q.words[kind.end + 1];
  const inEntity = (i: number) => ctx.q.found.some((f) => f.start <= i && i < f.end);
  if (ctx.q.words[kind.end] === 'on' && after && !inEntity(kind.end + 1) && rare(ctx, after)) return after;
  const forWord = wordAfterFor(ctx, kind.end);
  if (forWord) return forWord;
  if (kind.start === 0) return undefined;
  const at = kind.start - 1;
  if (ctx.q.found.some((f) => f.start <= at && at < f.end)) return undefined;
  const word = ctx.q.words[at]!;
  // "build tool plugins": a word after another topic word is part of a compound, not a sort of work.
  const before = ctx.q.words[at - 1];
  if (before && ctx.passages.topicWords([before]).length) return undefined;
  if (word === 'opensource') return word;
  return rare(ctx, word) ? word : undefined;
}

const FOR_FILLERS = new Set(['anything', 'something', 'a', 'an', 'the', 'any', 'some', 'people', 'local']);

/** "A site for anything football related", "an app for runners": the first rare word after "for". */
function wordAfterFor(ctx: Ctx, end: number): string | undefined {
  if (ctx.q.words[end] !== 'for') return undefined;
  const i = ctx.q.words.findIndex((w, j) => j > end && !FOR_FILLERS.has(w));
  const w = ctx.q.words[i];
  const named = ctx.q.found.some((f) => f.start <= i && i < f.end);
  return w && i <= end + 3 && !named && rare(ctx, w) ? w : undefined;
}

// A common word that narrows a kind as much as a rare one ("a commercial game") has synonyms.
const rare = (ctx: Ctx, word: string) =>
  (!commonWords().has(word) || ctx.passages.hasSynonyms(word)) && ctx.passages.topicWords([word]).length > 0;

/** Whether a piece of work is what the word says: its title, stack and own words, or public code for open source. */
export function isKindWord(ctx: Ctx, w: Work, word: string): boolean {
  if (word === 'opensource' && linksOf(w).some((l) => l.label === 'GitHub')) return true;
  // "A web game": a game that is also a web app.
  if (kindsOf(w).some((k) => tokens(k).includes(word))) return true;
  return ctx.passages.says(`${w.title} ${stackOf(w).join(' ')} ${proseOf(w)}`, [word]);
}

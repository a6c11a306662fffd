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
  // "Native Android apps", "an iPhone app", "an iOS app natively": the platform the kind's own
  // words name, native when the question says so anywhere.
  const platform = ctx.q.words.slice(kind.start, kind.end).find((w) => PLATFORMS[w]);
  const native = ctx.q.words.some((w) => w === 'native' || w === 'natively');
  if (platform) return native ? `native ${platform}` : platform;
  const after = wordAfter(ctx, kind.end);
  if (after) return after;
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

/**
 * "A game on console": the word after "on" names the sort as much as one before the kind; "an app
 * for runners", "an extension available for Safari" too.
 */
function wordAfter(ctx: Ctx, kindEnd: number): string | undefined {
  const end = kindEnd + (ctx.q.words[kindEnd] === 'available' ? 1 : 0);
  const after = ctx.q.words[end + 1];
  const inEntity = (i: number) => ctx.q.found.some((f) => f.start <= i && i < f.end);
  if (ctx.q.words[end] === 'on' && after && !inEntity(end + 1) && rare(ctx, after)) return after;
  return wordAfterFor(ctx, end);
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
// What a piece of work's title, stack and words say to run on a platform: its own name, the native
// languages and toolkits, and the cross-platform ones (not for "native").
const PLATFORMS: Record<string, { label: string; named: readonly string[]; native: readonly string[] }> = {
  android: { label: 'Android', named: ['android'], native: ['kotlin', 'java', 'jetpack'] },
  ios: {
    label: 'iOS',
    named: ['ios', 'iphone', 'ipad'],
    native: ['swift', 'swiftui', 'uikit', 'objective-c'],
  },
};
const CROSS_PLATFORM = ['flutter', 'react native', 'cross-platform'];
PLATFORMS.iphone = PLATFORMS.ios!;

/** How a platform word is said: "native Android", "iOS". */
export function platformLabel(word: string): string | undefined {
  const native = word.startsWith('native ');
  const platform = PLATFORMS[native ? word.slice(7) : word];
  return platform && `${native ? 'native ' : ''}${platform.label}`;
}

/**
 * Whether a piece of work runs on the platform asked ("android", "native ios"): by the native
 * languages and toolkits in its title and stack, or for any build the platform's name or a
 * cross-platform toolkit in its words too.
 */
function onPlatform(w: Work, word: string): boolean | undefined {
  const native = word.startsWith('native ');
  const platform = PLATFORMS[native ? word.slice(7) : word];
  if (!platform) return undefined;
  // A native toolkit counts by the stack; prose names a platform, but "a swift answer" is no Swift.
  const built = ` ${tokens(`${w.title} ${stackOf(w).join(' ')}`).join(' ')} `;
  const said = ` ${tokens(`${w.title} ${stackOf(w).join(' ')} ${proseOf(w)}`).join(' ')} `;
  const has = (text: string, words: readonly string[]) =>
    words.some((x) => text.includes(` ${tokens(x).join(' ')} `));
  return has(built, platform.native) || (!native && has(said, [...platform.named, ...CROSS_PLATFORM]));
}

export function isKindWord(ctx: Ctx, w: Work, word: string): boolean {
  const platform = onPlatform(w, word);
  if (platform !== undefined) return platform;
  if (word === 'opensource' && linksOf(w).some((l) => l.label === 'GitHub')) return true;
  // "A web game": a game that is also a web app.
  if (kindsOf(w).some((k) => tokens(k).includes(word))) return true;
  return ctx.passages.says(`${w.title} ${stackOf(w).join(' ')} ${proseOf(w)}`, [word]);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [PLATFORMS]) Object.setPrototypeOf(table, null);

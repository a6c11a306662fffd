import type { Item, Work } from '../catalogue';
import { careerOf, stackOf } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { listing, normalize } from '../text';
import { isWork, type Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { source } from './prose';
import { namesTech } from './skills';
import { commonWords } from '../lexicon/english';

// "What's the most complex thing she's built?": the owner's own words on the hardest thing they made
// answer it; else the site does not rank by complexity, and the work with the broadest technology,
// by its stack and its own words, is what bears on it. Reach and favourites are another question.

const COMPLEXITY_ASKED =
  /\b(?:most|more) (?:technically )?(?:complex|complicated|challenging|difficult|ambitious|sophisticated|technical)\b|\b(?:hardest|toughest|trickiest)\b|\btechnically (?:hardest|harder|complex|challenging|demanding)\b/;
// "The hardest thing I've shipped", "the most complex system I built": the owner's own ranking.
const HARDEST_SAID =
  /\b(?:hardest|toughest|trickiest|most (?:complex|complicated|challenging|difficult|ambitious|sophisticated|technically \w+)) (?:(?:design|engineering|technical|software|systems?) )?(?:thing|project|piece of work|work|problem|system|feature|code)\b[^.]*\bI\b|\bbiggest (?:technical |engineering )?challenge\b/i;
const LEAST_SAID = /\b(?:least (?:sophisticated|complex|challenging|technical|ambitious)|simplest)\b/i;

export const asksComplexity = (words: readonly string[]) => COMPLEXITY_ASKED.test(words.join(' '));

/** The piece of work a sentence is about: its own, or the one an faq answer names. */
function workOf(ctx: Ctx, item: Item, sentence: string): Item | undefined {
  if (isWork(item) || item.type === 'entry') return item;
  if (item.type !== 'faq') return undefined;
  const said = ` ${normalize(sentence)} `;
  const named = ctx.cat.work.find((w) => said.includes(` ${normalize(w.title)} `));
  return named ?? ctx.cat.work.find((w) => item.faq.items?.includes(w.id));
}

/** The owner's own sentences calling a piece of work or a job the hardest they did. */
function hardestSaid(ctx: Ctx): { item: Item; said: Item; text: string }[] {
  const pool: Item[] = [
    ...ctx.cat.work,
    ...careerOf(ctx.cat),
    ...[...ctx.cat.items.values()].filter((i) => i.type === 'faq'),
  ];
  return pool.flatMap((i) =>
    sentencesOf(proseOfItem(i))
      .filter((s) => HARDEST_SAID.test(s) && !LEAST_SAID.test(s))
      .flatMap((text) => {
        const item = workOf(ctx, i, text);
        return item ? [{ item, said: i, text }] : [];
      }),
  );
}

// "Unreal Engine" beside "Unreal Engine 4" in the stack is the same technology again.
const versionInStack = (t: { title: string }, stack: ReadonlySet<string>) =>
  [...stack].some((s) => normalize(s).startsWith(`${normalize(t.title)} `));
// A name of the technology's own, not a word for what it does ("CI" of Jenkins, "visual scripting").
const ownName = (n: string) =>
  n.length >= 3 &&
  !normalize(n)
    .split(' ')
    .every((w) => commonWords().has(w) || w.length < 3);

/**
 * How much technology a piece of work shows: its stack counts; the skills its own words name beside
 * it (which may be what it outputs, "exports Swift and Kotlin") only break a tie, and are said apart.
 */
function breadth(
  ctx: Ctx,
  w: Work,
): { count: number; names: string[]; stack: string[]; named: string[]; sentence?: string } {
  const stack = new Set(stackOf(w));
  const prose = proseOfItem(w);
  const lower = prose.toLowerCase();
  // A technology named in prose has one of its names in it, whatever the case: the rest are not read.
  const named = ctx.cat.techs.filter(
    (t) =>
      !stack.has(t.title) &&
      !versionInStack(t, stack) &&
      [t.title, ...t.names.filter(ownName)].some((n) => lower.includes(n.toLowerCase())) &&
      namesTech(t, prose),
  );
  const names = [...stack, ...named.map((t) => t.title)];
  // Only the work's own technologies are looked for in its sentences.
  const own = ctx.cat.techs.filter((t) => names.includes(t.title));
  const techsIn = (s: string) => own.filter((t) => namesTech(t, s)).length + (/\d/.test(s) ? 0.5 : 0);
  const sentence = [...sentencesOf(prose)].sort((a, b) => techsIn(b) - techsIn(a))[0];
  return { count: stack.size, names, stack: [...stack], named: named.map((t) => t.title), sentence };
}

export function complexity(ctx: Ctx, judged: readonly Work[]): Answer | undefined {
  if (!asksComplexity(ctx.q.words)) return undefined;
  const said = hardestSaid(ctx);
  // Of two weighed, only words on one of the two decide.
  const two = judged.length === 2;
  const own =
    said.find((x) => isWork(x.item) && judged.includes(x.item as Work)) ?? (two ? undefined : said[0]);
  if (own)
    return answer(
      `In ${ctx.v.name}'s own words, the hardest: ${itemLink(own.item)}. ${own.said === own.item ? '' : `${source(own.said)}: `}“${own.text}”`,
      [own.item, own.said],
    );
  // Work its own words call its least sophisticated is no candidate.
  const candidates = judged.filter((w) => !sentencesOf(proseOfItem(w)).some((s) => LEAST_SAID.test(s)));
  const ranked = candidates
    .map((w) => ({ w, ...breadth(ctx, w) }))
    .sort((a, b) => b.count - a.count || b.named.length - a.named.length)
    .slice(0, 2);
  if (!ranked.length) return undefined;
  const also = (named: string[]) =>
    named.length
      ? `; its words also name ${listing(named.slice(0, 4))}${named.length > 4 ? ' and more' : ''}`
      : '';
  const lines = ranked.map(
    (r) =>
      `- ${itemLink(r.w)}: ${r.count} ${r.count === 1 ? 'technology' : 'technologies'} in its stack (${listing(r.stack.slice(0, 6))}${r.count > 6 ? ' and more' : ''})${also(r.named)}${r.sentence ? `. In its own words: “${r.sentence}”` : ''}`,
  );
  const lead = two
    ? `The site doesn't rank these two by complexity. By stack and own words:`
    : `The site doesn't rank ${ctx.v.name}'s work by complexity, and ${ctx.v.they} ${ctx.v.they === 'they' ? "don't" : "doesn't"} name a hardest piece. By stack and own words, the most technical:`;
  return answer(
    `${lead}\n${lines.join('\n')}`,
    ranked.map((r) => r.w),
  );
}

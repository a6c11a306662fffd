import type { Item } from '../catalogue';
import { listing } from '../text';
import { entitiesOf } from '../understand';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

type Category = Extract<Item, { type: 'category' }>;

const COUNT_ASKED = /\bhow many\b|\bnumber of\b|\bcount\b/;
const SKILL_WORDS = new Set([
  'skill',
  'skills',
  'technologies',
  'tools',
  'listed',
  'list',
  'lists',
  'know',
  'knows',
]);

/**
 * "How many backend skills does she list?", "and how many of those are databases?" after the
 * skills: the skills listed under the one category named, or of the kind named, counted.
 */
export function skillsInCategory(ctx: Ctx): Answer | undefined {
  if (!COUNT_ASKED.test(ctx.q.words.join(' '))) return undefined;
  const skillsInView = ctx.focus.some((i) => i.type === 'category');
  // "How many are command-line tools?" names a kind of work, not skills.
  const ofWork = ctx.q.found.some((f) => f.entity.type === 'kind');
  if (!skillsInView && (ofWork || !ctx.q.words.some((w) => SKILL_WORDS.has(w)))) return undefined;
  const named: Category[] = entitiesOf(ctx.q, 'category').map((e) => e.item);
  const kind = ctx.q.skillKind;
  const [c, ...more] = named;
  if (c && !more.length)
    return counted(
      ctx,
      c.category.skills.map((s) => s.title),
      `under ${itemLink(c)}`,
      [c],
    );
  if (named.length || !kind) return undefined;
  const cats = ctx.cat.categories.filter((k) => k.category.skills.some((s) => s.kind === kind));
  const titles = cats.flatMap((k) => k.category.skills.filter((s) => s.kind === kind).map((s) => s.title));
  const plural = kind === 'library' ? 'libraries' : `${kind}s`;
  return counted(ctx, titles, `that are ${plural}`, cats);
}

const counted = (ctx: Ctx, titles: string[], which: string, items: Category[]) =>
  answer(
    `${ctx.v.name} lists ${titles.length} skill${titles.length === 1 ? '' : 's'} ${which}${titles.length ? `: ${listing(titles)}` : ''}.`,
    items,
  );

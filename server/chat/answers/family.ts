import type { Item } from '../catalogue';
import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { answer, contactLine, type Answer } from './markdown';
import { ownLife, source } from './prose';

// "Is she married?", "does he have kids?", "what's her husband's name?": the owner's own words on
// their family, from the personal entries and the faq only; a "family" app says nothing of it.

const PARTNER_ASKED = new Set(['married', 'marriage', 'wife', 'husband', 'spouse', 'wed']);
const CHILD_ASKED = new Set([
  'kids',
  'kid',
  'children',
  'child',
  'daughter',
  'daughters',
  'son',
  'sons',
  'baby',
  'dad',
  'father',
  'mum',
  'mom',
  'mother',
  'parent',
  'parents',
]);
// "Did he take parental leave?": the owner's words on time off for a child.
const LEAVE_ASKED = new Set(['parental', 'paternity', 'maternity']);
const LEAVE_SAID = /\b(?:parental|paternity|maternity)\b/i;
const PARTNER_SAID = /\b(?:my|our) (?:husband|wife|spouse|partner)\b|\bmarried\b/i;
const MARRIED_SAID = /\b(?:my|our) (?:husband|wife|spouse)\b|\bmarried\b/i;
const CHILD_SAID =
  /\b(?:(?:my|our) (?:\w+ )?|(?:have|had) (?:a |an |one |two |three |four |five |\d+ )?(?:\w+ )?)(?:daughters?|sons?|kids|children|child|baby|twins)\b|\b(?:(?:mum|mom|mother|dad|father|parent) (?:of|to) )\b/i;

const textOf = (i: Item) => (i.type === 'faq' ? i.faq.answer : i.type === 'entry' ? i.entry.content : '');

/** The sentences of the owner's own words on their life: the personal entries and the faq. */
export const ownLifeSentences = (cat: Ctx['cat']) =>
  [...cat.items.values()].filter(ownLife).flatMap((i) => sentencesOf(textOf(i)).map((text) => ({ i, text })));

export function familySaid(ctx: Ctx): Answer | undefined {
  // "Does Quellingo have a kids mode?" asks of the work it names.
  if (ctx.q.found.some((f) => f.entity.type === 'item' || f.entity.type === 'kind')) return undefined;
  const words = ctx.q.words;
  const said = words.some((w) => PARTNER_ASKED.has(w))
    ? PARTNER_SAID
    : words.some((w) => LEAVE_ASKED.has(w))
      ? LEAVE_SAID
      : words.some((w) => CHILD_ASKED.has(w))
        ? CHILD_SAID
        : undefined;
  if (!said) return undefined;
  const found = ownLifeSentences(ctx.cat).find(({ text }) => said.test(text));
  if (!found) return answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site');
  // "Is she married?" of "I live with my partner": a partner, which says nothing of a marriage.
  const unwed = said === PARTNER_SAID && ctx.q.words.some((w) => w === 'married' || w === 'marriage');
  if (unwed && !MARRIED_SAID.test(found.text))
    return answer(
      `The site doesn't say ${ctx.v.name} is married; ${source(found.i)}, in ${ctx.v.their} own words: “${found.text}”`,
      [found.i],
    );
  const yes = ctx.q.yesNo ? 'Yes: ' : '';
  return answer(`${yes}${source(found.i)}, in ${ctx.v.their} own words: “${found.text}”`, [found.i]);
}

/** "Is she married?", "his wife's name?": the owner's family, where no piece of work is named. */
export const asksFamily = (words: readonly string[]) =>
  words.some((w) => PARTNER_ASKED.has(w) || CHILD_ASKED.has(w) || LEAVE_ASKED.has(w));

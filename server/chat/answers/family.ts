import { FUNCTION_WORDS } from '../lexicon/english';
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

// "+Names?", "+how old are they?", "+how many?": a detail asked of the family just answered.
const DETAIL_ASKED = new Set(['name', 'names', 'called', 'old', 'age', 'ages', 'many']);
const OTHERS = new Set(['they', 'them', 'their', 'she', 'her', 'he', 'him', 'his']);
const ONE_PERSON = new Set(['she', 'her', 'he', 'him', 'his']);

/**
 * A terse follow-up on the owner's family right after it was answered: the owner's own sentence
 * on them, which holds what the site gives (names, ages), never the owner's own name or age.
 */
export function familyFollowUp(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words;
  if (words.length > 5 || !words.some((w) => DETAIL_ASKED.has(w))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "How many marathons?" asks of something else the same entry may say.
  const other = words.filter(
    (w) =>
      !FUNCTION_WORDS.has(w) &&
      !DETAIL_ASKED.has(w) &&
      !OTHERS.has(w) &&
      !CHILD_ASKED.has(w) &&
      !PARTNER_ASKED.has(w),
  );
  if (other.length) return undefined;
  // A pronoun of the owner's own ("how old is he?" of him) asks of the owner.
  const pronoun = words.find((w) => OTHERS.has(w));
  if (pronoun && [ctx.v.they, ctx.v.them, ctx.v.their].includes(pronoun)) return undefined;
  // "What's her name?" of one person is named where the owner's words name them (see nameInView).
  if (ONE_PERSON.has(pronoun ?? '') && words.some((w) => w === 'name' || w === 'called')) return undefined;
  const inView = ctx.focus.filter(ownLife);
  const said = inView
    .flatMap((i) => sentencesOf(textOf(i)).map((text) => ({ i, text })))
    .find(({ text }) => CHILD_SAID.test(text) || PARTNER_SAID.test(text));
  return said && answer(`In ${ctx.v.their} own words (${source(said.i)}): “${said.text}”`, [said.i]);
}

import type { Faq } from '../../../content';
import { isLanguage, sentencesOf } from '../passages';
import { tokens } from '../text';
import type { Ctx } from './context';

// "Is she Chinese?", "is he german": a nationality asked by a language's name, which the owner's
// words on citizenship answer, not the languages they speak; and the languages a text names.

// A language said names the wider one it is a form of: Mandarin is Chinese.
const FAMILY_OF: Record<string, string[]> = {
  mandarin: ['chinese'],
  cantonese: ['chinese'],
  hokkien: ['chinese'],
  hakka: ['chinese'],
  farsi: ['persian'],
  filipino: ['tagalog'],
  flemish: ['dutch'],
};

/** The languages a text names, with the wider ones its names are forms of. */
export const languagesSaid = (text: string): Set<string> =>
  new Set(tokens(text).flatMap((w) => [w, ...(FAMILY_OF[w] ?? [])]));

const SPEAKING = /\b(?:speak|speaks|spoken|fluent|language|languages)\b/;
const CITIZEN = /\b(?:citizen|citizenship|nationality|passport)\b/i;

const nationalityAsked = (ctx: Ctx) =>
  ['is', 'are'].includes(ctx.q.words[0] ?? '') &&
  ctx.q.words.length <= 4 &&
  isLanguage(ctx.q.words.at(-1) ?? '') &&
  !SPEAKING.test(ctx.q.words.join(' '));

/** The lead of a faq answer to a nationality asked: the owner's sentence on citizenship, else that none is given. */
export function nationalityLead(ctx: Ctx, f: Faq): { text: string; faq: Faq } | undefined {
  if (!nationalityAsked(ctx)) return undefined;
  const asked = ctx.q.words.at(-1)!;
  const said = (ctx.cat.owner.faq ?? [])
    .flatMap((faq) => sentencesOf(faq.answer).map((text) => ({ text, faq })))
    .find(({ text }) => CITIZEN.test(text));
  if (said)
    return {
      text: tokens(said.text).includes(asked)
        ? `Yes, in ${ctx.v.their} own words: “${said.text}”`
        : `The site names another citizenship, in ${ctx.v.their} own words: “${said.text}”`,
      faq: said.faq,
    };
  const text = `The site doesn't give ${ctx.v.name}'s nationality. In ${ctx.v.their} own words: “${f.answer}”`;
  return { text, faq: f };
}

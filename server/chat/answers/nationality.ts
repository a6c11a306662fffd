import type { Faq } from '../../../content';
import { isLanguage, sentencesOf } from '../passages';
import { tokens } from '../text';
import type { Ctx } from './context';
import { countryOf } from '../lexicon/demonyms';
import { ownLifeSentences } from './family';
import { answer, type Answer } from './markdown';

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
const CITIZEN_SAID = /\b(?:citizen|citizenship|nationality)\b/i;

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

// "Is he Scottish?", "is she South African originally?": a nationality asked by its demonym.
const DEMONYM_ASKED =
  /^(?:is|are) \S+ (?:an? )?(?:(?:south|north|west|east|new) )?([a-z]+)(?: (?:originally|by birth|citizen|national))?$/;

/**
 * A nationality asked by a demonym: the owner's own sentence on citizenship, else their words that
 * name the country, else that the site gives none; never a piece of work that names the country.
 */
export function demonymAnswer(ctx: Ctx): Answer | undefined {
  const asked = DEMONYM_ASKED.exec(ctx.q.words.join(' '))?.[1];
  // "Is she Norwegian?" names a language too: asked of the owner, it is a nationality all the same.
  const countries = asked ? countryOf(asked) : undefined;
  if (!asked || !countries || !ctx.q.found.some((f) => f.entity.type === 'owner' && f.start === 1))
    return undefined;
  const own = ownLifeSentences(ctx.cat);
  const names = (text: string) => {
    const words = ` ${tokens(text).join(' ')} `;
    return [asked, ...countries].some((w) => words.includes(` ${w} `));
  };
  const based = `${ctx.v.They} ${ctx.v.is} based in ${ctx.cat.owner.location}.`;
  const citizen =
    own.find(({ text }) => CITIZEN_SAID.test(text)) ?? own.find(({ text }) => CITIZEN.test(text));
  if (citizen)
    return answer(
      `${names(citizen.text) ? 'Yes' : 'The site names another citizenship'}, in ${ctx.v.their} own words: “${citizen.text}” ${based}`,
      [citizen.i],
    );
  const said = own.find(({ text }) => names(text));
  return said
    ? answer(
        `The site doesn't give ${ctx.v.name}'s nationality; in ${ctx.v.their} own words: “${said.text}” ${based}`,
        [said.i],
      )
    : answer(`The site doesn't give ${ctx.v.name}'s nationality. ${based}`, [], 'not-on-site');
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [FAMILY_OF]) Object.setPrototypeOf(table, null);

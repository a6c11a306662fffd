import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { sentencesOf } from '../passages';
import { answer, type Answer, type Voice } from './markdown';

// "+In dollars?" right after the owner's own answer on pay: its sentences that give that currency,
// or that it names none. A figure is never converted: the owner's own words are the only source.

const CURRENCIES: Record<string, { label: string; said: RegExp }> = {
  dollar: { label: 'dollars', said: /\$|\b(?:usd|dollars?)\b/i },
  euro: { label: 'euros', said: /€|\b(?:eur|euros?)\b/i },
  pound: { label: 'pounds', said: /£|\b(?:gbp|pounds?|sterling)\b/i },
  naira: { label: 'naira', said: /₦|\b(?:ngn|naira)\b/i },
  rupee: { label: 'rupees', said: /₹|\b(?:inr|rupees?)\b/i },
  real: { label: 'reais', said: /R\$|\b(?:brl|reais|real)\b/i },
  krona: { label: 'kronor', said: /\b(?:sek|nok|dkk|kr|kronor|kroner|krona|krone)\b/i },
  franc: { label: 'francs', said: /\b(?:chf|francs?)\b/i },
  yen: { label: 'yen', said: /¥|\b(?:jpy|yen)\b/i },
};
const WORDS: Record<string, string> = {
  dollars: 'dollar',
  dollar: 'dollar',
  usd: 'dollar',
  euros: 'euro',
  euro: 'euro',
  eur: 'euro',
  pounds: 'pound',
  gbp: 'pound',
  sterling: 'pound',
  naira: 'naira',
  ngn: 'naira',
  rupees: 'rupee',
  inr: 'rupee',
  reais: 'real',
  brl: 'real',
  sek: 'krona',
  nok: 'krona',
  dkk: 'krona',
  kronor: 'krona',
  kroner: 'krona',
  chf: 'franc',
  francs: 'franc',
  yen: 'yen',
};
const ASKED =
  /^(?:and |so |ok |what about |how much )?(?:in )?(?:us |american |british )?([a-z]+)(?: please)?$/;

export function currencyAgain(
  cat: Catalogue,
  v: Voice,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  const word = ASKED.exec(
    message
      .toLowerCase()
      .replace(/[?.!]+$/, '')
      .trim(),
  )?.[1];
  const currency = word && CURRENCIES[WORDS[word] ?? ''];
  if (!currency) return undefined;
  const ids = history.findLast((t) => t.sender === 'ai')?.items ?? [];
  const faqs = ids.map((id) => cat.items.get(id)).filter((i) => i?.type === 'faq');
  if (faqs.length !== 1) return undefined;
  const f = faqs[0] as Extract<NonNullable<(typeof faqs)[number]>, { type: 'faq' }>;
  const said = sentencesOf(f.faq.answer).filter((s) => currency.said.test(s));
  return said.length
    ? answer(`In ${v.name}'s own words: “${said.join(' ')}”`, [f], 'faq')
    : answer(
        `${v.name}'s answer gives no figure${/\d/.test(f.faq.answer) ? ` in ${currency.label}, and the site converts none` : ''}. In ${v.their} own words: “${f.faq.answer}”`,
        [f],
        'faq',
      );
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [CURRENCIES, WORDS]) Object.setPrototypeOf(table, null);

import type { Faq, Owner } from '../../content';
import { tokens } from './text';
import { asMeasure } from './lexicon/cues';

// Questions an owner's faq answers in other words than its own phrasings: pay asked as what they
// want to earn, pride as the favourite, a move asked of the future as relocating.

const PAY_ASKED =
  /\bhow much (?:\w+ ){0,4}(?:earn|make|paid|cost|charge|offer)\b|\b(?:want|wants|expect\w*|hop\w*|looking|asking) (?:\w+ ){0,2}(?:earn|make|be paid)\b|\bwhat (?:\w+ ){0,2}(?:should|could|would) (?:we|i) offer\b/;
const TAKINGS =
  /\b(?:revenue|revenues|sales|turnover|mrr|arr|profit|profits|income)\b|\bhow much (?:\w+ ){0,2}(?:does|did|do) (?:it|that|this|they make from|the (?:app|product|project|business))\b/;
const PAY_WORDS = new Set([
  'salary',
  'salaries',
  'pay',
  'rate',
  'rates',
  'charge',
  'cost',
  'compensation',
  'fee',
  'fees',
  'price',
  'prices',
  'pricing',
]);
// "What does an audit cost?", "her fees?", "pricing": the price of the owner's work, in any words.
const PRICE_ASKED =
  /\b(?:fees?|prices?|pricing|priced|day rate|hourly rate|salary|salaries|compensation|expensive|affordable|ballpark)\b|\bwhat (?:does|do|would|will|did) (?:\w+ ){0,4}cost\b|\bwhat (?:does|did|would) \w+ earn\b|\b(?:budget for|what budget|how much for)\b/;
// "Is she free next month?", "wait list?", "can I book her for November?": when the owner can start.
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const WHEN_FREE_ASKED = new RegExp(
  `\\b(?:free|available) (?:next|this|in|from|before|after|by) \\w+|\\bwait(?:ing)? ?list\\b|\\bbooked\\b|\\bhow soon\\b|\\bwhen (?:is|are|can|could|will) \\S+ (?:be )?(?:free|available|start)\\b|\\b(?:project|start|starting|hire \\S+|book \\S+) (?:in|from|for) (?:${MONTHS})\\b|^(?:is|are) \\S+ free(?: now| soon| currently| at the moment)?$`,
);
const WHEN_FREE_WORDS = new Set(['available', 'availability', 'start', 'book', 'booked', 'free']);
// "GMT offset?", "what time zone?": the owner's hours and zone.
const ZONE_ASKED = /\b(?:gmt|utc|cet|timezone|timezones|time zones?|offset)\b/;
const ZONE_WORDS = new Set(['timezone', 'zone', 'timezones', 'hours', 'overlap']);
// "Is he ok with on-call?", "will he carry a pager?": the owner's terms for being on call.
const ON_CALL_ASKED = /\b(?:on call|oncall|pagers?|paging|call outs?|callouts?|out of hours|after hours)\b/;
const ON_CALL_WORDS = new Set(['call', 'oncall', 'pager', 'paging', 'callouts', 'rota']);
// "Contract terms?", "part-time contracts?": the owner's word on the kinds of engagement they take.
const TERMS_ASKED = /\b(?:contract terms|terms of (?:work|engagement)|part time|days a week|hours a week)\b/;
const TERMS_WORDS = new Set([
  'contract',
  'contracts',
  'permanent',
  'employment',
  'full',
  'part',
  'inhouse',
  'house',
]);
const PRIDE_ASKED = /\b(?:most proud|proudest|prouder)\b/;
const PRIDE_WORDS = new Set(['proud', 'proudest', 'favourite', 'favorite']);
// "Would she move to London?" asks of a move to come; "when did she move?" of one made.
const MOVE_ASKED =
  /\b(?:would|will|could|willing|open|consider\w*|happy|ready|prepared) (?:\w+ ){0,2}mov(?:e|ing)\b/;
const MOVE_WORDS = new Set(['relocate', 'relocation', 'relocating', 'move', 'moving']);

/** The faq entry of an owner that answers a question asked in other words than its phrasings. */
export function faqAskedOtherwise(owner: Owner): (words: readonly string[]) => Faq | undefined {
  const saying = (set: ReadonlySet<string>) =>
    (owner.faq ?? []).find((f) => f.questions.flatMap(tokens).some((w) => set.has(w)));
  // An entry whose phrasings say none of the words may still answer them in its own answer.
  const answering = (set: ReadonlySet<string>) =>
    saying(set) ?? (owner.faq ?? []).find((f) => tokens(f.answer).some((w) => set.has(w)));
  const asked: [RegExp, Faq | undefined][] = [
    [PAY_ASKED, saying(PAY_WORDS)],
    [PRICE_ASKED, saying(PAY_WORDS)],
    [PRIDE_ASKED, saying(PRIDE_WORDS)],
    [MOVE_ASKED, saying(MOVE_WORDS)],
    [WHEN_FREE_ASKED, saying(WHEN_FREE_WORDS)],
    [ZONE_ASKED, saying(ZONE_WORDS)],
    [ON_CALL_ASKED, answering(ON_CALL_WORDS)],
    [TERMS_ASKED, answering(TERMS_WORDS)],
  ];
  return (words) => {
    const text = words.join(' ');
    // "How much money does it make?", "how much revenue does Slipstream make?" ask of a product's takings;
    // "the pricing logic", "crash rate" of a system.
    if (TAKINGS.test(text) || words.some((w, i) => PAY_WORDS.has(w) && asMeasure(words, i))) return undefined;
    return asked.find(([pattern, faq]) => faq && pattern.test(text))?.[1];
  };
}

/** Whether a word is one of pay, rates or prices. */
export const payWord = (w: string) => PAY_WORDS.has(w);

/** The owner's faq entry on pay, rates or prices, if they have one. */
export const payFaq = (owner: Owner): Faq | undefined =>
  (owner.faq ?? []).find((f) => f.questions.flatMap(tokens).some((w) => PAY_WORDS.has(w)));

/** Whether a question asks what the owner is paid or charges, however worded. */
export const payAsked = (words: readonly string[]) => {
  const text = words.join(' ');
  if (TAKINGS.test(text) || words.some((w, i) => PAY_WORDS.has(w) && asMeasure(words, i))) return false;
  return PAY_ASKED.test(text) || PRICE_ASKED.test(text);
};

// Pay for one kind of work ("a speaking fee", "per workshop"): no answer to the salary of a job.
const PAID_WORK = new Set(
  'talk talks speaking speak speaker keynote keynotes workshop workshops lesson lessons tutoring commission commissions course courses'.split(
    ' ',
  ),
);
const SALARY_WORDS = new Set([
  'salary',
  'salaries',
  'compensation',
  'wage',
  'wages',
  'package',
  'expectations',
]);

/**
 * "What salary does she expect?" read as the owner's faq on their speaking fee: a faq on the pay for
 * one kind of work answers only a question that names that kind or no salary.
 */
export function feeNotSalary(owner: Owner, words: readonly string[], intent: string): boolean {
  const faq = intent.startsWith('faq:') && owner.faq?.find((f) => f.id === intent.slice(4));
  if (!faq || !words.some((w) => SALARY_WORDS.has(w)) || words.some((w) => PAID_WORK.has(w))) return false;
  return faq.questions.flatMap(tokens).some((w) => PAID_WORK.has(w));
}

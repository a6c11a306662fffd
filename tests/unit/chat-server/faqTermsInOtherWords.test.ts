import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// A freelancer's and an on-call engineer's terms asked in other words than their faq's phrasings:
// cost, when they are free, their time zone, being on call and the contracts they take.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-rates',
      questions: [`What are ${name}'s rates?`, 'What is the day rate?'],
      answer: 'I work on a day rate, quoted per project after a short call.',
    },
    {
      id: 'quell-when',
      questions: [`Is ${name} available?`, 'When can they start?'],
      answer: "I'm booked until **September 2099**. I keep a short waiting list.",
    },
    {
      id: 'quell-zone',
      questions: ['What timezone are they in?'],
      answer: 'Western European Time; I can overlap with US mornings.',
    },
    {
      id: 'quell-call',
      questions: ['What are the on-call expectations?'],
      answer: "Yes, on a fair rotation. I won't join a rota where one person carries the pager for weeks.",
    },
    {
      id: 'quell-employment',
      questions: ['Would they take a permanent job?'],
      answer: 'Not at the moment. I do take longer contracts of three to six months.',
    },
  ]);

  it.each([
    [`is ${name} expensive`, 'quell-rates'],
    ['budget for a small website?', 'quell-rates'],
    ['how much for an audit', 'quell-rates'],
    ['wait list?', 'quell-when'],
    [`is ${name} free next month`, 'quell-when'],
    [`what's ${name}'s gmt offset`, 'quell-zone'],
    [`is ${name} ok with being on call`, 'quell-call'],
    [`what are ${name}'s contract terms`, 'quell-employment'],
  ])('answers "%s" with the owner’s own answer', (q, id) => {
    expect(ask(o, q).items).toEqual([id]);
  });

  it('never reads a no of a narrower clause as the answer', () => {
    expect(ask(o, `will ${name} carry a pager`).text).not.toMatch(/^No\b/);
  });
});

describe.each(OWNERS)('levels on %s', (_, owner) => {
  it('never reads "international roles" as intern roles', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-pay',
        questions: ['What salary does she expect?'],
        answer:
          'I benchmark in USD for remote and international roles; send me the range and I am happy to talk.',
      },
    ]);
    for (const q of [`is ${owner.firstName} a senior engineer`, 'good fit for a senior android role'])
      expect(ask(o, q).text, q).not.toMatch(/\bintern\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// "Crash rate", "the payment API's availability", "the pricing logic": a measure or a part of a
// system is never the owner's rates or availability for work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-rates',
      questions: [`What are ${first}'s rates?`],
      answer: 'I do not publish my rates. Tell me about the role and I will share a range.',
    },
    {
      id: 'quell-availability',
      questions: [`Is ${first} available for work?`],
      answer: 'I am happy where I am, but open to senior roles. My notice period is four weeks.',
    },
  ]);

  it('answers rates and availability asked of the owner from their faq', () => {
    expect(ask(o, `what are ${first}'s rates?`).items).toEqual(['quell-rates']);
    expect(ask(o, `is ${first} available?`).items).toEqual(['quell-availability']);
  });

  it('never answers a measure of a system with the faq on terms', () => {
    for (const q of [
      `what was ${first}'s crash rate improvement?`,
      "what's the pricing logic?",
      'what was the payment api availability?',
    ]) {
      const a = ask(o, q);
      expect(a.items, q).not.toContain('quell-rates');
      expect(a.items, q).not.toContain('quell-availability');
    }
  });
});

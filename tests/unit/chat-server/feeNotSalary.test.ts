import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// An owner's faq on the fee for one kind of work (talks, workshops) answers questions on that fee,
// never "what salary does she expect?", which the site then says it gives no figure for.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(owner, [
    {
      id: 'speaking-fees',
      questions: ['Does this person charge a speaking fee?', 'How much for a talk?', 'What are the rates?'],
      answer:
        'For meetups I speak for free if travel is covered; for company workshops I have a standard fee.',
    },
  ]);

  it.each(['What salary does this person expect?', 'what are the salary expectations?'])(
    'answers "%s" without the speaking fee',
    (q) => {
      const a = ask(o, q);
      expect(a.kind).toBe('not-on-site');
      expect(a.text).not.toMatch(/speak for free/);
    },
  );

  it('still answers the fee for a talk from that faq', () => {
    const a = ask(o, 'Does this person charge a speaking fee?');
    expect(a.kind).toBe('faq');
    expect(a.text).toMatch(/speak for free/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, withFaq } from './ownerCopies';

// "Can he work in the Netherlands?", "is she authorised to work in Germany?": the owner's faq entry
// on the right to work answers, never "the site doesn't say", nor another entry that names a citizen.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'clearance',
      questions: [`Does ${name} hold a security clearance?`],
      answer: 'I am a citizen of Quellmark and have never been vetted.',
    },
    {
      id: 'right-to-work',
      questions: [`Does ${name} need a visa?`, 'Does they need sponsorship?'],
      answer: 'I hold a Quellish passport, so I need no sponsorship in the EU.',
    },
  ]);

  it.each([
    'Can {n} work in the Netherlands?',
    'Is {n} authorised to work in Germany?',
    'could {n} take a job in Spain?',
  ])('answers "%s" with the right-to-work entry', (q) => {
    const a = ask(o, q.replace('{n}', name));
    expect(a.text).toContain('Quellish passport');
    expect(a.kind).toBe('faq');
  });

  it('gives no yes for a country the entry does not name, nor on a follow-up naming another', () => {
    const us = ask(o, `Can ${name} work in the US without a visa?`);
    expect(us.text).toMatch(/^\S+ answer doesn't name the US\. .*Quellish passport/);
    const uk = askAfter(o, `Does ${name} need a visa?`, 'What about the UK?');
    expect(uk.text).toMatch(/doesn't name the UK\. .*Quellish passport/);
    expect(ask(o, `Can ${name} work in the EU?`).text).not.toContain("doesn't name");
  });

  it('answers a follow-up naming a part of the world from the entry on places just shown', () => {
    const moving = withFaq(owner, [
      {
        id: 'moving',
        questions: [`Would ${name} relocate?`],
        answer: 'I would move to the Netherlands for the right team, but not across an ocean.',
      },
    ]);
    const a = askAfter(moving, `Would ${name} relocate to the US?`, 'What about somewhere in Europe?');
    expect(a.text).toContain('move to the Netherlands');
    expect(a.kind).toBe('faq');
  });

  it("says no to a country the entry's own sentence rules out, whatever its first word", () => {
    const moving = withFaq(owner, [
      {
        id: 'moving',
        questions: [`Would ${name} relocate?`],
        answer: 'Yes, to the Netherlands. I won’t move to the US, however good the role is.',
      },
    ]);
    expect(ask(moving, `Would ${name} relocate to the US?`).text).toMatch(
      /^No: \S+ answer rules out the US\./,
    );
    expect(ask(moving, `Would ${name} relocate to the Netherlands?`).text).toMatch(
      /^Yes, in .* own words: “To the Netherlands/,
    );
  });

  it('leaves a question on past work in a country to the entries', () => {
    expect(ask(o, `has ${name} worked in Germany?`).text).not.toContain('Quellish passport');
  });
});

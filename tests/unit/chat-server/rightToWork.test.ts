import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

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

  it('leaves a question on past work in a country to the entries', () => {
    expect(ask(o, `has ${name} worked in Germany?`).text).not.toContain('Quellish passport');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import type { entriesOf } from './ownerCopies';
import { ask, entry, withEntries, withFaq } from './ownerCopies';

// The highest qualification among non-degrees by length, the jobs held now counted, a post that a
// title only qualifies ("Engineer (Design Systems)"), and a country asked that another faq's "us"
// never answers.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('ranks a three-year apprenticeship over a later two-month certificate', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-appr',
        'Apprenticeship in Quell Development',
        'Quell Chamber',
        '2013-09',
        '2016-06',
        'Three years.',
      ),
      entry('quell-cert', 'Quell UX Certificate', 'Quell Group', '2021-03', '2021-05', 'Five courses.'),
    ] as ReturnType<typeof entriesOf>);
    expect(ask(o, 'highest level of education').items).toEqual(['quell-appr']);
  });

  it('counts the jobs held now, and reads a title word that qualifies a post as no post', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-old', 'Quell Apprentice', 'Quellwerk', '2013-09', '2016-06', 'I learnt.'),
      entry(
        'quell-staff',
        'Staff Frontend Engineer (Design Systems)',
        'Quellsoft',
        '2021-02',
        'present',
        'I lead.',
      ),
      entry('quell-free', 'Freelance Quell Auditor', 'Self-employed', '2022-05', 'present', 'I audit.'),
    ]);
    expect(ask(o, `how many jobs does ${first} have right now?`).text).toMatch(/^2 jobs now/);
    // The owner's own headline may name the post; the title alone never does.
    const headline = /\bdesigners?\b/i.test(`${owner.tagline} ${owner.subtitle}`);
    expect(ask(o, `is ${first} a designer?`).text).toMatch(headline ? /headline/ : /^Not as a job/);
  });

  it('weighs a country asked by the entry on working there, never by "us" in another', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-permit',
        questions: [`Can ${first} work in the EU?`, 'Does he need a visa?'],
        answer: "I'm a Quellish citizen, so I can work anywhere in the EU without a visa.",
      },
      {
        id: 'quell-fav',
        questions: [`What is ${first}'s favourite project?`],
        answer: 'Quellkit: reviewing a first pull request from a stranger still makes us happy.',
      },
    ]);
    const a = ask(o, `can ${first} work in the US?`);
    expect(a.text).toMatch(/answer doesn't name the US/);
    expect(a.text).not.toContain('Quellkit');
  });
});

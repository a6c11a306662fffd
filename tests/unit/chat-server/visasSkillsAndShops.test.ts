import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, withEntries, withFaq } from './ownerCopies';

// A visa asked again of a country keeps its polarity, "which is the strongest?" after the skills is
// of the skills, and an employer said to be "an online shop" answers e-commerce and what it does.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('never turns "do they need sponsorship for the US?" into a yes of working there', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-permit',
        questions: [`Does ${first} need visa sponsorship?`, `Can ${first} work in the US?`],
        answer:
          "I'm a Quellish citizen, so I can work anywhere in Quellia without sponsorship. For a US employer I'd work remotely as a contractor.",
      },
    ]);
    const a = askInTurn(o, [`does ${first} need visa sponsorship?`, 'for the US?']);
    expect(a.text).not.toMatch(/^Yes/);
    expect(ask(o, `can ${first} work in the US?`).text).not.toMatch(/^Yes/);
  });

  it('weighs the skills in view when asked which is the strongest', () => {
    const a = askAfter(owner, `what are ${first}'s skills?`, 'which is the strongest?');
    expect(a.items.some((id) => owner.skills.some((c) => c.slug === id))).toBe(true);
    expect(a.items.some((id) => owner.projects.some((p) => p.slug === id))).toBe(false);
  });

  it('answers e-commerce and what an employer does from "an online shop with…"', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-shop',
        'Frontend Developer',
        'Quellhalle GmbH',
        '2016-08',
        '2021-01',
        'Built the checkout of a home-and-garden online shop with around 2 million customers.',
      ),
    ]);
    expect(ask(o, `does ${first} have ecommerce experience?`).items).toContain('quell-shop');
    expect(ask(o, 'what does quellhalle sell?').text).toContain('home-and-garden online shop');
  });
});

describe.each(OWNERS)('on %s, a team asked of the one job in view', (_, owner) => {
  it("answers from that job's own words, not from teamwork", () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-intern',
        'Research Intern',
        'Quellsoft Research',
        '2019-06',
        '2019-09',
        'Twelve weeks in the Quell Intelligence group on calibrated quells.',
      ),
    ]);
    const a = askAfter(o, `did ${owner.firstName} intern anywhere?`, 'which team?');
    expect(a.items).toEqual(['quell-intern']);
    expect(a.text).toContain('Quell Intelligence group');
  });
});

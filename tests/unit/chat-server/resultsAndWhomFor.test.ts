import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, hackathonEntry, projectEntry } from './ownerCopies';

// "+Results?" after hackathons asks how they went, never a sentence that happens to share a word;
// "+who was it for?" after one piece of work asks whom it was made for, never its stack.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jams = [
    hackathonEntry('quell-jam', {
      description: { app: 'A quell app.', role: 'I wrote the tests and results page.' },
    }),
    hackathonEntry('quell-sprint', { date: '2023-05' }),
  ];
  const o = { ...owner, hackathons: jams };

  it('answers "+results?" after the hackathons with their placings', () => {
    for (const then of ['results?', 'any results?']) {
      const a = askAfter(o, `tell me about ${name}'s hackathons`, then);
      expect(a.text, then).toMatch(/no wins, prizes or placings/);
      expect([...a.items].sort(), then).toEqual(['quell-jam', 'quell-sprint']);
    }
  });

  it('answers "+who was it for?" after one project with whom it was made for', () => {
    const shop = projectEntry('quell-shop', {
      title: 'Quell Shop',
      year: 2026,
      summary: 'An online store for a Bergen bakery.',
      description: 'The bakery takes orders through it.',
    });
    const p = { ...owner, projects: [shop, ...owner.projects] };
    const a = askAfter(p, `what is ${name}'s newest project?`, 'who was it for?');
    expect(a.items).toEqual(['quell-shop']);
    expect(a.text).toMatch(/Bergen bakery/);
    expect(a.text).not.toMatch(/built with/);
  });
});

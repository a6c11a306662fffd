import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A job's own words that name its clients ("Clients include the Quell Museum…") answer who the
// clients were, however the sentence is capitalised; "as a freelancer" asks of the freelance job only.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-agency',
      'Junior Developer',
      'Quell Agency',
      '2019-04',
      '2021-05',
      'Landing pages and audits for public-sector clients.',
    ),
    {
      ...entry(
        'quell-freelance',
        'Freelance Developer',
        'Self-employed',
        '2021-06',
        'present',
        'Design and build for small brands. Clients include the Quell Museum and Quellbikes.',
      ),
      organisation: 'self-employed',
    },
  ]);

  it('names the clients a job’s own words name, asked in several ways', () => {
    for (const q of [`who are ${name}'s clients`, `tell me about ${name}'s clients`, 'any clients?']) {
      const a = ask(o, q);
      expect(a.text, q).toContain('Quell Museum');
      expect(a.items, q).toContain('quell-freelance');
    }
  });

  it('answers a client asked of the freelance work from the freelance job only', () => {
    const a = ask(o, `name one client ${name} has worked with as a freelancer`);
    expect(a.items).toEqual(['quell-freelance']);
    expect(a.text).toContain('Quell Museum');
  });
});

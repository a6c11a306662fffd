import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "What did she do at Zorb Pay?" of a client named only in a job's own words is answered by those
// words, said to be about no employer of the owner's, never "the site doesn't say".

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withEntries(owner, 'career', [
    entry(
      'quell-free',
      'Freelance Front-End Engineer',
      'Self-employed',
      '2021-07',
      '2023-08',
      'Two years freelancing. Clients included Zorb Pay (a fintech, where I built their first design system in React).',
    ),
  ]);

  it('quotes the job that names the client', () => {
    const a = ask(o, `What did ${owner.firstName} do at Zorb Pay?`);
    expect(a.items).toEqual(['quell-free']);
    expect(a.text).toContain('first design system');
    expect(a.kind).toBe('answered');
  });
});

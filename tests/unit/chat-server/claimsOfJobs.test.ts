import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A yes/no about a job says yes only to what its words say ("youth teams" is no "adult teams"), and
// "did she freelance while she was at X?" reads the entries beside X by their dates.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-club',
      'Quell Coach',
      'Quellmere Club',
      '2016-01',
      '2019-12',
      'At Quellmere Club I coached youth teams and ran the talent programme.',
    ),
    entry(
      'quell-free',
      'Freelance Quell Developer',
      'Self-employed',
      '2018-03',
      '2019-02',
      'Part-time contract work in evenings.',
    ),
  ]);

  it('does not say yes to a modifier the entry says otherwise', () => {
    expect(ask(o, `Did ${name} coach adult teams at Quellmere Club?`).text).toMatch(
      /^Not that the site says/,
    );
    expect(ask(o, `did ${name} coach youth teams at Quellmere Club?`).text).toMatch(/^Yes: /);
  });

  it('finds freelancing beside a job asked "while she was at"', () => {
    const a = ask(
      o,
      `Did ${name} freelance while ${owner.pronouns === 'she' ? 'she' : 'he'} was at Quellmere Club?`,
    );
    expect(a.text).toMatch(/^Yes: beside .*Quellmere Club/);
    expect(a.items).toContain('quell-free');
  });
});

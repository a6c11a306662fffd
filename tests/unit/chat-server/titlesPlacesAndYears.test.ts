import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A post asked by a job's whole title, its initials ("SRE") or its short name ("sysadmin"); the
// first job in a country; the employer of a year.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withEntries(owner, 'career', [
    {
      ...entry(
        'quell-sre',
        'Site Reliability Engineer',
        'Quell Pay',
        '2016-07',
        '2021-02',
        'A payments firm.',
      ),
      location: 'Toronto, Canada',
    },
    {
      ...entry('quell-devops', 'DevOps Engineer', 'Quellshop', '2012-09', '2016-05', 'An online shop.'),
      location: 'Dublin, Ireland',
    },
    {
      ...entry('quell-sys', 'Systems Administrator', 'Quell Hosting', '2009-01', '2012-08', 'A web host.'),
      location: 'Galway, Ireland',
    },
  ]);

  it('says yes to a post asked by its title, its initials or its short name', () => {
    for (const [q, id] of [
      [`was ${first} ever a devops engineer?`, 'quell-devops'],
      [`was ${first} ever an SRE?`, 'quell-sre'],
      [`has ${first} been a sysadmin?`, 'quell-sys'],
    ] as const) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/^Yes/);
      expect(a.items, q).toEqual([id]);
    }
  });

  it('finds the first job in a country and the employer of a year', () => {
    expect(ask(o, `what was ${first}'s first job in canada?`).items).toEqual(['quell-sre']);
    expect(ask(o, `what was ${first}'s first job?`).items).toEqual(['quell-sys']);
    expect(ask(o, `which company did ${first} work at in 2014?`).items).toEqual(['quell-devops']);
  });
});

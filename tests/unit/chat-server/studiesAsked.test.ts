import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries } from './ownerCopies';

// A study named by a word of its title, asked when, and "did she finish it?" of the one in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const camp = {
    ...entry(
      'quellcamp',
      'Quellstack Bootcamp',
      'Quell Code Academy',
      '2024-03',
      '2024-09',
      'A 24-week bootcamp.',
    ),
    result: 'Certificate of completion',
  };
  const o = withEntries(owner, 'education', [camp, ...entriesOf(owner, 'education')]);

  it('answers when a study a title word names ran, and whether the one in view was finished', () => {
    expect(ask(o, `When did ${name} do the bootcamp?`).text).toMatch(
      /^\S+ studied for .*Quellstack Bootcamp.* \(from March 2024 to September 2024\)/,
    );
    expect(askAfter(o, `When did ${name} do the bootcamp?`, `did ${name} finish it?`).text).toMatch(
      /^Yes: finished in September 2024\. .*Quellstack Bootcamp/,
    );
  });

  it('knows a BTech for a degree, and above a diploma', () => {
    const btech = entry(
      'btech',
      'BTech in Quellonics',
      'Quell Institute',
      '2010-08',
      '2014-05',
      'Four years.',
    );
    const dip = entry('dip', 'Diploma in Quellcraft', 'Quell College', '2016-01', '2017-01', 'A year.');
    const s = withEntries(owner, 'education', [dip, btech]);
    expect(ask(s, `does ${name} have a degree?`).text).toMatch(/^Yes: .*BTech in Quellonics/);
    expect(ask(s, `what's ${name}'s highest qualification?`).text).toMatch(/: .*BTech in Quellonics/);
  });

  it('names the highest qualification finished, and a higher one left unfinished', () => {
    const bsc = entry('bsc', 'BSc Quellology', 'Quell University', '2010-09', '2013-06', 'My degree.');
    const msc = {
      ...entry('msc', 'MSc Quellology', 'Quell University', '2013-09', '2014-06', 'I left after a year.'),
      completed: false,
    };
    const s = withEntries(owner, 'education', [msc, bsc]);
    for (const q of [`so what's ${name}'s highest qualification?`, `what's ${name}'s highest degree?`])
      expect(ask(s, q).text, q).toMatch(
        /^\S+ highest finished qualification on the site: .*BSc Quellology.*\. Higher on the site but not finished: .*MSc Quellology.*, left before the end\.$/,
      );
  });
});

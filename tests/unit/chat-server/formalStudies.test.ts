import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// Formal study asked without naming a degree: "studied CS formally?", "formally trained?", "formal
// education in software?". A diploma counts as formal training; a degree asked for still needs a degree.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const graduate = withEntries(owner, 'education', [
    entry('quell-bsc', 'BSc Computer Science', 'Quell University', '2014-09', '2017-06', 'Three good years.'),
  ]);
  const diploma = withEntries(owner, 'education', [
    entry(
      'quell-diploma',
      'Diploma in Software Development',
      'Quell Code School',
      '2021-09',
      '2022-06',
      'A year of full-time study.',
    ),
  ]);

  it('says yes with the degree to formal study asked in other words', () => {
    for (const q of [
      `has ${first} studied CS formally?`,
      `did ${first} study CS?`,
      `is ${first} formally trained?`,
      `does ${first} have formal education in software?`,
    ]) {
      const a = ask(graduate, q);
      expect(a.text, q).toMatch(/^Yes/);
      expect(a.items, q).toEqual(['quell-bsc']);
    }
  });

  it('counts a diploma as formal training, never as a degree', () => {
    for (const q of [`is ${first} formally trained?`, `does ${first} have formal education in software?`]) {
      const a = ask(diploma, q);
      expect(a.text, q).toMatch(/^Yes/);
      expect(a.items, q).toEqual(['quell-diploma']);
    }
    expect(ask(diploma, `does ${first} have a CS degree?`).text).toMatch(/^No/);
  });

  it('never answers "did she finish the postgrad?" with the one bachelor\'s', () => {
    const o = withEntries(owner, 'education', [
      {
        ...entry(
          'quell-spec',
          'Specialisation in Quell Engineering',
          'Quell Online',
          '2021-03',
          '2022-06',
          'Online.',
        ),
        completed: false,
      },
      entry('quell-bsc', 'BSc Quellics', 'Quell University', '2014-09', '2017-06', 'Three good years.'),
    ]);
    const a = ask(o, `did ${first} finish the postgrad?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.items).not.toEqual(['quell-bsc']);
    expect(ask(o, `did ${first} finish the bsc?`).text).toMatch(/^Yes/);
  });
});

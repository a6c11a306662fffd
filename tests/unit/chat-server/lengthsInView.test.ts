import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// "So he's been there two years?", "how many years did he do that for?": the one job in view,
// by its dates; "coding for about ten years?" weighed as the software career.

describe.each(OWNERS)('lengths asked of the job in view, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(withEntries(owner, 'education', []), 'career', [
    {
      ...entry('quell-club', 'Quell Coach', 'Quellby FC', '2016-01', '2024-06', 'I coached quells.'),
      field: 'other',
    },
    entry('quell-dev', 'Quell Developer', 'Quellworks', '2024-07', 'present', 'I write code for quells.'),
  ]);

  it('weighs a bare length claimed of the job in view', () => {
    const first = `Where does ${name} work now?`;
    expect(askAfter(o, first, `so ${name}'s been there 2 years?`).text).toMatch(/^Yes: .*Quellworks/);
    expect(askAfter(o, first, `so ${name}'s been there 5 years?`).text).toMatch(/^No: .*Quellworks/);
  });

  it('gives how many years the job in view ran', () => {
    const a = askAfter(o, `Why did ${name} leave Quellby FC?`, 'how many years did they do that for');
    expect(a.text).toMatch(
      /^\[\*\*Quell Coach\*\*\].* at Quellby FC \(from January 2016 to June 2024\): over 8 years/,
    );
  });

  it('gives the length of the job in view by its dates, not a sentence with the word asked', () => {
    const contract = withEntries(withEntries(owner, 'education', []), 'career', [
      entry(
        'quell-int',
        'Quell Integrator',
        'Quellmed',
        '2018-09',
        '2019-02',
        'The contract ended as planned.',
      ),
    ]);
    const a = askAfter(contract, `Where did ${name} work in 2018?`, 'how long was that contract?');
    expect(a.text).toMatch(
      /^\[\*\*Quell Integrator\*\*\].*\(from September 2018 to February 2019\): 6 months\./,
    );
  });

  it('says no to "about ten years" of eight and a half', () => {
    expect(ask(o, `Was ${name} at Quellby FC for about 10 years?`).text).toMatch(/^No/);
  });

  it('weighs "coding for about N years" by the software career', () => {
    expect(ask(o, `Has ${name} been coding for a dozen years?`).text).toMatch(/^No: /);
    expect(ask(o, `Has ${name} been coding for about 2 years?`).text).toMatch(/^Yes: /);
  });

  it('reads "roughly" and "approximately" as "about" in a length claimed', () => {
    const long = withEntries(owner, 'career', [
      entry('quell-dev', 'Quell Developer', 'Quellworks', '2015-04', 'present', 'I write code for quells.'),
    ]);
    for (const near of ['roughly', 'approximately'])
      expect(ask(long, `Has ${name} been working in software for ${near} 10 years?`).text).toMatch(
        /^Yes: .*about 11 years/,
      );
    expect(ask(long, `Has ${name} been working in software for roughly 5 years?`).text).toMatch(/^No: /);
  });
});

describe.each(OWNERS)('an employer of several posts described, on %s', (_, owner) => {
  it('counts every post at the employer its own words describe', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-art',
        'Quell Artist',
        'Quellnord',
        '2016-06',
        '2019-09',
        'I joined Quellnord, a console studio.',
      ),
      entry(
        'quell-prog',
        'Quell Programmer',
        'Quellnord',
        '2019-10',
        '2024-03',
        'I shipped games on PlayStation.',
      ),
      entry('quell-free', 'Quell Freelancer', 'Quellself', '2024-04', 'present', 'I help indie studios.'),
    ]);
    const a = ask(o, `How long was ${owner.firstName} at the console studio altogether?`);
    expect(a.text).toMatch(/^Almost 8 years in all: /);
    expect(a.items).toEqual(['quell-art', 'quell-prog']);
  });
});

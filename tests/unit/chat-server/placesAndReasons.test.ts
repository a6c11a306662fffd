import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withFaq } from './ownerCopies';

// Past work in a named country read from the jobs' own places (never from the owner's words on
// moving there), a study left unfinished asked "why not?", the highest study finished, and a
// length claimed of one job said "lasted" or "N years at".

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const job = (id: string, title: string, start: string, end: string, location: string, content: string) => ({
    ...entry(id, title, 'Quellworks', start, end, content),
    location,
  });
  const o: Owner = withFaq(
    withEntries(owner, 'career', [
      job('quell-a', 'Quell Engineer', '2016-01', '2019-12', 'Wrocław, Poland', 'I built quells.'),
      job('quell-b', 'Quell Coach', '2024-01', '2024-08', 'Kraków, Poland (hybrid)', 'I coached quellers.'),
    ]),
    [
      {
        id: 'moving',
        questions: [`Would ${name} relocate?`],
        answer: 'Yes, for the right role I would move to Germany, but not to the US.',
      },
    ],
  );

  it('answers past work in a country from the jobs’ places, not the faq on moving', () => {
    expect(ask(o, `Has ${name} ever worked in Germany?`).text).toBe(
      `No: none of ${name}'s jobs on the site is in Germany. They are in Poland.`,
    );
    // A country by whole words: "US" is not in "Brussels".
    const brussels = withEntries(o, 'career', [
      job('quell-c', 'Quell Engineer', '2016-01', '2019-12', 'Brussels, Belgium', 'I quelled.'),
    ]);
    expect(ask(brussels, `Has ${name} ever worked in the US?`).text).toMatch(
      /^No: .* They are in Belgium\.$/,
    );
    const yes = ask(o, `Has ${name} ever worked in Poland?`);
    expect(yes.text).toMatch(/^Yes/);
    expect(yes.items).toEqual(expect.arrayContaining(['quell-a', 'quell-b']));
  });

  it('weighs a length claimed of one job by its dates', () => {
    expect(ask(o, `${name}'s Quell Coach job lasted over a year, right?`).text).toMatch(/^No: .*8 months\./);
    expect(ask(o, `Did ${name} spend 6 years at Quellworks?`).text).toMatch(/^No/);
  });

  it('gives the reason an unfinished study’s own words give, and the highest study finished', () => {
    const studies = withEntries(o, 'education', [
      {
        ...entry(
          'quell-dip',
          'Diploma in Quelling',
          'Quell College',
          '2010-09',
          '2012-06',
          'Two years of quelling.',
        ),
      },
      {
        ...entry(
          'quell-bsc',
          'BSc Quell Science',
          'Quell University',
          '2012-09',
          '2015-01',
          'Halfway through my third year the quell team offered me a full-time job, and I took it.',
        ),
        completed: false,
      },
    ]);
    const why = askAfter(studies, `Did ${name} finish the BSc Quell Science?`, 'Why not?');
    expect(why.text).toContain('offered me a full-time job');
    expect(ask(studies, `What's ${name}'s highest completed qualification?`).text).toMatch(
      /highest finished qualification.*Diploma in Quelling/,
    );
  });
});

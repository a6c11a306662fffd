import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// Whether a job was full-time or part-time, from its own title and words only.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry(
      'intern',
      'Developer Intern',
      'Quillfeather Labs',
      '2015-01',
      '2015-06',
      'A six-month internship on the web team.',
    ),
    entry('main', 'Developer', 'Brackenridge Systems', '2015-07', '2019-12', 'I built the billing service.'),
    entry(
      'side',
      'Freelance Developer',
      'Self-employed',
      '2018-01',
      '2019-12',
      'Part-time freelance work in the evenings, alongside my full-time job at Brackenridge Systems.',
    ),
    entry(
      'now',
      'Tutor',
      'Moorgate College',
      '2020-01',
      'present',
      'It is a part-time job, six hours a week.',
    ),
  ];
  const o = withEntries(owner, 'career', [...jobs, ...entriesOf(owner, 'career')]);

  it('says an internship was one, without guessing its hours', () => {
    const a = ask(o, `was ${name} full time at Quillfeather Labs?`);
    expect(a.text).toMatch(/was an internship; the site doesn't say whether it was full-time/);
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('answers from a part-time job its own words, not from another job that names the hours', () => {
    expect(ask(o, `is ${name} part-time at Moorgate College?`).text).toMatch(/^Yes: .*Tutor.* is part-time/);
    expect(ask(o, `was ${name} full-time at Moorgate College?`).text).toMatch(/^No: /);
    const main = ask(o, `was the Brackenridge Systems job part-time?`);
    expect(main.text).toMatch(/^The site doesn't say whether .*Developer.* was full-time or part-time/);
    expect(main.text).not.toContain('evenings');
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A length claimed of the current job, of a title said by its short name, of a field of work said
// as "<field> development" or "years in <field>", and of a post its job's words say began later:
// a yes or a no from the dates, never "the site doesn't say" nor a list of work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const career = (...jobs: ReturnType<typeof entry>[]): Owner => withEntries(owner, 'career', jobs);

  it('weighs a length claimed of the current job', () => {
    const o = career(
      entry('quell-now', 'Quell Reviewer', 'Quellworks', '2024-03', 'present', 'I review quells.'),
    );
    expect(ask(o, `Has ${name} been at the current job for about two years?`).text).toMatch(/^Yes: /);
    expect(ask(o, `So ${name}'s been in the current role for 5 years right?`).text).toMatch(/^No: /);
  });

  it('finds a job by the short name of its title', () => {
    const o = career(
      entry(
        'quell-sre',
        'Site Reliability Engineer',
        'Quellstream',
        '2021-04',
        '2024-02',
        'I kept quells up.',
      ),
    );
    expect(ask(o, `${name} was an SRE for about five years, right?`).text).toMatch(
      /^No: \S+ work in SRE on the site starts in April 2021 \(\[\*\*Site Reliability Engineer\*\*\].*: almost 3 years/,
    );
  });

  it('weighs a plain length claimed of a field of work from the jobs titled for it', () => {
    const o = career(
      entry('quell-m1', 'Mobile Engineer', 'Quellgames', '2011-07', '2015-03', 'I built quell games.'),
      entry('quell-m2', 'Mobile Developer', 'Quellbank', '2015-04', 'present', 'I build the quell app.'),
    );
    expect(ask(o, `${name} has been doing mobile development for 20 years, hasn't ${name}?`).text).toMatch(
      /^No: .*starts in July 2011/,
    );
    expect(ask(o, `${name} has done mobile development for 15 years, right?`).text).toMatch(/^Yes: /);
  });

  it("counts a field from the post its job's own words say began later, and 'N years in' a field", () => {
    const o = career(
      entry(
        'quell-data',
        'Data Engineer',
        'Quellhaul',
        '2019-09',
        'present',
        'I joined Quellhaul as a Junior Data Analyst, writing reports, and moved into the data engineering team as a Data Engineer in January 2021.',
      ),
    );
    expect(ask(o, `Does ${name} have 10 years of experience in data engineering?`).text).toMatch(
      /^No: .*starts in January 2021/,
    );
    expect(ask(o, 'So roughly 7 years in data jobs then, right?').text).toMatch(/^Yes: .*September 2019/);
  });
});

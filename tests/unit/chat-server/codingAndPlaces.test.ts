import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// Time spent writing code, places that are only an employer's, and jobs named by a short title word,
// from invented jobs on every owner (NOW is June 2026).

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const design = {
    ...entry(
      'quell-ux',
      'QX Designer',
      'Marrowby Bank',
      '2016-08',
      '2019-10',
      'I designed the sign-in flows. I did not write production code here, but I learned HTML in the evenings.',
    ),
    location: 'Quellhavn (remote from Brindlemoor)',
  };
  const dev = {
    ...entry('quell-dev', 'Quell Developer', 'Quellworks', '2019-11', 'present', 'I build the front end.'),
    location: 'Brindlemoor',
  };
  const copy = withEntries(owner, 'career', [design, dev]);

  it('counts time as a developer without a job whose own words say no code was written', () => {
    const a = ask(copy, `How long has ${name} been working as a developer?`);
    expect(a.text).toMatch(/starts in November 2019 .*Quell Developer.*: over 6 years, across 1 role/);
    expect(a.text).toMatch(
      /\nNot counted, as no code was written there:\n- .*QX Designer.*“I did not write production code here/,
    );
    // The software career as a whole still counts it.
    expect(ask(copy, `How long has ${name} been in software?`).text).toMatch(
      /software career on the site starts in August 2016 .*QX Designer.*: almost 10 years/,
    );
  });

  it('says only remotely of a place where the employer was but the owner was not', () => {
    expect(ask(copy, `Has ${name} ever worked in Quellhavn?`).text).toMatch(
      /^Only remotely, for an employer or client there:\n- .*QX Designer.*remote from Brindlemoor\)$/,
    );
    expect(ask(copy, `Has ${name} ever worked in Brindlemoor?`).text).toMatch(/^Yes:\n.*QX Designer/);
  });

  it('reads a field of work in a question on how long, not a place an organisation is named after', () => {
    const named = withEntries(copy, 'career', [{ ...dev, organisation: 'Quellworks Accessibility Group' }]);
    const a = ask(named, `How long has ${name} been working in accessibility?`);
    expect(a.text).not.toMatch(/places in/);
  });

  it('finds a job by a short word of its title in "her QX job"', () => {
    const a = askAfter(copy, `What was ${name}'s QX job about?`, 'Did they write code there?');
    expect(a.items).toEqual(['quell-ux']);
    expect(a.text).toContain('I did not write production code here');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// "Did he ship five games while at Quellworks?": work of a kind at an employer, told by that job's
// own words, never by the portfolio's own work of that kind.

const STUDIO = 'Quellworks Studio';
const SHIPPED = 'I wrote the save system for two shipped titles, Quell Rally and Quell Lane.';

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const withStudio = withEntries(owner, 'career', [
    ...entriesOf(owner, 'career'),
    entry(
      'quell-games',
      'Gameplay Programmer',
      STUDIO,
      '2015-01',
      '2016-12',
      `I joined a small team. ${SHIPPED}`,
    ),
    entry('quell-data', 'Data Engineer', 'Quellbank', '2017-01', '2018-12', 'I ran nightly batch jobs.'),
  ]);

  it('weighs a count claimed against the count the job gives', () => {
    const five = ask(withStudio, `Did ${name} ship five games while at Quellworks?`);
    expect(five.text).toMatch(/^No: at Quellworks Studio, in \w+ own words:/);
    expect(five.text).toContain(SHIPPED);
    expect(five.items).toEqual(['quell-games']);
    expect(ask(withStudio, `Did ${name} ship two games at Quellworks?`).text).toMatch(/^Yes: at /);
  });

  it('says where the job says nothing of that kind of work', () => {
    const a = ask(withStudio, `Did ${name} build any games at Quellbank?`);
    expect(a.text).toMatch(new RegExp(`^The site does not say that ${name} made games at Quellbank\\.`));
    expect(a.text).toContain('[**Data Engineer**]');
  });
});

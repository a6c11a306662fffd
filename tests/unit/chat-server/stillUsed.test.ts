import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, QUELLSCRIPT, withEntries, withSkill } from './ownerCopies';

// "Is she still using SAS in her current role?": a listed skill the site names only in work that
// ended years ago is not shown as used now.

const OLD = entry(
  'quell-analyst',
  'Quell Analyst',
  'Quellbank',
  '2010-01',
  '2012-12',
  'I wrote reports in Quellscript.',
);
const NOW_JOB = (content: string) =>
  entry('quell-lead', 'Quell Lead', 'Quellworks', '2020-01', 'present', content);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const copy = (current: string) => ({
    ...withEntries(withSkill(owner, QUELLSCRIPT), 'career', [OLD, NOW_JOB(current)]),
    projects: [],
    hackathons: [],
  });

  it('says the latest work that names it, and that the current job does not', () => {
    const a = ask(
      copy('I lead a small platform team.'),
      `Is ${name} still using Quellscript in the current role?`,
    );
    expect(a.text).toMatch(
      /^Not that the site shows: the latest work it names Quellscript in is \[\*\*Quell Analyst\*\*\]/,
    );
    expect(a.text).toContain("current job ([**Quell Lead**](/?item=career)) doesn't name it");
    expect(a.items).toEqual(['quell-analyst', 'quell-lead']);
  });

  it('says yes where the current job names it', () => {
    const a = ask(copy('I still write Quellscript most days.'), `Does ${name} still use Quellscript?`);
    expect(a.text).toMatch(/^Yes/);
  });

  it('says no to "used it since…" where the job says it has not been', () => {
    const o = copy('I lead a small platform team.');
    const left = withEntries(o, 'career', [
      { ...OLD, content: "Quellscript was the bank's house language; I have not used it since I left." },
      NOW_JOB('I lead a small platform team.'),
    ]);
    const a = askAfter(
      left,
      `Does ${name} know Quellscript?`,
      `Has ${name} used it since leaving that bank?`,
    );
    expect(a.text).toMatch(/^No, by \w+ own words:/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "What was her bachelor project?" is the named study's own sentence on its project, not the list of
// projects; a study that names no project leaves the question to the work. A university the study's
// words name answers "did she go there?".

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it("quotes the named study's sentence on its project", () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-bsc',
        'BSc Quell Engineering',
        'Quell University',
        '2012-08',
        '2015-06',
        'Three years of quell theory. My bachelor project with two classmates was a battery monitor for a quell car.',
      ),
    ]);
    const a = ask(o, `what was ${first}'s bachelor project?`);
    expect(a.items).toEqual(['quell-bsc']);
    expect(a.text).toContain('battery monitor for a quell car');
  });

  it('leaves a project question to the work where the study names no project', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-bsc',
        'BSc Quell Engineering',
        'Quell University',
        '2012-08',
        '2015-06',
        'Three years of quell theory.',
      ),
    ]);
    expect(ask(o, `what was ${first}'s bachelor project?`).text).not.toContain('Three years of quell theory');
  });

  it("answers a university the study's own words name, though no entry has it as its organisation", () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-msc',
        'MSc Quellics',
        'Quell University',
        '2012-10',
        '2014-07',
        'I came for the master after a BSc at the University of Quellberg.',
      ),
    ]);
    const a = ask(o, `did ${first} go to the University of Quellberg?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('University of Quellberg');
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import type { entriesOf } from './ownerCopies';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// A degree named with dots ("B.Tech"), a thesis asked of, a CGPA, a word of the trade alone, a
// fellowship asked as a scholarship, and an employer described by another post the owner held there.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const studies = withEntries(owner, 'education', [
    {
      ...entry('quell-btech', 'B.Tech Quellometry', 'Quell Institute', '2008-08', '2012-05', 'Algorithms.'),
      result: 'CGPA 8.9/10',
    },
    entry(
      'quell-phd',
      'Ph.D. Quellometry',
      'Quell University',
      '2015-08',
      '2021-03',
      'My thesis, "Knowing When Not to Quell", studied Bayesian quells. Supported by a Quellco PhD Fellowship.',
    ),
  ] as ReturnType<typeof entriesOf>);

  it('knows a degree written with dots by its level', () => {
    const a = ask(studies, `what's ${first}'s undergrad degree?`);
    expect(a.items).toEqual(['quell-btech']);
    expect(ask(studies, 'cgpa?').text).toContain('CGPA 8.9/10');
  });

  it("quotes a thesis from the study's own words, or says none is named", () => {
    const a = askAfter(studies, `where did ${first} study?`, 'what was the phd thesis about?');
    expect(a.text).toMatch(/^\[\*\*Ph\.D\. Quellometry\*\*\].*: “My thesis, "Knowing When Not to Quell"/);
    expect(a.items).toEqual(['quell-phd']);
    const none = withEntries(owner, 'education', [
      entry('quell-dip', 'Diploma in Quelling', 'Quell School', '2020-01', '2020-12', 'A year.'),
    ] as ReturnType<typeof entriesOf>);
    expect(ask(none, `what was ${first}'s thesis about?`).text).toMatch(/^The site doesn't name a thesis/);
  });

  it("answers a word of the trade alone from the owner's words, never as off-topic", () => {
    const a = ask(studies, 'bayesian methods?');
    expect(a.kind).not.toBe('off-topic');
    expect(a.items).toContain('quell-phd');
    expect(ask(studies, 'quellgpts?').kind).toBe('not-on-site');
    expect(ask(studies, 'scholarships?').text).toContain('PhD Fellowship');
  });

  it('describes an employer by the words of another post held there', () => {
    const o: Owner = withEntries(owner, 'career', [
      entry(
        'quell-first',
        'Quell Engineer',
        'Quellhealth',
        '2020-01',
        '2022-12',
        'Joined as the fourth engineer of a start-up that screens quells in hospitals.',
      ),
      entry('quell-now', 'Staff Quell Engineer', 'Quellhealth', '2023-01', 'present', 'I lead a team.'),
    ]);
    const a = askAfter(o, `what is ${first}'s current job?`, 'what does the company do?');
    expect(a.text).toMatch(/^\[\*\*Quell Engineer\*\*\].*: “Joined as the fourth engineer of a start-up/);
  });
});

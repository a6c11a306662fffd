import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, projectEntry, withEntries, withSkill } from './ownerCopies';

// A practice the owner lists that is also a kind of work ("accessibility"), a technology asked of a
// job described by its title, and one title two jobs share: each answered from the data, never a no
// the content contradicts nor one job where there are two.

const A11Y = { title: 'Accessibility', icon: 'a11y', ariaLabel: 'Accessibility', kind: 'practice' as const };

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry(
      'quell-tester',
      'Quell Tester',
      'Quellworks',
      '2015-01',
      '2017-01',
      'I learned to write swift, careful quell reports.',
    ),
    entry(
      'quell-one',
      'Quell Wrangler',
      'Quellmart',
      '2017-02',
      '2019-01',
      'I ran the team’s accessibility reviews for every release.',
    ),
    entry(
      'quell-two',
      'Quell Wrangler',
      'Quellbank',
      '2019-02',
      '2021-01',
      'I wrote the Quellscript services.',
    ),
  ];
  const o: Owner = {
    ...withEntries(withSkill(owner, A11Y), 'career', jobs),
    projects: [projectEntry('quell-lens', { kinds: ['accessibility'] })],
    hackathons: [],
  };

  it('reads a practice named as the kind of work as that kind, with the jobs whose words say it', () => {
    const a = ask(o, `Tell me about ${name}'s accessibility experience.`);
    expect(a.text).not.toMatch(/^No[:.]/);
    expect(a.items).toEqual(expect.arrayContaining(['quell-lens', 'quell-one']));
    expect(a.text).toContain('accessibility reviews');
  });

  it('answers a technology asked of a job described by its title from that job’s own words', () => {
    const swift = { title: 'Swift', icon: 'swift', ariaLabel: 'Swift', kind: 'language' as const };
    const a = ask(withSkill(o, swift), `Did ${name} write Swift at the quell tester job?`);
    expect(a.text).toMatch(/^The site doesn't say that \S+ used Swift as \[\*\*Quell Tester/);
  });

  it('names every job that shares the title asked', () => {
    const a = ask(o, `At which companies was ${name} a Quell Wrangler?`);
    expect(a.items).toEqual(expect.arrayContaining(['quell-one', 'quell-two']));
  });
});

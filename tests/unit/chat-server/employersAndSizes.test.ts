import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, withEntries } from './ownerCopies';

// What an employer is and does, a field by the employer's own name, the size of a team, how well a
// skill is known by its own label, and work with a platform by the jobs titled for it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = withEntries(owner, 'career', [
    entry(
      'kontor',
      'iOS Engineer',
      'Kontor Finance',
      '2022-04',
      'present',
      'Kontor is a budgeting app with 900,000 users. I am tech lead of a team of six engineers. I mentor two engineers.',
    ),
    entry(
      'teacher',
      'Music Teacher',
      'Musikschule Pankow',
      '2012-09',
      '2019-03',
      'I wrote small iOS apps for my students. Leading groups of twenty pupils taught me patience.',
    ),
  ]);

  it('tells what an employer does from the job’s own sentence on it', () => {
    const a = askInTurn(jobs, [`What does ${name} do at Kontor?`, 'what does the company do?']);
    expect(a.text).toMatch(/: “Kontor is a budgeting app with 900,000 users\.”$/);
    expect(ask(jobs, 'what does Kontor Finance do?').items).toEqual(['kontor']);
  });

  it('finds a field by the employer’s name and the words for it', () => {
    const a = ask(jobs, `Has ${name} worked in fintech?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('kontor');
  });

  it('gives the size of the team from a sentence that sizes it', () => {
    const a = ask(jobs, `how big is ${name}'s team?`);
    expect(a.text).toMatch(/team of six engineers/);
    expect(a.text).not.toMatch(/mentor two/);
    const before = withEntries(owner, 'career', [entries(jobs)[1]!]);
    expect(askInTurn(before, [`Has ${name} led people?`, 'how big was the team?']).text).toMatch(
      /groups of twenty pupils/,
    );
  });

  it('answers "how well?" after a skill with its own level note', () => {
    const [first, ...rest] = owner.skills;
    const skill = first!.skills[0]!;
    const o = {
      ...owner,
      skills: [
        {
          ...first!,
          skills: [
            { ...skill, ariaLabel: `${skill.title} (a little, for side projects)` },
            ...first!.skills.slice(1),
          ],
        },
        ...rest,
      ],
    } as Owner;
    const a = askInTurn(o, [`Does ${name} know ${skill.title}?`, 'how well?']);
    expect(a.text).toMatch(/^The site doesn't rate/);
    expect(a.text).toContain('(“a little, for side projects”)');
  });

  it('shows work with a platform by the jobs titled for it, where some are', () => {
    const titled = withEntries(owner, 'career', [
      entries(jobs)[1]!,
      entry('ios', 'iOS Developer', 'Appfabrik', '2019-08', 'present', 'I build iOS banking apps.'),
    ]);
    const a = ask(titled, `Would ${name} fit a senior iOS role?`);
    expect(a.text).toMatch(/At work with it: .*iOS Developer/);
    expect(a.text).not.toMatch(/At work with it: .*Music Teacher/);
  });
});

const entries = (o: Owner) => o.about.find((s) => s.id === 'career')!.entries;

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entriesOf, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// Found by blind rounds: a certificate named only in its entry's full title, an entry whose words
// say it did not place, a talks entry, a captain's role, a GitHub link and a release asked of the work
// in view, the engineers a project was built with, and why the owner moved to a job.

const withProject = (o: Owner, over: Parameters<typeof projectEntry>[1]): Owner => ({
  ...o,
  projects: [...o.projects, projectEntry('quell-night', { title: 'Quellnight', ...over })],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('lists a certificate whose full title says it, though its role is a short form', () => {
    const cert = {
      ...entry(
        'quell-cert',
        'Quell Security Certified Professional',
        'QuellSec',
        '2021-06',
        '',
        'Passed the exam.',
      ),
      role: 'QSCP',
      end: undefined,
    };
    const o = withEntries(owner, 'education', [...entriesOf(owner, 'education'), cert]);
    expect(ask(o, `Is ${name} QSCP certified?`).text).toMatch(/^Yes/);
    expect(ask(o, `Does ${name} have any certifications?`).items).toContain('quell-cert');
  });

  it('says no where an entry’s own words say it did not place', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-teaser', {
          team: 'Quell Crew',
          event: 'Quellhack Teaser',
          description: {
            app: 'An online qualifier.',
            role: 'We played with half the team away, and did not place.',
          },
        }),
      ],
    };
    expect(ask(o, `Did ${name}'s team place at Quellhack Teaser?`).text).toMatch(/^No: /);
  });

  it('answers a talks question with yes and the whole entry titled for talks', () => {
    const talks = entry(
      'quell-talks',
      'Talks',
      '',
      '',
      '',
      'I speak about quell queues. "Quells in Anger" at Quellconf (2019); "Exactly-Once Quells" at Quell Summit (2023).',
    );
    const o = withEntries(owner, 'personal', [...entriesOf(owner, 'personal'), talks]);
    const a = ask(o, `Has ${name} given conference talks?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('Quell Summit (2023)');
  });

  it('answers "has she captained a team?" yes from a captain’s role', () => {
    const o: Owner = {
      ...owner,
      hackathons: [hackathonEntry('quell-flag', { team: 'Quell Crew', roles: ['team captain'] })],
    };
    const a = ask(o, `Has ${name} ever captained a team?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-flag');
  });

  it('gives the GitHub link of the work in view, and says no where its words say it was never released', () => {
    const o = withProject(owner, {
      summary: 'A sleep tracker, never released.',
      github: 'https://github.com/quell/quellnight',
    });
    const link = askInTurn(o, ['Tell me about Quellnight', 'whats the github link for it']);
    expect(link.text).toContain('(https://github.com/quell/quellnight)');
    expect(link.text).not.toMatch(/built with/);
    expect(askInTurn(o, ['Tell me about Quellnight', 'was it released?']).text).toMatch(
      /^No: .*never released/,
    );
  });

  it('answers who a project was built with from "with two other engineers"', () => {
    const o = withProject(owner, {
      description: 'A sync service. Built at Quellcare with two other engineers.',
    });
    const a = askInTurn(o, ['Tell me about Quellnight', 'who did they build it with?']);
    expect(a.text).toContain('two other engineers');
  });

  it('answers why the owner moved to a job from its own reason and how the job before ended', () => {
    const before = entry(
      'quell-old',
      'Developer',
      'Quellmutual',
      '2010-07',
      '2015-05',
      'I built claims. I left because I wanted to ship weekly.',
    );
    const now = entry(
      'quell-new',
      'Tech Lead',
      'Quellhaul',
      '2015-06',
      'present',
      'I lead five engineers. I joined because I wanted a team of my own.',
    );
    const o = withEntries(owner, 'career', [now, before]);
    const a = ask(o, `Why did ${name} move to Quellhaul?`);
    expect(a.text).toContain('a team of my own');
    expect(ask(o, `Why did ${name} join Quellhaul?`).items[0]).toBe('quell-new');
  });
});

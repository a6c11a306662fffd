import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  QUELLSCRIPT,
  ask,
  askAfter,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withSkill,
} from './ownerCopies';

// Claims a plain reading leaves out ("only three years", "six months long", "no longer enjoy"), and
// follow-ups on the work in view asked in a word the skills also have ("which one isn't on GitHub?").

describe.each(OWNERS)('claims and follow-ups, on %s', (_, owner) => {
  const name = owner.firstName;

  it('weighs "for only N years" and "N months long" against the dates', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-1', 'Quell Tester', 'Quellworks', '2016-03', '2018-02', 'Tests.'),
      entry('quell-2', 'Quell Developer', 'Quellworks', '2018-03', '2021-02', 'Code.'),
      entry('quell-intern', 'Quell Intern', 'Quellbank', '2015-01', '2015-03', 'Dashboards.'),
    ]);
    expect(ask(o, `I read ${name} was at Quellworks for only 3 years, is that right?`).text).toMatch(
      /^No: about 5 years at Quellworks in all/,
    );
    expect(ask(o, `Was ${name}'s internship at Quellbank six months long?`).text).toMatch(
      /^No: 3 months by the dates\./,
    );
    expect(ask(o, `Was ${name}'s internship at Quellbank three months long?`).text).toMatch(/^Yes: /);
  });

  it("doesn't say yes to enjoying a skill the owner's words say they no longer enjoy", () => {
    const o = withEntries(withSkill(owner, QUELLSCRIPT), 'career', [
      entry(
        'quell-1',
        'Quell Developer',
        'Quellworks',
        '2016-03',
        '2021-02',
        'I wrote Quellscript daily; I no longer enjoy it and steer clear of Quellscript projects.',
      ),
    ]);
    expect(ask(o, `Does ${name} enjoy working with Quellscript?`).text).toMatch(/^Probably not, by /);
  });

  it('reads "which one isn\'t on GitHub?" of the work in view as its code links', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-open', { github: 'https://github.com/quell/open' }),
        projectEntry('quell-closed', { live: 'https://quell.example' }),
      ],
    } as Owner;
    const a = askAfter(o, `What projects has ${name} built?`, "which one isn't on GitHub?");
    expect(a.text).toMatch(/^1 of 2 has no public code:\n- \[\*\*quell-closed\*\*\]/);
  });

  it('counts no work of a kind as built where the owner wrote no code for it', () => {
    const o = {
      ...owner,
      projects: [projectEntry('quell-site', { kinds: ['web app'] })],
      hackathons: [
        hackathonEntry('quell-mobile', {
          kinds: ['mobile app'],
          roles: ['designer'],
          description: { app: 'A quell app.', role: 'I designed it and wrote no code at all.' },
        }),
      ],
    } as Owner;
    expect(ask(o, `Does ${name} have real experience building mobile apps?`).text).toMatch(
      /^No: the site lists none that .* built\./,
    );
  });
});

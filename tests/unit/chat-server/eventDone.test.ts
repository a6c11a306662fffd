import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry } from './ownerCopies';

// "Has he done Ludum Dare?", "did she attend the Quellcon Hackathon?": yes, with every entry at that
// event whatever its edition, oldest first; never "the site doesn't say" or a skill not listed.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = {
    ...owner,
    hackathons: [
      ...owner.hackathons,
      hackathonEntry('quell-b', { team: 'Quell Bees', event: 'Quellfest Jam 52', date: '2023-01' }),
      hackathonEntry('quell-a', { team: 'Quell Ants', event: 'Quellfest Jam 48', date: '2021-04' }),
      hackathonEntry('quell-c', { team: 'Quell Cats', event: 'Quellcon Hackathon: Health', date: '2022-05' }),
    ],
  };

  it.each([
    ['Has <owner> done Quellfest?', ['quell-a', 'quell-b']],
    ['did <owner> ever take part in the Quellcon hackathon?', ['quell-c']],
    ['has <owner> done Quell Cats?', ['quell-c']],
  ])('answers "%s" yes with the entries there', (q, ids) => {
    const a = ask(o, q.replace('<owner>', owner.firstName));
    expect(a.text).toMatch(/^Yes: /);
    expect(a.items).toEqual(ids);
  });
});

describe.each(OWNERS)('an event organised, on %s', (_, owner) => {
  const o = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-host', {
        team: 'Organising team',
        event: 'Quellhost Hackathon',
        roles: ['organiser', 'mentor'],
        description: { app: 'A weekend for beginners.', role: 'I co-organised it; I did not compete.' },
      }),
      ...owner.hackathons,
    ],
  };

  it('never says yes to competing at an event the owner organised', () => {
    const a = ask(o, `Did ${owner.firstName} compete at the Quellhost Hackathon?`);
    expect(a.text).not.toMatch(/^Yes\b/);
    expect(a.text).toMatch(/organiser|did not compete/);
  });
});

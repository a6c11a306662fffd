import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry, projectEntry } from './ownerCopies';

// "The second most recent hackathon", "his second oldest project", "her second project": the work
// that many from the end asked (from the start when no end is said); work dated alike is named
// together, with the site's dates not ranking them.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    projects: [
      projectEntry('quell-one', { year: 2021 }),
      projectEntry('quell-two', { year: 2022 }),
      projectEntry('quell-three', { year: 2023 }),
    ],
    hackathons: [
      hackathonEntry('zorb-one', { date: '2024-01' }),
      hackathonEntry('zorb-two', { date: '2024-05' }),
      hackathonEntry('zorb-three', { date: '2024-09' }),
    ],
  };

  it.each([
    [`What's ${name}'s second most recent project?`, 'quell-two'],
    [`What's ${name}'s second oldest hackathon?`, 'zorb-two'],
    [`What was ${name}'s second project?`, 'quell-two'],
    [`What's ${name}'s third latest hackathon?`, 'zorb-one'],
  ])('answers "%s" with that one', (q, id) => {
    expect(ask(o, q).items).toEqual([id]);
  });

  it('names work dated alike together and says the site does not order it', () => {
    const tied = { ...o, projects: [...o.projects, projectEntry('quell-two-b', { year: 2022 })] };
    const a = ask(tied, `What's ${name}'s second latest project?`);
    expect([...a.items].sort()).toEqual(['quell-two', 'quell-two-b']);
    expect(a.text).toContain("doesn't say which is second");
  });

  it.each([
    ['Which hackathon came before Team zorb-two?', 'zorb-one'],
    ['Which hackathon was after Team zorb-two?', 'zorb-three'],
  ])('answers "%s" with the entry dated next to it', (q, id) => {
    expect(ask(o, q).items).toEqual([id]);
  });
});

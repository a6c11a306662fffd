import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { askInTurn, hackathonEntry } from './ownerCopies';

// A hackathon entered alone: its team field names no team ("Solo", the owner's own name), so the
// entry goes by what was built, and "which one was solo?" picks it out of the entries in view.

const withEntries = (o: Owner, team: string): Owner => ({
  ...o,
  hackathons: [
    hackathonEntry('quellrun', { team, title: 'Quellrun', event: 'Quell Jam', date: '2024-05' }),
    hackathonEntry('quellfest', {
      team: 'The Quellers',
      title: 'Quellfest',
      event: 'Quell Hack',
      date: '2023-05',
    }),
  ],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  for (const team of [`${owner.name} (solo)`, 'Solo']) {
    it(`names an entry whose team is "${team}" by what was built`, () => {
      const a = askInTurn(withEntries(owner, team), [`What hackathons has ${name} done?`]);
      expect(a.text).toContain('[**Quellrun**]');
      expect(a.text).not.toContain(`[**${team}**]`);
      expect(a.text).toContain('[**The Quellers**]');
    });

    it(`picks the solo entry out of those in view (team "${team}")`, () => {
      const a = askInTurn(withEntries(owner, team), [
        `What hackathons has ${name} done?`,
        'Which one was solo?',
      ]);
      expect(a.items).toEqual(['quellrun']);
    });
  }

  it('says none of those in view was made alone where all were team entries', () => {
    const a = askInTurn(withEntries(owner, 'Quell Crew'), [
      `What hackathons has ${name} done?`,
      'Which one was solo?',
    ]);
    expect(a.text).toMatch(/^None of those: .* are both team entries\.$/);
  });
});

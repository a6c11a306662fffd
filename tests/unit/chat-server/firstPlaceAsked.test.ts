import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry } from './ownerCopies';

// "Did Quell Bees win first place?" asks the entry's placing, never whether it was the first entry
// by date.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-old', { team: 'Quell Ants', date: '2001-01' }),
      hackathonEntry('quell-third', { team: 'Quell Bees', date: '2025-11', result: '3rd place in Audio' }),
      hackathonEntry('quell-none', { team: 'Quell Cats', date: '2025-12' }),
      ...owner.hackathons,
    ],
  };

  it('answers with the placing the entry got', () => {
    const a = ask(o, 'Did Quell Bees win first place?');
    expect(a.items).toEqual(['quell-third']);
    expect(a.text).toContain('3rd place in Audio');
    expect(a.text).not.toMatch(/older than/);
  });

  it('says no placing is recorded for an entry without one', () => {
    const a = ask(o, 'did Quell Cats win first prize?');
    expect(a.text).toMatch(/^No\b/);
    expect(a.items).toEqual(['quell-none']);
    expect(a.text).not.toMatch(/older than/);
  });
});

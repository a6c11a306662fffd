import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, projectEntry, withEntries } from './ownerCopies';

// "Was he unemployed at some point?" asks of the gaps and breaks, and a word alone that the site's
// own words say ("parquet?") is asked of them, not turned away as off-topic.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers "unemployed", "a break" and "parental leave" from the break the career lists', () => {
    const pause = {
      ...entry('quell-break', 'Parental leave', '', '2019-09', '2020-08', 'A year at home with our son.'),
      organisation: undefined,
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), pause]);
    for (const q of [
      `was ${first} unemployed at some point?`,
      `did ${first} take a break?`,
      `did ${first} take parental leave?`,
    ]) {
      const a = ask(o, q);
      expect(a.items, q).toContain('quell-break');
      expect(a.kind, q).not.toBe('not-on-site');
    }
  });

  it("answers a word alone from the site's own words that say it", () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-files', { description: 'It writes quells into Quellquet files.' }),
      ],
    };
    const a = ask(o, 'quellquet?');
    expect(a.kind).not.toBe('off-topic');
    expect(a.items).toContain('quell-files');
    expect(ask(o, 'pizza?').kind).toBe('off-topic');
  });
});

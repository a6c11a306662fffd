import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, projectEntry, withEntries } from './ownerCopies';
import type { Owner } from '../../../content/schema';

// The owner's family, where they come from and their nationality are read from their own words on
// their life: never a child's birth as their own, a month as a place, or a project's "Scottish host".

const LIFE =
  'I have two kids, Quella (8) and Quent (5). When Quent was born I took a one-year parental career break, from March 2021 to February 2022.';

const withLife = (o: Owner): Owner => {
  const [first] = entriesOf(o, 'personal');
  return {
    ...withEntries(o, 'personal', [{ ...first!, content: LIFE }]),
    faq: [],
    projects: [
      projectEntry('quell-dns', { description: 'A provider for Quell DNS, a Scottish DNS host.' }),
      ...o.projects,
    ],
  };
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withLife(owner);
  const name = owner.firstName;

  it('says yes to children and parental leave from the owner’s own words', () => {
    for (const q of [`does ${name} have children`, `is ${name} a parent`])
      expect(ask(o, q).text, q).toMatch(/^Yes\b[^]*two kids/);
    expect(ask(o, `did ${name} take parental leave`).text).toMatch(/^Yes\b[^]*parental career break/);
  });

  it('never reads a child’s birth or a month as where the owner comes from', () => {
    const a = ask(o, `where did ${name} grow up`);
    expect(a.text).not.toMatch(/Quent|March/);
    expect(a.text).toContain(owner.location);
  });

  it('never takes a nationality from a piece of work', () => {
    const a = ask(o, `is ${name} scottish`);
    expect(a.text).not.toMatch(/^Yes\b/);
    expect(a.items).not.toContain('quell-dns');
    expect(a.text).toContain(owner.location);
  });
});

describe.each(OWNERS)('regions on %s', (_, owner) => {
  it('answers a region asked by the country of the owner’s location', () => {
    const porto = { ...owner, location: 'Porto, Portugal' };
    const montreal = { ...owner, location: 'Montréal, Canada' };
    expect(ask(porto, `is ${owner.firstName} based in europe`).text).toMatch(/^Yes\b/);
    expect(ask(porto, `is ${owner.firstName} based in asia`).text).toMatch(/^No\b/);
    expect(ask(montreal, `is ${owner.firstName} based in europe`).text).toMatch(/^No\b[^]*Montréal/);
  });
});

describe.each(OWNERS)('family follow-ups on %s', (_, owner) => {
  it('answers "+names?" and "+how old are they?" after the family with the owner’s words, not the owner', () => {
    const o = withLife(owner);
    for (const then of ['names?', 'how old are the kids?', 'how many?']) {
      const a = askAfter(o, `does ${owner.firstName} have kids`, then);
      expect(a.text, then).toMatch(/Quella \(8\) and Quent \(5\)/);
      expect(a.text, then).not.toMatch(/full name|Level/);
    }
  });
});

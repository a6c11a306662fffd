import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A master's still underway beside a finished bachelor's in another subject: "does she have a CS
// degree?" says not yet and names the degree held; "does she have a degree?" says yes with the one
// held and the other as underway; "is she doing a master's?" says yes with it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withEntries(owner, 'education', [
    entry(
      'quell-msc',
      'MSc Computer Science',
      'Quell Institute of Technology',
      '2025-01',
      'present',
      'Part-time.',
    ),
    entry('quell-beng', 'BEng Electrical Engineering', 'Quell University', '2008-09', '2012-06', 'Circuits.'),
  ]);

  it('answers "a CS degree?" not yet, with the degree held', () => {
    const a = ask(o, `Does ${owner.firstName} have a computer science degree?`);
    expect(a.text).toMatch(/^Not yet: .*MSc Computer Science/);
    expect(a.text).toContain('BEng Electrical Engineering');
  });

  it('answers "a degree?" yes with the one held first', () => {
    const a = ask(o, `Does ${owner.firstName} have a degree?`);
    expect(a.text).toMatch(/^Yes: \[\*\*BEng Electrical Engineering/);
    expect(a.text).toMatch(/underway: .*MSc Computer Science/);
  });

  it.each(["is this person doing a master's?", 'are they doing an MSc?'])('answers "%s" yes', (q) => {
    const a = ask(o, q);
    expect(a.text).toMatch(/^Yes: .*MSc Computer Science/);
    expect(a.items).toEqual(['quell-msc']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, projectEntry, withEntries } from './ownerCopies';

// A doctorate is research whatever its title says, and "anything with <word>" asks for the work
// whose own words say that everyday word, not for the whole list of work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers "was she a researcher?" of a doctorate with that study', () => {
    const phd = entry('quell-phd', 'PhD Quellometry', 'Quell Institute', '2011-10', '2015-12', 'Four years.');
    const o = withEntries(owner, 'education', [...entriesOf(owner, 'education'), phd]);
    const was = ask(o, `was ${first} a researcher?`);
    expect(was.text).toMatch(/^Yes, as a doctoral researcher: \[\*\*PhD Quellometry\*\*\]/);
    expect(was.items).toEqual(['quell-phd']);
    expect(ask(o, `is ${first} a scientist?`).text).toMatch(/^Not now, but .* did doctoral research/);
  });

  it('says no research of an owner with no doctorate', () => {
    expect(ask(owner, `was ${first} a researcher?`).text).toMatch(
      /^No: the site lists no work as a researcher/,
    );
  });

  it('answers "anything with trains?" with the work whose words say trains', () => {
    const rail = projectEntry('quellrail', {
      title: 'Quellrail',
      summary: 'A live map of late trains.',
      description: 'Shows which trains run late, every minute.',
    });
    const o: Owner = { ...owner, projects: [...owner.projects, rail] };
    for (const q of [
      `did ${first} do anything with trains?`,
      `has ${first} built anything involving trains?`,
    ]) {
      const a = ask(o, q);
      expect(a.items, q).toContain('quellrail');
      expect(a.items.length, q).toBeLessThan(o.projects.length);
    }
  });
});

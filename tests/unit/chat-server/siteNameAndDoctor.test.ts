import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// "What's her site name?" is this site's name, not the owner's; "is she a doctor?" of a PhD whose
// tagline speaks of doctors is a doctor by degree, never by the headline's word for others.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const their = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];

  it('names the site when its name is asked', () => {
    const o = { ...owner, siteName: 'Quell.dev' };
    for (const q of [`what's ${name}'s site name`, `whats the name of ${their} website`])
      expect(ask(o, q).text, q).toMatch(/Quell\.dev/);
  });

  it('answers a doctor asked of a PhD by the degree, not the tagline', () => {
    const o = {
      ...withEntries(owner, 'education', [
        ...entriesOf(owner, 'education'),
        entry('quell-phd', 'PhD Quellology', 'Quell University', '2010-09', '2014-06', 'A thesis on quells.'),
      ]),
      tagline: 'Turning messy data into models doctors can trust.',
    };
    const a = ask(o, `is ${name} a doctor`);
    expect(a.text).toMatch(/^By degree, yes/);
    expect(a.items).toEqual(['quell-phd']);
  });
});

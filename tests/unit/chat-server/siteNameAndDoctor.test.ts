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

describe.each(OWNERS)('the site by its name, and own pronouns, on %s', (_, owner) => {
  it('answers the site asked by its own name', () => {
    const o = { ...owner, siteName: 'quell.design' };
    const a = ask(o, 'what is quell.design');
    expect(a.kind).toBe('answered');
    expect(a.text).toMatch(/quell\.design|This site is/);
  });

  it('gives the pronouns the owner writes in their own words', () => {
    const [first] = entriesOf(owner, 'personal');
    const o = withEntries(owner, 'personal', [
      { ...first!, content: `I'm ${owner.firstName} (she/they), a developer.` },
    ]);
    expect(ask(o, `what are ${owner.firstName}'s pronouns`).text).toMatch(/she\/they/);
    expect(ask(o, `does ${owner.firstName} use they/them`).text).toMatch(/^Yes\b/);
  });
});

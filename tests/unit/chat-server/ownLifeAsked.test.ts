import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, withEntries } from './ownerCopies';
import type { Owner } from '../../../content/schema';

// The owner's own words on their life answer what a visitor asks of it: pastimes said as "when I'm
// not coding", a pet named before or after its kind or breed, a thing done asked by its verb alone.

const LIFE = [
  'I care about websites that everyone can use, keyboard and screen reader included.',
  "When I'm not coding I draw comics about city life, and I share my flat with a grumpy cat called Quellbert.",
  'On Sundays I walk Quellie, my very opinionated beagle, and I run marathons.',
].join(' ');

const withLife = (o: Owner): Owner => {
  const [first] = entriesOf(o, 'personal');
  return withEntries(o, 'personal', [{ ...first!, content: LIFE }]);
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withLife(owner);
  const they = { he: 'he', she: 'she', they: 'they' }[owner.pronouns ?? 'they'];

  it('answers pastimes with the sentence on time away from coding', () => {
    for (const q of ['hobbies', `what does ${owner.firstName} do for fun`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/draw comics/);
      expect(a.text, q).not.toMatch(/screen reader/);
    }
  });

  it('names a pet called by its name after or before its kind', () => {
    expect(ask(o, `what's ${owner.firstName}'s cat called`).text).toMatch(/^Quellbert\b/);
    expect(ask(o, `what is the name of ${owner.firstName}'s dog`).text).toMatch(/^Quellie\b/);
  });

  it('says yes to a dog that the owner names by its breed, and yes to a thing done', () => {
    expect(ask(o, `does ${they} have a dog`).text).toMatch(/^Yes\b[^]*beagle/);
    for (const verb of ['draw', 'run'])
      expect(ask(o, `does ${owner.firstName} ${verb}`).text, verb).toMatch(/^Yes\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries, withFaq } from './ownerCopies';

// "Is she Norwegian?" asks a nationality, though Norwegian is a language too: never yes because a
// university she studied at is called Norwegian.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(
    withEntries(owner, 'education', [
      entry(
        'quell-msc',
        'MSc Electronics',
        'Norwegian University of Quell',
        '2004-08',
        '2006-06',
        'Signals.',
      ),
    ]),
    [],
  );

  it("says the site doesn't give the nationality", () => {
    const a = ask(o, `Is ${owner.firstName} Norwegian?`);
    expect(a.text).not.toMatch(/^Yes\b/);
    expect(a.text).toMatch(/nationality/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries } from './ownerCopies';

// A study named by a word of its title, asked when, and "did she finish it?" of the one in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const camp = {
    ...entry(
      'quellcamp',
      'Quellstack Bootcamp',
      'Quell Code Academy',
      '2024-03',
      '2024-09',
      'A 24-week bootcamp.',
    ),
    result: 'Certificate of completion',
  };
  const o = withEntries(owner, 'education', [camp, ...entriesOf(owner, 'education')]);

  it('answers when a study a title word names ran, and whether the one in view was finished', () => {
    expect(ask(o, `When did ${name} do the bootcamp?`).text).toMatch(
      /^\S+ studied for .*Quellstack Bootcamp.* \(from March 2024 to September 2024\)/,
    );
    expect(askAfter(o, `When did ${name} do the bootcamp?`, `did ${name} finish it?`).text).toMatch(
      /^Yes: finished in September 2024\. .*Quellstack Bootcamp/,
    );
  });
});

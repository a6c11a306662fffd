import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "Did she work at Basketly for more than two years?": a length claimed of one job, from its dates.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry('brindle', 'Quell Developer', 'Brindlecorp', '2021-08', '2023-01', 'I built the basket.'),
  ]);

  it.each([
    [`Did ${name} work at Brindlecorp for more than two years?`, 'No'],
    [`was ${name} at brindlecorp less than 2 years?`, 'Yes'],
    [`did ${name} work at Brindlecorp for over a year?`, 'Yes'],
    [`was ${name} at Brindlecorp for at least 18 months?`, 'Yes'],
    [`was ${name} at Brindlecorp under 6 months?`, 'No'],
  ])('answers "%s" with %s and how long it ran', (q, yes) => {
    const a = ask(o, q);
    expect(a.text).toMatch(new RegExp(`^${yes}: .*Brindlecorp .*: .*year`));
    expect(a.items).toEqual(['brindle']);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, NOW } from './ownerCopies';

// "Is she 30?", "is he over 30?", "is she in her 30s?": yes or no by the birth date on the site.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const born = new Date(`${owner.birthDate}T00:00:00Z`);
  const age =
    NOW.getUTCFullYear() -
    born.getUTCFullYear() -
    (NOW.getUTCMonth() < born.getUTCMonth() ||
    (NOW.getUTCMonth() === born.getUTCMonth() && NOW.getUTCDate() < born.getUTCDate())
      ? 1
      : 0);
  const decade = Math.floor(age / 10) * 10;

  it('answers an age claimed with yes or no and the age', () => {
    expect(ask(owner, `is ${first} ${age}?`).text).toMatch(new RegExp(`^Yes: ${first} is ${age}\\b`));
    expect(ask(owner, `is ${first} ${age + 3}?`).text).toMatch(new RegExp(`^No: ${first} is ${age}\\b`));
    expect(ask(owner, `is ${first} over ${age - 1}?`).text).toMatch(/^Yes/);
    expect(ask(owner, `is ${first} under ${age}?`).text).toMatch(/^No/);
    expect(ask(owner, `is ${first} in their ${decade}s?`).text).toMatch(/^Yes/);
    expect(ask(owner, `is ${first} in their ${decade + 10}s?`).text).toMatch(/^No/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "How big is her team?" of a job that sizes both the company and the team the owner leads: the
// team, not the firm; asked of the company, the company's size still stands.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quellpay',
      'Engineering Manager',
      'Quellpay',
      '2021-03',
      'present',
      'Quellpay is a payments company of 400 people. I lead the settlement team of six engineers.',
    ),
  ]);

  it.each([`How big is ${name}'s team?`, `How many people does ${name} manage?`])(
    'answers "%s" with the team',
    (q) => {
      const a = ask(o, q);
      expect(a.text).toContain('team of six engineers');
      expect(a.text).not.toContain('400 people');
      expect(a.items).toEqual(['quellpay']);
    },
  );
});

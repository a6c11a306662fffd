import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, QUELLSCRIPT, withSkill } from './ownerCopies';

// "Python or Go?" of two skills the site shows both of: each one's weight first, then each one's
// evidence; a yes/no ("does he know X or Y?") still starts with its yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withSkill(withSkill(owner, QUELLSCRIPT), { ...QUELLSCRIPT, title: 'Quellgo', icon: 'quellgo' });

  it('weighs both skills asked with "or" before the evidence for each', () => {
    const a = ask(o, 'quellscript or quellgo?');
    expect(a.text).toMatch(/^Both: Quellscript is listed; Quellgo is listed\.\n\n/);
    expect(ask(o, `does ${first} know quellscript or quellgo?`).text).toMatch(/^Yes: /);
  });
});

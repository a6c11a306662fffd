import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries, withPersonal } from './ownerCopies';

// A partner is no spouse: "is she married?" of "I live with my partner" says the site does not say
// so. Leading a group's technical direction is no leading of people.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('never says yes to a marriage the owner does not name', () => {
    const o = withPersonal(owner, 'I live in Quellton with my partner and a cat called Dubu.');
    const a = ask(o, `is ${first} married?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toMatch(/doesn't say .* is married/);
    expect(a.text).toContain('with my partner');
    const wed = withPersonal(owner, 'I live in Quellton with my wife Aoife.');
    expect(ask(wed, `is ${first} married?`).text).toMatch(/^Yes/);
  });

  it("says no yes to managing people from leading a group's work", () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-staff',
        'Staff Platform Engineer',
        'Quell Health',
        '2021-03',
        'present',
        "I lead the platform group's technical direction: a golden-path template and SLOs for every service.",
      ),
    ]);
    expect(ask(o, `has ${first} managed people?`).text).not.toMatch(/^Yes/);
    const team = withEntries(owner, 'career', [
      entry(
        'quell-lead',
        'Engineer',
        'Quell Health',
        '2021-03',
        'present',
        'I lead a team of six engineers.',
      ),
    ]);
    expect(ask(team, `has ${first} managed people?`).text).toMatch(/^Yes/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry } from './ownerCopies';

// "Did he lead the Fund Frontier team?" is answered by the owner's roles in that team;
// "hackathons he didn't lead / win / pitch at?" by the teams without that role or win.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    hackathons: [
      hackathonEntry('quellstorm', {
        team: 'Quellstorm',
        title: 'Quellstorm',
        roles: ['team lead', 'back end'],
        date: '2024-05',
        result: '1st place',
      }),
      hackathonEntry('brindlewave', {
        team: 'Brindlewave',
        title: 'Brindlewave',
        roles: ['back end', 'pitcher'],
        date: '2024-07',
        result: '3rd place',
      }),
    ],
  };

  it('says no to leading a team the owner held no lead role in, with the roles held', () => {
    const a = ask(o, `Did ${name} lead the Brindlewave team?`);
    expect(a.text).toMatch(/^No: in .*Brindlewave.* roles were back end and pitcher/);
    expect(a.text).toContain('Quellstorm');
  });

  it('says yes to leading a team with a lead role', () => {
    expect(ask(o, `did ${name} lead Quellstorm?`).text).toMatch(/^Yes: .* team lead of .*Quellstorm/);
  });

  it.each([
    [`hackathons ${name} didn't lead?`, 'lead role', 'brindlewave'],
    [`Which hackathons didn't ${name} win?`, 'win', 'brindlewave'],
    [`which hackathon did ${name} not pitch at?`, 'pitcher role', 'quellstorm'],
  ])('answers "%s" with the teams without a %s', (q, what, slug) => {
    const a = ask(o, q);
    expect(a.items).toEqual([slug]);
    expect(a.text).toMatch(new RegExp(`^1 of .* 2 hackathon entries had no ${what}`));
  });
});

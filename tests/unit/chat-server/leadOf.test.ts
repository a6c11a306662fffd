import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry } from './ownerCopies';

// "Did he lead the Fund Frontier team?" is answered by the owner's roles in that team, and
// "hackathons he didn't lead?" by the teams whose roles have no lead role.

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
      }),
      hackathonEntry('brindlewave', {
        team: 'Brindlewave',
        title: 'Brindlewave',
        roles: ['back end'],
        date: '2024-07',
      }),
    ],
  };

  it('says no to leading a team the owner held no lead role in, with the roles held', () => {
    const a = ask(o, `Did ${name} lead the Brindlewave team?`);
    expect(a.text).toMatch(/^No: in .*Brindlewave.* role was back end/);
    expect(a.text).toContain('Quellstorm');
  });

  it('says yes to leading a team with a lead role', () => {
    expect(ask(o, `did ${name} lead Quellstorm?`).text).toMatch(/^Yes: .* team lead of .*Quellstorm/);
  });

  it('lists the hackathons not led', () => {
    const a = ask(o, `hackathons ${name} didn't lead?`);
    expect(a.items).toEqual(['brindlewave']);
    expect(a.text).toMatch(/^1 of .* 2 hackathon teams had no lead role/);
  });
});

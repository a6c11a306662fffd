import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "Did he lead any hackathon team?" is answered from the hackathon roles, never from a job's words.

describe.each(OWNERS.filter(([, o]) => o.hackathons.length > 0))('on %s', (_, owner) => {
  const name = owner.firstName;
  const q = `did ${name} lead any hackathon team?`;

  it('says no, with the roles held, where no hackathon role is a lead', () => {
    const noLead: Owner = {
      ...owner,
      hackathons: owner.hackathons.map((h) => ({ ...h, roles: ['backend', 'pitch'] })),
    };
    const a = ask(noLead, q);
    expect(a.text).toMatch(new RegExp(`^No: none of ${name}'s hackathon roles is a lead role\\.`));
    expect(a.text).toContain('backend and pitch in ');
    expect([...a.items].sort()).toEqual(owner.hackathons.map((h) => h.slug).sort());
  });

  it('says yes, with the teams led, where a hackathon role is a lead', () => {
    const [first, ...rest] = owner.hackathons;
    const led: Owner = {
      ...owner,
      hackathons: [{ ...first!, roles: ['team lead'] }, ...rest.map((h) => ({ ...h, roles: ['backend'] }))],
    };
    const a = ask(led, q);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual([first!.slug]);
  });
});

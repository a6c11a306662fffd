import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "How many projects does he have?" is a count: the number with the names, not every card.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers how many projects with the count and their names in one line', () => {
    const n = owner.projects.length;
    const a = ask(owner, `how many projects does ${name} have?`);
    expect(a.text).toMatch(new RegExp(`^${name} has ${n} projects? on the site: `));
    expect(a.text.split('\n')[0]).not.toMatch(/\n- /);
    for (const p of owner.projects) expect(a.text).toContain(`[**${p.title}**]`);
    expect(a.text).not.toContain(owner.projects[0]!.description);
    expect([...a.items].sort()).toEqual(owner.projects.map((p) => p.slug).sort());
  });

  it.runIf(owner.hackathons.length > 0)(
    'answers how many hackathons with the count and the team names',
    () => {
      const a = ask(owner, `how many hackathons has ${name} done?`);
      expect(a.text).toMatch(
        new RegExp(`^${name} has ${owner.hackathons.length} hackathon entr(?:y|ies) on the site: `),
      );
      expect(a.text).not.toContain('\n- ');
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A technology's everyday name inside an employer's name is no use of it; a study left is not held.

/** The owner with no skill called `title`, in the skills list or in any stack. */
function without(o: Owner, title: string): Owner {
  const unstacked = <W extends { techStack: { title: string }[] }>(w: W) => ({
    ...w,
    techStack: w.techStack.filter((t) => t.title !== title),
  });
  return {
    ...o,
    skills: o.skills.map((c) => ({ ...c, skills: c.skills.filter((k) => k.title !== title) })),
    projects: o.projects.map(unstacked),
    hackathons: o.hackathons.map(unstacked),
  } as Owner;
}

describe.each(OWNERS)('names and held studies, on %s', (_, owner) => {
  const name = owner.firstName;
  // An everyday-word technology the owner never names, so only the employer's name holds it.
  const tech = ['Rust', 'Swift', 'Ruby'].find((t) => !JSON.stringify(owner).includes(t))!;
  const job = entry(
    'quell-belt',
    'Platform Engineer',
    `${tech} Belt Logistics`,
    '2019-01',
    'present',
    `${tech} Belt Logistics moves freight across the Midwest. I ran its Kubernetes clusters.`,
  );
  const o = withEntries(without(owner, tech), 'career', [job]);

  it('does not read a technology out of an employer name', () => {
    const a = ask(o, `Is ${tech} one of ${name}'s skills?`);
    expect(a.text).toContain(`${tech} is not among`);
    expect(a.text).not.toMatch(/mentions it/);
    expect(ask(o, `Which programming languages does ${name} list?`).text).not.toContain(tech);
  });

  it('answers no to a technology the skills list leaves out, asked of an employer', () => {
    const a = ask(o, `${name} worked at ${tech} Belt Logistics, so is ${name} a ${tech} developer?`);
    expect(a.text).toMatch(
      new RegExp(`^(?:No|No, not as a listed skill): ${tech} is not among .* listed skills`),
    );
  });

  it('answers no to holding a qualification left before the end', () => {
    const phd = {
      ...entry('quell-phd', 'PhD Quellology', 'Quell University', '2015-09', '2018-06', 'I studied quells.'),
      completed: false,
    };
    const o = withEntries({ ...owner, pronouns: 'they' }, 'education', [phd]);
    for (const q of [`Did ${name} earn a PhD?`, 'Do they have a PhD?'])
      expect(ask(o, q).text).toMatch(/^No: .*PhD Quellology.*left before the end/);
  });
});

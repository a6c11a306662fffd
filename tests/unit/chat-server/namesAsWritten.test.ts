import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, projectEntry, withSkill } from './ownerCopies';

// A skill is asked for by any name it is written with: an alias in capitals that is also chat
// shorthand ("RN"), a joined name written apart ("Swift UI"); and work that uses a skill through
// another stack entry says which.

describe.each(OWNERS)('on %s', (name, owner) => {
  const first = owner.firstName;
  const native = withSkill(owner, {
    title: 'Quell Native',
    icon: 'quell',
    ariaLabel: 'Quell Native framework',
    kind: 'framework',
    aliases: ['rn'],
  });

  it('reads an alias written in capitals as the skill, and the same word in lower case as chat', () => {
    expect(ask(native, `Has ${first} used RN?`).text).toMatch(
      /^Yes(:|, it is listed).* Quell Native is among/,
    );
    expect(ask(native, `what is ${first} working on rn?`).text).not.toContain('Quell Native');
  });

  it('reads a joined name written apart, and misspelled apart, as that skill', () => {
    const kit = withSkill(owner, {
      title: 'QuellKit',
      icon: 'quell',
      ariaLabel: 'QuellKit',
      kind: 'library',
    });
    expect(ask(kit, `Does ${first} know Quell Kit?`).text).toMatch(/^Yes: QuellKit is among/);
    expect(ask(kit, `does ${first} know qeull kit?`).text).toMatch(/^Yes: QuellKit is among/);
  });

  it('says which stack entry a piece of work uses a listed skill through', () => {
    const o = {
      ...withSkill(owner, { title: 'React', icon: 'react', ariaLabel: 'React library', kind: 'library' }),
      projects: [projectEntry('quell-app', { techStack: [{ title: 'React Native', icon: 'react' }] })],
      hackathons: [],
    };
    expect(ask(o, `Has ${first} used React?`).text, name).toContain(
      '(/projects?item=quell-app) (as React Native)',
    );
  });
});

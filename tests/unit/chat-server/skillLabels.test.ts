import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withSkill } from './ownerCopies';

// "Does he do any computer vision?", "has she designed PCBs?": a listed skill whose own label says
// the topic answers it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = [
    { title: 'Quellcad', icon: 'quellcad', ariaLabel: 'Quellcad PCB design', kind: 'tool' as const },
    { title: 'Quellcv', icon: 'quellcv', ariaLabel: 'Quellcv computer vision', kind: 'library' as const },
  ].reduce(withSkill, owner);

  it.each([
    [`Has ${name} designed PCBs?`, 'Quellcad'],
    [`Does ${name} do any computer vision?`, 'Quellcv'],
  ])('answers "%s" with the skill labelled for it', (q, skill) => {
    const a = ask(o, q);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.text).toContain(`${skill} (“`);
  });

  it('does not read words for skills in general as a topic', () => {
    expect(ask(o, `what's ${name}'s main programming language?`).text).not.toContain('listed skills for it');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// Whether to hire the owner, two skills weighed, and whether the owner seeks work at all: the
// visitor's call with the facts, the skills side by side, and the owner's own word on availability.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const skills = owner.skills.flatMap((c) => c.skills).filter((s) => s.title.length > 3);

  it('leaves a hiring call to the visitor and gives the facts', () => {
    for (const q of [
      `would you recommend hiring ${name}?`,
      `ugh, just tell me whether I should hire ${name}`,
    ]) {
      const a = ask(owner, q);
      expect(a.text, q).toMatch(/your call/);
      expect(a.text, q).toContain(owner.name);
    }
  });

  it('weighs two skills compared side by side without rating them', () => {
    const [a, b] = [skills[0]!.title, skills.at(-1)!.title];
    const text = ask(owner, `compare ${name}'s ${a} and ${b} experience`).text;
    expect(text).toMatch(/doesn't rate/);
    expect(text).toContain(a);
    expect(text).toContain(b);
  });

  it('answers "open to work?" from the owner’s own word on availability', () => {
    const o = withFaq(owner, [
      {
        id: 'availability',
        questions: [`Is ${name} available for a new role?`],
        answer: "I'm open to full-time roles, remote or hybrid, and happy to start work within a month.",
      },
    ]);
    const a = ask(o, `is ${name} open to work?`);
    expect(a.kind).toBe('faq');
    expect(a.text).toContain('open to full-time roles');
  });
});

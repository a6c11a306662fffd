import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "Anything for iPhone?" asks about the owner's mobile work; "what frameworks does she use?" about
// the skills of that kind, not one piece of work's stack.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const mobile = [...owner.projects, ...owner.hackathons].filter((w) => w.kinds.includes('mobile app'));
  const frameworks = owner.skills.flatMap((c) => c.skills).filter((s) => s.kind === 'framework');

  it('reads "anything for iphone?" as a question about mobile work', () => {
    const a = ask(owner, 'anything for iphone?');
    expect(a.kind).not.toBe('off-topic');
    if (mobile.length) expect(a.items.length).toBeGreaterThan(0);
    else expect(a.text).toMatch(/^No: none of .* is listed as a mobile app/);
    for (const id of a.items) expect(mobile.map((w) => w.slug)).toContain(id);
  });

  it('answers "what frameworks does she use" with the listed frameworks', () => {
    const a = ask(owner, `what frameworks does ${name} use`);
    if (frameworks.length) expect(a.text).toMatch(new RegExp(`^${name}'s listed frameworks: `));
    for (const f of frameworks) expect(a.text).toContain(f.title);
  });
});

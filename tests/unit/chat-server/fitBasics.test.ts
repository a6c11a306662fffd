import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf } from './ownerCopies';

// "Would he suit an early-stage startup?" names no stack or field to weigh: the answer says the site
// doesn't judge fit, with what bears on any fit (the job now, the range of work), never nothing.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const now = entriesOf(owner, 'career').filter((e) => e.end === 'present');
  const work = owner.projects.length + owner.hackathons.length;

  it('answers a fit with nothing named by the facts that bear on any fit', () => {
    const a = ask(owner, `would ${name} suit an early-stage startup?`);
    expect(a.text).toContain("The site doesn't judge fit for a role.");
    expect(a.text).toContain('What the site shows that bears on it:');
    expect(a.text).toMatch(new RegExp(`Work on the site: ${owner.projects.length} projects?`));
    for (const job of now) expect(a.items).toContain(job.id);
    expect(work).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, projectEntry } from './ownerCopies';

// "Has he written any unit tests?" of an owner whose work says "automated tests for every view": a
// practice neither listed nor named is no plain no where the site says its broader word (testing).

describe.each(OWNERS)('on %s', (_, owner) => {
  it('quotes what the site says on testing instead of a no', () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-reviews', { description: 'A review site with automated tests for every view.' }),
      ],
    };
    const a = ask(o, `Has ${owner.firstName} written any unit tests?`);
    expect(a.text).not.toMatch(/^No\b/);
    expect(a.text).toContain('automated tests for every view');
    expect(a.items).toContain('quell-reviews');
  });
});

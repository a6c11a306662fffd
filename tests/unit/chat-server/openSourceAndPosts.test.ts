import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, hackathonEntry, withEntries } from './ownerCopies';

// Open source asked of the owner (a maintainer's post first), a manager asked as a post held by
// title, and the prize won at a hackathon named.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers open source with the posts in it, then the work with public code', () => {
    const o = withEntries(owner, 'career', [
      ...entriesOf(owner, 'career'),
      entry('quell-maint', 'Maintainer', 'Quelltarget (open source)', '2022-03', 'present', 'I review PRs.'),
    ]);
    const a = ask(o, `does ${first} maintain open source?`);
    expect(a.text).toMatch(/^Yes: in \w+ career, \[\*\*Maintainer\*\*\]/);
    expect(a.items[0]).toBe('quell-maint');
  });

  it('answers a manager by the titles, never by a sentence that says "manage"', () => {
    const jobs = withEntries(owner, 'career', [
      entry('quell-dev', 'Quell Developer', 'Quellcorp', '2019-01', 'present', 'I manage quell schedules.'),
    ]);
    expect(ask(jobs, `is ${first} a manager?`).text).toMatch(
      new RegExp(`^No: the site lists no work as a manager for ${first}`),
    );
    const managing = withEntries(owner, 'career', [
      entry('quell-em', 'Engineering Manager', 'Quellcorp', '2019-01', 'present', 'I lead two teams.'),
    ]);
    expect(ask(managing, `is ${first} a manager?`).text).toMatch(/^Yes: \[\*\*Engineering Manager\*\*\]/);
  });

  it('gives the prize won at the hackathon named', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-a11y', {
          event: 'Quell Accessibility Jam',
          result: 'Best use of accessibility',
          roles: ['team lead'],
        }),
      ],
    };
    const a = ask(o, `what did ${first} win at the quell accessibility jam?`);
    expect(a.text).toContain('Best use of accessibility');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, hackathonEntry, withEntries } from './ownerCopies';

// The hackathon entries with one role of the owner's, and the jobs outside a field a word names:
// both read from the copies' roles and words.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('lists only the hackathon entries with the role asked, out of how many', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-front', { roles: ['front end'] }),
        hackathonEntry('quell-back', { roles: ['team lead', 'back end'] }),
        hackathonEntry('quell-both', { roles: ['back end', 'design'] }),
      ],
    };
    const a = ask(o, `Any hackathons where ${name} did back end work?`);
    expect(a.text).toMatch(/^Back end at 2 of \w+ 3 hackathon entries:\n/);
    expect([...a.items].sort()).toEqual(['quell-back', 'quell-both']);
  });

  it('names the jobs whose words do not name a field asked by its word', () => {
    const sec = entry('quell-sec', 'Quell Engineer', 'Brindle Security', '2019-01', 'present', 'Audits.');
    const pen = entry(
      'quell-pen',
      'Quell Tester',
      'Quellworks',
      '2015-01',
      '2018-12',
      'Security tests for banks.',
    );
    const help = entry(
      'quell-help',
      'Quell Technician',
      'Marrowby',
      '2012-01',
      '2014-12',
      'I ran the helpdesk.',
    );
    const a = ask(
      withEntries(owner, 'career', [sec, pen, help]),
      `Which of ${name}'s jobs were not in security?`,
    );
    expect(a.text).toMatch(/does not name security:\n- .*Quell Technician/);
    expect(a.items).toEqual(['quell-help']);
  });
});

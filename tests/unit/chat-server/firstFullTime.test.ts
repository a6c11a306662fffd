import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "Her first full-time job" is the first job after the internships, which are said before it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withEntries(owner, 'career', [
    entry('quell-dev', 'Backend Engineer', 'Quellpay', '2018-09', 'present', 'Payments services.'),
    entry('quell-intern', 'Software Engineering Intern', 'Quellcom', '2017-06', '2017-12', 'Six months.'),
  ]);

  it('skips the internship for a full-time job, and keeps it for the first job', () => {
    const a = ask(o, `What was ${owner.firstName}'s first full-time job?`);
    expect(a.text).toMatch(
      /^\S+ first full-time job: .*Backend Engineer.*Before it: .*Software Engineering Intern/,
    );
    expect(a.items[0]).toBe('quell-dev');
    expect(ask(o, `What was ${owner.firstName}'s first job?`).items).toEqual(['quell-intern']);
  });
});

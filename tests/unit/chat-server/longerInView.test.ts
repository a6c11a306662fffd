import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, askInTurn, entry, withEntries } from './ownerCopies';

// "Which of those two was longer?" after one job, then another; "was that longer than her current
// job?" after one: the jobs in view weighed by their dates.

describe.each(OWNERS)('jobs in view weighed by length, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-past',
      'Quell Analyst',
      'Quellcorp',
      '2019-01',
      '2021-06',
      'My first job, analysing quells.',
    ),
    entry('quell-now', 'Quell Lead', 'Quellhaus', '2021-07', 'present', 'I lead the quell team.'),
  ]);

  it('reads "her current job" after another job as the job going on now', () => {
    const a = askInTurn(o, [
      `How long was ${name} at Quellcorp?`,
      `And how long has ${name} been at the current job?`,
    ]);
    expect(a.text).toContain('Quellhaus');
    expect(a.text).not.toContain('My first job');
  });

  it('weighs the job of each of the last two answers', () => {
    const a = askInTurn(o, [
      `How long was ${name} at Quellcorp?`,
      `And how long has ${name} been at the current job?`,
      'Which of those two was longer?',
    ]);
    expect(a.text).toMatch(/^Longer: \[\*\*Quell Lead\*\*\]/);
    expect(a.text).toContain('Quell Analyst');
  });

  it('says no to one job in view claimed longer than the current one', () => {
    const a = askAfter(o, `How long was ${name} at Quellcorp?`, 'Was that longer than the current job?');
    expect(a.text).toMatch(/^No\. Longer: \[\*\*Quell Lead\*\*\]/);
  });
});

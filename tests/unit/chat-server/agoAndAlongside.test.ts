import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// "How long ago was that?" and "did she do it while working?" of the one entry in view or named,
// from the copies' dates and NOW (June 2026).

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const study = entry(
    'quell-msc',
    'MSc Quell Studies',
    'Brindle University',
    '2019-09',
    '2022-06',
    'Evenings.',
  );
  const job = entry('quell-job', 'Quell Analyst', 'Marrowby', '2018-01', '2021-12', 'Reports.');
  const now = entry('quell-now', 'Quell Engineer', 'Quellworks', '2022-01', 'present', 'Models.');
  const copy = withEntries(withEntries(owner, 'education', [study]), 'career', [job, now]);

  it('says how long ago the entry in view started, or a named job ended', () => {
    const a = askAfter(copy, `When did ${name} do the MSc Quell Studies?`, 'How long ago was that?');
    expect(a.text).toMatch(/^Almost 7 years ago: the start of .*MSc Quell Studies.*, in September 2019\.$/i);
    expect(ask(copy, `How long ago did ${name} leave Marrowby?`).text).toMatch(
      /ago: the end of .*Quell Analyst.* at Marrowby, in December 2021\.$/,
    );
    expect(ask(copy, `How long ago did ${name} leave Quellworks?`).text).toMatch(/has not ended/);
  });

  it('reads "did she do it while working?" of the study in view, not of every job', () => {
    const a = askAfter(
      copy,
      `When did ${name} do the MSc Quell Studies?`,
      `Did ${name} do it while working?`,
    );
    expect(a.text).toMatch(/^Yes: beside .*MSc Quell Studies.*\n- .*Quell Analyst/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// "Where was their internship?" is the place of that job, never where the owner lives; "+what
// stack?" after one job is that job's technologies, never the work that uses them.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withEntries(owner, 'career', [
    {
      ...entry(
        'quell-intern',
        'Research Intern',
        'Quell Research',
        '2019-06',
        '2019-09',
        'A summer internship: I trained models in Python.',
      ),
      location: 'Quellview, CA, USA',
    },
    entry(
      'quell-ml',
      'ML Engineer',
      'Quell Search',
      '2022-09',
      '2024-02',
      'I built a re-ranker in PyTorch and rebuilt the data jobs in Apache Spark and SQL.',
    ),
  ]);

  it('gives the place of the job named', () => {
    for (const q of [`where was ${first}'s internship?`, 'where was the internship?']) {
      const a = ask(o, q);
      expect(a.items, q).toEqual(['quell-intern']);
      expect(a.text, q).toContain('Quellview, CA, USA');
    }
  });

  it("answers the stack of the one job in view from that job's own words", () => {
    for (const then of ['what stack?', 'what tech?', 'which tools?']) {
      const a = askAfter(o, `what did ${first} do at quell search?`, then);
      expect(a.items, then).toEqual(['quell-ml']);
      expect(a.text, then).toMatch(/names these technologies: .*PyTorch/);
    }
  });
});

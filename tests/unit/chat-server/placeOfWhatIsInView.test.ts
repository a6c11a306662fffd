import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, entry, projectEntry, withEntries } from './ownerCopies';

// "+Where?" and "+which city?" after jobs, studies or a talk are the places of those, never where
// the owner lives: the jobs and studies shown beside the owner's other words, the one job in view
// by its location, a talk by its own sentence that places it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...withEntries(owner, 'career', [
      {
        ...entry(
          'quell-teach',
          'Coding Teacher',
          'Quellschool',
          '2019-01',
          '2021-06',
          'I taught coding to adults.',
        ),
        location: 'Quellton, Zorland',
      },
      {
        ...entry(
          'quell-bank',
          'Data Analyst',
          'Quellbank',
          '2021-07',
          'present',
          'Risk reports for the bank.',
        ),
        location: 'Zorbury, Zorland',
      },
    ]),
    projects: [
      ...owner.projects,
      projectEntry('quell-talk', {
        title: 'Quelling at scale (talk)',
        kinds: ['talk'],
        description: 'A talk at QuellConf 2024. A 30-minute talk at QuellConf 2024 in Quelltown on quelling.',
      }),
    ],
  };
  const home = new RegExp(`based in ${owner.location.split(',')[0]}`);

  it('places the jobs shown beside other things, not the owner, on "+where?"', () => {
    const a = askAfter(o, `Has ${name} taught people to code?`, 'where?');
    expect(a.text).toContain('Quellton');
    expect(a.text).not.toMatch(home);
  });

  it('places the one job in view on "+which city?"', () => {
    const a = askAfter(o, `What did ${name} do at Quellbank?`, 'which city?');
    expect(a.text).toContain('Zorbury');
    expect(a.items).toEqual(['quell-bank']);
  });

  it('places a talk by its own sentence on "+which city?"', () => {
    const a = askAfter(o, 'Tell me about Quelling at scale', 'which city?');
    expect(a.text).toContain('in Quelltown');
  });
});

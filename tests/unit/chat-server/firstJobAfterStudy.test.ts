import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, withEntries } from './ownerCopies';

// "His first job after uni?": the first job begun after the degree was finished, never an
// internship taken during it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const studied = withEntries(owner, 'education', [
    entry('quell-bsc', 'BSc Quellics', 'Quell University', '2014-09', '2019-07', 'Five years.'),
  ]);
  const o = withEntries(studied, 'career', [
    entry('quell-intern', 'Quell Intern', 'Quellbots', '2018-06', '2018-12', 'A placement.'),
    entry('quell-eng', 'Quell Engineer', 'Quellcar', '2019-10', '2022-08', 'Firmware.'),
    entry('quell-lead', 'Lead Quell Engineer', 'Quellvane', '2022-09', 'present', 'A team of three.'),
  ]);

  it('gives the first job begun after the degree ended', () => {
    for (const q of [`${name}'s first job after uni?`, `what was ${name}'s first job after graduating`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/first job after .*BSc Quellics.*: \[\*\*Quell Engineer\*\*\]/);
      expect(a.items[0], q).toBe('quell-eng');
    }
  });

  it('takes the job the owner’s own words call their first of a kind', () => {
    const jobs = withEntries(owner, 'career', [
      entry(
        'quell-bi',
        'BI Developer',
        'Quellsure',
        '2013-07',
        '2018-03',
        'My first data job: SQL warehouses.',
      ),
      entry('quell-de', 'Senior Data Engineer', 'Quellpay', '2018-05', 'present', 'Streaming pipelines.'),
    ]);
    const a = ask(jobs, `what was ${name}'s first data job`);
    expect(a.items).toEqual(['quell-bi']);
    expect(a.text).toMatch(/My first data job/);
  });

  it('answers "+which is the highest?" after the studies with the highest, not the newest', () => {
    const studies = withEntries(owner, 'education', [
      {
        ...entry('quell-course', 'Quellish Course', 'Quell Talen', '2023-01', '2024-06', 'Evenings.'),
        completed: false,
      },
      entry('quell-msc', 'MSc Quellics', 'Quell University', '2016-10', '2019-09', 'Part-time.'),
      entry('quell-bsc', 'BSc Quellics', 'Quell University', '2001-02', '2003-11', 'Three years.'),
    ]);
    const a = askAfter(studies, `what degrees does ${name} have?`, 'which is the highest?');
    expect(a.items).toEqual(['quell-msc']);
  });

  it('says when each study in view was finished, asked "+when did she finish?"', () => {
    const studies = withEntries(owner, 'education', [
      entry('quell-bsc', 'BSc Quellics', 'Quell University', '2014-09', '2019-07', 'Five years.'),
      entry('quell-cert', 'Quell Certificate', 'Quell Online', '2021-09', '2022-01', 'Online.'),
    ]);
    const a = askInTurn(studies, [`what did ${name} study?`, 'where?', `when did ${name} finish?`]);
    expect(a.text).toMatch(/BSc Quellics.*: finished in July 2019/);
  });
});

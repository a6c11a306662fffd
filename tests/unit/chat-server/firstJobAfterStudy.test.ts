import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

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
});

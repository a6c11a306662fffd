import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries, withPersonal } from './ownerCopies';

// A kind of school asked of the studies, a technology's name inside another's, and years counted by
// the jobs titled for a field, a technology or an employer's name: all from the copies' entries.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const degree = entry(
    'quell-bsc',
    'BSc Quell Studies',
    'Brindle University',
    '2008-09',
    '2011-06',
    'Theory.',
  );

  describe('a bootcamp asked of the studies', () => {
    it('says no where only work names one, with the studies and that work', () => {
      const copy = withPersonal(
        withEntries(owner, 'education', [degree]),
        'On Sundays I mentor at a coding bootcamp.',
      );
      const a = ask(copy, `Did ${name} go to a coding bootcamp?`);
      expect(a.text).toMatch(/^No: the site lists no bootcamp among .*studies\..*\n- .*BSc Quell Studies/);
      expect(a.text).toMatch(/only as .* work:\n- .*mentor at a coding bootcamp/);
    });

    it('says yes of a study titled so or whose own words open by saying so', () => {
      const titled = entry(
        'quell-camp',
        'Quell Bootcamp',
        'Brindle Code',
        '2015-01',
        '2015-04',
        'Twelve weeks.',
      );
      const described = entry(
        'quell-cert',
        'Quell Certificate',
        'Brindle Code',
        '2015-01',
        '2015-04',
        'A 12-week bootcamp in Quellscript.',
      );
      for (const study of [titled, described]) {
        const a = ask(withEntries(owner, 'education', [degree, study]), `did ${name} attend a bootcamp?`);
        expect(a.text).toMatch(/^Yes:\n- /);
        expect(a.items).toEqual([study.id]);
      }
    });
  });

  it('does not read C out of Objective-C', () => {
    const ios = entry(
      'quell-ios',
      'iOS Developer',
      'Quellworks',
      '2012-01',
      '2015-12',
      'I wrote the app in Objective-C.',
    );
    const a = ask(withEntries(owner, 'career', [ios]), `What programming languages does ${name} list?`);
    expect(a.text).not.toMatch(/(?<![\w-])C \(/);
  });

  it('counts "as a Java developer" by the jobs titled with Java, the others apart', () => {
    const java = entry(
      'quell-java',
      'Java Backend Developer',
      'Quellcorp',
      '2010-01',
      '2014-12',
      'Java services.',
    );
    const mobile = entry(
      'quell-mob',
      'Mobile Developer',
      'Brindle',
      '2015-01',
      'present',
      'The Android app in Java.',
    );
    const a = ask(
      withEntries(owner, 'career', [java, mobile]),
      `How long did ${name} work as a Java developer?`,
    );
    expect(a.text).toMatch(/^\w* ?5 years in the job titled with Java:\n- .*Java Backend Developer/i);
    expect(a.text).toMatch(/Other jobs whose own words name Java:\n- .*Mobile Developer/);
  });

  it('counts a field by its titled jobs, and says the job now that is not titled for it', () => {
    const data = entry('quell-data', 'Data Analyst', 'Quellcorp', '2015-01', '2019-12', 'Reports.');
    const now = entry('quell-ml', 'Quell Engineer', 'Brindle', '2020-01', 'present', 'I train models.');
    const a = ask(
      withEntries(owner, 'career', [data, now]),
      `How many years of experience does ${name} have in data?`,
    );
    expect(a.text).toMatch(/work in data on the site starts in January 2015/);
    expect(a.text).toMatch(/Now: .*Quell Engineer.* at Brindle, not titled for data\./);
  });

  it('counts a job whose employer is named for the field', () => {
    const tools = entry(
      'quell-tools',
      'Tools Programmer',
      'Brindle Games',
      '2015-01',
      '2017-12',
      'I wrote editors.',
    );
    const gfx = entry(
      'quell-gfx',
      'Graphics Programmer',
      'Quellworks',
      '2018-01',
      'present',
      'I write shaders for our game.',
    );
    const a = ask(
      withEntries(owner, 'career', [tools, gfx]),
      `How many years of experience in game development does ${name} have?`,
    );
    expect(a.text).toMatch(/whose own words or employer's name mention game/);
    expect([...a.items].sort()).toEqual(['quell-gfx', 'quell-tools']);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, QUELLSCRIPT, withEntries, withSkill } from './ownerCopies';

// Whether a job ended by the employer's doing, and whether the owner would enjoy a skill, each from
// the copies' own sentences: a sentence that turns the claim down is never a yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const spared = entry(
    'quell-spared',
    'Quell Programmer',
    'Brindle Studio',
    '2019-01',
    '2021-12',
    'I built tools. A round of layoffs hit the studio, but I was not part of it.',
  );
  const closed = entry(
    'quell-closed',
    'Quell Developer',
    'Quellworks',
    '2016-01',
    '2018-12',
    'Quellworks shut down in 2018 and the whole team was let go.',
  );
  const quiet = entry('quell-quiet', 'Quell Analyst', 'Marrowby', '2022-01', 'present', 'I model risk.');
  const copy = withEntries(owner, 'career', [spared, closed, quiet]);

  it("says no where the job's own words say the layoffs were not the owner's", () => {
    expect(ask(copy, `Was ${name} laid off from Brindle Studio?`).text).toMatch(
      /^No, in .* own words on .*Quell Programmer.*not part of it/,
    );
  });

  it("says yes where the job's own words say the team was let go", () => {
    expect(ask(copy, `Was ${name} laid off from Quellworks?`).text).toMatch(/^Yes, in .* own words/);
  });

  it('says the site does not say so of a job whose words are silent, and lists every such sentence asked at large', () => {
    expect(ask(copy, `Was ${name} fired from Marrowby?`).text).toMatch(
      /^The site doesn't say .* was let go from/,
    );
    const any = ask(copy, `Has ${name} ever been laid off?`);
    expect(any.text).toMatch(/^Yes, in .* own words:\n/);
    expect([...any.items].sort()).toEqual(['quell-closed', 'quell-spared']);
    expect(ask(withEntries(owner, 'career', [quiet]), `Was ${name} ever fired?`).text).toMatch(
      /^No job on the site says .* was let go/,
    );
  });

  it("does not say yes to enjoying a listed skill the owner's words turn down", () => {
    const job = entry(
      'quell-job',
      'Quell Programmer',
      'Brindle',
      '2019-01',
      '2021-12',
      'I would not use Quellscript again for anything big.',
    );
    const o = withSkill(withEntries(owner, 'career', [job]), QUELLSCRIPT);
    const a = ask(o, `Would ${name} enjoy writing Quellscript all day?`);
    expect(a.text).toMatch(/^Probably not, by .* own words below\. Quellscript is among/);
    expect(ask(o, `Does ${name} know Quellscript?`).text).toMatch(/^Yes\b/);
  });
});

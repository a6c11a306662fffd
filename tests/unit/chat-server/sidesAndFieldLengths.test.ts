import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries, withPersonal } from './ownerCopies';

// Two sides named by ordinary words, weighed by the copies' job titles; a length claimed of a field,
// counted over the jobs the field names; a choice between two is never answered yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const security = entry(
    'quell-sec',
    'Quell Security Engineer',
    'Brindlecorp',
    '2019-01',
    'present',
    'I run audits.',
  );
  const backend = entry(
    'quell-back',
    'Backend Developer',
    'Quellworks',
    '2016-01',
    '2018-12',
    'I wrote services.',
  );
  const both = withEntries(owner, 'career', [security, backend]);

  it('leads with the side the title now and the longer titled jobs name', () => {
    const copy = { ...both, subtitle: 'Quell Security Lead' };
    const a = ask(copy, `Would you say ${name} is more of a security person or a backend developer?`);
    expect(a.text).toMatch(/^More security, by .*title now \(Quell Security Lead\)/);
    expect(a.text).toMatch(/\n- Security: .*Quell Security Engineer/);
    expect(a.text).toMatch(/\n- Backend: .*Backend Developer/);
  });

  it('weighs neither side where no title now names one', () => {
    const copy = { ...both, subtitle: 'Quell Consultant' };
    const a = ask(copy, `Is ${name} more security or backend?`);
    expect(a.text).toMatch(/^The site doesn't weigh security against backend; where each is said:/);
  });

  it('says where neither side word is used, and reads no organisation from a lower-case word', () => {
    const cert = entry(
      'quell-cert',
      'Quell Certified',
      'Offensive Security',
      '2018-01',
      '2018-03',
      'An exam.',
    );
    const copy = withEntries(both, 'education', [cert]);
    const a = ask(copy, `Is ${name} more offensive or defensive security?`);
    expect(a.text).toMatch(/^The site doesn't weigh offensive against defensive/);
    expect(a.items).not.toContain('quell-cert');
  });

  it('never answers a choice between two with yes', () => {
    const copy = withPersonal(both, 'I coached football for eight years before I became a developer.');
    const a = ask(copy, `Is ${name} more of a coach or a developer?`);
    expect(a.text).not.toMatch(/^(?:Yes|Partly)\b/);
  });

  describe('a length claimed of a field', () => {
    const bank = entry('quell-bank', 'Quell Analyst', 'Brindle Bank', '2020-01', 'present', 'I model risk.');
    const tester = entry(
      'quell-test',
      'Quell Tester',
      'Quellworks',
      '2010-01',
      '2015-12',
      'Penetration tests for clients: banks and shops.',
    );
    const copy = withEntries(owner, 'career', [bank, tester]);

    it('counts the jobs the employer names, and shows beside them a job that only mentions the field', () => {
      const a = ask(copy, `Has ${name} worked at a bank for more than 10 years?`);
      expect(a.text).toMatch(
        /^No: (?:about|over) 6 years in all at the jobs whose names or own words say it:\n- .*Quell Analyst/,
      );
      expect(a.text).toMatch(
        /Not counted, as work for clients in it:\n- .*Quell Tester.*Penetration tests for clients/,
      );
    });

    it('says yes where the counted jobs ran longer than claimed', () => {
      expect(ask(copy, `Has ${name} worked at a bank for more than five years?`).text).toMatch(
        /^Yes: (?:about|over) 6 years/,
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// A certificate is an education entry that is or names one; a course or degree never stands in.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const course = entry(
    'course',
    'Evening course in mobile apps',
    'Online',
    '2017-09',
    '2018-06',
    'I learned Android in the evenings.',
  );
  const cert = entry(
    'cert',
    'Certificate in Data Visualisation',
    'Tallinn Open School',
    '2020-01',
    '2020-06',
    'A short course.',
  );
  const none = withEntries(owner, 'education', [course]);
  const one = withEntries(owner, 'education', [course, cert, ...entriesOf(owner, 'education')]);

  it('says no certificate is listed rather than offering a course', () => {
    const a = ask(none, `does ${name} have any certifications?`);
    expect(a.text).toMatch(/^No: the site lists no certificate/);
    expect(ask(none, `is ${name} Google certified?`).text).not.toMatch(/^Yes/);
  });

  it('lists the certificates, and says one asked for by name is not among them', () => {
    expect(ask(one, `any certs?`).text).toContain('Certificate in Data Visualisation');
    const google = ask(one, `does ${name} have a cert, like the Google Android one?`);
    expect(google.text).toMatch(/^No\b/);
    expect(google.text).toContain('Certificate in Data Visualisation');
    expect(ask(one, `is ${name} certified in data visualisation?`).text).toMatch(
      /^Yes: .*Certificate in Data Visualisation/,
    );
  });

  it('says a certificate its own words call expired is held no more, and no study fills a gap', () => {
    const expired = entry(
      'gcp',
      'Google Cloud Professional Data Engineer',
      'Google Cloud',
      '2080-05',
      '2082-05',
      'The certification was valid for two years and expired in May 2082; I did not renew it.',
    );
    const jobs = [
      entry('bank', 'Data Engineer', 'Harbour Bank', '2078-01', '2081-03', 'Pipelines.'),
      entry('agency', 'Data Engineer', 'Civic Data Office', '2081-09', 'present', 'More pipelines.'),
    ];
    const o = withEntries(withEntries(owner, 'education', [expired]), 'career', jobs);
    for (const q of [`Is ${name} Google Cloud certified?`, `is ${name}'s google certificate still valid?`]) {
      const a = ask(o, q);
      expect(a.text).toMatch(/^Not any more: .*Google Cloud Professional Data Engineer/);
      expect(a.text).toContain('expired in May 2082');
    }
    expect(ask(o, 'any certs?').text).toContain('Google Cloud Professional Data Engineer');
    expect(ask(o, 'any certs?').text).toMatch(
      /, expired: “The certification was valid for two years and expired/,
    );
    const gap = ask(o, `is there a gap in ${name}'s employment history?`);
    expect(gap.text).toMatch(/^Yes: .*\n- April 2081 to August 2081/);
    const renewed = withEntries(o, 'education', [
      { ...expired, content: 'The certification is valid until 2099.', end: undefined },
    ]);
    expect(ask(renewed, `Is ${name} Google Cloud certified?`).text).toMatch(/^Yes: /);
  });

  it('marks a study left before the end wherever it is listed', () => {
    const left = {
      ...entry(
        'bsc',
        'BSc Physics (online)',
        'Open Campus',
        '2090-10',
        '2092-06',
        'I passed the first year.',
      ),
      completed: false,
    };
    const o = withEntries(owner, 'education', [left, ...entriesOf(owner, 'education')]);
    for (const q of [
      `what did ${name} study?`,
      `does ${name} have a masters degree?`,
      `did ${name} finish the BSc Physics?`,
    ]) {
      const line = ask(o, q)
        .text.split('\n')
        .find((l) => l.includes('BSc Physics'));
      expect(line, q).toMatch(/left before the end/);
    }
    expect(ask(o, `did ${name} finish the BSc at Open Campus?`).text).toMatch(/^No: /);
    const due = { ...left, completed: undefined, start: '2025-09', end: '2099-06', content: 'Evenings.' };
    const later = withEntries(owner, 'education', [due, ...entriesOf(owner, 'education')]);
    expect(ask(later, `did ${name} finish the BSc at Open Campus?`).text).toMatch(/^Not yet: /);
  });

  it('answers whether a certificate expires, and is still valid, from its own words', () => {
    const go = entry(
      'go-cert',
      'Programming with Google Go (certificate)',
      'Coursera',
      '2022-09',
      '2022-11',
      'Three courses on Go. It gives a certificate of completion, which does not expire.',
    );
    const ppu = entry(
      'ppu',
      'Practical-Pedagogical Education',
      'Teacher College',
      '2012-08',
      '2013-06',
      'Teaching.',
    );
    const cka = entry(
      'cka',
      'Certified Kubernetes Administrator (CKA)',
      'CNCF',
      '2025-06',
      '2025-06',
      'Valid until June 2099.',
    );
    const ccna = entry(
      'ccna',
      'Cisco Certified Network Associate (CCNA)',
      'Cisco',
      '2011-06',
      '2011-06',
      'It expired in 2014.',
    );
    const o = withEntries(owner, 'education', [ppu, go, cka, ccna]);
    const never = ask(o, `Does ${name}'s Go certificate expire?`);
    expect(never.text).toMatch(
      /^No: .*Programming with Google Go.*“It gives a certificate of completion, which does not expire\.”/,
    );
    expect(never.text).not.toContain('Pedagogical');
    expect(ask(o, 'is the CKA still valid?').text).toMatch(/^Yes: .*CKA.*Valid until June 2099/);
    expect(ask(o, 'is the CCNA current?').text).toMatch(/^Not any more: .*CCNA.*It expired in 2014/);
    expect(ask(o, 'does the CCNA expire?').text).toMatch(/^Yes, and it has expired: .*CCNA/);
    const bare = withEntries(owner, 'education', [{ ...cka, content: 'I passed it first time.' }]);
    expect(ask(bare, 'does the CKA expire?').text).toMatch(/^The site doesn't say whether it expires: .*CKA/);
  });

  it('says no to a certificate only planned, though another names the same skill', () => {
    const core = entry(
      'quellcore',
      'Quellbridge Core Accessibility Certification',
      'Quellbridge Institute',
      '2022-06',
      '2022-06',
      'I passed the core exam. Next on my list is the Quellbridge Specialist (QBS) exam, which I plan to sit later.',
    );
    const o = withEntries(owner, 'education', [core, ...entriesOf(owner, 'education')]);
    for (const q of [
      `Is ${name} a certified Quellbridge Specialist (QBS)?`,
      `is ${name} certified in QBS?`,
    ]) {
      const a = ask(o, q);
      expect(a.text).toMatch(/^No: the site lists no such certificate/);
      expect(a.text).toContain('“Next on my list is the Quellbridge Specialist (QBS) exam');
    }
    expect(ask(o, `is ${name} certified by Quellbridge?`).text).toMatch(/^Yes: .*Quellbridge Core/);
  });

  it('names a certificate a job says was earned, and not one it says was never taken', () => {
    const job = (content: string) =>
      withEntries(none, 'career', [
        entry('quelljob', 'Android Developer', 'Quellpulsar Mobile', '2078-03', '2080-02', content),
        ...entriesOf(owner, 'career'),
      ]);
    const earned = job(
      'I built apps. In 2079 I passed the Quellcloud Associate Developer certification exam.',
    );
    for (const q of [`does ${name} have any certifications?`, `is ${name} Quellcloud certified?`]) {
      const a = ask(earned, q);
      expect(a.text).toMatch(/^Yes, in .* own words/);
      expect(a.text).toContain('“In 2079 I passed the Quellcloud Associate Developer certification exam.”');
    }
    const never = job('I built apps. I never sat the Quellcloud certification exam.');
    expect(ask(never, `does ${name} have any certifications?`).text).toMatch(
      /^No: the site lists no certificate/,
    );
  });

  it('answers each certificate of "X or Y?" on its own', () => {
    const held = entry(
      'quellcert',
      'Quellcloud Certified Architect',
      'Quellcloud',
      '2024-05',
      '2024-05',
      'Valid until May 2099.',
    );
    const o = withEntries(owner, 'education', [held, ...entriesOf(owner, 'education')]);
    const a = ask(o, `Does ${name} have a QKA or any Quellcloud certification?`);
    expect(a.text).toMatch(/^Yes: .*Quellcloud Certified Architect.* The site lists no QKA certificate\.$/);
  });
});

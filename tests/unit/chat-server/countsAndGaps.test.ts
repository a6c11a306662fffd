import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries, withFaq, withPersonal } from './ownerCopies';

// Counts and lengths claimed in plain numbers, employers by the rest of a "Studio …" name, a title in
// casual words, the job in view when leaving is asked, and what the owner did in a gap in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry('brume', 'Senior Quell Engineer', 'Studio Quellbrume', '2023-02', 'present', 'I lead quell work.'),
    entry(
      'solo',
      'Freelance Quell Developer',
      'Self-employed',
      '2022-06',
      '2023-01',
      'I enjoyed the variety but missed working on a team, so I took the job at Quellbrume.',
    ),
    entry(
      'kuura',
      'Quell Programmer',
      'Quellkuura Games',
      '2018-11',
      '2022-05',
      'I built quell engines. I left because I wanted to try freelancing.',
    ),
    entry('piccolo', 'Sound Engineer', 'Quellpiccolo', '2011-06', '2013-08', 'I mixed albums.'),
  ];
  const o = withEntries(owner, 'career', jobs);

  it('weighs a plain count of employers or jobs claimed against the jobs listed', () => {
    expect(ask(o, `Is it true ${name} worked at 7 different companies?`).text).toMatch(/^No: 4 employers/);
    expect(ask(o, `${name} has four jobs listed on the site, right?`).text).toMatch(/^Yes: 4 jobs/);
    expect(ask(o, `Has ${name} worked at big companies?`).text).not.toMatch(/^(?:Yes|No): \d/);
    expect(ask(o, `Was ${name} ever working two jobs at the same time?`).text).not.toMatch(/^No: \d jobs/);
    // "Those two jobs" points at jobs in view; it claims no count.
    const those = askAfter(
      o,
      `Which of ${name}'s jobs were at Quell companies?`,
      'Did those two jobs overlap?',
    );
    expect(those.text).not.toMatch(/^(?:Yes|No): \d+ jobs/);
  });

  it('weighs "for five years" at an employer named by the rest of its "Studio" name', () => {
    const a = ask(o, `${name} has been at Quellbrume for five years, correct?`);
    expect(a.text).toMatch(
      /^No: \[\*\*Senior Quell Engineer\*\*\].* at Studio Quellbrume .*: (?:over|almost|about) 3 years/,
    );
    expect(a.items).toEqual(['brume']);
  });

  it('reads "a sound guy" as the job titled Sound Engineer, and names no employer for self-employed', () => {
    expect(ask(o, `was ${name} a sound guy?`).text).toMatch(/^Yes: .*\[\*\*Sound Engineer\*\*\]/);
    const list = ask(o, `Where has ${name} worked?`).text;
    expect(list).toContain('[**Freelance Quell Developer**](/?item=career), self-employed (');
    expect(list).not.toContain('at Self-employed');
  });

  it('answers why the owner left the job in view, not one its words mention', () => {
    const a = askAfter(o, `How long did ${name} work at Quellkuura Games?`, 'Why did they leave that one?');
    expect(a.text).toContain('I left because I wanted to try freelancing.');
    expect(a.items[0]).toBe('kuura');
    expect(ask(o, `Why did ${name} leave the freelance job?`).text).toContain(
      'missed working on a team, so I took the job at Quellbrume.',
    );
  });

  it('counts every job for work experience claimed overall, not only the software career', () => {
    const mixed = withEntries(owner, 'career', [
      entry('dev', 'Quell Developer', 'Quellsoft', '2019-01', '2023-12', 'I build quells.'),
      {
        ...entry('plan', 'Quell Planner', 'Quellport', '2009-01', '2018-12', 'I planned ships.'),
        field: 'other',
      },
    ]);
    const a = ask(mixed, `${name} has about 15 years of work experience overall, right?`);
    expect(a.text).toMatch(/^Yes: in all, \w+ jobs on the site cover (?:about|almost|over) 15 years/);
  });

  it('files a mobile title under neither side when asked frontend or backend', () => {
    const mobile = { ...owner, subtitle: 'Freelance iOS & Android Developer' };
    const a = ask(mobile, `Is ${name} more frontend or backend?`);
    expect(a.text).toContain('mobile work, which the site does not file under either side');
    expect(a.text).toMatch(/^- Mobile: /m);
  });

  it("answers why the owner switched careers with the owner's words on the switch, not a topic word's", () => {
    const switched = 'I spent ten years shoeing quellhorses before switching to code.';
    const o = withPersonal(withFaq(owner, []), switched);
    const a = ask(o, `Why did ${name} switch from shoeing quellhorses to coding?`);
    expect(a.text).toMatch(/^The site doesn't give a reason in so many words\./);
    expect(a.text).toContain(switched);
  });

  it("says no to always having lived in the owner's city where the owner's words say they moved", () => {
    const city = owner.location.split(',')[0]!;
    const grew = `I grew up in Quellport and moved to ${city} in 2021.`;
    const a = ask(withPersonal(withFaq(owner, []), grew), `Has ${name} always lived in ${city}?`);
    expect(a.text).toMatch(/^No: /);
    expect(a.text).toContain(grew);
  });

  it('answers where the owner lived before from their own words, else says the site names no other home', () => {
    const city = owner.location.split(',')[0]!;
    const lived = `I grew up in Quellport and lived in Quellham until I moved to ${city} in 2021.`;
    const before = `Where did ${name} live before ${city}?`;
    expect(ask(withPersonal(withFaq(owner, []), lived), before).text).toContain(lived);
    const plain = withEntries(withFaq(owner, []), 'personal', [
      { ...entriesOf(owner, 'personal')[0]!, content: 'I write software.' },
    ]);
    expect(ask(plain, before).text).toMatch(/The site names no earlier home for /);
  });

  it('quotes what the owner did in the gap in view, dated in any entry', () => {
    const travelled = 'From November 2017 to October 2018 I travelled through Quellland with a backpack.';
    // No study of the owner's fills the time between the two jobs.
    const gapped = withPersonal(
      withEntries(withEntries(owner, 'education', []), 'career', [
        jobs[2]!,
        entry('qa', 'Quell Tester', 'Quellcastor', '2015-05', '2017-10', 'I tested quells.'),
      ]),
      travelled,
    );
    const a = askAfter(
      gapped,
      `Are there any gaps in ${name}'s career?`,
      `What was ${name} doing during that time?`,
    );
    expect(a.text).toMatch(/^Between \[\*\*Quell Tester\*\*\]/);
    expect(a.text).toContain(travelled);
  });

  it('counts every engineer, developer and programmer title as years as a software engineer', () => {
    const builders = withEntries(owner, 'career', jobs.slice(0, 3));
    const a = ask(builders, `How many years of experience does ${name} have as a software engineer?`);
    expect(a.text).toMatch(/starts in November 2018 .*Quell Programmer.*: over 7 years, across 3 roles/);
    expect(a.text).not.toMatch(/not counting/);
  });

  it('counts the years of a field that ended, after an internship in it, up to its last job', () => {
    const o = withEntries(owner, 'career', [
      entry('q-web', 'Quellweb Developer', 'Quellroute', '2019-09', 'present', 'I build web apps.'),
      entry('q-fw', 'Quellware Engineer', 'Quellvelo', '2015-09', '2019-08', 'I wrote motor control.'),
      entry('q-int', 'Quellware Intern', 'Quellmed', '2015-02', '2015-07', 'I wrote drivers.'),
    ]);
    const a = ask(o, `How many years of quellware experience does ${name} have?`);
    expect(a.text).toMatch(/: almost 4 years from September 2015 to August 2019 .*6-month internship/);
    expect(a.text).toMatch(/Now: .*Quellweb Developer.*, not titled for quellware\./);
  });

  it('answers whether the job in view came after the owner graduated, by both dates', () => {
    const studied = withEntries(
      withEntries(owner, 'career', [
        entry('q-dev', 'Quell Developer', 'Quellroute', '2016-01', 'present', 'I build quell apps.'),
        entry('q-cafe', 'Barista', 'Quellcafe', '2012-09', '2014-08', 'Weekend shifts at university.'),
      ]),
      'education',
      [entry('q-bsc', 'BSc Quellistics', 'Quell University', '2011-09', '2015-07', 'I studied quell.')],
    );
    const cafe = askAfter(studied, `What did ${name} do at Quellcafe?`, 'Was that after they graduated?');
    expect(cafe.text).toMatch(/^No: .*Barista.* was while \w+ (?:was|were) studying for .*BSc Quellistics/);
    const dev = askAfter(studied, `What does ${name} do at Quellroute?`, 'Was that after they graduated?');
    expect(dev.text).toMatch(/^Yes: .*Quell Developer.* began after \S+ finished .*BSc Quellistics/);
  });
});

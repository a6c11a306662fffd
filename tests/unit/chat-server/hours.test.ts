import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries } from './ownerCopies';

// Whether a job was full-time or part-time, from its own title and words only.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry(
      'intern',
      'Developer Intern',
      'Quillfeather Labs',
      '2015-01',
      '2015-06',
      'A six-month internship on the web team.',
    ),
    entry('main', 'Developer', 'Brackenridge Systems', '2015-07', '2019-12', 'I built the billing service.'),
    entry(
      'side',
      'Freelance Developer',
      'Self-employed',
      '2018-01',
      '2019-12',
      'Part-time freelance work in the evenings, alongside my full-time job at Brackenridge Systems.',
    ),
    entry(
      'now',
      'Tutor',
      'Moorgate College',
      '2020-01',
      'present',
      'It is a part-time job, six hours a week.',
    ),
  ];
  const o = withEntries(owner, 'career', [...jobs, ...entriesOf(owner, 'career')]);

  it('says an internship was one, without guessing its hours', () => {
    const a = ask(o, `was ${name} full time at Quillfeather Labs?`);
    expect(a.text).toMatch(/was an internship; the site doesn't say whether it was full-time/);
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('answers from a part-time job its own words, not from another job that names the hours', () => {
    expect(ask(o, `is ${name} part-time at Moorgate College?`).text).toMatch(/^Yes: .*Tutor.* is part-time/);
    expect(ask(o, `was ${name} full-time at Moorgate College?`).text).toMatch(/^No: /);
    const main = ask(o, `was the Brackenridge Systems job part-time?`);
    expect(main.text).toMatch(/^The site doesn't say whether .*Developer.* was full-time or part-time/);
    expect(main.text).not.toContain('evenings');
  });

  it('answers "still teaching?" with a teaching job, and its hours after it', () => {
    const teach = entry(
      'evening',
      'Part-time Evening Instructor',
      'Oslo Vocational School',
      '2022-08',
      'present',
      'One evening a week I teach a data course. It is a part-time job alongside my main one.',
    );
    const t = withEntries(o, 'career', [teach, ...entriesOf(owner, 'career')]);
    const now = ask(t, `Is ${name} still teaching somewhere?`);
    expect(now.text).toMatch(/^Yes: .*Part-time Evening Instructor/);
    const hoursThen = askAfter(t, `Is ${name} still teaching somewhere?`, 'is that a full-time job?');
    expect(hoursThen.text).toMatch(/^No: .*Instructor.* is part-time/);
  });

  it('answers the hours of a study named or in view from its own words', () => {
    const study = {
      ...entry(
        'msc',
        'MSc in Statistics',
        'Lakeside University',
        '2015-08',
        '2018-06',
        "I did my master's part-time while working full-time, so it took three years.",
      ),
      role: 'MSc in Statistics',
    };
    const s = withEntries(o, 'education', [study]);
    expect(ask(s, `Was ${name}'s MSc in Statistics full-time?`).text).toMatch(
      /^No: .*MSc in Statistics.* part-time/,
    );
    const after = askAfter(s, `When did ${name} do the MSc in Statistics?`, 'was it full-time?');
    expect(after.text).toMatch(/^No: .*part-time/);
  });

  it('says a job that changed its hours was both, and answers "both" of two jobs in view', () => {
    const changed = entry(
      'changed',
      'Data Engineer',
      'Fjordline Energy',
      '2019-10',
      '2019-12',
      'I started as a part-time contractor, two days a week, while I worked out my notice at Brackenridge Systems, and went full-time in December.',
    );
    const c = withEntries(owner, 'career', [jobs[1]!, changed]);
    const a = askAfter(
      c,
      `Did ${name} work at Brackenridge Systems and Fjordline Energy at the same time?`,
      `was ${name} full-time in both?`,
    );
    expect(a.text).toMatch(/Partly: .*Data Engineer.* part-time for a while and full-time for a while/);
    expect(a.text).toMatch(/doesn't say whether .*Developer.* Brackenridge/);
    const that = askAfter(
      c,
      `Did ${name} work at Brackenridge Systems and Fjordline Energy at the same time?`,
      'was that full-time?',
    );
    expect(that.text).toMatch(/Partly: .*Data Engineer/);
    expect(that.text).not.toMatch(/^Yes/);
    const stayed = entry(
      'stayed',
      'Engineer',
      'Fjordline Energy',
      '2019-01',
      '2019-12',
      'For the last three months I stayed on part-time to hand over.',
    );
    const p = ask(withEntries(owner, 'career', [stayed]), `Was ${name} full-time at Fjordline Energy?`);
    expect(p.text).toMatch(/^Partly: /);
    const lecturer = entry(
      'lect',
      'Lecturer (part-time)',
      'Domstad College',
      '2019-01',
      'present',
      'I do this alongside my full-time job.',
    );
    const l = ask(withEntries(owner, 'career', [lecturer]), `Is ${name} a full-time lecturer?`);
    expect(l.text).toMatch(/^No: .*Lecturer.* is part-time/);
  });
});

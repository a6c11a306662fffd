import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries } from './ownerCopies';

// Employers counted as a visitor counts them (a takeover carries a job on), hackathon wins of teams
// the owner only mentored, teammates and sides at hackathons, and what a piece of work's own words
// say of its language and platforms, on every owner: expectations come from the copies' own content.

type Project = Owner['projects'][number];
type Hackathon = Owner['hackathons'][number];

const TAKEOVER = 'In June 2022 Quellmoor Automation acquired Quellbyte Robotics. Same team, same desk.';

function withTakeover(owner: Owner, said = TAKEOVER): Owner {
  return withEntries(owner, 'career', [
    entry('acquirer', 'Staff Engineer', 'Quellmoor Automation', '2022-06', 'present', said),
    entry('robotics', 'Firmware Engineer', 'Quellbyte Robotics', '2019-01', '2022-05', 'Motor control.'),
    entry('contract', 'Firmware Contractor', 'Quellkest Sensors', '2016-03', '2016-12', 'Sensor drivers.'),
    entry('teacher', 'Chemistry Teacher', 'Quellpark School', '2010-09', '2016-07', 'Six years of lessons.'),
  ]);
}

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [p1, ...others] = owner.projects;

  it('counts employers with a job its employer took over as one, and jobs since one ended', () => {
    const o = withTakeover(owner);
    const all = ask(o, `how many employers has ${name} had?`);
    expect(all.text).toMatch(/^3 employers \(4 jobs\), newest first:/);
    expect(all.text).toContain('Quellbyte Robotics, then Quellmoor Automation');
    const since = ask(o, `how many employers has ${name} had since leaving teaching?`);
    expect(since.text).toMatch(/^2 employers \(3 jobs\) since Chemistry Teacher at Quellpark School ended/);
    expect(since.text).toContain('Quellkest Sensors');
    expect(ask(o, `how many jobs has ${name} had since 2017?`).text).toMatch(/^2 jobs since 2017/);
  });

  it('answers how long at the current company and the longest stay across a takeover', () => {
    const o = withTakeover(owner);
    expect(ask(o, `how long has ${name} been at the current company?`).text).toMatch(
      /^Over 7 years in all with one employer \(Quellbyte Robotics, then Quellmoor Automation\), in 2 posts:/,
    );
    expect(ask(o, `what is ${name}'s longest job?`).text).toMatch(
      /^Longest: Quellbyte Robotics, then Quellmoor Automation: /,
    );
    const after = askAfter(
      o,
      `how many employers has ${name} had?`,
      'which of those did she stay at the longest?',
    );
    expect(after.text).toMatch(/^Longest: Quellbyte Robotics, then Quellmoor Automation: /);
    // Without words saying so, a new employer is a new job.
    const apart = withTakeover(owner, 'Robots again.');
    expect(ask(apart, `what is ${name}'s longest job?`).text).toMatch(/^Longest: .*Chemistry Teacher/);
  });

  it('does not count a win of a team the owner only mentored', () => {
    const mentored = hackathonEntry('quell-mentees', {
      roles: ['mentor'],
      kinds: ['hardware'],
      techStack: [],
      team: 'Quell Mentees',
      title: 'Quell Buggy',
      event: 'Quell Makers Hack 2071',
      date: '2024-06',
      result: 'Best Hardware Hack (won by the student team I mentored)',
      description: { app: 'A buggy.', role: 'I mentored a student team.' },
    });
    const o = { ...owner, hackathons: [...owner.hackathons, mentored] };
    const did = ask(o, `did ${name} win the Quell Makers Hack 2071?`);
    expect(did.text).toMatch(/^No: \S+ did not compete at Quell Makers Hack 2071: \S+ role was mentor\./);
    expect(did.text).toContain('Best Hardware Hack');
    const many = ask(o, `how many hackathons has ${name} won?`).text;
    expect(many.indexOf('did not compete at Quell Makers Hack 2071')).toBeGreaterThanOrEqual(0);
    expect(many.indexOf('did not compete at Quell Makers Hack 2071')).toBeLessThan(
      many.indexOf('Quell Mentees'),
    );
  });

  it('says what a piece of work is written in by its own words, and no to another language of its stack', () => {
    if (!p1) return;
    const tern: Project = {
      ...p1,
      slug: 'quelltern',
      title: 'Quelltern',
      description:
        'It is written in Rust; the only Zig in it is a vendored parser it calls through bindings.',
      techStack: [
        { title: 'Rust', icon: 'rust' },
        { title: 'Zig', icon: 'zig' },
      ],
    };
    const o = { ...owner, projects: [tern, ...others] };
    expect(ask(o, `did ${name} write Quelltern in Zig?`).text).toMatch(
      /^No: .*Quelltern.* is written in Rust\. Of Zig, its own words say: “It is written in Rust; the only Zig/,
    );
    expect(ask(o, 'what language is Quelltern written in?').text).toMatch(
      /Quelltern.* is written in Rust, in its own words; it is built with Rust and Zig\./,
    );
  });

  it("says no to a platform the work's own words keep it off, and yes with the store link", () => {
    if (!p1) return;
    const description = `${p1.description} It is on the App Store only; there is no Android version.`;
    const app: Project = { ...p1, description, live: 'https://apps.apple.com/app/quell/id1' };
    const o = { ...owner, projects: [app, ...others] };
    expect(ask(o, `is ${p1.title} on Android too?`).text).toMatch(
      /^No: .*in its own words: “.*no Android version\.”/,
    );
    expect(ask(o, `is ${p1.title} on iOS?`).text).toMatch(/^Yes: .*apps\.apple\.com/);
  });

  it('names teammates the entry\'s own words name, and answers "who was on her team?" of the entry in view', () => {
    const team = hackathonEntry('quell-club', {
      roles: ['ios developer'],
      kinds: ['mobile app'],
      techStack: [],
      team: 'Quell Club',
      title: 'Quell Ledger',
      event: 'Quell Fintech Hack 2071',
      date: '2024-03',
      description: {
        app: 'A ledger.',
        role: 'I built the app. My teammates were Quella Tavares and Mei Quell.',
      },
    });
    const solo: Hackathon = {
      ...team,
      roles: ['solo developer'],
      slug: 'quell-solo',
      team: 'Quell Solo',
      title: 'Quell Soup',
      event: 'Quell Porto Hack 2070',
      description: { app: 'Soup.', role: 'I entered alone.' },
    };
    const o = { ...owner, hackathons: [...owner.hackathons, team, solo] };
    expect(ask(o, `who did ${name} work with at Quell Fintech Hack 2071?`).text).toContain(
      '“My teammates were Quella Tavares and Mei Quell.”',
    );
    const after = askAfter(o, 'tell me about the Quell Porto Hack 2070', `who was on ${name}'s team?`);
    expect(after.text).toMatch(/^No one: \S+ entered it solo\./);
  });

  it('weighs two sides at hackathons by the roles of each entry', () => {
    const entry = (slug: string, roles: string[]) => hackathonEntry(slug, { roles });
    const hackathons = [
      entry('quella', ['front end']),
      entry('quellb', ['front-end lead', 'design']),
      entry('quellc', ['back end']),
      entry('quelld', ['full stack']),
    ];
    const a = ask(
      { ...owner, hackathons },
      `has ${name} done more front-end or back-end work at hackathons?`,
    );
    expect(a.text).toMatch(
      /^More front-end at hackathons, by \S+ roles: 2 front-end-only entries against 1 back-end-only\./,
    );
    expect(a.text).toMatch(/- Both: .*quelld/);
  });

  it('answers "still available on Google Play?" of a work from its words, not the availability faq', () => {
    if (!p1) return;
    const description = `${p1.description} We removed it from Google Play in March 2025.`;
    const faq = [
      { id: 'availability', questions: [`Is ${name} available for work?`], answer: 'Open to offers.' },
    ];
    const o = { ...owner, faq, projects: [{ ...p1, description }, ...others] };
    const a = ask(o, `is ${p1.title} still available on Google Play?`);
    expect(a.text).toMatch(/^No: .*in its own words: “.*We removed it from Google Play in March 2025\.”/);
    expect(a.text).not.toContain('Open to offers.');
  });

  it('weighs two sides no area tells apart by the job titles naming each', () => {
    const o = withEntries(owner, 'career', [
      entry('qa', 'Quellix Developer', 'Quell One', '2018-01', '2020-01', 'Apps.'),
      entry('qb', 'Senior Quellix Developer', 'Quell Two', '2020-02', 'present', 'More apps.'),
    ]);
    expect(ask(o, `is ${name} more of a Quellix or a Zorblat developer?`).text).toMatch(
      /^More Quellix, by \S+ job titles: 2 jobs are titled Quellix \(.*\), none Zorblat\./,
    );
    // "Native" is a kind of work no title need name: no title's silence weighs it.
    expect(ask(o, `is ${name} more of a Quellix developer or a native developer?`).text).not.toMatch(
      /none native/,
    );
  });

  it('says no to a change of employer for a title a job says came within it', () => {
    const job = entry(
      'within',
      'Quell Developer (titled Quell Lead from 2023)',
      'Quell Service',
      '2021-01',
      '2023-12',
      'I built front ends. In January 2023 my title changed to Quell Lead: the job itself stayed the same.',
    );
    const o = withEntries(owner, 'career', [job]);
    expect(ask(o, `did ${name} change employer when she became Quell Lead?`).text).toMatch(
      /^No: the title came within one job, .*Quell Service.*“In January 2023 my title changed to Quell Lead/,
    );
  });
});

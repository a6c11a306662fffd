import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, projectEntry, withEntries } from './ownerCopies';

// A field named by the job of it ("a pharmacy" of a Pharmacist), a break listed right after a job as
// why it ended, the sides of "straight from … to …" among several jobs of one field or employer, a
// game's genre as a game, a project made with a relative, and "anything in X?" asked of all the work.

const other = (e: Entry): Entry => ({ ...e, field: 'other' });

describe.each(OWNERS)('fields, breaks and the sides of a gap, on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = withEntries(owner, 'career', [
    other(
      entry('quell-nurse', 'Staff Nurse', 'Quellhospital', '2014-09', '2017-12', 'Night shifts on a ward.'),
    ),
    other(entry('quell-charge', 'Charge Nurse', 'Quellpark', '2018-01', '2019-09', 'I ran the ward.')),
    other(entry('quell-pharm', 'Pharmacist', 'Quellhealth', '2011-08', '2013-10', 'I ran the dispensary.')),
    other(
      entry(
        'quell-break',
        'Career break (carer)',
        '',
        '2013-11',
        '2014-08',
        'I took time out to care for my father. Then I went back to work.',
      ),
    ),
    entry('quell-help', 'Helpdesk Analyst', 'Quelldesk', '2020-04', '2021-10', 'Tickets and laptops.'),
    entry('quell-qa', 'QA Tester', 'Quellcorp', '2021-11', '2022-06', 'I tested builds.'),
    entry('quell-dev', 'Gameplay Programmer', 'Quellcorp', '2022-07', '2023-09', 'I wrote gameplay code.'),
    entry('quell-pay', 'Backend Engineer', 'Quellpay', '2024-03', 'present', 'I joined Quellpay, a fintech.'),
  ]);
  const o = {
    ...withEntries(jobs, 'education', [
      other(entry('quell-bsc', 'BSc Nursing', 'Quelluni', '2010-09', '2014-06', 'Three years.')),
    ]),
    projects: [
      projectEntry('quelldepths', {
        title: 'Quelldepths',
        summary: 'A turn-based dungeon crawl.',
        kinds: ['roguelike'],
      }),
      projectEntry('quellfall', {
        title: 'Quellfall',
        summary: 'A falling-blocks puzzle.',
        description: 'Quellfall is a puzzle I made with my younger brother Jonas.',
      }),
      projectEntry('quellquiz', {
        title: 'Quellquiz',
        summary: 'A phishing quiz.',
        techStack: [{ title: 'Python', icon: 'python' }],
      }),
    ],
    hackathons: [],
  } as Owner;

  it('reads a field as the job titled by the one who works in it', () => {
    const a = ask(o, `Did ${name} ever work in a pharmacy?`);
    expect(a.text).toMatch(/^Yes, by the name on the site:\n- .*Pharmacist.* at Quellhealth/);
    expect(askAfter(o, `Did ${name} ever work in a pharmacy?`, 'Why did they leave?').text).toContain(
      'I took time out to care for my father.',
    );
  });

  it('measures "straight from" a field or an employer from its last job, to its first', () => {
    const nursing = ask(o, `Did ${name} go straight from nursing to the helpdesk job?`);
    expect(nursing.text).toMatch(
      /^No\. Between .*Charge Nurse.* \(to September 2019\) and .*Helpdesk Analyst.*: 6 months/,
    );
    const employer = ask(o, `Did ${name} go straight from Quellcorp to the fintech?`);
    expect(employer.text).toMatch(
      /^No\. Between .*Gameplay Programmer.* \(to September 2023\) and .*Backend Engineer/,
    );
  });

  it('counts a game genre given as a kind among the games', () => {
    expect(ask(o, `Has ${name} made any games?`).items).toContain('quelldepths');
  });

  it('quotes a project made with a relative when asked if it was made alone', () => {
    const a = ask(o, `Did ${name} make Quellfall alone?`);
    expect(a.text).toMatch(
      /^No, in .* own words: “Quellfall is a puzzle I made with my younger brother Jonas\.”/,
    );
  });

  it('answers "anything in X?" from all the work, not the one in view', () => {
    const a = askAfter(o, 'Tell me about Quellquiz.', `Has ${name} written anything in Quellscript?`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.items).not.toContain('quellquiz');
  });
});

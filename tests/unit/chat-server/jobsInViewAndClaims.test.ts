import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, projectEntry, withEntries } from './ownerCopies';

// Jobs described by their own words and followed up on (since when, which of two was longer), the
// time between two entries asked as "straight from … to …", a start claimed for the software career,
// a field weighed against software, and follow-ups that list, describe or name the work in view.

const other = (e: Entry): Entry => ({ ...e, field: 'other' });

describe.each(OWNERS)('jobs in view and claims of time, on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = withEntries(owner, 'career', [
    other(
      entry(
        'quell-venue',
        'Live Sound Engineer',
        'Quellhaus',
        '2012-02',
        '2018-04',
        'Front-of-house engineer at a concert venue. I looked after the PA and mixed bands.',
      ),
    ),
    entry(
      'quell-ticket',
      'Backend Quell Developer',
      'Quellbox',
      '2019-11',
      '2023-03',
      'I built the scanning services for a ticketing company.',
    ),
    entry(
      'quell-now',
      'Quell Platform Engineer',
      'Quellmedia',
      '2023-06',
      'present',
      'I run the quell platform.',
    ),
  ]);
  const o = {
    ...withEntries(jobs, 'education', [
      other(
        entry('quell-audio', 'Diploma in Audio Engineering', 'Quellschool', '2009-08', '2011-06', 'Mixing.'),
      ),
      entry(
        'quell-camp',
        'Backend Quell Course',
        'Quellcode Bootcamp',
        '2019-03',
        '2019-06',
        'Twelve weeks.',
      ),
    ]),
    projects: [
      {
        ...projectEntry('quellsaw', { title: 'Quellsaw', summary: 'A tiny synth for the browser.' }),
        live: 'https://quellsaw.example',
      },
      projectEntry('quellchat', { title: 'Quellchat', year: 2021, summary: 'A chat server.' }),
      projectEntry('quellform', {
        title: 'Quellform',
        summary: 'A Terraform module for AWS.',
        techStack: [
          { title: 'Terraform', icon: 'terraform' },
          { title: 'AWS', icon: 'amazonaws' },
        ],
        kinds: ['library'],
      }),
    ],
    hackathons: [],
  } as Owner;

  it('says no to "straight from" one entry to another with months between, and what the site says of them', () => {
    const a = ask(o, `Did ${name} go straight from the venue job to the bootcamp?`);
    expect(a.text).toMatch(
      /^No\. Between .*Live Sound Engineer.* \(to April 2018\) and .*Backend Quell Course.* \(from March 2019\): 10 months/,
    );
    // "Looked after the PA" is no word on what came after the job.
    expect(a.text).not.toContain('looked after');
  });

  it('answers the job at a place its own words describe, and follow-ups on it', () => {
    const job = ask(o, `Tell me about ${name}'s job at the ticketing company.`);
    expect(job.items).toEqual(['quell-ticket']);
    const first = `Tell me about ${name}'s job at the ticketing company.`;
    expect(askAfter(o, first, 'Were they there since 2018?').text).toMatch(/^No: only from November 2019\./);
    expect(askAfter(o, first, 'Were they there since 2020?').text).toMatch(
      /^Yes, and longer: from November 2019\./,
    );
    const compared = askInTurn(o, [first, 'Compare that job with their current one.']);
    expect(compared.text).toMatch(
      /^Side by side \(newest first\):\n- .*Quell Platform Engineer.*\n- .*Backend Quell/,
    );
    const longer = askInTurn(o, [
      first,
      'Compare that job with their current one. Which projects fit a platform team?',
      'Which of the two was longer?',
    ]);
    expect(longer.text).toMatch(/^Longer: .*Backend Quell Developer/);
  });

  it('weighs a start claimed of the job in view, however the place is called', () => {
    const a = askAfter(o, `What does ${name} do now?`, `They've been at the broadcaster since 2021, right?`);
    expect(a.text).toMatch(/^No: only since June 2023\. .*Quell Platform Engineer/);
  });

  it('weighs a start claimed for the software career against its first software job', () => {
    expect(ask(o, `Has ${name} been programming professionally since 2019?`).text).toMatch(
      new RegExp(`^Yes: ${name}'s software career on the site starts in November 2019`),
    );
    const no = ask(o, `Is it true ${name} has worked in tech since 2015?`);
    expect(no.text).toMatch(
      /^No: .* starts in November 2019 .*, not 2015\. Before that: .*Live Sound Engineer/,
    );
  });

  it('weighs a field of several jobs and studies against the time in software', () => {
    const a = ask(o, `Has ${name} spent more time in audio than in software?`);
    expect(a.text).toMatch(
      /^Yes\. Longer: the time in .*Diploma in Audio Engineering.* and .*Live Sound Engineer/,
    );
    expect(a.text).toContain('- In all: about 8 years');
  });

  it('lists every item of a count when asked which ones', () => {
    const a = askAfter(o, `How many jobs has ${name} had?`, 'Which ones?');
    expect(a.text).toMatch(/^They are:\n- /);
    expect([...a.items].sort()).toEqual(['quell-now', 'quell-ticket', 'quell-venue']);
  });

  it('says no work is so described rather than repeating the one in view', () => {
    const a = askAfter(o, 'Tell me about Quellchat.', 'What about the star wars one?');
    expect(a.text).toMatch(
      new RegExp(`^The site describes none of ${name}'s projects or hackathon entries as “star wars”`),
    );
  });

  it('finds the work a question ends on by a noun its own words have, not the one in view', () => {
    const a = askAfter(o, 'Tell me about Quellchat.', 'Is there a live demo of the synth?');
    expect(a.text).toMatch(/^Yes: .*Quellsaw.*quellsaw\.example/);
  });

  it('never says yes to whether the owner built this site alone', () => {
    const site = {
      ...o,
      projects: [...o.projects, { ...projectEntry('quellsite', { title: 'Quellsite' }), thisSite: true }],
    };
    const a = ask(site as Owner, `Did ${name} build the API for this site alone?`);
    expect(a.text).toMatch(/^The site doesn't say that anyone else worked on Quellsite\. This site is /);
  });

  it('reads "the Terraform module" as the one module built with it', () => {
    expect(ask(o, 'Does the Terraform module work with Azure?').text).toMatch(
      /^No: .*Quellform.* is built with Terraform and AWS/,
    );
  });
});

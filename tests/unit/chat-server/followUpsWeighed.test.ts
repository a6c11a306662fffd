import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, projectEntry, withEntries } from './ownerCopies';

// Follow-ups on a list in view: counted, weighed by length, sorted, chosen by kind or by their own
// words; work before a year, described by words a study shares, asked if built alone or the favourite.

describe.each(OWNERS)('follow-ups weighed and counted, on %s', (_, owner) => {
  const name = owner.firstName;
  const course = entry(
    'quell-course',
    'Quell Course',
    'Quell School',
    '2020-01',
    '2020-12',
    'I learned quells.',
  );
  const o = {
    ...withEntries(owner, 'education', [course]),
    projects: [
      projectEntry('quell-old', {
        year: 2019,
        kinds: ['library'],
        description: 'A quell parser. It is published on Quellhub.',
      }),
      projectEntry('quell-mid', {
        year: 2021,
        description: 'A tool for quells. It was my final Quell Course project.',
      }),
      projectEntry('quell-new', { year: 2023 }),
    ],
    hackathons: [],
  } as Owner;
  const listed = `What projects has ${name} built?`;

  it('lists the projects dated before a year', () => {
    const a = ask(o, `How many of ${name}'s projects are from before 2022?`);
    expect(a.text).toMatch(/^2 of .*3 projects are dated before 2022:/);
    expect(a.items).toEqual(['quell-mid', 'quell-old']);
  });

  it('counts what the last answer listed', () => {
    expect(askAfter(o, listed, 'how many is that?').text).toBe('That is 3 projects.');
  });

  it('picks the piece of work in view whose own words say what is asked', () => {
    const a = askAfter(o, listed, 'and which of those was the final Quell Course project?');
    expect(a.items).toEqual(['quell-mid']);
    expect(a.text).toContain('It was my final Quell Course project.');
  });

  it('weighs the jobs in view by their length', () => {
    const jobs = [
      entry('quell-a', 'Quell Clerk', 'Quell Office', '2010-01', '2015-12', 'I filed quells.'),
      entry('quell-b', 'Quell Tester', 'Quell Lab', '2016-01', '2016-06', 'I tested quells.'),
      entry('quell-c', 'Quellsmith', 'Quell Works', '2016-07', 'present', 'I forge quells.'),
    ];
    const copy = withEntries(owner, 'career', jobs);
    const asked = [`List ${name}'s jobs in chronological order`, 'which of those was the shortest?'];
    expect(askInTurn(copy, asked).text).toMatch(/^Shortest: \[\*\*Quell Tester\*\*\]/);
    expect(askInTurn(copy, [...asked, 'and the longest?']).text).toMatch(/^Longest: \[\*\*Quellsmith\*\*\]/);
  });

  it('reads a big employer named as an example as that employer, not a near skill', () => {
    const a = ask(o, `Has ${name} ever worked at a big tech company like Google or Spotify?`);
    expect(a.text).toMatch(/^No: the site lists no work at Google or Spotify/);
  });

  it('picks the work of the kind asked, though another is in view', () => {
    const a = askInTurn(o, [listed, 'tell me about quell-new', 'which one is the library?']);
    expect(a.items).toEqual(['quell-old']);
    expect(askInTurn(o, [listed, 'which one is the library?', 'where is it published?']).text).toMatch(
      /^\[\*\*quell-old\*\*\].*: “It is published on Quellhub\.”$/,
    );
  });

  it('sorts the work in view oldest first', () => {
    const a = askAfter(o, listed, 'list them in chronological order');
    expect(a.items).toEqual(['quell-old', 'quell-mid', 'quell-new']);
  });

  it('reads "his final course project" as the work its own words describe, not the course', () => {
    const a = ask(o, `Tell me more about ${name}'s final Quell Course project`);
    expect(a.items).toEqual(['quell-mid']);
    const which = ask(o, `Which project was ${name}'s final Quell Course project?`);
    expect(which.items).toEqual(['quell-mid']);
  });

  it('says no one else is named on a project asked if built alone', () => {
    expect(ask(o, `Did ${name} build quell-new alone?`).text).toMatch(
      /^The site doesn't say that anyone else worked on quell-new\./,
    );
  });
});

describe.each(OWNERS)('a favourite asked of the work named, on %s', (_, owner) => {
  it("answers why a piece of work is the favourite from the owner's faq on it", () => {
    const p = owner.projects[0]!;
    const faq = {
      id: 'quell-favourite',
      questions: ['What is your favourite project?'],
      answer: 'Quellwise, because strangers still use it.',
      items: [p.slug],
    };
    const a = ask({ ...owner, faq: [faq] }, `Why is ${p.title} ${owner.firstName}'s favourite?`);
    expect(a.text).toBe(faq.answer);
    expect(a.kind).toBe('faq');
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, projectEntry, withEntries } from './ownerCopies';

// Work picked by its kind or by words a study shares, sorted in view, asked where or with whom.

describe.each(OWNERS)('work described and sorted, on %s', (_, owner) => {
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
      projectEntry('quell-lib', {
        year: 2022,
        kinds: ['library'],
        description: 'A quell parser. It is published on Quellhub.',
      }),
      projectEntry('quell-app', {
        year: 2021,
        description: 'A quell app. It was my final Quell Course project.',
      }),
      projectEntry('quell-site', { year: 2023 }),
    ],
    hackathons: [],
  } as Owner;
  const listed = `What projects has ${name} built?`;

  it('picks the work of the kind asked, though another is in view', () => {
    const a = askInTurn(o, [listed, 'tell me about quell-site', 'which one is the library?']);
    expect(a.items).toEqual(['quell-lib']);
    expect(askInTurn(o, [listed, 'which one is the library?', 'where is it published?']).text).toMatch(
      /^\[\*\*quell-lib\*\*\].*: “It is published on Quellhub\.”$/,
    );
  });

  it('sorts the work in view oldest first', () => {
    const a = askAfter(o, listed, 'list them in chronological order');
    expect(a.items).toEqual(['quell-app', 'quell-lib', 'quell-site']);
  });

  it('reads "his final course project" as the work its own words describe, not the course', () => {
    const a = ask(o, `Tell me more about ${name}'s final Quell Course project`);
    expect(a.items).toEqual(['quell-app']);
  });

  it('says no one else is named on a project asked if built alone', () => {
    expect(ask(o, `Did ${name} build quell-site alone?`).text).toMatch(
      /^The site doesn't say that anyone else worked on quell-site\./,
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

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
} from './ownerCopies';

// Found by blind round 79: an event series asked by its name ("how did he do at Ludum Dare?"),
// "which jams did he win?" read as a placing with "Jam" in it, work of a kind "besides" one named or
// described, two employers of two posts each compared, a time span said as "two and a half years",
// the sentence of a faq answer that says the word asked, and a study left for a job.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  const jams: Owner = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-ld41', {
        title: 'Quelltypist',
        event: 'Quelldare 41',
        date: '2018-04',
        kinds: ['game'],
        result: '34th overall of about 3,000 Jam entries',
      }),
      hackathonEntry('quell-ggj', {
        title: 'Quellferry',
        event: 'Global Game Jam 2020 (Quellburg site)',
        date: '2020-01',
        kinds: ['game'],
        result: '1st place, Quellburg site',
      }),
      hackathonEntry('quell-ld50', {
        title: 'Quellstop',
        event: 'Quelldare 50 (Compo)',
        date: '2022-04',
        kinds: ['game'],
        result: '12th in Innovation',
      }),
    ],
  };

  it('answers an event series by its name with each of its entries, and follows up with them', () => {
    const a = ask(jams, `How did ${name} do at Quelldare?`);
    expect(a.items.sort()).toEqual(['quell-ld41', 'quell-ld50']);
    expect(a.text).toContain('34th overall');
    expect(a.text).toContain('12th in Innovation');
    expect(a.text).not.toContain('1st place');
    const which = askAfter(jams, `How did ${name} do at Quelldare?`, 'which ones?');
    expect(which.items.sort()).toEqual(['quell-ld41', 'quell-ld50']);
  });

  it('reads a word for the contests in a question on wins as no placing of its own', () => {
    const a = ask(jams, `which jams did ${name} win?`);
    expect(a.text).toMatch(/^\[\*\*Team quell-ggj\*\*\]/);
    expect(a.text).not.toMatch(/^[^.]*34th overall/);
  });

  it('answers work of a kind besides the one named or described, and says when it is the only one', () => {
    const o: Owner = {
      ...jams,
      projects: [
        projectEntry('quell-lanterns', {
          title: 'Quellanterns',
          kinds: ['game'],
          summary: 'A cosy puzzle game.',
          live: 'https://store.steampowered.com/app/1/Quellanterns/',
        }),
        projectEntry('quell-forge', { title: 'Quellforge', kinds: ['cli'], summary: 'A command-line tool.' }),
      ],
    };
    for (const q of [
      `Has ${name} made any games besides Quellanterns?`,
      `any games apart from the steam one?`,
    ]) {
      const a = ask(o, q);
      expect(a.items.sort(), q).toEqual(['quell-ggj', 'quell-ld41', 'quell-ld50']);
      expect(a.text, q).toMatch(/^Yes: besides \[\*\*Quellanterns\*\*\]/);
    }
    const only = ask(o, 'any command-line tools besides Quellforge?');
    expect(only.text).toMatch(
      /^No: \[\*\*Quellforge\*\*\]\(\/projects\?item=quell-forge\) is \S+ only command-line tool/,
    );
  });

  it('compares two employers of several posts each, every post at each', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-a1', 'Gameplay Programmer', 'Quellworks', '2013-09', '2017-02', 'A studio of 90 people.'),
      entry('quell-a2', 'Build Programmer', 'Quellworks', '2017-03', '2019-05', 'I set up the build farm.'),
      entry('quell-b1', 'Tools Engineer', 'Quellhaus', '2019-06', '2022-01', 'Quellhaus is much bigger.'),
      entry(
        'quell-b2',
        'Senior Tools Engineer',
        'Quellhaus',
        '2022-02',
        'present',
        'I lead the pipeline work.',
      ),
    ]);
    const a = ask(o, `Compare ${name}'s job at Quellworks with the job at Quellhaus.`);
    expect(a.items.sort()).toEqual(['quell-a1', 'quell-a2', 'quell-b1', 'quell-b2']);
    expect(a.text).toMatch(
      /^By employer, Quellhaus: 2 posts, [^(]+\(from June 2019 to now\); Quellworks: 2 posts, over 5 years/,
    );
  });

  it("says how long a piece of work took in the owner's words, halves and all", () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-lanterns', {
          title: 'Quellanterns',
          description: 'I made it alone over two and a half years of evenings and weekends. It sold well.',
        }),
      ],
    };
    expect(askAfter(o, 'Tell me about Quellanterns', 'how long did it take to make?').text).toContain(
      'two and a half years of evenings',
    );
  });

  it("quotes the sentence of the owner's answer that says the word asked, before one only related", () => {
    const o = withFaq(owner, [
      {
        id: 'quell-remote',
        questions: [`Is ${name} open to remote work?`],
        answer:
          'Remote is what I am looking for, from Quellburg. I travel each quarter. Hybrid is fine in Quellburg; I am not planning to relocate right now.',
      },
    ]);
    const a = askAfter(o, `Is ${name} open to remote work?`, 'would they relocate to Berlin?');
    expect(a.text).toContain('not planning to relocate');
  });

  it('gives the reason a study was left: the job chosen over it', () => {
    const o = withEntries(owner, 'education', [
      ...entriesOf(owner, 'education').filter((e) => e.end !== 'present'),
      {
        ...entry('quell-msc', 'MSc Quellology', 'Quell University', '2013-03', '2015-06', ''),
        completed: false,
        content:
          'I started it while already working. I passed three semesters, then the studio went into crunch and I chose the job. I never went back for the thesis.',
      },
    ]);
    const a = askAfter(o, `Did ${name} finish the MSc Quellology?`, 'why not?');
    expect(a.text).toContain('I chose the job');
  });
});

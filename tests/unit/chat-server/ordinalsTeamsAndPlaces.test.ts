import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
} from './ownerCopies';

// The nth job, pronouns asked by their forms, a hackathon team's size, the best result beside a
// prize named "Best…", a place asked by another of its names, a staff title asked as senior, a post
// named by its doing ("Teaching Fellow"), and a country asked again after a question of moving.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const jobs = withEntries(owner, 'career', [
    entry('quell-a', 'Quell Tester', 'Quellcorp', '2015-01', '2016-12', 'I tested quells.'),
    entry('quell-b', 'Teaching Fellow', 'Teach For Quellia', '2017-01', '2017-12', 'I taught maths.'),
    entry('quell-c', 'Staff Quell Engineer', 'Brindlecorp', '2018-01', 'present', 'I build quells.'),
  ]);

  it('reads "his second job" as the second in time, and "a second job" as one beside another', () => {
    for (const q of [`what was ${first}'s second job?`, `${first}'s 2nd job`])
      expect(ask(jobs, q).text, q).toMatch(/second job: \[\*\*Teaching Fellow\*\*\]/);
    expect(ask(jobs, `does ${first} have a second job?`).text).toMatch(/^No: /);
  });

  it('answers "does she use she/her?" by the pronouns the site gives', () => {
    const p = owner.pronouns ?? 'they';
    const forms = { he: 'he/him', she: 'she/her', they: 'they/them' };
    const other = p === 'she' ? 'he' : 'she';
    expect(ask(owner, `does ${first} use ${forms[p]}?`).text).toMatch(/^Yes: .*pronouns/);
    expect(ask(owner, `does ${first} use ${forms[other]}?`).text).toMatch(/^No: .*pronouns/);
  });

  it("sizes a hackathon team by its own words, and never by a job's team", () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-solo', {
          title: 'Quellsolo',
          description: { app: 'A game.', role: 'A solo entry: I made all of it.' },
        }),
        hackathonEntry('quell-crowd', { title: 'Quellcrowd' }),
      ],
    };
    expect(askAfter(o, 'tell me about Quellsolo', 'team size?').text).toContain('A solo entry');
    for (const q of ['team size?', 'how many people?', 'how big was the team'])
      expect(askAfter(o, 'tell me about Quellcrowd', q).text, q).toMatch(
        /^The site doesn't say how many people were in .* team for \[\*\*Team quell-crowd\*\*\]/,
      );
    expect(ask(o, 'how big was the team for Quellcrowd?').items).toEqual(['quell-crowd']);
  });

  it('leads the best result with the first place, not a prize whose name says "Best"', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-audio', { date: '2024-08', result: 'Best Audio' }),
        hackathonEntry('quell-first', { date: '2023-01', result: '1st place (Quelltown site)' }),
      ],
    };
    const a = ask(o, `${first}'s best jam result?`);
    expect(a.text).toMatch(/best recorded result: \[\*\*Team quell-first\*\*\].*1st place/);
    expect(a.text).toMatch(/Also placed: .*Best Audio/);
  });

  it('knows a city by its other name, and a staff title as beyond senior', () => {
    const o = { ...jobs, location: 'Bengaluru, India' };
    for (const q of [`is ${first} based in bangalore?`, `is ${first} in Bangalore`])
      expect(ask(o, q).text, q).toMatch(/^Yes: .*Bengaluru, India/);
    expect(ask(o, `is ${first} senior?`).text).toMatch(/^Yes, beyond it: .*says staff/);
  });

  it('says yes to a post the title names by its doing', () => {
    expect(ask(jobs, `was ${first} ever a teacher?`).text).toMatch(/^Yes: \[\*\*Teaching Fellow\*\*\]/);
  });

  it('reads a word of the name as naming the work, not as asking for its code', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-seg', {
          title: 'Quell Segmentation (Quellconf code)',
          github: 'https://github.com/quell/seg',
        }),
        ...owner.projects,
      ],
    };
    expect(ask(o, 'does the quellconf code have a live link?').text).toMatch(
      /^No: the site gives no live link for .*It does give \[GitHub\]/,
    );
  });

  it('asks a question of moving again of the country named after it, clause by clause', () => {
    const o = withFaq(owner, [
      {
        id: 'moving',
        questions: [`Would ${first} relocate?`],
        answer: 'For the right role, yes: I would move to Europe or Singapore, but not elsewhere in Quellia.',
      },
    ]);
    expect(ask(o, `would ${first} move to singapore?`).text).toMatch(/^Yes: in .* own words/);
    const us = askInTurn(o, [`would ${first} relocate to Berlin?`, 'what about the US?', 'and canada?']);
    expect(us.text).toMatch(/answer doesn't name Canada/);
    expect(askAfter(o, `would ${first} relocate?`, 'what about the US?').text).toMatch(
      /answer doesn't name the US/,
    );
  });
});

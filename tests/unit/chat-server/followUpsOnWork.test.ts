import { describe, expect, it } from 'vitest';
import type { Faq, Owner } from '../../../content';
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

// Follow-ups that point at one piece of work by what it is ("the one he wrote for the terminal"),
// how a favourite began, whether work tied to a technology was finished, the platforms of the work in
// view, hackathon entries left early or done in one role, a takeover, and counts of skills claimed.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const terminal = projectEntry('quellsnake', {
    title: 'Quellsnake',
    summary: 'A snake game for the terminal.',
    description: 'I wrote it while teaching myself Quellscript.',
    kinds: ['game'],
  });
  const tracker = projectEntry('quellstreak', {
    title: 'Quellstreak',
    summary: 'A habit tracker, native on iOS and Android, on both app stores.',
    kinds: ['mobile app'],
  });
  const paused = projectEntry('quelledger', {
    title: 'Quelledger',
    summary: 'An expense tracker.',
    description: 'The shared core works, but I paused it, so it is unfinished.',
    techStack: [{ title: 'Kotlin Multiplatform', icon: 'kotlin' }],
    kinds: ['mobile app'],
  });
  const o: Owner = { ...owner, projects: [terminal, tracker, paused] };

  it('follows "the one he wrote for the terminal" and "the one for the terminal" to that work', () => {
    for (const then of [
      'And the one he wrote for the terminal, what language is that in?',
      'Tell me more about the one for the terminal.',
    ]) {
      const a = askAfter(o, `What projects has ${name} built?`, then);
      expect(a.items[0], then).toBe('quellsnake');
    }
  });

  it('says how a piece of work began, after an faq answer that names it', () => {
    const favourite: Faq = {
      id: 'favourite-project',
      questions: ['Which project is your favourite?'],
      answer: 'Quellsnake: it was the first thing I finished.',
    };
    const a = askAfter(
      withFaq(o, [favourite]),
      `Which project is ${name}'s favourite?`,
      'How did that one start?',
    );
    expect(a.text).toMatch(/^How \[\*\*Quellsnake\*\*\].* began/);
    expect(a.text).toContain('I wrote it while teaching myself Quellscript.');
  });

  it('answers whether the work built with a technology named is finished, not the skill', () => {
    const a = ask(o, 'Is the Kotlin Multiplatform thing finished?');
    expect(a.text).toMatch(/^Not yet: \[\*\*Quelledger\*\*\]/);
  });

  it('answers "did she ever finish it?" of the one piece of work in view, not a degree', () => {
    const a = askAfter(o, 'Tell me about Quelledger', 'Did they ever finish it?');
    expect(a.text).toMatch(/^Not yet: \[\*\*Quelledger\*\*\]/);
  });

  it('says no to a certificate whose study was left before the end', () => {
    const cert = {
      ...entry('quell-cert', 'Quellscript Certified Associate', 'Quell Academy', '2025-02', '2025-09', ''),
      content: 'I put the exam on hold.',
      completed: false,
    };
    const a = ask(withEntries(o, 'education', [cert]), `Is ${name} Quellscript certified?`);
    expect(a.text).toMatch(/^No: .*Quellscript Certified Associate.*left before the end/);
  });

  it('answers "is it only on iOS?" of the work in view by its own words', () => {
    const a = askAfter(o, 'Tell me about Quellstreak', 'Is it only on iOS?');
    expect(a.text).toMatch(/^No: \[\*\*Quellstreak\*\*\].*native on iOS and Android/);
  });

  it('answers which hackathon entry was left early, and which was done in one role, among those in view', () => {
    const teams: Owner = {
      ...o,
      hackathons: [
        hackathonEntry('quellpark', {
          date: '2024-05',
          roles: ['android'],
          description: { app: 'An app.', role: 'I had to leave after day one when a client release broke.' },
        }),
        hackathonEntry('quellmare', { date: '2022-10', roles: ['design'] }),
      ],
    };
    const list = `How many hackathons has ${name} done?`;
    const early = askAfter(teams, list, 'Which one did they leave early, and why?');
    expect(early.text).toContain('I had to leave after day one when a client release broke.');
    expect(early.items).toEqual(['quellpark']);
    const design = askAfter(teams, list, 'In which one did they only do design?');
    expect(design.text).toMatch(/hackathons\?item=quellmare/);
    expect(design.text).not.toContain('item=quellpark');
  });

  it('follows "the one where he came second" to the entry placed second, not the second listed', () => {
    const teams: Owner = {
      ...o,
      hackathons: [
        hackathonEntry('quellwin', { date: '2024-03', result: '1st place' }),
        hackathonEntry('quellsplit', { date: '2022-10', roles: ['design'] }),
        hackathonEntry('quellrow', {
          date: '2018-04',
          result: '2nd place',
          description: { app: 'Quellrow is a rowing game.', role: 'I programmed the boat.' },
        }),
      ],
    };
    const second = askAfter(
      teams,
      `How many hackathons has ${name} taken part in?`,
      'And the one where they came second, what did they build there?',
    );
    expect(second.items).toEqual(['quellrow']);
    expect(second.text).toContain('Quellrow is a rowing game.');
    const designed = askAfter(
      teams,
      `How many hackathons has ${name} taken part in?`,
      'What did they do at the one where they were the only designer?',
    );
    expect(designed.items).toEqual(['quellsplit']);
    // A project described by the same word is not the hackathon meant; the question goes on after it.
    const withSystem = {
      ...teams,
      projects: [...o.projects, projectEntry('quelldesign', { summary: 'A design system.' })],
    };
    const code = askAfter(
      withSystem,
      `How many hackathons has ${name} taken part in?`,
      'In the one where they only did design, did they write any code?',
    );
    expect(code.items).toEqual(['quellsplit']);
  });

  it('counts the work of a kind among the work in view, not every piece of that kind', () => {
    const withJam: Owner = { ...o, hackathons: [hackathonEntry('quelljam', { kinds: ['game'] })] };
    const a = askAfter(withJam, `How many projects does ${name} have?`, 'How many of them are games?');
    expect(a.text).toMatch(/^1 of those 3 is a game:\n- .*Quellsnake/);
    expect(a.items).toEqual(['quellsnake']);
  });

  it("says which of two pieces compared the owner's faq ranks first, not that the site ranks neither", () => {
    const proud: Faq = {
      id: 'proudest',
      questions: ['Which project is this owner proudest of?'],
      answer: 'Quellsnake: it was my first real game. I still play it.',
      items: ['quellsnake'],
    };
    const a = ask(withFaq(o, [proud]), 'Compare Quellsnake and Quellstreak.');
    expect(a.text).toContain('Asked “Which project is this owner proudest of?”');
    expect(a.text).toMatch(/names \[\*\*Quellsnake\*\*\].*: “Quellsnake: it was my first real game\.”/);
    expect(a.text).not.toContain("doesn't rank them");
  });

  it('names the title held after a takeover, from the job that carried on the one before', () => {
    const jobs = withEntries(o, 'career', [
      entry(
        'bank',
        'Senior Quell Engineer',
        'Quellbank',
        '2019-03',
        '2021-07',
        'In March 2019 Quellpay was acquired by Quellbank.',
      ),
      entry('pay', 'Quell Developer', 'Quellpay', '2016-06', '2019-02', 'I built the app.'),
    ]);
    const a = askAfter(
      jobs,
      `How long was ${name} at Quellpay?`,
      'What was the title after the acquisition?',
    );
    expect(a.text).toMatch(/^When Quellpay was taken over, .* went on as \[\*\*Senior Quell Engineer\*\*\]/);
  });

  it('counts the listed skills against a count claimed', () => {
    const n = owner.skills.reduce((sum, c) => sum + c.skills.length, 0);
    expect(ask(owner, `Does ${name} list more than ${n - 1} skills?`).text).toMatch(
      new RegExp(`^Yes: .* lists ${n} skills`),
    );
    expect(ask(owner, `Does ${name} know around ${n * 3} languages, frameworks and tools?`).text).toMatch(
      /^No: /,
    );
  });

  it('weighs "it" against a piece described after "than", not the described one against another', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-buddies', { year: 2024, summary: 'A social network for finding teammates.' }),
        projectEntry('quell-tactics', {
          year: 2023,
          summary: 'A tic-tac-toe game with an unbeatable opponent.',
          kinds: ['game'],
        }),
        projectEntry('quell-snake', {
          year: 2023,
          summary: 'The classic snake game in a terminal.',
          kinds: ['game'],
        }),
      ],
      hackathons: [],
    };
    const a = askAfter(o, 'Tell me about quell-buddies', 'Is it older or newer than the tic-tac-toe game?');
    expect(a.text).toMatch(
      /^\[\*\*quell-buddies\*\*\]\(\/projects\?item=quell-buddies\) \(2024\) is the more recent; \[\*\*quell-tactics\*\*\]/,
    );
  });
});

describe.each(OWNERS)('a link asked of the work in view, on %s', (_, owner) => {
  it('gives the links of the work just described, never a job titled "link"', () => {
    const p = owner.projects.find((x) => x.live)!;
    for (const follow of ['is there a link?', 'is there a link to it?']) {
      const a = askAfter(owner, `Tell me about ${p.title}`, follow);
      expect(a.text, follow).toContain(p.live!);
      expect(a.items).toEqual([p.slug]);
    }
  });
});

describe.each(OWNERS)('"and X?" asking the last question of another item, on %s', (_, owner) => {
  const [a, b, c] = owner.projects;
  const stack = (p: (typeof owner.projects)[number]) => p.techStack.map((t) => t.title);

  it('asks the last question again of the item named, and keeps doing so', () => {
    const second = askInTurn(owner, [`What is ${a!.title} built with?`, `and ${b!.title}?`]);
    expect(second.items).toEqual([b!.slug]);
    expect(second.text).toContain(stack(b!).at(-1)!);
    expect(second.text).not.toContain(a!.title);
    const third = askInTurn(owner, [
      `What is ${a!.title} built with?`,
      `and ${b!.title}?`,
      `what about ${c!.title}?`,
    ]);
    expect(third.items).toEqual([c!.slug]);
    expect(third.text).toContain(stack(c!).at(-1)!);
  });
});

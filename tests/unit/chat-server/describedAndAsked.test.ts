import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// Work described rather than named ("the game that runs in the terminal", "the one about money"),
// what is asked of it once found, a study named by its title's words, and the owner asked for.

describe.each(OWNERS)('work described and asked of, on %s', (_, owner) => {
  const name = owner.firstName;
  const their = { he: 'his', she: 'her' }[owner.pronouns as string] ?? 'their';
  const o = {
    ...withEntries(owner, 'education', [
      entry('quell-diploma', 'Quell Diploma', 'Quell School', '2019-09', '2020-08', 'Quells in depth.'),
      entry('quell-self', 'Self-Taught Quellsmith', 'Quell Tutorials', '2019-01', '2019-08', 'I read.'),
    ]),
    projects: [
      projectEntry('quellsnake', {
        year: 2021,
        kinds: ['game', 'cli'],
        summary: 'A quell game.',
        description: 'Quellsnake is played in the terminal.',
      }),
      projectEntry('quellboard', {
        year: 2021,
        kinds: ['game', 'web app'],
        summary: 'A quell board game.',
        description: 'A board game in the browser.',
        techStack: [{ title: 'Quellbase', icon: 'quellbase' }],
      }),
    ],
    hackathons: [
      hackathonEntry('quell-yule', {
        event: 'Quell Yuletide Jam',
        roles: ['front end'],
        description: { app: 'A quiz of twelve rounds.', role: 'I wrote the quell timer.' },
      }),
      hackathonEntry('quell-coin', {
        kinds: ['finance', 'web app'],
        roles: ['back end'],
        description: { app: 'A savings tracker.', role: 'I built the quell ledger API.' },
      }),
    ],
    faq: [
      {
        id: 'favourite-project',
        questions: [`What is ${name}'s favourite project?`],
        answer: 'Quellsnake: the first game I finished.',
        items: ['quellsnake'],
      },
    ],
  } as Owner;

  it('finds the work a clause describes and tells about it whole', () => {
    const a = ask(o, 'Tell me more about the game that runs in the terminal.');
    expect(a.items).toEqual(['quellsnake']);
    expect(a.text).toMatch(/^\[\*\*quellsnake\*\*\]\(.*\) \(2021\) is a game/);
  });

  it("answers the owner's part in the entry its own words describe, and in one described by its kind", () => {
    const role = ask(o, `What did ${name} do in the yuletide one?`);
    expect(role.text).toMatch(/^In \[\*\*Team quell-yule\*\*\].*\n> I wrote the quell timer\./);
    const money = askInTurn(o, [`What did ${name} do in the yuletide one?`, 'And the one about money?']);
    expect(money.items).toEqual(['quell-coin']);
    const inIt = askAfter(o, 'Tell me about quell-coin.', `What did ${name} do in it?`);
    expect(inIt.text).toMatch(/\n> I built the quell ledger API\./);
  });

  it('says no work is described so, with the work that uses the technology asked', () => {
    const a = askAfter(o, 'Tell me about quellboard.', `Did ${name} use Quellscript in the dragon one?`);
    expect(a.text).toMatch(/^The site describes none of .* as “dragon”\. Quellscript is used in /);
    expect(a.items).toContain('quellsnake');
    expect(a.items).not.toContain('quellboard');
  });

  it('answers whether the one piece in view, or the one described, is built with a technology', () => {
    expect(askAfter(o, 'Tell me about quellboard.', `Did ${name} use Quellscript in it?`).text).toMatch(
      /^No: .*quellboard.* is built with Quellbase/,
    );
    expect(ask(o, `Did ${name} use Quellbase in the terminal one?`).text).toMatch(
      /^No: .*quellsnake.* is built with Quellscript/,
    );
    expect(askAfter(o, 'Tell me about quellsnake.', 'Does it use Quellscript?').text).toMatch(
      /^Yes: .*quellsnake.* is built with Quellscript\.$/,
    );
    // "A project that uses it" asks of all the work.
    const any = askAfter(o, 'Tell me about quellsnake.', 'Is there a project that uses Quellbase?');
    expect(any.items).toContain('quellboard');
  });

  it('says a hackathon entry described by its app was a team entry when asked if built alone', () => {
    const a = ask(o, `Did ${name} build the savings tracker app on ${their} own?`);
    expect(a.text).toMatch(/^No: .* built it with the team Team quell-coin/);
    // Studying on one's own asks nothing of who made the work in view.
    const studied = askAfter(o, 'Tell me about quellboard.', `What did ${name} study on ${their} own?`);
    expect(studied.text).not.toMatch(/worked on quellboard/);
  });
  it('reads when the owner started coding as asked of the owner, not of the study in view', () => {
    const first = `What did ${name} learn at the Quell Diploma?`;
    const coding = askAfter(o, first, `When did ${name} start learning to code?`);
    expect(coding.text).not.toMatch(new RegExp(`^${name} started at Quell School`));
    expect(askAfter(o, first, `When did ${name} start there?`).text).toMatch(
      new RegExp(`^${name} started at Quell School in September 2019`),
    );
  });

  it('orders a study named by two words of its title against a piece of work', () => {
    const a = ask(o, 'Which came first, the self-taught period or quellboard?');
    expect(a.text).toMatch(/^\[\*\*Self-Taught Quellsmith\*\*\].* came first; .*quellboard.* is newer\./);
  });

  it("answers which of the work in view is the favourite from the owner's own pick", () => {
    const a = askAfter(o, `What has ${name} built?`, `Which one is ${name}'s favourite and why?`);
    expect(a.text).toContain('Quellsnake: the first game I finished.');
  });

  it('answers who the site is about, and what the tagline says', () => {
    const who = ask(o, 'Who is this site about?');
    expect(who.text).toContain(owner.name);
    expect(who.text).not.toMatch(/^This site is/);
    expect(ask(o, `What does ${name}'s tagline say?`).text).toContain(owner.tagline);
  });
});

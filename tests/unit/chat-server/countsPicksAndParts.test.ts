import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entriesOf,
  entry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Found by blind rounds 68 and 69: "it" after two pieces of work of a kind asked about, a repo or
// docs link of the work in view, a coded course name ("CS50" of "CS50x"), a faq phrasing that shares
// only "any … work", a grade held since a promotion, places after a faq on moving, where two skills
// were used, counts of people the owner mentored or of data a day, the owner's pick when their
// answer names two, reach across kinds of figure, the breadth of a stack and the owner's part.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const only = (projects: ReturnType<typeof projectEntry>[]) => ({ ...owner, projects, hackathons: [] });

  it('reads "it" after two libraries as the one whose words give the figure asked', () => {
    const o = withSkill(
      only([
        projectEntry('quellkit-prs', {
          title: 'Quellkit contributions',
          kinds: ['library'],
          description: 'Seventeen merged pull requests to Quellkit.',
        }),
        projectEntry('quellstat', {
          title: 'Quellstat',
          kinds: ['library'],
          description: 'A library for quell statistics. It is on PyPI with about 3,200 downloads a month.',
        }),
      ]),
      { title: 'Quellib', icon: 'quellib', ariaLabel: 'Quellib', kind: 'library' },
    );
    const a = askAfter(o, `Has ${name} written a library?`, 'how many downloads does it get?');
    expect(a.items).toEqual(['quellstat']);
    expect(a.text).toContain('3,200 downloads');
  });

  it('gives the repo of the work in view, not of another whose words say "repo"', () => {
    const o = only([
      projectEntry('quellbox', {
        title: 'Quellbox',
        description: 'A dashboard that ranks quell findings.',
        github: 'https://github.com/quell/quellbox',
      }),
      projectEntry('quellbot', {
        title: 'Quellbot',
        description: 'A bot that plants quell tokens. The repo has a setup guide.',
        github: 'https://github.com/quell/quellbot',
      }),
    ]);
    const a = askInTurn(o, ['What is Quellbox?', 'link to the repo?']);
    expect(a.items).toEqual(['quellbox']);
    expect(a.text).toContain('https://github.com/quell/quellbox');
  });

  it('answers "a live demo or docs site?" of the work in view with its live link', () => {
    const o = only([
      projectEntry('quellcharts', {
        title: 'Quellcharts',
        kinds: ['library'],
        description: 'A charts library for quells.',
        live: 'https://quellcharts.example.dev',
      }),
      projectEntry('quellpay', { title: 'Quellpay', description: 'A payments app.' }),
    ]);
    const a = askInTurn(o, ['Tell me about the charts library.', 'is there a live demo or docs site?']);
    expect(a.text).toContain('https://quellcharts.example.dev');
    expect(a.text).not.toMatch(/doesn't say/);
  });

  it('says no to finishing a course asked by the code its title extends', () => {
    const o = withEntries(owner, 'education', [
      ...entriesOf(owner, 'education'),
      {
        ...entry(
          'qs50',
          'QS50x: Introduction to Quells',
          'Quellard University',
          '2023-09',
          '2024-03',
          'I worked through QS50 in the evenings.',
        ),
        completed: false,
      },
    ]);
    const a = ask(o, `Did ${name} finish QS50?`);
    expect(a.text).toMatch(/^No\b/);
    expect(a.items).toEqual(['qs50']);
  });

  it('does not answer "any front-end work?" with a faq on community work', () => {
    const o = withFaq(owner, [
      ...(owner.faq ?? []),
      {
        id: 'why-quell-mentor',
        questions: [`Why does ${name} mentor?`, 'Does she do any community work?'],
        answer: 'Because someone mentored me at the Quell meetup.',
      },
    ]);
    const a = ask(o, `does ${name} do any frontend work?`);
    expect(a.items).not.toContain('why-quell-mentor');
  });

  it('dates a grade held by the promotion to it, and times that grade alone', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-data', 'Quell Engineer', 'Quellpay', '2018-05', '2020-08', 'I built the quell warehouse.'),
      entry(
        'quell-senior',
        'Senior Quell Engineer',
        'Quellfreight',
        '2020-09',
        'present',
        'I joined as a Quell Engineer and was promoted to Senior in January 2024.',
      ),
    ]);
    const since = askAfter(o, `what's ${name}'s current role?`, 'since when has she been senior?');
    expect(since.text).toContain('promoted to Senior in January 2024');
    const long = ask(o, `how long has ${name} been a senior quell engineer?`);
    expect(long.items).toEqual(['quell-senior']);
    expect(long.text).not.toContain('in all:');
  });

  it('answers "where to?" after a faq on moving with its sentence naming places', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-relocation',
        questions: [`Is ${name} open to relocation?`],
        answer: "I'd relocate to the Netherlands or Germany first. I like quiet offices.",
      },
    ]);
    const a = askAfter(o, `Is ${name} open to relocation?`, 'where to?');
    expect(a.items).toEqual(['quell-relocation']);
    expect(a.text).toContain('the Netherlands or Germany');
    expect(a.text).not.toContain('quiet offices');
  });

  it('says where two skills asked about were used, at a job too', () => {
    const o = withEntries(
      withSkill(
        withSkill(owner, { title: 'Quellbase', icon: 'quellbase', ariaLabel: 'Quellbase', kind: 'database' }),
        {
          title: 'Quelldbt',
          icon: 'quelldbt',
          ariaLabel: 'Quelldbt',
          kind: 'tool',
        },
      ),
      'career',
      [
        entry(
          'quell-pay',
          'Data Engineer',
          'Quellpay',
          '2020-05',
          '2022-08',
          'I built the warehouse in Quellbase with Quelldbt.',
        ),
        ...entriesOf(owner, 'career'),
      ],
    );
    const a = askAfter(o, `Does ${name} work with Quelldbt or Quellbase?`, 'where did she use them?');
    expect(a.items).toContain('quell-pay');
    expect(a.text).toContain('with Quelldbt');
  });

  it('gives how many people the owner mentored from the sentence counting them', () => {
    const o = withEntries(owner, 'personal', [
      ...entriesOf(owner, 'personal'),
      {
        id: 'quell-mentoring',
        title: 'Mentoring',
        content: 'I run a study track at Quell Data and have mentored 34 women one-to-one since 2021.',
      },
    ]);
    const a = ask(o, `how many people has ${name} mentored?`);
    expect(a.items).toContain('quell-mentoring');
    expect(a.text).toContain('mentored 34 women');
  });

  it('gives a figure per day from the work in view, however the owner words it', () => {
    const o = only([
      projectEntry('quell-eta', {
        title: 'Quell ETA',
        kinds: ['data pipeline'],
        description:
          'A streaming pipeline for quell trucks. It ingests about 40 million GPS events a day from 900 trucks. The data team of 5 moved it over in 3 days.',
      }),
    ]);
    const a = askAfter(o, 'Tell me about Quell ETA', 'how much data per day?');
    expect(a.text).toContain('40 million GPS events a day');
  });

  it("takes the owner's pick as the work their answer names first", () => {
    const o = withFaq(
      only([
        projectEntry('quellterna', { title: 'Quellterna', description: 'A game we shipped on Steam.' }),
        projectEntry('quellline', { title: 'Quellline', description: 'An editor plugin.' }),
      ]),
      [
        {
          id: 'quell-favourite',
          questions: [`What is ${name}'s favourite project?`],
          answer:
            'Quellterna. Five of us made a real game. Quellline is the one I am proudest of technically.',
          items: ['quellline', 'quellterna'],
        },
      ],
    );
    const a = ask(o, `Which is more impressive, Quellline or Quellterna?`);
    expect(a.text).not.toMatch(/\[\*\*Quellline\*\*\][^.]*favourite/);
    const best = ask(o, `what's ${name}'s strongest project?`);
    expect(best.text).toMatch(/Quellterna\*\*\]\(\/projects\?item=quellterna\)[^\n]*favourite/);
    expect(best.text).toContain('Five of us made a real game');
  });

  it('weighs no reach across kinds of figure close together, nor the people who made the work', () => {
    const o = only([
      projectEntry('quell-game', {
        title: 'Quellgame',
        description: 'We made it, five people over two years. It sold about 38,000 copies.',
      }),
      projectEntry('quell-sim', { title: 'Quellsim', description: 'It has had about 45,000 plays.' }),
      projectEntry('quell-plugin', {
        title: 'Quellplugin',
        description: 'It has about 1,100 stars on GitHub.',
      }),
    ]);
    const a = ask(o, `what's ${name}'s strongest project?`);
    expect(a.text).not.toContain('widest reach');
    expect(a.text).not.toContain('5 people');
    expect(a.text).toContain('38,000 copies');
  });

  it('weighs copies as reach only where they were sold or shipped', () => {
    const o = only([
      projectEntry('quell-cab', {
        title: 'Quellcab',
        description: 'An arcade cabinet. I built two copies of it for friends.',
      }),
      projectEntry('quell-sim', { title: 'Quellsim', description: 'It has had about 45,000 plays.' }),
    ]);
    const a = ask(o, `what's ${name}'s strongest project?`);
    expect(a.text).not.toMatch(/2 copies|two copies/);
    expect(a.text).toMatch(/Quellsim\*\*\]\(\/projects\?item=quell-sim\)[^\n]*wide(?:st|r) reach/);
  });

  it("counts a stack's technology once, and not by a word for what it does", () => {
    const o = withSkill(
      withSkill(
        only([
          projectEntry('quell-engine-game', {
            title: 'Quellgame',
            description: 'A game in Quellengine 4. It builds headless in CI.',
            techStack: [
              { title: 'Quellengine 4', icon: 'quellengine' },
              { title: 'Quellscript', icon: 'quellscript' },
            ],
          }),
          projectEntry('quell-site', { title: 'Quellsite', description: 'A site.' }),
        ]),
        { title: 'Quellengine', icon: 'quellengine', ariaLabel: 'Quellengine', kind: 'platform' },
      ),
      { title: 'Quellkins', icon: 'quellkins', ariaLabel: 'Quellkins', kind: 'tool', aliases: ['ci'] },
    );
    const a = ask(o, `What's the most complex thing ${name} has built?`);
    expect(a.text).toContain('2 technologies in its stack (Quellengine 4 and Quellscript)');
  });

  it("gives the owner's part in a project from their own words on it", () => {
    const o = only([
      projectEntry('quellterna', {
        title: 'Quellterna',
        description:
          'A puzzle game about lamplighters. You light lamps to walk on shadows. We made it in two years. I was lead programmer: the save system and the build pipeline.',
      }),
    ]);
    const a = ask(o, `what was ${name}'s role on Quellterna?`);
    expect(a.text).toContain('I was lead programmer: the save system');
  });
});

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
  QUELLSCRIPT,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Found by blind rounds: a favourite hackathon entry passed over for the widest reach, a tool named
// only in a project's words called unused, years of a skill cut to the jobs titled for it, SDET years
// read as a gap, "which one?" after a skill, a delisted game called available, a percentage and a
// share of code asked of the item in view, and faq answers on moving and remote work with no yes/no.

const QUELLREADER: Owner['skills'][number]['skills'][number] = {
  title: 'Quellreaders',
  icon: 'quellreader',
  ariaLabel: 'Quell screen reader testing',
  kind: 'tool',
  aliases: ['quellover', 'quellvda'],
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('names a hackathon entry the owner calls their favourite when asked for a favourite project', () => {
    const o: Owner = withFaq(
      {
        ...owner,
        projects: [
          projectEntry('quell-big', { description: 'A site with 60,000 visitors a year.' }),
          projectEntry('quell-small'),
        ],
        hackathons: [hackathonEntry('quell-hack', { title: 'Quell Barrier' })],
      },
      [
        {
          id: 'favourite',
          questions: [`What is ${name}'s favourite project?`],
          answer: 'Quell Barrier: we built it in 36 hours, and the city still uses it.',
          items: ['quell-hack'],
        },
      ],
    );
    const a = ask(o, `what's ${name}'s favourite project`);
    expect(a.text).toContain('Quell Barrier: we built it in 36 hours');
    expect(a.text).not.toContain('widest reach');
  });

  it('says a listed tool is used where a project’s own words name it by an alias', () => {
    const o: Owner = {
      ...withSkill(owner, QUELLREADER),
      projects: [
        projectEntry('quell-forms', {
          title: 'Quellforms',
          description: 'Form components, all tested with QuellOver and QuellVDA.',
        }),
      ],
    };
    const a = ask(o, `Has ${name} worked with quellreaders?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('tested with QuellOver and QuellVDA');
    expect(a.text).not.toContain('No project');
  });

  it('gives the whole span work shows a skill in, beside the jobs that name it', () => {
    const o: Owner = {
      ...withSkill(
        withEntries(owner, 'career', [
          entry(
            'quell-job',
            'Quell Developer',
            'Quellcorp',
            '2018-04',
            '2021-01',
            'I built sites in Quellscript.',
          ),
        ]),
        QUELLSCRIPT,
      ),
      projects: [projectEntry('quell-late', { year: 2025 })],
    };
    const a = ask(o, `How many years of Quellscript experience does ${name} have?`);
    expect(a.text).toMatch(/it shows Quellscript from .*Quellcorp.* to .*quell-late.*; the jobs that name/);
  });

  it('counts SDET and automation titles as test automation years, with no gap between them', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-a',
        'QA Automation Engineer',
        'Quellcorp',
        '2019-06',
        '2021-10',
        'I built the Cypress suite.',
      ),
      entry(
        'quell-b',
        'Software Development Engineer in Test',
        'Quellwerk',
        '2021-11',
        '2023-08',
        'I wrote API tests.',
      ),
      entry('quell-c', 'Test Automation Lead', 'Quellwerk', '2023-09', 'present', 'I lead five SDETs.'),
    ]);
    const a = ask(o, `How many years of test automation experience does ${name} have?`);
    expect(a.items).toEqual(['quell-a', 'quell-b', 'quell-c']);
    expect(a.text).not.toMatch(/not counting/);
  });

  it('names the skill the last question asked by another name when asked "which one?"', () => {
    const o = withSkill(owner, { ...QUELLSCRIPT, aliases: ['quell scripting'] });
    const asked = `Has ${name} done any quell scripting?`;
    expect(askAfter(o, asked, 'which one?').text).toMatch(/^Quellscript \(listed under/);
    expect(askAfter(o, asked, 'with what tool?').text).toMatch(/^Quellscript/);
    // Asked by its own name, "which one?" asks of something else.
    expect(askAfter(o, `Does ${name} know Quellscript?`, 'which one?').text).not.toMatch(/^Quellscript \(/);
  });

  it('answers whether a piece of work is still available from its own words, else its links', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-game', {
          title: 'Quellgame',
          kinds: ['game'],
          description: 'It reached 80,000 downloads before I took it off the store in 2020.',
        }),
        projectEntry('quell-live', { title: 'Quellive', live: 'https://quellive.example' }),
      ],
    };
    const gone = askAfter(o, 'Tell me about Quellgame.', 'is it still available to download?');
    expect(gone.text).toMatch(/^No, .*took it off the store in 2020/);
    const live = askAfter(o, 'Tell me about Quellive.', 'can I still try it?');
    expect(live.text).toMatch(/^Yes: .*quellive\.example/);
  });

  it('quotes the figure the item in view gives for a percentage or a share asked', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-mod', {
          title: 'Quellmod',
          summary: 'A codemod that converts quell specs.',
          description: 'It converted about 85% of our 1,400 specs automatically.',
        }),
      ],
    };
    expect(askAfter(o, 'what is Quellmod?', 'what percentage of specs did it convert?').text).toContain(
      '85%',
    );
    const job = withEntries(owner, 'career', [
      entry(
        'quell-job',
        'Senior Mobile Engineer',
        'Quellhealth',
        '2021-11',
        'present',
        'I lead a team of four. I moved the apps to shared modules, and about 65% of the code is now shared between Android and iOS.',
      ),
    ]);
    const a = askInTurn(job, [
      `Where does ${name} work now?`,
      'how much of the code is shared between android and ios?',
    ]);
    expect(a.text).toContain('about 65% of the code is now shared');
  });

  it('reads "I\'m staying in…" as a no to moving, and a remote clause as a yes to fully remote', () => {
    const o = withFaq(owner, [
      {
        id: 'moving',
        questions: [`Would ${name} relocate?`, 'Open to remote work?'],
        answer:
          "I'm staying in Quelltown: my family is here. I work remotely or hybrid from Quelltown, and I'm happy to travel up to 20% of the time.",
      },
    ]);
    expect(ask(o, `Would ${name} relocate to Munich?`).text).toMatch(/^No/);
    expect(ask(o, `Is ${name} open to fully remote?`).text).toMatch(/^Yes/);
  });

  it('answers "most complex" from the owner’s own words on the hardest, else by technology, not reach', () => {
    const work: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-first', {
          title: 'Quellfirst',
          description: 'It is the least sophisticated thing I have built, but 90,000 students used it.',
        }),
        projectEntry('quell-wide', {
          title: 'Quellwide',
          techStack: ['Quellscript', 'Quellbase', 'Quellcloud', 'Quellqueue'].map((title) => ({
            title,
            icon: 'quell',
          })),
        }),
      ],
      hackathons: [],
    };
    const ranked = ask(work, `What's the most technically complex thing ${name} has built?`);
    expect(ranked.text).toMatch(/doesn't rank .* by complexity/);
    expect(ranked.items[0]).toBe('quell-wide');
    expect(ranked.items).not.toContain('quell-first');
    const own = withFaq(work, [
      {
        id: 'favourite',
        questions: [`What is ${name}'s favourite project?`],
        answer: 'Quellfirst. Rewriting its core for 2.0 was the hardest thing I have shipped.',
        items: ['quell-first'],
      },
    ]);
    const a = ask(own, `What's the most complex thing ${name} has built?`);
    expect(a.text).toMatch(/own words, the hardest: .*Quellfirst/);
  });

  it('gives the stack of a site built for others, described by its title words', () => {
    const o: Owner = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-fest', {
          title: 'Quell Jazz Festival website',
          summary: 'Website and tickets for a jazz festival.',
          techStack: [
            { title: 'Quellscript', icon: 'quell' },
            { title: 'Quellbase', icon: 'quell' },
          ],
        }),
      ],
    };
    const a = ask(o, 'What stack was the jazz festival site built with?');
    expect(a.items).toEqual(['quell-fest']);
    expect(a.text).toMatch(/built with Quellscript and Quellbase/);
  });

  it('tells the hackathon won, then what came of it afterwards', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-won', {
          title: 'Quell Barrier',
          result: '1st place',
          description: {
            app: 'It maps broken kerbs. The city ran it as a pilot after the event and received 1,100 reports.',
            role: 'I led the team.',
          },
        }),
        hackathonEntry('quell-other', { result: 'Finalist' }),
      ],
    };
    const won = ask(o, `Tell me about the hackathon ${name} won`);
    expect(won.items).toEqual(['quell-won']);
    const after = askAfter(o, `Tell me about the hackathon ${name} won`, 'what happened after the event?');
    expect(after.text).toContain('ran it as a pilot after the event');
    const o2: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-market', {
          title: 'Quellmarket',
          description:
            'A marketplace for artisans. It processed about 300 orders before the artisans moved to other shops.',
        }),
      ],
    };
    expect(askAfter(o2, 'Tell me about Quellmarket.', 'what happened to it?').text).toContain(
      'about 300 orders before the artisans moved',
    );
  });

  it('says a job followed by a post at the same employer was not left', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-dev', 'Quell Developer', 'Quellcorp', '2022-08', '2024-03', 'I built the ledger.'),
      entry('quell-senior', 'Senior Quell Developer', 'Quellcorp', '2024-04', 'present', 'I lead the squad.'),
    ]);
    const a = askInTurn(o, [
      `What's ${name}'s current job?`,
      'and before that?',
      'why did they leave that one?',
    ]);
    expect(a.text).toMatch(/didn't leave Quellcorp then/);
    expect(a.items).toEqual(['quell-dev', 'quell-senior']);
  });

  it('walks the career in order, names the last job held before a break, and why teaching was left', () => {
    const o = withEntries(owner, 'career', [
      {
        ...entry('quell-t1', 'Physics Teacher', 'Quell School', '2012-11', '2013-10', 'My service year.'),
        field: 'other',
      },
      {
        ...entry(
          'quell-t2',
          'Physics Teacher',
          'Quell College',
          '2013-09',
          '2017-07',
          'I ran the science club. I left because I wanted to build software full time.',
        ),
        field: 'other',
      },
      entry('quell-qa', 'QA Analyst', 'Quellpay', '2017-08', '2024-03', 'I tested payments.'),
      entry('quell-gap', 'Sabbatical (travelling)', '', '2024-04', '2025-03', 'I travelled.'),
    ]);
    expect(ask(o, `Walk me through ${name}'s career path from teaching to now`).items).toEqual([
      'quell-t1',
      'quell-t2',
      'quell-qa',
      'quell-gap',
    ]);
    const latest = ask(o, `What's ${name}'s latest role?`);
    expect(latest.text).toMatch(/latest job: .*QA Analyst.* Since then: .*Sabbatical/);
    expect(ask(o, `Why did ${name} leave teaching?`).text).toContain('I wanted to build software full time');
  });

  it('counts only paid posts as professional experience, and says so of internships', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-oss', 'Open-source contributor', 'Quellproject', '2023-09', 'present', 'I merged 27 PRs.'),
      entry('quell-i1', 'Backend Engineering Intern', 'Quellbox', '2024-06', '2024-08', 'I built an API.'),
      entry('quell-i2', 'Software Engineering Intern', 'Quellpay', '2025-05', '2025-07', 'I built refunds.'),
    ]);
    const a = ask(o, `How many years of professional experience does ${name} have?`);
    expect(a.text).toMatch(/paid experience on the site is 2 internships, 6 months in all/);
    expect(a.text).toMatch(/Not counted, as unpaid: .*Open-source contributor/);
  });
});

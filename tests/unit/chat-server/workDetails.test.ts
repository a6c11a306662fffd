import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  projectEntry,
  withEntries,
  withJobContent,
  withSkill,
} from './ownerCopies';

// Where a piece of work was shown and whom it is for, read from its own sentences, and fit answers
// that never deny what the lines above them show; on every owner, with a copy holding the fact.

type Project = Owner['projects'][number];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const withProject = (o: Owner, p: Partial<Project>): [Owner, Project] => {
  const project = { ...o.projects[0]!, ...p };
  return [{ ...o, projects: [project, ...o.projects.slice(1)] }, project];
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers where a piece of work was shown with the sentence that names the place', () => {
    const [o, p] = withProject(owner, {
      description: `${owner.projects[0]!.description} I first showed it at Northbridge Tech Meetup.`,
    });
    const a = ask(o, `where did ${name} present ${p.title}?`);
    expect(a.items).toEqual([p.slug]);
    expect(a.text).toContain('at Northbridge Tech Meetup');
  });

  it('says work its own words call paused is not still being developed', () => {
    // A title that is no word of the site itself ("Portfolio").
    const p = owner.projects.find((x) => !/portfolio/i.test(x.title))!;
    const paused = {
      ...p,
      description: `${p.description} I have paused it since spring 2026 to focus on work.`,
    };
    const o = { ...owner, projects: owner.projects.map((x) => (x === p ? paused : x)) };
    expect(ask(o, `Is ${p.title} still being developed?`).text).toMatch(/^No: .*paused it since spring 2026/);
  });

  it("weighs pieces of work by their own words on size and time, and the owner's 'my largest'", () => {
    const [a, b, ...rest] = owner.projects;
    const big = { ...a!, description: `${a!.description} It is my largest project: two years of evenings.` };
    const quick = { ...b!, description: `${b!.description} It took about six weeks.` };
    const o = { ...owner, projects: [big, quick, ...rest] };
    const bigger = ask(o, `which project was bigger, ${a!.title} or ${b!.title}?`);
    expect(bigger.text).toMatch(
      new RegExp(
        `^\\[\\*\\*${escape(a!.title)}\\*\\*\\].*own words: “It is my largest project: two years of evenings\\.”`,
      ),
    );
    expect(bigger.text).not.toContain("The site doesn't rank them");
    const lead = new RegExp(`^\\[\\*\\*${escape(a!.title)}\\*\\*\\].*own words: “It is my largest project`);
    expect(ask(o, `what is ${name}'s biggest project?`).text).toMatch(lead);
    expect(ask(o, `which took longer to build, ${a!.title} or ${b!.title}?`).text).toMatch(lead);
    // "The other one" after that answer is the one it did not lead with.
    const other = askAfter(
      o,
      `which took longer to build, ${a!.title} or ${b!.title}?`,
      'what stack did the other one use?',
    );
    expect(other.text).toMatch(new RegExp(`^\\[\\*\\*${escape(b!.title)}\\*\\*\\].* is built with`));
    const least = ask(o, `which of ${name}'s projects took the least time?`);
    expect(least.text).toContain('It took about six weeks.');
    expect(least.text).toContain('two years of evenings');
    // Without such words, the site ranks nothing.
    expect(ask(owner, `which project was bigger, ${a!.title} or ${b!.title}?`).text).not.toContain(
      'own words: “It is my largest',
    );
  });

  it('answers which of two pieces of work is more recent from their dates, one named by its words', () => {
    const [first, second, ...rest] = owner.projects;
    const older = { ...first!, year: 2081, month: 3 };
    const newer = {
      ...second!,
      year: 2084,
      month: 9,
      summary: 'A logbook for lighthouse keepers.',
      description: 'A logbook for lighthouse keepers, kept offline.',
    };
    const o = { ...owner, projects: [older, newer, ...rest] };
    const named = ask(o, `Is ${older.title} or ${newer.title} more recent?`);
    expect(named.text).toMatch(
      new RegExp(`^\\[\\*\\*${escape(newer.title)}\\*\\*\\].*\\(September 2084\\) is the more recent`),
    );
    const describedOne = ask(o, `which came first, ${older.title} or the lighthouse logbook?`);
    expect(describedOne.text).toMatch(
      new RegExp(`^\\[\\*\\*${escape(older.title)}\\*\\*\\].*\\(March 2081\\) came first`),
    );
    expect(describedOne.items).toEqual([older.slug, newer.slug]);
    const describedRecent = ask(o, `Is ${older.title} or the lighthouse logbook more recent?`);
    expect(describedRecent.text).toMatch(/^\[\*\*.*\(September 2084\) is the more recent/);
    expect(describedRecent.items).toEqual([older.slug, newer.slug]);
    // Neither named: each side of "or" by its own words.
    const olderTide = {
      ...older,
      summary: 'A planner for tide tables.',
      description: 'A planner for tide tables.',
    };
    const both = ask(
      { ...o, projects: [olderTide, newer, ...rest] },
      'which came first, the tide planner or the lighthouse logbook?',
    );
    expect(both.text).toMatch(/^\[\*\*.*\(March 2081\) came first/);
    expect(both.items).toEqual([older.slug, newer.slug]);
  });

  it('finds each side of "or" by a word in -ing and by a technology named there', () => {
    const quellrust = [{ title: 'Quellrust', icon: 'quellrust' }];
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-budget', { year: 2082, summary: 'A budgeting app.', techStack: quellrust }),
        projectEntry('quell-lib', { year: 2084, summary: 'A library of quell helpers.' }),
        projectEntry('quell-rustlib', {
          year: 2080,
          summary: 'A library of quell helpers.',
          techStack: quellrust,
        }),
      ],
    };
    const a = ask(o, 'Which came first, the budgeting app or the Quellscript library?');
    expect(a.text).toMatch(/^\[\*\*quell-budget\*\*\].*\(2082\) came first; \[\*\*quell-lib\*\*\]/);
  });

  it('answers the first project at a place from the one that says so among those dated alike', () => {
    const org = entriesOf(owner, 'education').find((e) => e.organisation)!.organisation!;
    const [a, b, ...rest] = owner.projects;
    const said = `It was my first project at ${org}.`;
    const o = {
      ...owner,
      projects: [
        { ...a!, year: 1990, month: undefined, description: 'A small planner with reminders.' },
        { ...b!, year: 1990, month: undefined, description: `A small tool for tide tables. ${said}` },
        ...rest,
      ],
    };
    const first = ask(o, `What was ${name}'s first project at ${org}?`);
    expect(first.items).toEqual([b!.slug]);
    expect(first.text).toContain(said);
  });

  it('finds a hyphenated title written joined ("mtiba lite"), not a shorter title inside it', () => {
    const [a, b, ...rest] = owner.projects;
    const o = {
      ...owner,
      projects: [
        { ...a!, slug: 'm-tiba-lite', title: 'M-Tiba Lite' },
        { ...b!, slug: 'tiba', title: 'Tiba' },
        ...rest,
      ],
    };
    expect(ask(o, 'tell me abt mtiba lite').items[0]).toBe('m-tiba-lite');
  });

  it('answers how two pieces of work are related from the sentence of one naming the other', () => {
    const [a, b, ...rest] = owner.projects;
    const said = `It exports its tide tables to ${a!.title} every night.`;
    const o = {
      ...owner,
      projects: [a!, { ...b!, description: `A small tool for tide tables. ${said}` }, ...rest],
    };
    const r = ask(o, `How are ${a!.title} and ${b!.title} related?`);
    expect(r.text).toContain(said);
    expect(r.items).toEqual([a!.slug, b!.slug]);
  });

  it('says what a piece of work is when asked what was built in it and with what', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const a = ask(owner, `What did ${name} build in ${p.title} and with which stack?`);
    expect(a.text).toContain(p.summary);
    expect(a.text).toContain('built with');
  });

  it('answers "and what did the app do?" after a hackathon role with what the entry is', () => {
    const [h] = owner.hackathons;
    if (!h) return;
    const a = askAfter(owner, `What was ${name}'s role at ${h.team}?`, 'and what did the app do?');
    expect(a.items).toEqual([h.slug]);
    expect(a.text).toContain(h.description.app.split('. ')[0]!.slice(0, 40));
  });

  it('weighs two pieces of work named in "which was harder to build, X or Y?"', () => {
    const [a, b] = owner.projects;
    const r = ask(owner, `Which was harder to build, ${a!.title} or ${b!.title}?`);
    expect(r.text).toContain(a!.title);
    expect(r.text).toContain(b!.title);
    expect(r.text).toContain("doesn't rank them");
  });

  it('answers "is X a version of / based on Y?" from their words, or says the site does not say', () => {
    const [a, b, ...rest] = owner.projects;
    const said = `Despite the name it shares no code with ${a!.title}.`;
    const o = {
      ...owner,
      projects: [a!, { ...b!, description: `A small tool for tide tables. ${said}` }, ...rest],
    };
    for (const q of [
      `Is ${b!.title} a smaller version of ${a!.title}?`,
      `Is ${b!.title} based on ${a!.title}?`,
    ]) {
      const r = ask(o, q);
      expect(r.text, q).toContain(said);
      expect(r.text, q).not.toMatch(/^Yes/);
    }
    const plain = ask(owner, `Is ${b!.title} based on ${a!.title}?`);
    expect(plain.text).toMatch(/^The site doesn't say how they are connected/);
    expect(plain.items).toEqual(expect.arrayContaining([a!.slug, b!.slug]));
  });

  it('says the site names no place rather than answering another question', () => {
    const [o, p] = withProject(owner, {
      summary: 'A small planner.',
      description: 'A small planner with reminders and a weekly view.',
    });
    const a = ask(o, `where did ${name} build ${p.title}?`);
    expect(a.text).toMatch(/doesn't name a place/);
    expect(a.text).not.toMatch(/\bis from \d{4}/);
  });

  it('still gives the link when "where" asks where to get the work', () => {
    const [o, p] = withProject(owner, { live: 'https://example.org/planner' });
    expect(ask(o, `where can I install ${p.title}?`).text).toContain('https://example.org/planner');
  });

  it('answers whom the work in view is for, not what it is built with', () => {
    const [o, p] = withProject(owner, {
      description: `${p0(owner)} is a planner for school librarians and their volunteers. It syncs nightly.`,
    });
    const a = askAfter(o, `Tell me about ${p.title}.`, 'Who was it built for?');
    expect(a.text).toContain('for school librarians');
    expect(a.text).not.toMatch(/is built with/);
  });

  it('never says no work uses a named skill that work it shows uses', () => {
    const tech = owner.skills.flatMap((c) => c.skills).find((s) => s.kind !== 'practice')!;
    const [o, p] = withProject(owner, {
      kinds: ['mobile app'],
      techStack: [{ title: tech.title, icon: tech.icon }],
    });
    const only = { ...o, projects: [p], hackathons: [] };
    const a = ask(only, `We need a mobile team lead on ${tech.title}. Is ${name} a fit?`);
    expect(a.text).toContain(p.title);
    expect(a.text).not.toMatch(/No project or hackathon entry on the site uses/);
  });

  it('names the work whose own words name a technology its stack leaves out', () => {
    const [o, p] = withProject(owner, {
      description: 'The back end is a Django REST Framework API with PostgreSQL.',
      techStack: [
        { title: 'Django', icon: 'django' },
        { title: 'PostgreSQL', icon: 'postgresql' },
      ],
    });
    const only = { ...o, projects: [p], hackathons: [] };
    const a = ask(only, `We need a Python/Django REST API developer. Is ${name} a fit?`);
    expect(a.text).toContain(`- REST is in no stack, but the words of [**${p.title}**]`);
    expect(a.text).not.toMatch(/No project or hackathon entry on the site uses REST/);
  });

  it('counts only the work whose own words give the longer name a question uses for a skill', () => {
    const o = withSkill(owner, {
      title: 'Quellframe',
      icon: 'x',
      ariaLabel: 'Quellframe web framework',
      kind: 'framework',
      aliases: ['quellframe rest toolkit'],
    });
    const stack = [{ title: 'Quellframe', icon: 'x' }];
    const [a, b] = [owner.projects[0]!, owner.projects[1] ?? owner.projects[0]!];
    const api = {
      ...a,
      slug: 'api',
      title: 'Quellapi',
      techStack: stack,
      description: 'A Quellframe REST Toolkit API.',
    };
    const site = {
      ...b,
      slug: 'site',
      title: 'Quellsite',
      techStack: stack,
      description: 'A server-rendered site.',
    };
    const both = { ...o, projects: [api, site], hackathons: [] };
    const asked = ask(both, `has ${name} worked with Quellframe REST Toolkit?`);
    expect(asked.text).toContain('[**Quellapi**]');
    expect(asked.text).not.toContain('[**Quellsite**]');
    expect(ask(both, `does ${name} know Quellframe?`).text).toContain('[**Quellsite**]');
  });

  it('answers two kinds asked one each, or either, with each kind’s work apart', () => {
    const [a, b] = [owner.projects[0]!, owner.projects[1] ?? owner.projects[0]!];
    const health = { ...a, slug: 'care', title: 'Quellcare', kinds: ['health'] };
    const money = { ...b, slug: 'fund', title: 'Quellfund', kinds: ['finance'] };
    const o = { ...owner, projects: [health, money], hackathons: [] };
    const each = ask(o, `${name} did a health project and a finance one, right?`);
    expect(each.text).toMatch(
      /^Yes:\n- Health projects: \[\*\*Quellcare\*\*\].*\n- Finance projects: \[\*\*Quellfund\*\*\]/,
    );
    const other = askAfter(o, `${name} did a health project and a finance one, right?`, 'and the other?');
    expect(other.items[0]).toBe('fund');
    const either = ask(o, 'any experience in healthcare or finance?');
    expect(either.text).toMatch(/^Yes:\n- Health projects: .*\n- Finance projects: /);
    const none = ask({ ...o, projects: [health] }, `${name} did a health project and a finance one, right?`);
    expect(none.text).toMatch(/^No, not each of them:\n.*\n- Finance projects: none on the site/);
  });

  it('quotes the sentence that has the area asked about beside the topic word', () => {
    const job = entriesOf(owner, 'career').find((e) => e.end === 'present' && e.organisation)!;
    const content = 'I lead the weekly guild meetup. I lead the mobile platform team of four.';
    const o = withEntries(owner, 'career', [{ ...job, content }]);
    const a = ask(o, `We need a mobile platform lead. Is ${name} a fit?`);
    expect(a.text).toContain('I lead the mobile platform team of four.');
  });

  it('names the databases work on the site uses beside the listed ones', () => {
    const [o, p] = withProject(owner, { techStack: [{ title: 'DuckDB', icon: 'duckdb' }] });
    const a = ask(o, `wat databases does ${name} kno?`);
    expect(a.text).toMatch(/Not listed, but named in work on the site: .*DuckDB/);
    expect(a.items).toContain(p.slug);
  });
});

const p0 = (o: Owner) => o.projects[0]!.title;

describe.each(OWNERS)('a sort of work on %s', (_, owner) => {
  const name = owner.firstName;
  const games = (o: Owner, descriptions: string[]): Owner => ({
    ...o,
    hackathons: [],
    projects: descriptions.map((description, i) => ({
      ...o.projects[i % o.projects.length]!,
      slug: `game-${i}`,
      title: `Game Number ${i}`,
      kinds: ['game'],
      description,
      thisSite: false,
    })),
  });

  it('answers "is it a <kind>?" of the one piece of work in view, not with all of the kind', () => {
    const o = games(owner, ['A puzzle game for the terminal.', 'A racing game for the browser.']);
    const a = askAfter(o, 'Tell me about Game Number 0.', 'is it a browser game?');
    expect(a.text).toMatch(/^No: .*Game Number 0/);
    expect(a.items).toEqual(['game-0']);
    const b = askAfter(o, 'Tell me about Game Number 0.', 'is it a game?');
    expect(b.text).toMatch(/^Yes: .*Game Number 0/);
  });

  it('reads "commercial" before a kind as work sold, shipped or made for a client', () => {
    const o = games(owner, ['A puzzle game made for a game jam.', 'A racing game I sold on Steam.']);
    const a = ask(o, `has ${name} made any commercial games?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(['game-1']);
    const [job] = entriesOf(owner, 'career');
    const none = withJobContent(
      games(owner, ['A puzzle game made for a game jam.', 'A card game for two players.']),
      job!,
      'I wrote gameplay code for three shipped mobile titles.',
    );
    const b = ask(none, `has ${name} shipped any commercial games?`);
    expect(b.text).not.toMatch(/^Yes/);
    expect(b.text).toContain('I wrote gameplay code for three shipped mobile titles.');
  });

  it('lists only the work the word before the kind describes', () => {
    const o = games(owner, ['A puzzle game for the browser.', 'A racing game released on console and PC.']);
    const a = ask(o, `has ${name} shipped a console game?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(['game-1']);
  });

  it('says no work of the kind is so, quoting where else the site says it', () => {
    const [job] = entriesOf(owner, 'career');
    const o = withJobContent(
      games(owner, ['A puzzle game for the browser.', 'A card game for two players.']),
      job!,
      'I tested a console action game before its release.',
    );
    const a = ask(o, `has ${name} shipped a console game?`);
    expect(a.text).toMatch(/^None of .* is described as a console game, but the site says/);
    expect(a.text).toContain('tested a console action game');
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('takes a compound before the kind as part of it, not as a sort', () => {
    const o = games(owner, ['A puzzle game for the browser.']);
    expect(ask(o, `has ${name} built any browser puzzle games?`).text).not.toMatch(/^No/);
  });
});

describe.each(OWNERS)('where work is deployed on %s', (_, owner) => {
  const name = owner.firstName;
  const hosted = (o: Owner, lives: string[]): Owner => ({
    ...o,
    hackathons: [],
    projects: lives.map((live, i) => ({
      ...o.projects[i % o.projects.length]!,
      slug: `hosted-${i}`,
      title: `Hosted Thing ${i}`,
      live,
      thisSite: false,
    })),
  });

  it('names the platforms the live links run on, most used first, and leaves out videos', () => {
    const o = hosted(owner, [
      'https://a-kl.onrender.com/',
      'https://b-kl.onrender.com/',
      'https://someone.github.io/c/',
      'https://www.youtube.com/watch?v=abc',
    ]);
    const a = ask(o, `where does ${name} deploy stuff?`);
    expect(a.text).toMatch(
      new RegExp(`^Going by the live links, ${name}'s work runs on Render and GitHub Pages:`),
    );
    expect([...a.items].sort()).toEqual(['hosted-0', 'hosted-1', 'hosted-2']);
    expect(a.text).not.toMatch(/youtube/);
  });

  it('answers hosting asked of one named piece of work from that work', () => {
    const o = hosted(owner, ['https://a-kl.onrender.com/', 'https://someone.github.io/c/']);
    expect(ask(o, 'What does Hosted Thing 0 use for hosting its images?').text).toMatch(/is built with/);
  });

  it('counts subdomains of one domain as that domain', () => {
    const o = hosted(owner, ['https://owner-example.dev/', 'https://app.owner-example.dev/']);
    expect(ask(o, `where are ${name}'s apps hosted?`).text).toMatch(/runs on owner-example\.dev:/);
  });
});

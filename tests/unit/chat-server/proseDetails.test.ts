import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withFaq, withPersonal, withSkill } from './ownerCopies';

// Facts only the owner's prose gives (an award, a course's capstone, who uses a piece of work) and
// words that must not be read as the skill or category they resemble, on every owner.

/** The owner with no work of the AI kind, so a question on machine learning finds none listed. */
const withoutAiWork = (o: Owner): Owner => ({
  ...o,
  projects: o.projects.map((p) => ({
    ...p,
    kinds: p.kinds
      .filter((k) => k !== 'ai')
      .concat(p.kinds.length === 1 && p.kinds[0] === 'ai' ? ['website'] : []),
  })),
  hackathons: o.hackathons.map((h) => ({
    ...h,
    kinds: h.kinds
      .filter((k) => k !== 'ai')
      .concat(h.kinds.length === 1 && h.kinds[0] === 'ai' ? ['website'] : []),
  })),
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);
  const pronoun = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];

  it('answers "has X won any awards?" with an award only the About text names', () => {
    const o = withPersonal(bare, 'My radio documentary won the 2090 Harbour Prize for sound design.');
    const a = ask(o, `has ${name} won any awards?`);
    expect(a.text).toContain('My radio documentary won the 2090 Harbour Prize for sound design.');
    if (!owner.hackathons.length) expect(a.text).toMatch(/^Yes\./);
  });

  it('says an unlisted technology used only in projects was not used in a job, with own words', () => {
    const said = 'At home I tinker with Haskell on small games, purely as a hobby.';
    const [p, ...rest] = bare.projects;
    const o = withPersonal(
      { ...bare, projects: [{ ...p!, techStack: [{ title: 'Haskell', icon: 'haskell' }] }, ...rest] },
      said,
    );
    const yes = ask(o, `Does ${name} know Haskell?`);
    expect(yes.text).toMatch(/^Yes, in (?:his|her|their) projects: Haskell is not in/);
    expect(yes.text).toContain(said);
    const work = ask(o, `Has ${name} used Haskell professionally?`);
    expect(work.text).toMatch(/^Not that the site shows: no job on it names Haskell\./);
    expect(work.text).toContain(said);
  });

  it('answers a topic asked beside an unnamed technology from the prose, with no flat no', () => {
    const said = 'I set up fuzzing for every parser I maintain.';
    const o = withPersonal(bare, said);
    const a = ask(o, `Has ${name} done any fuzzing / TDD?`);
    expect(a.text).not.toMatch(/^No/);
    expect(a.text).toContain('TDD is not among');
    expect(a.text).toContain(said);
  });

  it('answers "what age groups did X coach?" from the sentence naming the ages', () => {
    const coached = 'At Harbour Rowing I coached crews from under-14 to U18 on weekday evenings.';
    const o = withEntries(
      withPersonal(bare, 'I spent six years coaching rowing before I learnt to code.'),
      'career',
      [
        entry('coach', 'Rowing Coach', 'Harbour Rowing', '2080-01', '2085-12', coached),
        entry('dev', 'Developer', 'Quayside Labs', '2086-01', '2090-01', 'I build data tools.'),
      ],
    );
    const a = ask(o, `what age groups did ${name} coach?`);
    expect(a.text).toContain(coached);
  });

  it('answers "does X play any instruments?" with the sentence on playing one', () => {
    const plays = 'Outside work I play the harp in a folk band.';
    const o = withPersonal(
      withPersonal(bare, 'I love code that meets music: synths and instruments that live in a browser tab.'),
      plays,
    );
    const a = ask(o, `Does ${name} play any instruments?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(plays);
    // An instrument the lexicon does not know, played in a band.
    const band = 'Outside work I play surdo in a samba band.';
    expect(ask(withPersonal(bare, band), `Does ${name} play any instruments?`).text).toContain(band);
  });

  it('keeps "did either of them win?" after a list of hackathons to those entries', () => {
    if (owner.hackathons.length < 2) return;
    const o = withPersonal(bare, 'My radio documentary won the 2090 Harbour Prize for sound design.');
    const a = askAfter(o, `what hackathons has ${name} done?`, 'did either of them win a prize?');
    expect(a.text).not.toContain('Harbour Prize');
  });

  it('answers "before X? and what came after it?" with the jobs on either side of X', () => {
    const o = withEntries(bare, 'career', [
      entry('job-a', 'Reporter', 'Harbour Courier', '2080-01', '2082-12', 'I wrote about the port.'),
      entry('job-b', 'Data Developer', 'Quayside Labs', '2083-02', '2085-06', 'I built data tools.'),
      entry('job-c', 'Lead Developer', 'Lighthouse Analytics', '2085-08', '2088-01', 'I lead the front end.'),
    ]);
    const a = ask(
      o,
      `What did ${name} do before Quayside Labs? And what came after it?`,
      new Date('2090-01-01'),
    );
    expect(a.text).toContain('Harbour Courier');
    expect(a.text).toContain('Lighthouse Analytics');
  });

  it('reads "RxJS observables" as RxJS, not a listed skill named Observable', () => {
    const o = withSkill(bare, {
      title: 'Observable',
      icon: 'observable',
      ariaLabel: 'Observable',
      kind: 'platform',
    });
    const a = ask(o, `Is ${name} comfortable with RxJS observables?`);
    expect(a.text).toMatch(/^No: RxJS is not among/);
    expect(a.text).not.toContain('Observable is among');
  });

  it("quotes a course's words on machine learning when no work is listed as AI", () => {
    const o = withEntries(withoutAiWork(bare), 'education', [
      entry(
        'course-x',
        'Data Course',
        'Harbour Academy',
        '2080-01',
        '2080-06',
        'It ended with an introduction to machine learning with scikit-learn.',
      ),
    ]);
    const a = ask(o, `has ${name} done any machine learning`);
    expect(a.text).toContain('an introduction to machine learning with scikit-learn');
    expect(a.text).not.toMatch(/^No[:,.]/);
  });

  it('reads "data science course" as the course, not a skill category called Data', () => {
    const [a1, a2, third] = bare.skills;
    const withData = { ...bare, skills: [a1, a2, { ...third, name: 'Data' }] as Owner['skills'] };
    const o = withEntries(withData, 'education', [
      entry(
        'course-y',
        'Data Science Certificate',
        'Harbour Academy',
        '2080-01',
        '2080-06',
        'My capstone analysed ten years of ferry delays.',
      ),
    ]);
    const a = ask(o, `What was the capstone of ${pronoun} data science course?`);
    expect(a.text).toContain('My capstone analysed ten years of ferry delays.');
  });

  it('answers "who uses it?" of the work in view from its own words, or says the site does not', () => {
    const [p, q, ...rest] = bare.projects;
    const used = { ...p!, description: `${p!.description} It is used by three ferry companies.` };
    const o = { ...bare, projects: [used, q!, ...rest] };
    expect(askAfter(o, `tell me about ${used.title}`, 'who uses it?').text).toContain(
      'It is used by three ferry companies.',
    );
    expect(askAfter(o, `tell me about ${q!.title}`, 'who uses it?').text).toMatch(
      /^The site doesn't say who uses/,
    );
  });
});

describe.each(OWNERS)('on %s, naming work and code', (_, owner) => {
  const name = owner.firstName;

  it('finds a hackathon entry by the first words of its event ("the Station F one")', () => {
    const [first, ...rest] = owner.hackathons;
    if (!first) return;
    const o = { ...owner, hackathons: [{ ...first, event: 'Quayside Lantern Mobility Hackathon' }, ...rest] };
    const a = ask(o, `What was ${name}'s role at the Quayside Lantern one?`);
    expect(a.items).toEqual([first.slug]);
  });

  it('answers "and the github repo?" after a link with that work\'s code, not a skill', () => {
    const work = [...owner.projects].find((p) => p.github);
    if (!work) return;
    const a = askAfter(owner, `whats the link for ${work.title}`, 'and the github repo?');
    expect(a.text).toContain(work.github!);
  });

  it('gives a link once when two parts of a message ask for it ("on GitHub? link pls")', () => {
    const work = [...owner.projects].find((p) => p.github);
    if (!work) return;
    for (const q of [`Is ${work.title} on GitHub? link pls`, `Is ${work.title} on GitHub? where's the code?`])
      expect(ask(owner, q).text.split(work.github!).length - 1).toBe(1);
  });

  it('knows map and BI tools a visitor may ask about, listed or not', () => {
    const listed = owner.skills.flatMap((c) => c.skills.map((s) => s.title));
    const a = ask(owner, `Does ${name} know Tableau or Power BI?`);
    for (const tool of ['Tableau', 'Power BI'])
      if (!listed.includes(tool)) expect(a.text).toContain(`${tool} is not among`);
  });
});

describe.each(OWNERS)("on %s, the owner's own studio, roles and sorts of work", (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);
  const pronoun = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];

  it('reads "his studio" as the place of the job now and answers its size from its words', () => {
    const o = withEntries(bare, 'career', [
      entry(
        'old-x',
        'Programmer',
        'Big Lantern Games',
        '2080-01',
        '2082-12',
        'A studio of about ninety people.',
      ),
      entry(
        'now-x',
        'Co-founder',
        'Small Quay Studio',
        '2083-01',
        'present',
        'We ship games for consoles. We take commissions between games. We are the two of us plus two employees.',
      ),
    ]);
    const a = ask(o, `How many people work at ${pronoun} studio?`, new Date('2090-01-01'));
    expect(a.items).toEqual(['now-x']);
    expect(a.text).toContain('two employees');
  });

  it('reads "sound design" as the hackathon role sound, not the field of design', () => {
    const [first, ...rest] = bare.hackathons;
    if (!first) return;
    const o = {
      ...bare,
      hackathons: [{ ...first, roles: ['sound'] }, ...rest.map((h) => ({ ...h, roles: ['design'] }))],
    };
    const a = ask(o, `Does ${name} do sound design too, or just code?`);
    expect(a.items).toEqual([first.slug]);
  });

  it('narrows a kind of work by the word after "for" ("a game for football fans")', () => {
    const [p1, p2, ...rest] = bare.projects;
    const o = {
      ...bare,
      projects: [
        { ...p1!, kinds: ['game'], description: `${p1!.description} A quiz for football fans.` },
        { ...p2!, kinds: ['game'] },
        ...rest.map((p) => ({ ...p, kinds: ['library'] })),
      ],
      hackathons: [],
    };
    const a = ask(o, `Has ${name} made a game for football fans?`);
    expect(a.items).toEqual([p1!.slug]);
  });
});

describe.each(OWNERS)('on %s, stores and work described', (_, owner) => {
  const bare = withFaq(owner, []);

  it('gives the Steam link of a game on Steam and says another is elsewhere', () => {
    const [p1, p2, ...rest] = bare.projects;
    const steam = 'https://store.steampowered.com/app/123/Example/';
    const o = {
      ...bare,
      projects: [
        { ...p1!, live: steam },
        { ...p2!, live: 'https://example.itch.io/two', github: undefined },
        ...rest,
      ],
    };
    expect(ask(o, `can u send me the steam link for ${p1!.title}`).text).toContain(steam);
    expect(ask(o, `Is ${p2!.title} on Steam? have you got a link`).text).toMatch(
      /^No: the site gives no Steam link for .*\(itch\.io\)\.$/s,
    );
  });

  it('answers "tell me more about the <word> one" with the one work its words describe', () => {
    const [p1, ...rest] = bare.projects;
    const o = {
      ...bare,
      projects: [{ ...p1!, summary: 'An installation that follows visitors as a swarm of lights.' }, ...rest],
    };
    const a = ask(o, 'Tell me more about the swarm one');
    expect(a.items).toEqual([p1!.slug]);
    expect(a.text).toContain(p1!.description.slice(0, 40));
  });
});

describe.each(OWNERS)('on %s, teams and placings', (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);

  it('finds the runner-up entry and answers who it was built with from its team', () => {
    const [first, ...rest] = bare.hackathons;
    if (!first) return;
    const o = {
      ...bare,
      hackathons: [
        { ...first, result: '2nd place', team: 'Harbour Hackers', roles: ['back end'] },
        ...rest.map((h) => ({ ...h, result: undefined })),
      ],
    };
    const a = ask(o, `Who did ${name} build the hackathon runner-up project with?`);
    expect(a.items).toEqual([first.slug]);
    expect(a.text).toMatch(
      /^.* built it with the team Harbour Hackers; the site doesn't name the other members\./,
    );
  });

  it('says a solo entry was built by no one else', () => {
    const [first, ...rest] = bare.hackathons;
    if (!first) return;
    const o = { ...bare, hackathons: [{ ...first, roles: ['solo'] }, ...rest] };
    expect(ask(o, `Who was on ${name}'s team for ${first.title}?`).text).toMatch(
      /^No one: .* entered it solo\./,
    );
  });

  it("says the site names no one else on one of the owner's own projects", () => {
    const p = bare.projects[0]!;
    expect(ask(bare, `who did ${name} build ${p.title} with?`).text).toMatch(
      /^The site doesn't say that anyone else worked on/,
    );
  });
});

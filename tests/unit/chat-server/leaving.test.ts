import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries } from './ownerCopies';

// "Why did she leave X?" and "how long in banking?": jobs read by their own words.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry(
      'ended',
      'Mobile Developer',
      'Quayside Mobility GmbH',
      '2090-01',
      '2093-06',
      'I built the rider app. My role ended when the company closed its mobile team after being acquired.',
    ),
    entry('plain', 'Developer', 'Brackenridge Systems', '2093-07', 'present', 'I built the billing service.'),
  ];
  const o = withEntries(owner, 'career', [...jobs, ...entriesOf(owner, 'career')]);

  it("quotes the job's own sentence on how it ended, found by a word of the employer's name", () => {
    const a = ask(o, `why did ${name} leave quayside?`);
    expect(a.text).toContain('My role ended when the company closed its mobile team after being acquired.');
    expect(a.items[0]).toBe('ended');
  });

  it('says the site does not say why, rather than telling another story', () => {
    const ended = withEntries(owner, 'career', [jobs[0]!, { ...jobs[1]!, end: '2094-01' }]);
    const a = ask(ended, `why did ${name} leave Brackenridge Systems?`);
    expect(a.text).toMatch(/^The site doesn't say why .* left .*Developer.* at Brackenridge Systems/);
  });

  it('says a job going on now was not left', () => {
    const a = ask(o, `why did ${name} leave Brackenridge Systems?`);
    expect(a.text).toMatch(
      /^.+ hasn't left \[\*\*Developer\*\*\].* at Brackenridge Systems: the site lists it/,
    );
  });

  it('reads "that one" after several jobs as the one of them that ended', () => {
    const side = entry('side', 'Developer', 'Quellhouse', '2093-09', 'present', 'I keep the quell site up.');
    const only = withEntries(owner, 'career', [...jobs, side]);
    const a = askAfter(only, `Which of ${name}'s jobs were software jobs?`, 'Why did they leave that one?');
    expect(a.items[0]).toBe('ended');
  });

  it('counts the years of a field from the jobs whose own words say it', () => {
    const banking = [
      entry(
        'bank-a',
        'Data Engineer',
        'Kvarts Analytics',
        '2088-01',
        '2089-12',
        'I built the banking data lake for a retail bank.',
      ),
      entry(
        'bank-b',
        'ML Engineer',
        'Nordhavn Bank',
        '2090-01',
        '2091-12',
        'I work on banking fraud models.',
      ),
    ];
    const b = withEntries(owner, 'career', [...banking, ...jobs]);
    const a = ask(b, `how long has ${name} worked in banking?`);
    expect(a.text).toMatch(/^The jobs on the site whose own words mention banking span/);
    expect([...a.items].sort()).toEqual(['bank-a', 'bank-b']);
    // A game's save system or a lesson about money is not work in finance.
    const game = entry(
      'game',
      'Gameplay Programmer',
      'Pixel Pier Studio',
      '2085-01',
      '2087-12',
      'I wrote save systems for mobile games. Late payers were my first lessons in money software.',
    );
    const f = ask(
      withEntries(owner, 'career', [game, ...banking, ...jobs]),
      `how long has ${name} worked in finance?`,
    );
    expect([...f.items].sort()).toEqual(['bank-a', 'bank-b']);
  });

  it('reads a study with a start and no end as that month, not as one running to now', () => {
    const cert = {
      ...entry('cert', 'Security Certificate', 'Certbody', '1989-05', '', 'Passed.'),
      end: undefined,
    };
    const o = withEntries(
      withEntries(owner, 'career', [
        entry('a', 'Designer', 'Inkline Print', '1990-01', '1991-06', 'I designed posters.'),
        entry('b', 'Developer', 'Hatchrow Agency', '1992-01', '1995-06', 'I built sites.'),
        ...entriesOf(owner, 'career'),
      ]),
      'education',
      [cert],
    );
    expect(ask(o, `is there a gap in ${name}'s CV?`).text).toContain('July 1991 to December 1991');
  });

  it('reads a credit union and its loans as finance', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'cu',
        'Lead Developer',
        'Caisse Horizon',
        '2090-06',
        '2093-12',
        'For this credit union I wrote the loan-application workflow.',
      ),
    ]);
    const a = ask(o, `Has ${name} worked in finance or fintech?`, new Date('2095-01-01'));
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('cu');
  });

  it('reads a pharmacy chain as healthcare', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'chain',
        'Analytics Engineer',
        'Kruidvat Apotheken',
        '2090-06',
        '2093-12',
        'Kruidvat is a chain of 240 pharmacies.',
      ),
    ]);
    const a = ask(o, `Has ${name} worked in healthcare or pharma?`, new Date('2095-01-01'));
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('chain');
  });

  it('finds a gap that only unpaid volunteering spans, asked in any words', () => {
    const gapped = withEntries(owner, 'career', [
      entry('a', 'Designer', 'Inkline Print', '1990-01', '1991-06', 'I designed posters.'),
      entry('b', 'Developer', 'Hatchrow Agency', '1992-01', '1995-06', 'I built sites.'),
      entry(
        'v',
        'Volunteer Mentor',
        'Codeyard Club',
        '1989-01',
        '1996-01',
        'Unpaid: I mentored teenagers on Saturdays.',
      ),
      ...entriesOf(owner, 'career'),
    ]);
    for (const q of [
      `is there a gap in ${name}'s CV?`,
      `There's a gap in the timeline in 1991, what happened?`,
    ])
      expect(ask(gapped, q).text, q).toContain('July 1991 to December 1991');
  });

  it('says whether a project is still maintained only from its own words', () => {
    const [p, q, ...rest] = owner.projects;
    const dropped = {
      ...p!,
      description: `${p!.description} I abandoned it in 2023 and the repository is archived.`,
    };
    const o = { ...owner, projects: [dropped, q!, ...rest] };
    expect(ask(o, `Is ${p!.title} still maintained?`).text).toMatch(/^No: .*abandoned it in 2023/);
    expect(ask(o, `Is ${q!.title} still maintained?`).text).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('finds the work asked after by its technology or kind when asked whether it is kept up', () => {
    const [p, q] = owner.projects;
    const rust = { title: 'Rust', icon: 'rust' };
    const dropped = {
      ...p!,
      title: 'Ferrite Engine',
      kinds: ['library'],
      techStack: [rust],
      description: 'A small game engine. I abandoned it in 2023 and the repository is archived.',
    };
    const kept = {
      ...q!,
      title: 'Glow Shaders',
      kinds: ['library'],
      techStack: [{ title: 'HLSL', icon: 'hlsl' }],
      description: 'A library of shaders that I still maintain.',
    };
    const o = { ...owner, projects: [dropped, kept], hackathons: [] };
    const engine = ask(o, `Is ${name}'s Rust engine still being developed?`).text;
    expect(engine).toMatch(/^No: .*Ferrite Engine.*abandoned it in 2023/);
    const shaders = ask(o, 'is the shader library still maintained?').text;
    expect(shaders).toMatch(/^Yes: .*Glow Shaders.*still maintain/);
    const both = ask(o, `are ${name}'s libraries still maintained?`).text;
    expect(both).not.toMatch(/^(?:Yes|No)\b/);
    expect(both).toMatch(/Ferrite Engine.*not kept up/);
    expect(both).toMatch(/Glow Shaders.*kept up/);
    const why = askAfter(o, `Is ${name}'s Rust engine still being developed?`, `why did ${name} stop?`).text;
    expect(why).toMatch(/^\[\*\*Ferrite Engine\*\*\].*abandoned it in 2023/);
    const projects = ask(o, `Which of ${name}'s projects is still actively maintained?`).text;
    expect(projects).toMatch(/Ferrite Engine.*not kept up/);
    expect(projects).toMatch(/Glow Shaders.*kept up/);
  });

  it('finds the project a "still maintained" question describes, not an entry of the kind', () => {
    const [p] = owner.projects;
    const [h] = owner.hackathons;
    const platform = {
      ...p!,
      title: 'Flagcatcher',
      kinds: ['web app'],
      description: 'A platform for running CTF competitions. I archived the repository in 2019.',
    };
    const entered = { ...h!, title: 'Polder CTF 2090', event: 'Polder CTF', kinds: ['ctf'] };
    const o = { ...owner, projects: [platform], hackathons: h ? [entered] : [] };
    expect(ask(o, 'Is the CTF platform still maintained?').text).toMatch(/^No: .*Flagcatcher.*archived/);
  });

  it('answers when a technology was last used with the latest job or work naming it', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'perl-job',
        'Web Developer',
        'Old Agency',
        '1990-01',
        '1994-06',
        'I built client sites. In 1991 I also maintained Perl scripts for one client.',
      ),
      entry('later', 'Developer', 'Newer Ltd', '1994-07', '1999-12', 'I built sites.'),
      ...entriesOf(owner, 'career'),
    ]);
    const a = ask(o, `when did ${name} last work with Perl?`);
    expect(a.text).toMatch(/^The latest the site shows Perl in is .*Web Developer.* at Old Agency/);
    // The job's own sentence naming it, which may date it within the job.
    expect(a.text).toContain('Old Agency (from January 1990 to June 1994): “In 1991 I also maintained Perl');
  });

  it('answers "has she worked in <field>?" from the jobs, not from a side project of that kind', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'health',
        'Developer',
        'Dosewell',
        '2090-01',
        'present',
        'At Dosewell, a healthtech startup, I build the pharmacy dashboard.',
      ),
    ]);
    const yes = ask(o, `has ${name} worked in healthtech?`);
    expect(yes.text).toMatch(/^Yes\b/);
    expect(yes.items).toContain('health');
    const no = ask(o, `has ${name} worked in fintech?`);
    expect(no.text).toMatch(/^No job on the site is in fintech/);
  });

  it('counts the years in a role by the jobs titled for it, its short name spelled out', () => {
    const o = withEntries(owner, 'career', [
      entry('sre-2', 'Senior Site Reliability Engineer', 'Tidemark', '2094-01', '2096-01', 'I lead a team.'),
      entry('sre-1', 'Site Reliability Engineer', 'Mareline', '2091-08', '2094-04', 'My first SRE job.'),
      entry('qa', 'QA Engineer', 'Voyagen', '2089-09', '2091-05', 'I moved towards SRE work.'),
    ]);
    const a = ask(o, `How many years has ${name} worked as an SRE?`);
    expect([...a.items].sort()).toEqual(['sre-1', 'sre-2']);
  });

  it('counts a job whose own words say the field beside the jobs titled for it', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'fe-2',
        'Senior Front-end Engineer',
        'Northvale',
        '2094-02',
        '2096-01',
        'I own the component library.',
      ),
      entry('fe-1', 'Front-end Engineer', 'Brambling', '2091-03', '2094-01', 'I built patient screens.'),
      entry(
        'web',
        'Web Designer and Developer',
        'Hatchling',
        '2087-04',
        '2090-09',
        'I left as the agency lead front-end developer.',
      ),
    ]);
    const a = ask(o, `roughly how many years of front-end experience does ${name} have?`);
    expect(a.items).toContain('web');
    expect(a.text).toContain('April 2087');
  });
});

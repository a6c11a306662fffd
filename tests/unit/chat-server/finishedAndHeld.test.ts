import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries, withPersonal, withSkill } from './ownerCopies';

// Whether work and studies were finished, which certificates are held now, which stint at one
// employer was left, and posts the site never names, on every owner: expectations come from the
// copies' own content.

type Project = Owner['projects'][number];
type Hackathon = Owner['hackathons'][number];

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [p1, ...others] = owner.projects;

  it('keeps "unfinished" of another thing from marking a study as left', () => {
    const study = entry(
      'self',
      'Self-taught game programming',
      'Online tutorials',
      '2070-01',
      '2071-08',
      'I taught myself after work: tutorials and a lot of small, unfinished prototypes.',
    );
    const o = withEntries(owner, 'education', [study]);
    const a = ask(o, `where did ${name} learn to code?`);
    expect(a.text).toContain('Self-taught game programming');
    expect(a.text).not.toContain('left before the end');
  });

  it('says yes to "go to university at all?" for a degree left before the end, and not to a degree', () => {
    const left = {
      ...entry('bsc', 'BSc Computer Science', 'Quell Open University', '2070-09', '2071-06', 'One year.'),
      completed: false,
    };
    const o = withEntries(owner, 'education', [left]);
    expect(ask(o, `did ${name} go to university at all?`).text).toMatch(
      /^Yes, though not to a degree: .*BSc Computer Science.*left before the end/,
    );
    expect(ask(o, `does ${name} have a degree?`).text).toMatch(/^No: /);
  });

  it('answers why a study was left from its own words, with a finished one in view beside it', () => {
    const left = {
      ...entry(
        'msc',
        'MSc Quell Engineering',
        'Quell University',
        '2070-09',
        '2072-01',
        'I left in my second year when my first child was born.',
      ),
      completed: false,
    };
    const cert = entry(
      'cert',
      'Certified Quell Administrator',
      'Quell Foundation',
      '2073-05',
      '',
      'An exam.',
    );
    const o = withEntries(owner, 'education', [left, cert]);
    const a = askAfter(o, `Does ${name} have a master's degree?`, "Why didn't they finish it?");
    expect(a.text).toContain('when my first child was born');
  });

  it("gives no other study's grade for a grade asked of university, where the degree was left", () => {
    const left = {
      ...entry('bsc', 'BSc Computer Science', 'Quell University', '2070-09', '2071-06', 'One year.'),
      completed: false,
    };
    const camp = {
      ...entry('camp', 'Quell Bootcamp', 'Quell Academy', '2072-01', '2072-03', 'Ten weeks.'),
      result: 'Best final project',
    };
    const o = withEntries(owner, 'education', [left, camp]);
    const a = ask(o, `What grade did ${name} get at university?`);
    expect(a.text).toMatch(
      /^The site gives no grade for \[\*\*BSc Computer Science\*\*\].*, which .* left before finishing\./,
    );
    expect(a.text).not.toContain('Best final project');
  });

  it('answers "did she finish the bootcamp?" of the one study a word of its title names', () => {
    const camp = entry('camp', 'Mobile App Bootcamp', 'Quell Academy', '2015-09', '2015-12', 'Twelve weeks.');
    const o = withEntries(owner, 'education', [camp]);
    for (const q of [`did ${name} finish the bootcamp?`, `did ${name} graduate from the bootcamp?`])
      expect(ask(o, q).text).toMatch(/^Yes: finished in December 2015\. .*Mobile App Bootcamp/);
  });

  it('says which certificates are held now and which lapsed, by their own words', () => {
    const held = entry('cert-a', 'Quell Certified Programmer', 'Quell', '2025-10', '', 'Valid until 2099.');
    const gone = entry(
      'cert-b',
      'Quell Associate Certificate',
      'Quell',
      '2019-03',
      '',
      'It expired in March 2022 and I did not renew it.',
    );
    const o = withEntries(owner, 'education', [
      { ...held, end: undefined },
      { ...gone, end: undefined },
    ]);
    const a = ask(o, `which certifications does ${name} currently hold?`);
    expect(a.text).toMatch(/not say have lapsed:\n- .*Quell Certified Programmer.*Valid until 2099/);
    expect(a.text).toMatch(/No longer valid:\n- .*Quell Associate Certificate.*expired in March 2022/);
    expect(a.text).not.toMatch(/^No:/);
  });

  it('answers why the owner left an employer the first time, of two stints there', () => {
    const jobs = [
      entry('again', 'Senior Engineer', 'Quellbell Apps', '2080-09', 'present', 'I came back as a senior.'),
      entry('games', 'Gameplay Programmer', 'Quellpuddle', '2078-04', '2080-08', 'Puzzle games.'),
      entry(
        'first',
        'Junior Developer',
        'Quellbell Apps',
        '2076-02',
        '2078-03',
        'My first developer job, found once the bootcamp ended. I left in 2078 to make games full time.',
      ),
    ];
    const o = withEntries(owner, 'career', jobs);
    const a = ask(o, `why did ${name} leave Quellbell Apps the first time?`);
    expect(a.text).toContain('Junior Developer');
    expect(a.text).toContain('I left in 2078 to make games full time.');
    expect(a.text).not.toContain('bootcamp ended');
    const roles = ask(o, `what roles has ${name} had at Quellbell Apps?`);
    expect(roles.text).toMatch(/Junior Developer.*Senior Engineer/s);
  });

  it('says no to a post no job names, with the jobs there were', () => {
    const cook = { ...entry('cook', 'Line Cook', 'Quell Bistro', '2070-01', '2075-01', 'Hospitality.') };
    const o = withEntries(owner, 'career', [{ ...cook, field: 'other' }, ...entriesOf(owner, 'career')]);
    const a = ask(o, `did ${name} use to work as a nurse?`);
    expect(a.text).toMatch(/^No: the site lists no work as a nurse for /);
    expect(a.text).toContain('Line Cook');
  });

  it('answers "is she a farrier?" by the job titles: yes, not now, or the nearest by title', () => {
    const farrier = entry('farrier', 'Farrier', 'Quell Stables', '2070-01', '2072-01', 'Horses, mostly.');
    const riding = entry(
      'riding',
      'Riding Instructor',
      'Quell Stables',
      '2072-02',
      '2073-01',
      'I ran lessons.',
    );
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), farrier, riding]);
    expect(ask(o, `was ${name} ever a farrier?`).text).toMatch(/^Yes: .*Farrier.*Quell Stables/);
    expect(ask(o, `is ${name} a farrier?`).text).toMatch(
      /^Not now, but \w+ (?:was|were) a farrier: .*Farrier/,
    );
    const teacher = ask(o, `is ${name} a teacher?`);
    expect(teacher.text).toMatch(/^Not by title: none of \w+ jobs is titled teacher\. The nearest:/);
    expect(teacher.text).toContain('Riding Instructor');
    expect(teacher.text).toContain('I ran lessons.');
    expect(teacher.text).not.toContain('Farrier');
    expect(teacher.text).not.toContain('pronouns');
  });

  it("quotes the owner's words on a post no job is titled, and says no where nothing names it", () => {
    const o = withPersonal(owner, 'For a year I worked as a quellwright in a boatyard.');
    const said = ask(o, `has ${name} ever been a quellwright?`);
    expect(said.text).toMatch(/^Not as a job the site lists\. What \w+ own words say:/);
    expect(said.text).toContain('For a year I worked as a quellwright in a boatyard.');
    expect(ask(owner, `has ${name} ever been a quellwright?`).text).toMatch(
      /^No: the site lists no work as a quellwright/,
    );
    expect(ask(owner, `did ${name} work as a quellwright or quellsmith?`).text).toMatch(
      /^No: the site lists no work as a quellwright or quellsmith for /,
    );
  });

  it('does not say yes to what a job is claimed to involve that its words do not say', () => {
    const trainer = entry(
      'trainer',
      'Quell Trainer',
      'Quellbyte Labs',
      '2070-01',
      '2072-01',
      'I grade tasks that train models.',
    );
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), trainer]);
    const a = ask(o, `is ${name}'s quell trainer job actually teaching people?`);
    expect(a.text).toMatch(/^Not that the site says/);
    expect(a.text).toContain('Quell Trainer');
  });

  it('says whether a piece of work was finished from its own words or placing', () => {
    const undone: Hackathon = {
      roles: ['programmer'],
      kinds: ['game'],
      techStack: [],
      slug: 'quell-jam',
      team: 'Quell Cooks',
      title: 'Quell Price',
      event: 'Quell Dare 44',
      date: '2070-04',
      result: undefined,
      description: { role: 'Our build broke and we never submitted it.', app: 'A dungeon crawler.' },
    };
    const o = { ...owner, hackathons: [undone] };
    for (const q of [`did ${name} finish the Quell Price entry?`, `did ${name} finish Quell Price?`])
      expect(ask(o, q).text).toMatch(/^No: .*we never submitted it/);
    if (!p1) return;
    const wip: Project = { ...p1, description: `${p1.description} It is unfinished: there is no menu yet.` };
    expect(ask({ ...owner, projects: [wip, ...others] }, `did ${name} finish ${p1.title}?`).text).toMatch(
      /^Not yet: .*It is unfinished/,
    );
  });

  it('says no to "still maintained?" where the work says it is no longer maintained', () => {
    if (!p1) return;
    const description = `${p1.description} A few labs still use it, though I no longer maintain it.`;
    const o = { ...owner, projects: [{ ...p1, description }, ...others] };
    expect(ask(o, `is ${p1.title} still maintained?`).text).toMatch(/^No: /);
  });

  it('lists work the owner says is on the app stores, leaving out work taken off them', () => {
    if (!p1 || !others[0]) return;
    const strip = (p: Project): Project => ({ ...p, live: undefined });
    const on = { ...strip(p1), description: `${p1.description} It is on the App Store and Google Play.` };
    const off = {
      ...strip(others[0]),
      description: `${others[0].description} It is no longer on Google Play.`,
    };
    const o = { ...owner, projects: [on, off, ...others.slice(1).map(strip)], hackathons: [] };
    const a = ask(o, `has ${name} shipped anything to the app stores?`);
    expect(a.text).toMatch(/^Yes, in .* own words, though the site links none of it there:/);
    expect(a.text).toContain(p1.title);
    expect(a.text).not.toContain(others[0].title);
  });

  const placed = (e: ReturnType<typeof entry>, location: string) => ({ ...e, location });
  const jobs = [
    placed(
      entry('now', 'Backend Engineer', 'Quellbocador Payments', '2084-04', 'present', 'Payouts.'),
      'Porto',
    ),
    placed(
      entry(
        'senior',
        'Senior ML Engineer',
        'Quellline',
        '2082-01',
        '2083-09',
        'Promoted at Quellline, I led three.',
      ),
      'Porto',
    ),
    placed(
      entry(
        'client-b',
        'Freelance Backend Developer',
        'Quellverde Surf',
        '2082-10',
        '2083-04',
        'A weekend contract.',
      ),
      'Remote',
    ),
    placed(
      entry(
        'client-a',
        'Freelance Data Scientist',
        'Quell Bakery',
        '2081-03',
        '2081-09',
        'A demand forecast.',
      ),
      'Remote',
    ),
    placed(
      entry('ml', 'ML Engineer', 'Quellline', '2080-01', '2081-12', 'I joined to build models.'),
      'Porto',
    ),
  ];
  const study = placed(
    entry('phd', 'PhD in Biology', 'Quell University', '2077-09', '2079-03', 'Left early.'),
    'Edinburgh, UK',
  );
  const career = withEntries(withEntries(owner, 'career', jobs), 'education', [study]);
  const later = new Date('2090-01-01T12:00:00Z');

  it('says no to work in a place only a study was in, with where the jobs were', () => {
    const a = ask(career, `has ${name} ever worked in the UK?`, later);
    expect(a.text).toMatch(/^No: the site places none of .* jobs in the UK\./);
    expect(a.text).toMatch(/studies there:\n- .*PhD in Biology/);
  });

  it('answers how long in all at an employer asked of one post there', () => {
    const a = askAfter(
      career,
      `was ${name} promoted at Quellline?`,
      `how long was ${name} there in total?`,
      later,
    );
    expect(a.text).toMatch(
      /^Almost 4 years in all at Quellline, in 2 posts:\n- .*ML Engineer.*\n- .*Senior ML Engineer/,
    );
  });

  it('names each freelance client by the job titled freelance, not a job that mentions clients', () => {
    const a = ask(career, `who were ${name}'s freelance clients, and when?`, later);
    expect(a.text).toMatch(
      /by client:\n- Quell Bakery \(from March 2081 .*\n- Quellverde Surf \(from October 2082/,
    );
  });

  it('says no to work built at an employer when its words name another employer of the owner', () => {
    if (!p1) return;
    const description = `${p1.description} It is the booking API I built on contract for Quellverde Surf, with payments through Stripe.`;
    const o = { ...career, projects: [{ ...p1, description }, ...others] };
    expect(ask(o, `did ${name} build ${p1.title} at Quellbocador Payments?`, later).text).toMatch(
      /^No: .*built on contract for Quellverde Surf/,
    );
  });

  it('says no to work sharing an employer’s name, from its own words and its date', () => {
    if (!p1) return;
    const tide = {
      ...p1,
      title: 'Quellbocador Tide',
      year: 2081,
      month: 5,
      description: 'Quellbocador Tide reads tide tables aloud. I wrote it during my year between jobs.',
    };
    const o = { ...career, projects: [tide, ...others] };
    const a = ask(o, `did ${name} build Quellbocador Tide at Quellbocador Payments?`, later);
    expect(a.text).toMatch(/^No: .*“I wrote it during my year between jobs\.” It is dated May 2081, before /);
    const plain = {
      ...career,
      projects: [{ ...tide, description: 'It reads tide tables aloud.' }, ...others],
    };
    expect(ask(plain, `was Quellbocador Tide made at Quellbocador Payments?`, later).text).toMatch(
      /^No: .*Quellbocador Tide.* is dated May 2081, before .*Quellbocador Payments/,
    );
  });

  it('quotes the owner’s own sentence on time off in a gap, and the jobs first on experience', () => {
    const o = withPersonal(
      career,
      'In October 2083 I left my job and took a six-month sabbatical. I came back in April 2084 as a back-end engineer.',
    );
    const gap = ask(o, `why is there a gap on ${name}'s CV in late 2083?`, later);
    expect(gap.text).toContain('October 2083 to March 2084');
    expect(gap.text).toContain('took a six-month sabbatical');
    expect(gap.text).toContain('I came back in April 2084');
    const payments = withEntries(career, 'career', [
      { ...jobs[0]!, content: 'At Quellbocador, a payments start-up, I run the payout services.' },
      ...jobs.slice(1),
    ]);
    const side = (p: Project, summary: string): Project => ({
      ...p,
      summary,
      description: `${summary} ${p.description}`,
    });
    const withSide =
      p1 && others[0]
        ? {
            ...payments,
            projects: [
              side(p1, 'Booking and payments API.'),
              side(others[0], 'A payments ledger.'),
              ...others.slice(1),
            ],
          }
        : payments;
    const a = ask(withSide, `any experience with payments?`, later);
    expect(a.text).toMatch(/^What the site says:\n- .*Quellbocador Payments/);
  });

  it('answers "what was it for?" of the work in view with what it is, not its stack', () => {
    if (!p1) return;
    const a = askAfter(owner, `tell me about ${p1.title}`, 'what was it for?');
    expect(a.text).toContain(p1.summary);
  });

  it('orders a study and a piece of work by when each began, and says when a year alone cannot', () => {
    if (!p1) return;
    const diploma = entry(
      'dip',
      'Diploma in Quell Development',
      'Quell Institute',
      '2023-09',
      '2024-08',
      'A year.',
    );
    const o = withEntries(
      { ...owner, projects: [{ ...p1, year: 2023, month: 12 }, ...others] },
      'education',
      [diploma],
    );
    expect(ask(o, `which came first, ${p1.title} or the start of ${name}'s diploma?`).text).toMatch(
      new RegExp(
        `^.*Diploma in Quell Development.* came first; .*${p1.title}.* \\(December 2023\\) is newer\\.`,
      ),
    );
    const vague = withEntries(
      { ...owner, projects: [{ ...p1, year: 2023, month: undefined }, ...others] },
      'education',
      [diploma],
    );
    expect(ask(vague, `which came first, ${p1.title} or the start of ${name}'s diploma?`).text).toMatch(
      /^The site gives only the year for .*, so it can't say which came first/,
    );
  });

  it('says two pieces of work with like names are separate, unless their words tie them', () => {
    if (!p1 || !others[0]) return;
    const twin = { ...others[0], title: `${p1.title} Golf`, slug: 'twin-golf' };
    const o = { ...owner, projects: [p1, twin, ...others.slice(1)] };
    expect(ask(o, `is ${p1.title} Golf the same thing as ${p1.title}?`).text).toMatch(
      /^No: the site lists them as two separate pieces of work\./,
    );
  });

  it('answers "ever worked part-time?" with the jobs whose title or words say so', () => {
    const mentor = entry(
      'mentor',
      'Bootcamp Mentor (part-time)',
      'Quell Academy',
      '2019-01',
      '2021-12',
      'One evening a week.',
    );
    const full = entry('dev', 'Developer', 'Quellsoft', '2018-02', 'present', 'A full-time job.');
    expect(
      ask(withEntries(owner, 'career', [full, mentor]), `has ${name} ever worked part-time?`).text,
    ).toMatch(/^Yes: .*Bootcamp Mentor \(part-time\).* was part-time\./);
    expect(ask(withEntries(owner, 'career', [full]), `has ${name} ever worked part-time?`).text).toMatch(
      /^Not that the site says: none of .*'s job on the site is said to be part-time\./,
    );
  });

  it('says no to work made for a study its own words give to another study', () => {
    if (!p1) return;
    const studies = [
      entry('msc', 'MSc Game Development', 'Quellabertay University', '2014-09', '2015-09', 'A master’s.'),
      entry('bsc', 'BSc Physics', 'Quell Porto University', '2009-09', '2013-07', 'Physics.'),
    ];
    const thesis = { ...p1, summary: 'A gravity puzzle game, my MSc thesis project.' };
    const o = withEntries({ ...owner, projects: [thesis, ...others] }, 'education', studies);
    const a = askAfter(o, `tell me about ${p1.title}`, `was that for ${name}'s physics degree?`);
    expect(a.text).toMatch(
      /^No: .*my MSc thesis project.*That is .*MSc Game Development.*, not .*BSc Physics/,
    );
  });

  it('counts years in a field from when the job’s own words say the post in it began', () => {
    const job = entry(
      'qa',
      'Test Automation Engineer',
      'Quelledger',
      '2015-06',
      '2022-01',
      'I joined as a QA Engineer doing manual testing and in 2017 moved to automation as a Test Automation Engineer.',
    );
    const o = withEntries(owner, 'career', [job]);
    expect(ask(o, `how many years of test automation experience does ${name} have?`).text).toContain(
      'starts in 2017',
    );
  });

  const jam = (slug: string, title: string, date: string, roles: string[], stack: string[]): Hackathon => ({
    slug,
    team: title,
    title,
    event: `${title} Jam`,
    date,
    roles,
    kinds: ['web app'],
    techStack: stack.map((t) => ({ title: t, icon: t.toLowerCase() })),
    description: { role: `I was ${roles.join(' and ')}.`, app: `${title} is an app.` },
  });
  const jams = [
    jam('quell-a', 'Quellquiz', '2023-12', ['front end'], ['JavaScript']),
    jam('quell-b', 'Quellblades', '2024-05', ['team lead', 'full stack'], ['Python']),
    jam('quell-c', 'Quellquill', '2025-02', ['front end'], ['TypeScript']),
  ];
  const jammer = { ...owner, hackathons: jams };

  it('says no to a hackathon role or skill outside the entry or the year asked, and where it was', () => {
    const lead = ask(jammer, `was ${name} ever team lead at a hackathon in 2023?`);
    expect(lead.text).toMatch(/^No: the site doesn't list .* as team lead at a hackathon in 2023\./);
    expect(lead.text).toMatch(/Team lead elsewhere:\n- .*Quellblades/);
    const there = ask(jammer, `was ${name} the team lead on Quellquill?`);
    expect(there.text).toMatch(/^No, not team lead\. .*Quellquill.*role was front end/);
    const ts = ask(jammer, `did ${name} use typescript in any hackathon before 2025?`);
    expect(ts.text).toMatch(/^No: none of .* hackathon entries before 2025 on the site uses TypeScript\./);
  });

  it('says a certificate whose own words give a last year already past is no longer held', () => {
    const cka = {
      ...entry(
        'cka',
        'Certified Kubernetes Administrator (CKA)',
        'CNCF',
        '2019-10',
        '',
        'Valid until October 2022.',
      ),
      end: undefined,
    };
    const o = withSkill(withEntries(owner, 'education', [cka]), {
      title: 'Kubernetes',
      icon: 'kubernetes',
      ariaLabel: 'Kubernetes',
      kind: 'platform',
    });
    expect(ask(o, `is ${name} a certified Kubernetes administrator?`).text).toMatch(
      /^Not any more: .*Valid until October 2022/,
    );
  });

  it('answers a job at a company that bought the employer, a break listed as a job, and a talk elsewhere', () => {
    const jobs = [
      entry(
        'sre',
        'Senior SRE',
        'Quellfiets (acquired by Quellmobil Group in 2020)',
        '2018-04',
        '2021-02',
        'In June 2020 Quellfiets was acquired by Quellmobil Group.',
      ),
      entry(
        'break',
        'Career break: family carer',
        '',
        '2021-03',
        '2022-02',
        'I took a year away from paid work to care for my father.',
      ),
      entry('now', 'Staff SRE', 'Quelltide', '2022-03', 'present', 'On-call lead.'),
    ].map((e) => (e.organisation ? e : { ...e, organisation: undefined }));
    const o = withEntries(owner, 'career', jobs);
    expect(ask(o, `did ${name} ever work at Quellmobil Group?`).text).toMatch(/^Yes: .*Senior SRE/);
    expect(ask(o, `is there a gap in ${name}'s CV?`).text).toMatch(
      /^Yes, one the site lists as a break: .*Career break: family carer.*care for my father/,
    );
    if (!p1) return;
    const talk: Project = { ...p1, kinds: ['talk'], summary: 'A talk at SREcon23 EMEA on alert fatigue.' };
    const speaker = { ...owner, projects: [talk, ...others.filter((p) => !p.kinds?.includes('talk'))] };
    expect(ask(speaker, `has ${name} given a talk at KubeCon?`).text).toMatch(
      /^No: the site lists no talk at KubeCon\./,
    );
    expect(ask(speaker, `has ${name} given a talk at SREcon?`).text).toMatch(/^Yes: /);
  });

  it('reads "a role at our company" as the visitor’s, answered by the owner’s availability faq', () => {
    const faq = {
      id: 'availability',
      questions: ['Is she available?', 'Is she looking for a full-time job?'],
      answer: 'I am not looking for a permanent full-time position.',
    };
    const o = { ...owner, faq: [faq] };
    const a = ask(o, `would ${name} take a permanent full-time senior frontend role at our company?`);
    expect(a.items).toEqual(['availability']);
  });

  it('says which of the pieces of work in view is still maintained, and where a thing in view was done', () => {
    if (!p1 || !others[0]) return;
    const old = {
      ...p1,
      description: `${p1.description} It is no longer maintained; its successor is ${others[0].title}.`,
    };
    const o = { ...owner, projects: [old, ...others] };
    const a = askAfter(
      o,
      `what's the difference between ${p1.title} and ${others[0].title}?`,
      'which one is still maintained?',
    );
    expect(a.text).toMatch(new RegExp(`^Of those:\\n- .*${p1.title}.*: not kept up`));
    const job = entry(
      'shop',
      'Design Systems Engineer',
      'Quell Lumière',
      '2020-04',
      '2024-02',
      'I led the quellability programme for the web shop.',
    );
    const o2 = withEntries(owner, 'career', [
      job,
      entry('now', 'Consultant', 'Quell Studio', '2024-03', 'present', 'Clients.'),
    ]);
    const where = askAfter(o2, `does ${name} have quellability experience?`, `where did ${name} do that?`);
    expect(where.text).toMatch(/^.*Design Systems Engineer.* at Quell Lumière/);
  });

  it('picks which of two pieces of work in view was built with a technology', () => {
    const [a, b] = owner.projects;
    const tech = a?.techStack.find((t) => !b?.techStack.some((u) => u.title === t.title));
    if (!a || !b || !tech) return;
    const picked = askAfter(
      owner,
      `${a.title} vs ${b.title}: which is more complex?`,
      `which one has a ${tech.title} front end?`,
    );
    expect(picked.text).toMatch(/^Of those, 1 /);
    expect(picked.items).toEqual([a.slug]);
    expect(ask(owner, `which of ${a.title} and ${b.title} used ${tech.title}?`).items).toEqual([a.slug]);
  });

  it('gives the role in each of two hackathon entries named side by side', () => {
    const [h1, h2] = owner.hackathons;
    if (!h1 || !h2 || h1.team === h2.team) return;
    const a = ask(owner, `What was ${name}'s role at ${h1.team} vs ${h2.team}?`);
    expect(a.items).toEqual([h1.slug, h2.slug]);
    for (const h of [h1, h2]) expect(a.text).toContain(h.description.role);
  });

  it('says no to a job asked of a year it did not run in, by employer or by what it is', () => {
    const jobs = [
      entry('hela', 'Backend Engineer', 'Quellhela Money', '2016-09', '2019-12', 'Payments.'),
      entry('tv', 'Data Engineer', 'Omroep Quell', '2024-10', 'present', 'Data at the public broadcaster.'),
    ];
    const o = withEntries(owner, 'career', jobs);
    expect(ask(o, `was ${name} working at Quellhela Money in 2020?`).text).toMatch(/^No, not in 2020: /);
    expect(ask(o, `did ${name} work at Quellhela Money in 2018?`).text).toMatch(/^Yes: /);
    expect(ask(o, `did ${name} work at Omroep Quell before 2023?`).text).toMatch(/^No, not before 2023: /);
    expect(ask(o, `was ${name} at the broadcaster in 2023?`).text).toMatch(
      /^No, not in 2023: .*Data Engineer/,
    );
  });

  it('keeps a skill named by an English word with a note in brackets from matching that word', () => {
    const go = {
      title: 'Go (beginner)',
      icon: 'go',
      ariaLabel: 'Go',
      kind: 'language' as const,
      aliases: ['go'],
    };
    const job = entry(
      'afya',
      'Backend Engineer',
      'Quellafya',
      '2020-01',
      '2021-10',
      'The company shut down and the whole team was let go.',
    );
    const o = withSkill(withEntries(owner, 'career', [job]), go);
    expect(ask(o, `does ${name} know Go?`).text).not.toContain('Quellafya');
  });

  it('answers "before or after" between a study and work, and "anywhere else?" of an unlisted tool', () => {
    if (!p1) return;
    const diploma = entry(
      'dip',
      'Diploma in Quell Development',
      'Quell Institute',
      '2023-09',
      '2024-08',
      'A year.',
    );
    const o = withEntries({ ...owner, projects: [{ ...p1, year: 2024, month: 2 }, ...others] }, 'education', [
      diploma,
    ]);
    expect(ask(o, `did ${name} build ${p1.title} before or after starting the diploma?`).text).toMatch(
      /^.*Diploma in Quell Development.* came first; /,
    );
    const tool = { title: 'Quellstate', icon: 'quellstate' };
    const only = { ...p1, techStack: [...p1.techStack, tool] };
    const o2 = { ...owner, projects: [only, ...others] };
    const a = askAfter(o2, `what is ${p1.title} built with?`, `has ${name} used Quellstate anywhere else?`);
    expect(a.text).toMatch(new RegExp(`^No: the site shows Quellstate only in .*${p1.title}`));
  });

  it('lists the hackathon entries of the year asked, or says there were none then', () => {
    expect(ask(jammer, 'any hackathons before 2024?').text).toMatch(
      /^Yes: .*hackathon entry before 2024:\n- .*Quellquiz/,
    );
    const none = ask(jammer, `did ${name} do any hackathons in 2022?`);
    expect(none.text).toMatch(/^No: the site lists no hackathon entries for .* in 2022\./);
    expect(none.text).toContain('Quellquill');
  });

  it('answers whether work described, not named, is finished, by its own words', () => {
    const engine = {
      ...p1!,
      slug: 'quellblock',
      title: 'Quellblock',
      summary: 'A voxel engine I am building in the evenings; still a work in progress.',
      description: 'Chunked worlds and greedy meshing.',
    };
    const o = { ...owner, projects: [engine, ...others] };
    for (const q of [`Is ${name}'s voxel engine finished?`, 'Is the voxel engine done?'])
      expect(ask(o, q).text).toMatch(/^Not yet: \[\*\*Quellblock\*\*\]/);
  });
});

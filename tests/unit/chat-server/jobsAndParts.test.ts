import { describe, expect, it } from 'vitest';
import type { Entry, Faq, Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import {
  NOW,
  ask,
  askAfter,
  entriesOf,
  entry,
  withEntries,
  withFaq,
  withJobContent,
  withPersonal,
  withSkill,
} from './ownerCopies';

// What a job's own words say, which job counts as "in tech", which item a follow-up picks, and
// parts of a message that repeat each other, on every owner: expectations come from its content.

const listedSkills = (o: Owner) => o.skills.flatMap((c) => c.skills);
/** Whether a text names a skill as a word of its own ("Java" is not "JavaScript"). */
const names = (text: string, title: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'iu',
  ).test(text);
const pronoun = (o: Owner) => o.pronouns ?? 'they';

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = entriesOf(owner, 'career').filter((e) => e.organisation);
  /** A past job at a place with no other entry, so an answer about the place is about it alone. */
  const pastJobAtOwnPlace = () => {
    const all = [...entriesOf(owner, 'career'), ...entriesOf(owner, 'education')];
    return jobs.find(
      (e) =>
        e.end && e.end !== 'present' && all.filter((x) => x.organisation === e.organisation).length === 1,
    )!;
  };

  it('answers the first or last job of a title asked, and whether it was in the place asked', () => {
    const o = withEntries(owner, 'career', [
      {
        ...entry('qa-1', 'QA Engineer', 'Cedar Ledger', '2090-01', '2092-12', 'Manual and automated tests.'),
        location: 'Beirut',
      },
      {
        ...entry('qa-2', 'Senior QA Engineer', 'Voyagio', '2093-01', '2095-12', 'Playwright suites.'),
        location: 'Lisbon',
      },
      {
        ...entry('sre-1', 'Site Reliability Engineer', 'Mares Payments', '2096-01', 'present', 'On call.'),
        location: 'Lisbon',
      },
    ]);
    const qa = ask(o, `was ${name}'s first QA job in Lisbon?`);
    expect(qa.text).toMatch(/^No: .*first QA job: .*QA Engineer.* It was in Beirut\./);
    expect(qa.items).toEqual(['qa-1']);
    expect(ask(o, `was ${name}'s first SRE job in Lisbon?`).text).toMatch(
      /^Yes: .*Site Reliability Engineer/,
    );
    expect(ask(o, `where was ${name}'s first QA job?`).text).toContain('It was in Beirut.');
  });

  it('picks the first job of a title by its dates, even where a later one says "first"', () => {
    const o = withEntries(owner, 'career', [
      entry('dsp', 'DSP Engineer', 'Klangwerk', '2090-10', '2092-03', 'Room-correction filters.'),
      entry('fw', 'Firmware Engineer', 'Resonanz', '2093-06', 'present', 'I cut latency in my first year.'),
      entry('cello', 'Section Cellist', 'Kammerphilharmonie', '2080-09', '2089-08', 'Orchestra work.'),
    ]);
    const a = ask(o, `What was ${name}'s first engineering job?`);
    expect(a.text).toMatch(/^\S+ first engineering job: .*DSP Engineer/);
    expect(a.items).toEqual(['dsp']);
    expect(ask(o, `What was ${name}'s first engineering job, and when did it start?`).items[0]).toBe('dsp');
  });

  it('weighs an activity asked by a word several titles share by the longest of those jobs', () => {
    const o = withEntries(owner, 'career', [
      entry('teacher', 'Physics Teacher', 'Quell School', '2013-08', '2017-07', 'Four years in class.'),
      entry('ta', 'Teaching Assistant', 'Quell Academy', '2018-06', '2019-02', 'Helping students.'),
      entry('dev', 'Backend Developer', 'Quellog', '2019-03', '2020-12', 'Kotlin services.'),
    ]);
    const a = ask(o, `which job did ${name} have longer, teaching or Quellog?`);
    expect(a.text).toMatch(/^Longer: .*Physics Teacher/);
    expect(a.items).toEqual(['teacher', 'dev']);
  });

  it('weighs a job named against one described on the other side of "or"', () => {
    const o = withEntries(owner, 'career', [
      entry('dsp', 'DSP Engineer', 'Klangwerk', '2018-10', '2020-03', 'Room-correction filters.'),
      entry(
        'teach',
        'Lecturer in Audio Programming',
        'Styrian University of Music',
        '2021-10',
        'present',
        'I teach a course on audio programming.',
      ),
    ]);
    for (const q of [
      `Which did ${name} do longer, the Klangwerk job or teaching at the music university?`,
      `which was longer, the Klangwerk job or the lecturer job?`,
    ]) {
      const a = ask(o, q);
      expect(a.text).toMatch(/^Longer: .*Lecturer in Audio Programming/);
      expect(a.items).toEqual(['teach', 'dsp']);
    }
    // "Longer than" is a yes or no on the one named first.
    expect(ask(o, `was ${name} at Klangwerk longer than at the music university?`).text).toMatch(
      /^No\. Longer: .*Lecturer in Audio Programming/,
    );
    expect(ask(o, `was ${name} at the music university longer than at Klangwerk?`).text).toMatch(
      /^Yes\. Longer:/,
    );
    // Two posts at one place, one named by its title, the other by its title's short form.
    const promoted = withEntries(owner, 'career', [
      {
        ...entry(
          'sdet',
          'Senior Software Development Engineer in Test',
          'Medivia',
          '2023-03',
          'present',
          'Tests.',
        ),
        title: 'Senior SDET (2023 - present)',
      },
      entry('qa', 'QA Analyst', 'Medivia', '2020-10', '2023-04', 'Manual testing.'),
    ]);
    const a = ask(promoted, `Which role did ${name} hold longer at Medivia: QA Analyst or Senior SDET?`);
    expect(a.text).toMatch(/^Longer: .*Senior Software Development Engineer in Test/);
  });

  it('reads a bootcamp as studies, all degrees as all of them, and an iOS job as mobile', () => {
    const shifts = {
      ...entry('shifts', 'Nurse (part-time)', 'Stockholm Care', '2016-08', '2017-03', 'Weekend shifts.'),
      field: 'other' as const,
    };
    const ios = entry('ios', 'iOS Developer', 'Vitalo', '2017-03', '2020-12', 'Swift apps.');
    const mobile = entry('mobile', 'Senior Mobile Consultant', 'Fjordbyte', '2021-01', 'present', 'Flutter.');
    const camp = entry(
      'camp',
      'Diploma in iOS Development',
      'Nordic Code Academy',
      '2016-09',
      '2017-02',
      'A bootcamp.',
    );
    const bsc = {
      ...entry('bsc', 'Bachelor of Science in Nursing', 'Health College', '2007-08', '2010-06', 'Nursing.'),
      field: 'other' as const,
    };
    const o = withEntries(withEntries(owner, 'career', [mobile, ios, shifts]), 'education', [camp, bsc]);
    expect(ask(o, `Did ${name} work while doing the bootcamp?`).text).toMatch(/^Yes: these overlap/);
    const all = ask(o, `What degrees or diplomas does ${name} have?`);
    expect(all.items).toEqual(expect.arrayContaining(['camp', 'bsc']));
    expect(ask(o, `How many years of professional mobile experience does ${name} have?`).text).toContain(
      'starts in March 2017',
    );
  });

  it('reads a promotion to lead, hours by days a week, and a role to fill as no past job', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'energy',
        'Senior Backend Engineer',
        'Vestlandsenergi',
        '2024-05',
        'present',
        'I work 80 %, four days a week.',
      ),
      entry(
        'havlog',
        'Backend Developer',
        'Havlog',
        '2019-03',
        '2023-06',
        'In 2021 I was promoted to tech lead of the five-person tracking team.',
      ),
    ]);
    expect(ask(o, `Has ${name} led a team?`).text).toMatch(/^Yes\b/);
    expect(ask(o, `Does ${name} work full time?`).text).toMatch(/^No: .*Vestlandsenergi.* is part-time/);
    expect(ask(o, `Would ${name} be a good fit for a backend engineering role?`).text).not.toMatch(
      /as software work/,
    );
  });

  it('reads a country as a country, not as a spoken language', () => {
    const visa: Faq = {
      id: 'visa-test',
      questions: ['Does he need a visa?', 'Can he work in the EU?'],
      answer: 'I am an EU citizen, so I can work anywhere in the EU without sponsorship.',
    };
    const a = ask(withFaq(owner, [visa]), `Does ${name} need a visa to work in Germany?`);
    expect(a.text).not.toMatch(/speaks German/);
    expect(a.text).toContain(visa.answer);
  });

  it("names a job's clients, and the first or second of them by the order its words give", () => {
    const o = withEntries(owner, 'career', [
      entry(
        'fjord',
        'Senior Mobile Consultant',
        'Fjordbyte Consulting',
        '2021-01',
        '2024-03',
        'Fjordbyte placed me with two clients. At Tågia, a rail operator, I built the ticketing app. At Kvitto Pay, a payments start-up, I led a rewrite in Flutter.',
      ),
    ]);
    const first = `wich clients did ${name} work with at Fjordbyte Consulting?`;
    const a = ask(o, first);
    expect(a.text).toContain('At Tågia');
    expect(a.text).toContain('At Kvitto Pay');
    expect(askAfter(o, first, `what did ${name} do at the first one?`).text).toContain('At Tågia');
    expect(askAfter(o, first, 'and the second one?').text).toContain('At Kvitto Pay');
  });

  it('says an employer and its former name are one job, asked which came first', () => {
    const o = withEntries(owner, 'career', [
      entry('bank', 'Staff Engineer', 'Nordvik Bank', '2024-04', 'present', 'Mobile lead.'),
      entry(
        'helsa',
        'Senior iOS Developer',
        'Helsa Connect (formerly Vitalo)',
        '2017-03',
        '2020-12',
        'I built the app. In October 2019 Vitalo was acquired by Helsa Group and renamed Helsa Connect.',
      ),
    ]);
    const a = ask(o, `Did ${name} work at Helsa Connect before joining Vitalo?`);
    expect(a.text).toMatch(/^No: those are one employer, Helsa Connect \(formerly Vitalo\)/);
    expect(a.text).toContain('renamed Helsa Connect');
  });

  it('answers when the owner was in a place by the entries placed there', () => {
    const o = withEntries(owner, 'career', [
      {
        ...entry('ardoise', 'Graphics Programmer', 'Ardoise', '2019-10', '2022-11', 'Renderer.'),
        location: 'Montréal, Canada',
      },
      {
        ...entry('concordia', 'Lecturer', 'Concordia University', '2020-09', '2022-04', 'Teaching.'),
        location: 'Montréal, Canada',
      },
      {
        ...entry('galway', 'Engineer', 'Occlusion Labs', '2023-02', 'present', 'Tools.'),
        location: 'Galway, Ireland',
      },
    ]);
    const a = ask(o, `When did ${name} live in Canada?`);
    expect(a.text).toMatch(/^From October 2019 to November 2022, by the entries the site places in Canada:/);
    expect(a.items).toEqual(['ardoise', 'concordia']);
    // "Before that" of an answer with no date has nothing to count back from.
    const faq: Faq = {
      id: 'remote-test',
      questions: ['Are you open to remote work?'],
      answer: 'Yes, remote first.',
    };
    const after = askAfter(withFaq(o, [faq]), `is ${name} open to remote work?`, 'and before that?');
    expect(after.text).toMatch(/^The last answer has no date to count back from\./);
  });

  it('reads "what did he do right before it?" after the current job as the job before it', () => {
    const o = withEntries(owner, 'career', [
      entry('now', 'Quell Engineer', 'Quellcorp', '2023-02', 'present', 'I build quellworks.'),
      entry('then', 'Quell Tester', 'Quellhaus', '2020-01', '2023-01', 'I tested quellworks.'),
    ]);
    const a = askAfter(
      o,
      `What is ${name}'s current job?`,
      `What did ${pronoun(o).split('/')[0]} do right before it?`,
    );
    expect(a.text).toMatch(/^\[\*\*Quell Tester\*\*\]/);
    expect(ask(o, `What did ${name} do before IT?`).text).not.toMatch(/^\[\*\*Quell Tester/);
  });

  it('reads "how long did she study it before leaving?" as of the study in view', () => {
    const study = {
      ...entry('quellstudy', 'Degree in Quellcraft', 'Quell University', '2009-09', '2011-06', ''),
      content: 'I studied quellcraft for two years.',
      completed: false,
    };
    const change: Faq = {
      id: 'career-change',
      questions: ['Why did she switch from quellcraft to software?', 'How did she get into coding?'],
      answer: 'The quell shops closed, so I tried coding.',
    };
    const o = withFaq(withEntries(owner, 'education', [study]), [change]);
    const a = askAfter(
      o,
      `Did ${name} finish the Quellcraft degree?`,
      'How long did they study it before leaving?',
    );
    expect(a.text).toContain('Degree in Quellcraft');
    expect(a.text).toMatch(/two years|almost 2 years|about 2 years|1 year/);
  });

  it('says which post the owner joined a place as, when the place had several', () => {
    const o = withEntries(owner, 'career', [
      entry('eng', 'Data Engineer', 'Dnipro Commercial Bank', '2019-03', '2022-03', 'Pipelines.'),
      entry('analyst', 'Data Analyst', 'Dnipro Commercial Bank', '2016-07', '2019-02', 'Reports.'),
    ]);
    const no = ask(o, `Was ${name} hired at Dnipro Commercial Bank as a data engineer?`);
    expect(no.text).toMatch(
      /^No: .* joined Dnipro Commercial Bank as .*Data Analyst.* in July 2016, and was Data Engineer from March 2019\./,
    );
    expect(ask(o, `did ${name} start at Dnipro Commercial Bank as an analyst?`).text).toMatch(/^Yes: /);
  });

  it('answers what came after a job that the next one began a little before it ended', () => {
    const o = withEntries(owner, 'career', [
      entry('agency', 'PHP Developer', 'Pixelbrew', '2080-07', '2082-10', 'Agency sites.'),
      entry('bank', 'Java Developer', 'Bank Wawel', '2082-09', '2085-03', 'Payments.'),
      entry('scale', 'Go Engineer', 'Paletta', '2085-09', 'present', 'Tracking.'),
    ]);
    const a = askAfter(
      o,
      `What was ${name}'s first job?`,
      'and what came after that?',
      new Date('2090-01-01'),
    );
    expect(a.items[0]).toBe('bank');
  });

  it('answers what was done in a job named by its title at a place that also has a study', () => {
    const o = withEntries(
      withEntries(owner, 'career', [
        entry(
          'coach',
          'Development Coach',
          'Harbour Code Institute',
          '2085-01',
          '2085-08',
          'I coached new students.',
        ),
      ]),
      'education',
      [
        entry(
          'diploma',
          'Diploma in Software Development',
          'Harbour Code',
          '2084-09',
          '2085-08',
          'I studied.',
        ),
      ],
    );
    const a = ask(
      o,
      `What did ${name} do as a development coach at Harbour Code Institute?`,
      new Date('2090-01-01'),
    );
    expect(a.items).toEqual(['coach']);
    expect(a.text).toContain('I coached new students.');
    const both = askAfter(
      o,
      `What did ${name} do as a development coach at Harbour Code Institute?`,
      `wasn't ${name} still a student there at the same time?`,
      new Date('2090-01-01'),
    );
    expect(both.text).toMatch(/^Yes/);
    expect(both.items).toEqual(expect.arrayContaining(['coach', 'diploma']));
  });

  it('puts the career in order, oldest first, when asked what came first, second and third', () => {
    const o = withEntries(owner, 'career', [
      entry('b', 'Developer', 'Quayside Labs', '2085-01', '2087-12', 'Apps.'),
      entry('a', 'Coach', 'Harbour FC', '2080-01', '2084-12', 'Football.'),
      entry('c', 'Engineer', 'Harbour Grid', '2088-01', 'present', 'Grids.'),
    ]);
    const a = ask(
      o,
      `Put ${name}'s career in order for me: what came first, second, third?`,
      new Date('2090-01-01'),
    );
    expect(a.text).toContain('oldest first');
    expect(a.items).toEqual(['a', 'b', 'c']);
  });

  it('answers which of two jobs named ran longer, with how long each ran', () => {
    const o = withEntries(owner, 'career', [
      entry('winkel', 'Security Engineer', 'Winkelhaak', '2090-01', '2093-06', 'Product security.'),
      entry('strato', 'Principal Engineer', 'Stratocum Cloud', '2093-07', 'present', 'Cloud security.'),
      entry('lector', 'Lecturer', 'Hogeschool Domstad', '2095-09', 'present', 'One day a week.'),
    ]);
    const now = new Date('2100-01-15');
    const a = ask(o, `Where did ${name} work longer, Winkelhaak or Stratocum Cloud?`, now);
    expect(a.text).toMatch(/^Longer: .*Stratocum Cloud/);
    expect(a.text).toContain('over 6 years');
    expect(a.text).toContain('over 3 years');
    expect(a.items).toEqual(['strato', 'winkel']);
    const b = ask(o, `Which was shorter, the Security Engineer job or the Stratocum Cloud job?`, now);
    expect(b.text).toMatch(/^Shorter: .*Security Engineer.* at Winkelhaak/);
  });

  it("answers what was the owner's first of something from the sentence that says so", () => {
    const said = 'It was my first paid programming work, about fifteen hours a week.';
    const o = withEntries(owner, 'career', [
      ...entriesOf(owner, 'career'),
      entry(
        'gigs',
        'Freelance Developer',
        'Self-employed',
        '2019-03',
        '2021-06',
        `Small contracts for clients. ${said}`,
      ),
    ]);
    const a = ask(o, `What was ${name}'s first paid programming work?`);
    expect(a.text).toContain(said);
    expect(a.items).toEqual(['gigs']);
  });

  it("says yes to a technology at an employer only where that job's own words name it", () => {
    const job = jobs[0]!;
    const text = `${job.role ?? job.title} ${job.content}`;
    const named = listedSkills(owner).find((s) => names(text, s.title));
    const unnamed = listedSkills(owner).find(
      (s) => s.title.length > 2 && !names(text, s.title) && !(s.aliases ?? []).some((a) => names(text, a)),
    )!;
    const no = ask(owner, `Did ${name} use ${unnamed.title} at ${job.organisation}?`);
    expect(no.text).not.toMatch(/^Yes/);
    expect(no.text).toContain(`doesn't say that ${name} used ${unnamed.title}`);
    expect(no.items).toContain(job.id);
    if (named) {
      const yes = ask(owner, `Did ${name} use ${named.title} at ${job.organisation}?`);
      expect(yes.text).toMatch(/^Yes/);
      expect(yes.items).toContain(job.id);
    }
  });

  it('reads "first job in tech" as the first software job, after a job in another field', () => {
    const career = entriesOf(owner, 'career').filter((e) => e.start);
    const first = [...career].sort((a, b) => a.start!.localeCompare(b.start!))[0]!;
    // An earlier job outside software comes before all of them.
    const earlier: Entry = {
      id: 'shop-assistant',
      title: 'Shop Assistant',
      role: 'Shop Assistant',
      organisation: 'Corner Books',
      start: `${Number(first.start!.slice(0, 4)) - 3}-01`,
      end: `${Number(first.start!.slice(0, 4)) - 2}-06`,
      field: 'other',
      content: 'I sold books and ran the till on Saturdays.',
    };
    const o = withEntries(owner, 'career', [earlier, ...entriesOf(owner, 'career')]);
    const firstSoftware = [...career]
      .filter((e) => (e.field ?? 'software') === 'software')
      .sort((a, b) => a.start!.localeCompare(b.start!))[0]!;
    expect(ask(o, `what was ${name}'s first job in tech?`).items).toEqual([firstSoftware.id]);
    expect(ask(o, `what was ${name}'s first job?`).items).toEqual([earlier.id]);
  });

  it('picks from the projects just listed when asked which one was built first', () => {
    const answerer = createAnswerer(owner);
    const list = answerer.answer(`What projects has ${name} built?`, NOW);
    const history = [
      { sender: 'user' as const, text: `What projects has ${name} built?` },
      { sender: 'ai' as const, text: list.text, items: list.items, kind: list.kind },
    ];
    const a = answerer.answer(`which one did ${pronoun(owner)} build first?`, NOW, history);
    const earliest = Math.min(...owner.projects.map((p) => p.year));
    expect(a.items.length).toBeGreaterThan(0);
    for (const id of a.items) expect(owner.projects.find((p) => p.slug === id)?.year).toBe(earliest);
  });

  it('answers "can he write X scripts" about a listed skill as a question about the owner', () => {
    const skill = listedSkills(owner).find((s) => /^[A-Za-z]{3,}$/.test(s.title))!;
    const a = ask(owner, `can ${pronoun(owner)} write ${skill.title} scripts`);
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(skill.title);
  });

  it('answers each of two skills asked in one message, though both answers say yes', () => {
    const [one, other] = listedSkills(owner).filter((s) => /^[A-Za-z]{3,}$/.test(s.title));
    const both = createAnswerer(owner).answer(`does ${name} know ${one!.title}? and ${other!.title}?`, NOW);
    expect(both.text).toContain(one!.title);
    expect(both.text).toContain(other!.title);
  });

  it('names the hackathon entries beside the projects a technology was used in', () => {
    const stackOf = (w: { techStack: { title: string }[] }) => w.techStack.map((t) => t.title);
    const tech = listedSkills(owner).find(
      (s) =>
        owner.projects.some((p) => stackOf(p).includes(s.title)) &&
        owner.hackathons.some((h) => stackOf(h).includes(s.title)),
    );
    if (!tech) return;
    const a = ask(owner, `Which projects used ${tech.title}?`);
    const entries = owner.hackathons.filter((h) => stackOf(h).includes(tech.title));
    expect(a.text).toContain('Also in hackathon entries');
    for (const h of entries) expect(a.items).toContain(h.slug);
  });

  it('finds a hackathon by a word of its event and says what was built there', () => {
    const words = (h: Owner['hackathons'][number]) =>
      h.event.split(' ').filter((w) => /^[A-Z][a-z]{3,}$/.test(w));
    const h = owner.hackathons.find((x) =>
      words(x).some((w) => owner.hackathons.every((y) => y === x || !y.event.includes(w))),
    );
    if (!h) return;
    const word = words(h).find((w) => owner.hackathons.every((y) => y === h || !y.event.includes(w)))!;
    const a = ask(owner, `what did ${name} build at the ${word} hackathon?`);
    expect(a.items).toEqual([h.slug]);
    expect(a.text).toContain(h.description.app.split('.')[0]!);
  });

  it('answers how the owner got into programming with their own words first', () => {
    const o = withPersonal(owner, 'I started programming at twelve, copying games out of a magazine.');
    const a = ask(o, `How did ${name} get into programming?`);
    expect(a.text.split('\n')[0]).toContain('I started programming at twelve');
  });

  it('finds "the startup" by its own words and says what happened to it', () => {
    const job = jobs.find((e) => e.end && e.end !== 'present') ?? jobs[0]!;
    const content = `${job.organisation} was a start-up that made route planners. The company folded when its funding fell through.`;
    const o = withJobContent(owner, job, content);
    const a = ask(o, `What happened to the startup ${name} worked at?`);
    expect(a.items).toContain(job.id);
    expect(a.text).toContain('The company folded');
  });

  it('answers "when did she leave?" of the job in view with its end date first', () => {
    const job = pastJobAtOwnPlace();
    const then = askAfter(
      owner,
      `What did ${name} do at ${job.organisation}?`,
      `when did ${pronoun(owner)} leave?`,
    );
    expect(then.text).toMatch(
      new RegExp(`^${name} left ${job.organisation!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in `),
    );
  });

  it('of two jobs with one title word, takes the one whose own words have the rest of the question', () => {
    const coach = (id: string, title: string, org: string, content: string, start: string): Entry => ({
      id,
      title,
      role: title,
      organisation: org,
      start,
      end: `${Number(start.slice(0, 4)) + 2}-06`,
      content,
    });
    const swim = coach(
      'swim-coach',
      'Head Coach',
      'Northside Club',
      'I coached the swimming squads at dawn.',
      '2001-01',
    );
    const debate = coach(
      'debate-coach',
      'Assistant Coach',
      'Hillview School',
      'I coached the debate team.',
      '2004-01',
    );
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), swim, debate]);
    const a = ask(o, `How long was ${name} a swimming coach for?`);
    expect(a.items).toContain(swim.id);
    expect(a.items).not.toContain(debate.id);
  });

  it('tells the age alone, and the next birthday only when asked about it', () => {
    expect(ask(owner, `how old is ${name}?`).text).not.toMatch(/birthday/);
    expect(ask(owner, `when is ${name}'s birthday?`).text).toMatch(
      /The next birthday is on \d+ \w+ \d{4}, in \d+ days\./,
    );
  });

  it('counts the years from the first job after an internship, and says the internship apart', () => {
    const intern: Entry = {
      id: 'summer-intern',
      title: 'Software Engineering Intern',
      role: 'Software Engineering Intern',
      organisation: 'Brightwater Labs',
      start: '2000-06',
      end: '2000-08',
      content: 'A summer internship writing tests for a billing service in Java.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), intern]);
    const a = ask(o, `How many years of professional experience does ${name} have?`);
    expect(a.text).toContain('after a 3-month internship');
    expect(a.text).not.toMatch(/starts in June 2000/);
  });

  it('says yes to two jobs at once, naming the pair whose dates overlap', () => {
    const job = jobs.find((e) => e.start && e.end && e.end !== 'present' && e.start.length === 7)!;
    const side: Entry = {
      id: 'side-contract',
      title: 'Part-time Web Developer',
      role: 'Part-time Web Developer',
      organisation: 'Lantern Charity',
      start: job.start,
      end: job.end,
      content: 'Two days a week I built a booking site for a charity.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), side]);
    const a = ask(o, `Was ${name} ever working two jobs at the same time?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(expect.arrayContaining([job.id, side.id]));
  });

  it('answers "freelancing while still at" a job with the overlapping freelance entry and its sentence', () => {
    const job = jobs.find((e) => e.start && e.end && e.end !== 'present' && e.start.length === 7)!;
    const freelance: Entry = {
      id: 'freelance-side',
      title: 'Freelance Consultant',
      role: 'Freelance Consultant',
      organisation: 'Self-employed',
      start: job.start,
      end: 'present',
      content: `I took my first clients part-time while still at ${job.organisation}, then went full-time.`,
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), freelance]);
    const a = ask(o, `Was ${name} freelancing while still at ${job.organisation}?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain(freelance.id);
    expect(a.text).toContain(`part-time while still at ${job.organisation}`);
    // Only the activity asked about and what the organisation names, not every entry of those years.
    const atOrg = [...entriesOf(o, 'career'), ...entriesOf(o, 'education')]
      .filter((e) => e.organisation === job.organisation)
      .map((e) => e.id);
    expect(a.items.filter((id) => id !== freelance.id && !atOrg.includes(id))).toEqual([]);
  });

  it('says no to studying while at a job that no study overlaps', () => {
    const studies = entriesOf(owner, 'education').filter((e) => e.start);
    const job: Entry = {
      id: 'late-job',
      title: 'Engineer',
      role: 'Engineer',
      organisation: 'Quillfeather Systems',
      start: '2090-01',
      end: '2091-01',
      content: 'I maintained the billing service.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), job]);
    const a = ask(o, `Did ${name} work at Quillfeather Systems while studying?`, new Date('2092-01-01'));
    expect(a.text).toMatch(/^No/);
    expect(a.items).not.toEqual(expect.arrayContaining(studies.slice(0, 1).map((e) => e.id)));
  });

  it("answers when the owner became a title with the job's own sentence on the promotion", () => {
    const job = jobs[0]!;
    const promoted: Entry = {
      ...job,
      role: 'Engineer, later Principal Engineer',
      content: `${job.content} I was promoted to Principal Engineer in the second year.`,
    };
    const o = withEntries(
      owner,
      'career',
      entriesOf(owner, 'career').map((e) => (e === job ? promoted : e)),
    );
    const a = ask(o, `When did ${name} become principal?`);
    expect(a.text).toContain('“I was promoted to Principal Engineer in the second year.”');
    expect(a.items).toEqual([job.id]);
    expect(ask(o, `was ${name} ever promoted?`).text).toContain('promoted to Principal Engineer');
  });

  it('reads "when did they become a developer" as the move into software, not a promotion', () => {
    const a = ask(owner, `When did ${name} become a developer?`);
    expect(a.text).not.toMatch(/promotion/);
  });

  it('says no to "still at" a past employer', () => {
    const past = jobs.find((e) => e.end && e.end !== 'present')!;
    const a = ask(owner, `Is ${name} still at ${past.organisation}?`);
    expect(a.text).toMatch(/^No: /);
  });

  it("names the clients a job's own words name", () => {
    const job = jobs[0]!;
    const content = `${job.content} Regular clients include Harbour Bakery and the Riverside Dental Group.`;
    const o = withJobContent(owner, job, content);
    const a = ask(o, `Which clients has ${name} worked for?`);
    expect(a.text).toContain('Regular clients include Harbour Bakery and the Riverside Dental Group.');
  });

  it("answers why the owner left a named employer with the job's sentence on how it ended", () => {
    const job = pastJobAtOwnPlace();
    const content = `I built the data tools there. I ran the weekly demos. The company was acquired in 2020 and I moved on.`;
    const o = withJobContent(owner, job, content);
    expect(ask(o, `Why did ${name} leave ${job.organisation}?`).text).toContain(
      'The company was acquired in 2020',
    );
  });

  it('of a job and studies at one place, takes the one whose title the question names', () => {
    const job = jobs[0]!;
    const study: Entry = {
      id: 'same-place-course',
      title: 'Certificate in Teaching',
      role: 'Certificate in Teaching',
      organisation: job.organisation,
      start: job.start,
      end: job.end,
      content: 'An evening course.',
    };
    const o = withEntries(owner, 'education', [...entriesOf(owner, 'education'), study]);
    const word = (job.role ?? job.title)
      .split(/\W+/)
      .find((w) => w.length > 4 && !/^(?:senior|junior|lead)$/i.test(w))!;
    const a = ask(o, `what did ${name} do at ${job.organisation} as a ${word.toLowerCase()}?`);
    expect(a.items).toEqual([job.id]);
  });

  it("answers 'and how did his students do?' after a job from that job's own words", () => {
    const job = jobs[0]!;
    const content = `${job.content} Most of my students shipped a project within six weeks.`;
    const o = withJobContent(owner, job, content);
    const then = askAfter(
      o,
      `What did ${name} do at ${job.organisation}?`,
      `and how did ${pronoun(owner) === 'she' ? 'her' : pronoun(owner) === 'he' ? 'his' : 'their'} students do?`,
    );
    expect(then.text).toContain('Most of my students shipped a project within six weeks.');
  });

  it('reads "freelancing" as the job titled Freelance', () => {
    const free: Entry = {
      id: 'freelance-dev',
      title: 'Freelance Web Developer',
      role: 'Freelance Web Developer',
      organisation: 'Self-employed',
      start: '2001-04',
      end: '2003-03',
      content: 'I built sites for small shops.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), free]);
    const a = ask(o, `How long was ${name} freelancing?`);
    expect(a.items).toEqual([free.id]);
    expect(a.text).toContain('about 2 years');
  });

  it('says yes to leading a team from a sentence on running a group of engineers, in any title', () => {
    const ran = 'I set the architecture, run the mobile guild of seven engineers and review every release.';
    const o = withEntries(owner, 'career', [
      entry('staff', 'Staff Engineer', 'Harbour Health', '2085-06', 'present', `I build the app. ${ran}`),
    ]);
    const a = ask({ ...o, hackathons: [] }, `Has ${name} led a team?`, new Date('2090-01-01'));
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(ran);
    // Outside software: a sous chef who ran the line.
    const line =
      'As sous chef I ran the line on service, wrote the prep lists and schedules, ordered from suppliers and trained new cooks.';
    const joined = 'I joined Bistro Lumen as a line cook in 2000 and was promoted to sous chef in 2002.';
    const chef = withEntries(owner, 'career', [
      {
        ...entry('chef', 'Sous Chef', 'Bistro Lumen', '2000-06', '2004-12', `${joined} ${line}`),
        field: 'other',
      },
      entry('ios', 'iOS Developer', 'Quai Apps', '2005-06', 'present', 'I build the ordering app in Swift.'),
    ]);
    const led = ask(chef, `Has ${name} ever led a team?`);
    expect(led.text).toMatch(/^Yes/);
    expect(led.text).not.toContain('none is titled as a lead');
    expect(led.text).toContain(line);
  });

  it('answers leading people "in the current job" from the jobs that go on now', () => {
    const said = 'It is an individual-contributor role; I mentor two juniors but manage no one.';
    const past = entry(
      'past',
      'Engineering Manager',
      'Quayside Labs',
      '2080-01',
      '2084-12',
      'I led a team of six.',
    );
    const ic = entry('ic', 'Senior Engineer', 'Harbour Grid', '2085-01', 'present', said);
    const q = `Does ${name} manage people in the current job?`;
    const no = ask(withEntries(owner, 'career', [past, ic]), q, new Date('2090-01-01'));
    expect(no.text).toMatch(/^No/);
    expect(no.text).toContain(said);
    const mgr = entry('mgr', 'Engineering Manager', 'Harbour Grid', '2085-01', 'present', 'I run hiring.');
    expect(ask(withEntries(owner, 'career', [mgr]), q, new Date('2090-01-01')).text).toMatch(/^Yes/);
  });

  it('answers "move into management" and "how many people now" from the manager job', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry('eng', 'Platform Engineer', 'Harbour Courier', '2080-01', '2085-05', 'I built the platform.'),
        entry(
          'mgr',
          'Engineering Manager',
          'Quayside Labs',
          '2085-06',
          'present',
          'I lead a team of nine engineers.',
        ),
      ]),
      [
        {
          id: 'lead-next',
          questions: [
            `Would ${name} rather manage or stay hands-on?`,
            'Management or individual contributor?',
          ],
          answer: 'I would like to lead a team of five next.',
        },
      ],
    );
    const moved = ask(o, `When did ${name} move into management?`, new Date('2090-01-01'));
    expect(moved.items).toEqual(['mgr']);
    expect(moved.text).toContain('June 2085');
    const size = ask(o, `How many people does ${name} manage right now?`, new Date('2090-01-01'));
    expect(size.text).toContain('I lead a team of nine engineers.');
    expect(size.text).not.toContain('a team of five next');
  });

  it('answers what the owner did before software with the work in another field', () => {
    const o = withEntries(owner, 'career', [
      {
        ...entry('bakery', 'Pastry Chef', 'Fournil Morel', '2080-01', '2087-12', 'I ran a bakery.'),
        field: 'other',
      },
      entry('dev', 'Front-end Developer', 'Quayside Labs', '2088-01', 'present', 'I build shops.'),
    ]);
    for (const q of [
      `What was ${name} doing before ${name} got into software development?`,
      `What did ${name} do before tech?`,
    ]) {
      const a = ask(o, q, new Date('2090-01-01'));
      expect(a.text, q).toContain('Pastry Chef');
      expect(a.items, q).toContain('bakery');
    }
  });

  it('says a degree that ran into the other career went alongside it, not before it', () => {
    const o = withEntries(
      withEntries(owner, 'career', [
        {
          ...entry('ta', 'Teaching Assistant', 'City University', '2082-08', '2084-06', 'Tutorials.'),
          field: 'other',
        },
        entry('dev', 'Data Analyst', 'Quayside Labs', '2084-08', 'present', 'SQL reports.'),
      ]),
      'education',
      [entry('bsc', 'BSc in Statistics', 'City University', '2080-02', '2084-06', 'Statistics.')],
    );
    const a = ask(o, `What did ${name} do before software?`, new Date('2090-01-01'));
    expect(a.text).toMatch(/alongside \[\*\*BSc in Statistics/);
    expect(a.text).not.toMatch(/after \[\*\*BSc in Statistics/);
  });

  it('counts the years of "coach football" over the coaching jobs whose words have football', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'club',
        'Coach and Coordinator',
        'Harbour FC',
        '2080-01',
        '2087-12',
        'I coached youth football teams.',
      ),
      entry('school', 'Development Coach', 'Code School', '2088-01', '2088-08', 'I coached coding students.'),
    ]);
    const a = ask(o, `How many years did ${name} coach football?`, new Date('2090-01-01'));
    expect(a.text).toContain('Harbour FC');
    expect(a.text).not.toContain('Development Coach');
  });

  it('answers "how long as a chef?" over the kitchen jobs titled otherwise, with the time in all', () => {
    const o = withEntries(owner, 'career', [
      entry('cook', 'Line Cook', 'Harbour Bistro', '2080-01', '2082-12', 'I cooked on the grill.'),
      entry('chef', 'Sous Chef', 'Harbour Bistro', '2083-01', '2085-12', 'I ran the kitchen.'),
      entry('dev', 'Developer', 'Quayside Labs', '2086-06', 'present', 'I build data tools.'),
    ]);
    const a = ask(o, `how long did ${name} work as a chef?`, new Date('2090-01-01'));
    expect(a.items).toEqual(expect.arrayContaining(['cook', 'chef']));
    expect(a.items).not.toContain('dev');
    expect(a.text).toMatch(/^(?:About|Almost) 6 years in all: /);
  });

  it('finds a job by the owner\'s own word for it ("her bakery", "the bakery she ran")', () => {
    const bakery = entry(
      'bakery',
      'Owner and Head Baker',
      'Fournil Quellec',
      '2080-02',
      '2086-06',
      'I opened Fournil Quellec, a bakery in the old town, and ran it for six years with a team of six.',
    );
    const o = withEntries(owner, 'career', [bakery, ...entriesOf(owner, 'career')]);
    const [subject, possessive] =
      owner.pronouns === 'he' ? ['he', 'his'] : owner.pronouns === 'she' ? ['she', 'her'] : ['they', 'their'];
    for (const q of [
      `what was ${possessive} bakery called?`,
      `when did ${name} run ${possessive} bakery?`,
      `what was the name of the bakery ${subject} ran?`,
    ]) {
      const a = ask(o, q);
      expect(a.items, q).toEqual(['bakery']);
      expect(a.text, q).toContain('Fournil Quellec (from February 2080 to June 2086)');
    }
    // "It" in a follow-up on the job is that job.
    const then = askAfter(o, `what was ${possessive} bakery called?`, `when did ${name} run it?`);
    expect(then.items).toEqual(['bakery']);
  });

  it('says yes to a job only for the rank, place and title its own words give', () => {
    const wave = {
      ...entry(
        'wave',
        'Firmware Engineer',
        'Quellwave GmbH',
        '2080-09',
        '2083-03',
        'I joined Quellwave GmbH as a QA Test Engineer. In 2081 I moved into the firmware team and my title changed to Firmware Engineer.',
      ),
      location: 'Quellstadt, Germany',
    };
    const works = {
      ...entry('works', 'Audio Engineer', 'QuellWorks AB', '2083-06', '2086-01', 'I wrote DSP firmware.'),
      location: 'Malmö',
    };
    const o = withEntries(owner, 'career', [wave, works, ...entriesOf(owner, 'career')]);
    expect(ask(o, `did ${name} work at Quellwave?`).text).toMatch(/^Yes: /);
    expect(ask(o, `was ${name} a manager at Quellwave?`).text).toMatch(/^Not that the site says/);
    expect(ask(o, `did ${name} work at QuellWorks in Quellstadt?`).text).toMatch(
      /^No: QuellWorks AB was in Malmö\./,
    );
    expect(askAfter(o, `how long was ${name} at Quellwave?`, 'was it in Quellstadt?').text).toMatch(
      /^Yes: .*Quellwave GmbH.* It was in Quellstadt, Germany\.$/,
    );
    const remote = withEntries(owner, 'career', [{ ...works, location: 'Quellhavn (remote from Malmö)' }]);
    expect(ask(remote, `was ${name}'s QuellWorks job in Malmö?`).text).toMatch(
      /^Partly, it was in Quellhavn \(remote from Malmö\): /,
    );
    // An employer placed there, worked from elsewhere, is no plain yes.
    expect(ask(remote, `has ${name} ever worked in Quellhavn?`).text).toMatch(
      /^Only remotely, for an employer or client there:\n.*QuellWorks AB.*remote from Malmö/,
    );
    expect(ask(remote, `has ${name} ever worked in Malmö?`).text).toMatch(/^Yes:\n.*QuellWorks AB/);
    const worked = ask(o, `did ${name} ever work in Quellstadt?`);
    expect(worked.text).toMatch(/^Yes:\n.*Quellwave GmbH.*Quellstadt, Germany$/);
    expect(worked.items).toEqual(['wave']);
    // "When she first joined Quellwave" is that job, not the first job of all.
    const joined = ask(o, `What was ${name}'s job title when ${name} first joined Quellwave GmbH?`);
    expect(joined.items).toEqual(['wave']);
    expect(joined.text).toContain('I joined Quellwave GmbH as a QA Test Engineer.');
    const always = ask(o, `was ${name}'s title at Quellwave always Firmware Engineer?`);
    expect(always.text).toMatch(/^No, it changed/);
    expect(always.text).toContain('my title changed to Firmware Engineer');
    expect(ask(o, 'Are Quellwave and QuellWorks the same company?').text).toMatch(
      /^No: those are 2 different places/,
    );
  });

  it('says yes to a post at a named employer only where its title or field says it', () => {
    const club = {
      ...entry('club', 'Youth Coach', 'Quellfeld FC', '2078-01', '2080-06', 'I coached the under-14s.'),
      field: 'other' as const,
    };
    const lab = entry('lab', 'AI Trainer', 'Quellmind Labs', '2080-09', '2083-03', 'I grade coding tasks.');
    const shop = entry('shop', 'Backend Developer', 'Quellshop AS', '2083-06', '2086-01', 'Kotlin services.');
    const o = withEntries(owner, 'career', [club, lab, shop, ...entriesOf(owner, 'career')]);
    expect(ask(o, `did ${name} work as a developer at Quellfeld FC?`).text).toMatch(
      /^No: the site lists this as work outside software\. .*Youth Coach/,
    );
    expect(ask(o, `was ${name} a coach at Quellfeld FC?`).text).toMatch(/^Yes: .*Youth Coach/);
    expect(ask(o, `did ${name} work as a coach at Quellmind Labs?`).text).toMatch(/^Not that the site says/);
    expect(ask(o, `was ${name} a software engineer at Quellmind Labs?`).text).toMatch(
      /^Not by title, but the site lists it as software work: .*AI Trainer/,
    );
    expect(ask(o, `was ${name} an engineer at Quellshop?`).text).toMatch(/^Yes: .*Backend Developer/);
    expect(ask(o, 'Is the Quellmind Labs job a software engineering job?').text).toMatch(
      /^Not by title: .*AI Trainer.* is software work .*not an engineering post\. In its own words: "I grade coding tasks\."/,
    );
    expect(ask(o, 'Is the Quellmind Labs job a tech job?').text).toMatch(
      /^Yes: .*AI Trainer.* as software work/,
    );
    expect(ask(o, 'Is the Quellshop job a software engineering job?').text).toMatch(
      /^Yes: .*Backend Developer/,
    );
    const qa = entry(
      'qa',
      'Test Automation Engineer',
      'Quelltest',
      '2070-01',
      '2075-01',
      'I joined doing manual and API testing.',
    );
    const tested = withEntries(owner, 'career', [qa, ...entriesOf(owner, 'career')]);
    expect(ask(tested, `was ${name} a tester at Quelltest?`).text).toMatch(/^Yes: /);
  });

  it('gives the time in a post its job dates later, and says no to "the whole time"', () => {
    const job = entry(
      'pesa',
      'Quell Lead',
      'Quellpesa',
      '2018-09',
      '2024-01',
      'I joined in September 2018 as a Backend Engineer. In March 2021 I was promoted to Quell Lead of the core team.',
    );
    const o = withEntries(owner, 'career', [job]);
    expect(ask(o, `how long was ${name} quell lead at Quellpesa?`).text).toMatch(
      /: almost 3 years in this post, over 5 years at Quellpesa in all\./,
    );
    expect(ask(o, `how long was ${name} at Quellpesa?`).text).toMatch(/: over 5 years\./);
    expect(ask(o, `Was ${name} quell lead for the whole time at Quellpesa?`).text).toMatch(
      /^No, it changed during it/,
    );
  });

  it('answers a bare "since when?" or "how long?" of the job in view', () => {
    const now = entry('now', 'Lead Quell Engineer', 'Quelltram GmbH', '2024-03', 'present', 'I lead five.');
    const o = withEntries(owner, 'career', [now]);
    // "Since when?" asks the start alone; "how long?" the span.
    for (const [q, said] of [
      ['since when?', /^Since March 2024: /],
      ['how long?', /from March 2024 to now/],
    ] as const) {
      const a = askAfter(o, `What does ${name} do now?`, q);
      expect(a.items, q).toEqual(['now']);
      expect(a.text, q).toMatch(said);
    }
  });

  it('does not sum two jobs of one title where the question qualifies it by a word neither says', () => {
    const club = entry(
      'club',
      'Youth Coach',
      'Quellhamn FC',
      '2060-01',
      '2067-12',
      'I coached the under-14s.',
    );
    const school = entry('school', 'Development Coach', 'Quell Institute', '2068-01', '2068-08', 'Students.');
    const o = withEntries(owner, 'career', [school, club]);
    const football = ask(o, `how long was ${name} a quellball coach?`).text;
    expect(football).not.toMatch(/in all/);
    expect(football).toContain('Quellhamn FC');
    expect(ask(o, `how long was ${name} a coach?`).text).toMatch(/^Over 8 years in all: /);
  });

  it('says where a job named or in view was, not where a like-named one or the owner is', () => {
    const labs = {
      ...entry('labs', 'Sensor Developer', 'Quellnord Labs', '2080-08', '2082-03', 'Sensors.'),
      location: 'Quellby',
    };
    const sys = {
      ...entry('sys', 'Firmware Engineer', 'Quellnord Systems', '2082-04', 'present', 'Lights.'),
      location: 'Quellham',
    };
    const o = withEntries(owner, 'career', [labs, sys, ...entriesOf(owner, 'career')]);
    const after = askAfter(o, `What did ${name} do at Quellnord Labs?`, 'and where was that?');
    expect(after.items).toEqual(['labs']);
    expect(after.text).toContain('It was in Quellby.');
    expect(ask(o, 'where was the Quellnord Labs job based?').text).toContain('It was in Quellby.');
    expect(ask(o, 'where is Quellnord Systems?').text).toContain('It is in Quellham.');
    expect(askAfter(o, `What does ${name} do at Quellnord Systems?`, 'where was that?').text).toContain(
      'It is in Quellham.',
    );
  });

  it('says since when the post titled was held where the job’s own words date a promotion into it', () => {
    const job = entry(
      'mgr',
      'Engineering Manager',
      'Quellsoft',
      '2080-10',
      'present',
      'I joined as a Senior SDET. In April 2083 I was promoted to Engineering Manager of the QA team.',
    );
    const o = withEntries(owner, 'career', [
      job,
      ...entriesOf(owner, 'career').filter((e) => e.end !== 'present'),
    ]);
    const a = ask(o, `what does ${name} do now?`, new Date('2090-01-01T12:00:00Z'));
    expect(a.text).toContain('at Quellsoft (from October 2080 to now; in this post since April 2083)');
    const before = ask(
      o,
      `was ${name} a Senior SDET before becoming a manager?`,
      new Date('2090-01-01T12:00:00Z'),
    );
    expect(before.text).toMatch(
      /^Yes, in .* own words .*: “I joined as a Senior SDET\. In April 2083 I was promoted/,
    );
  });

  it('says no to a post asked at an employer where it was held elsewhere, and times a first dev job', () => {
    const pharmacist = {
      ...entry('pharm', 'Pharmacist', 'Quell Apotheek', '2072-09', '2079-03', 'Dispensing.'),
      field: 'other' as const,
    };
    const jobs = [
      pharmacist,
      entry('contract', 'iOS Developer', 'Quellwise', '2078-05', '2079-02', 'A contract.'),
      entry('lead', 'Mobile Lead', 'Quellboard', '2079-04', '2083-08', 'I led four developers.'),
      entry('flutter', 'Senior Flutter Developer', 'Quelltrek', '2084-03', 'present', 'Flutter apps.'),
    ];
    const o = withEntries(owner, 'career', jobs);
    expect(ask(o, `was ${name} Mobile Lead at Quelltrek?`).text).toMatch(
      /^No: at Quelltrek, .* was .*Senior Flutter Developer.*\. .*Mobile Lead.* was at Quellboard/,
    );
    expect(ask(o, `was ${name} Mobile Lead at Quellboard?`).text).toMatch(/^Yes: /);
    const still = ask(o, `was ${name} still a pharmacist when ${name} took ${name}'s first dev job?`);
    expect(still.text).toMatch(/^Yes: .*Pharmacist/);
  });

  it('says whether an activity named by a word of its title ran when the first dev job began', () => {
    const coach = {
      ...entry('club', 'Youth Coach', 'Quell Rovers', '2070', '2077', 'Coaching under-12s.'),
      field: 'other' as const,
    };
    const jobs = [coach, entry('dev', 'Coding Coach', 'Quellcode', '2078-01', 'present', 'Teaching code.')];
    const o = withEntries(withEntries(owner, 'career', jobs), 'education', [
      entry('dip', 'Diploma in Software', 'Quellcode', '2077-09', '2078-08', 'Full-stack.'),
    ]);
    const ended = ask(o, `was ${name} still coaching when ${name} got ${name}'s first developer job?`);
    expect(ended.text).toMatch(/^No: .*Youth Coach.* had ended when .* first software job, .*Coding Coach/);
    expect(ended.text).toContain('began in January 2078');
    const studying = ask(o, `was ${name} still studying when ${name} got ${name}'s first dev job?`);
    expect(studying.text).toMatch(/^Yes: .*Diploma in Software.* was still going when/);
  });

  it("answers whether the owner studied in a place from the studies' locations", () => {
    const study = {
      ...entry('msc', 'MSc Acoustics', 'Hochschule Nord', '2080-09', '2082-06', 'Signal processing.'),
      location: 'Quellstadt, Germany',
    };
    const o = withEntries(owner, 'education', [study, ...entriesOf(owner, 'education')]);
    const yes = ask(o, `did ${name} study in Quellstadt?`);
    expect(yes.text).toMatch(/^Yes:\n.*MSc Acoustics/);
    expect(yes.items).toEqual(['msc']);
    expect(ask(o, `did ${name} study in Zaragoza?`).text).toMatch(
      new RegExp(`^The site doesn't place any of ${name}'s studies in Zaragoza\\.`),
    );
  });

  it('leaves work of another field taken up beside a software job out of the life before software', () => {
    const o = withEntries(withEntries(owner, 'education', []), 'career', [
      {
        ...entry('cellist', 'Orchestra Cellist', 'Elbtal Orchestra', '1990-01', '1995-06', 'Concerts.'),
        field: 'other',
      },
      entry('firmware', 'Firmware Engineer', 'Quellwave GmbH', '1995-09', '2001-12', 'Audio drivers.'),
      {
        ...entry('teacher', 'Cello Teacher', 'Elbtal Conservatory', '1998-09', '2003-06', 'Lessons.'),
        field: 'other',
      },
    ]);
    const a = ask(o, `what did ${name} do before software?`);
    expect(a.text).toMatch(/^Before software, .* was .*Orchestra Cellist/);
    expect(a.text).toMatch(/moved into software with .*Firmware Engineer/);
    expect(a.text).not.toContain('Cello Teacher');
  });

  it("counts a field's years by its titles, to the end of the last such job", () => {
    const o = withEntries(owner, 'career', [
      entry('de-1', 'Data Engineer', 'Havenlicht', '2010-01', '2011-12', 'Batch pipelines.'),
      entry('ae', 'Analytics Engineer', 'Kruidhof', '2012-01', '2013-12', 'Reporting models.'),
      entry('de-2', 'Contract Data Engineer', 'Dijkstra', '2014-01', '2014-12', 'Airflow jobs.'),
      entry('staff', 'Staff Analytics Engineer', 'Windkracht', '2016-01', 'present', 'Metrics layer.'),
    ]);
    const data = ask(o, `How many years of data experience does ${name} have?`);
    expect(data.text).toContain(
      'across 4 roles, not counting January 2015 to December 2015, when no job is listed',
    );
    const engineer = ask(o, `how many years as a data engineer has ${name} got?`);
    expect(engineer.text).toContain(
      'almost 3 years, across 2 roles, not counting January 2012 to December 2013, when no such job is listed',
    );
  });

  it('answers a qualification in a subject from the studies, not a job in it', () => {
    const pgce = {
      ...entry('pgce', 'PGCE Secondary Science', 'University of Bristol', '2005-09', '2006-06', 'One year.'),
      result: 'Qualified Teacher Status',
    };
    const teacher = entry('teacher', 'Chemistry Teacher', 'Ashley Down', '2006-09', '2016-07', 'Ten years.');
    const o = withEntries(withEntries(owner, 'education', [pgce]), 'career', [
      teacher,
      ...entriesOf(owner, 'career'),
    ]);
    const a = ask(o, `Does ${name} have a teaching qualification?`);
    expect(a.text).toMatch(/^Yes:\n- .*PGCE Secondary Science/);
    expect(a.items).toEqual(['pgce']);
    const where = askAfter(o, `Does ${name} have a teaching qualification?`, `where did ${name} get it?`);
    expect(where.items).toEqual(['pgce']);
    // Nor is the teaching job a teaching degree.
    expect(ask(o, `does ${name} have a teaching degree?`).text).not.toContain('Chemistry Teacher');
    // A study left before the end is no qualification.
    const left = withEntries(o, 'education', [{ ...pgce, completed: false }]);
    expect(ask(left, `Does ${name} have a teaching qualification?`).text).not.toMatch(/^Yes:\n- .*PGCE/);
  });

  it("answers whether a job in view or named is remote from that job, not the owner's terms", () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry('tide', 'Platform Engineer', 'Tidewright Labs', '2090-01', 'present', 'I run the build farm.'),
        {
          ...entry('quay', 'Developer', 'Quayline', '2085-01', '2089-12', 'We worked fully remote.'),
          location: 'Oslo',
        },
      ]),
      [
        {
          id: 'terms',
          questions: [`Is ${name} open to remote work?`],
          answer: 'Yes: I am open to remote roles.',
        },
      ],
    );
    const now = new Date('2095-01-01');
    const tide = ask(o, `What does ${name} do at Tidewright Labs? Is it remote?`, now);
    expect(tide.text).toContain("The site doesn't say whether");
    expect(tide.text).not.toContain('I am open to remote roles');
    expect(ask(o, 'is the Quayline job remote?', now).text).toContain('“We worked fully remote.”');
    expect(ask(o, `Is ${name} open to remote work?`, now).text).toContain('I am open to remote roles');
  });

  it('finds the one job "at the bank" describes however often the rest of the site says bank', () => {
    const bank = entry(
      'sepa',
      'Software Engineer',
      'Banco Quellado',
      '2090-01',
      '2092-12',
      'The bank still uses my SEPA parser.',
    );
    const faq = Array.from({ length: 8 }, (_, i) => ({
      id: `bank-${i}`,
      questions: [`Bank question ${i}?`],
      answer: `The bank and banking topic number ${i}.`,
    }));
    const o = withFaq(withEntries(owner, 'career', [bank, ...entriesOf(owner, 'career')]), faq);
    const a = ask(o, `What did ${name} build at the bank?`, new Date('2095-01-01'));
    expect(a.items).toEqual(['sepa']);
  });

  it('names the clients from the own words of the jobs that speak of clients', () => {
    const words =
      'I freelance for two clients. For Marche Quellot I built an ordering app. For Physio Lavande I keep their iOS app.';
    const o = withFaq(
      withEntries(owner, 'career', [
        entry('free', 'Freelance Mobile Developer', 'Self-employed', '2090-01', 'present', words),
        ...entriesOf(owner, 'career').filter(
          (e) => !/client|customer|freelanc|contract|agency|consult/i.test(e.content),
        ),
      ]),
      [
        {
          id: 'terms',
          questions: [`Is ${name} available?`],
          answer: "I'm freelancing now and open to a full-time role.",
        },
      ],
    );
    for (const q of [`Who are ${name}'s freelance clients?`, `Which clients did ${name} freelance for?`]) {
      const a = ask(o, q, new Date('2095-01-01'));
      expect(a.items, q).toEqual(['free']);
      expect(a.text, q).toContain('For Marche Quellot I built an ordering app. For Physio Lavande');
    }
  });

  it('answers the longest or shortest job of all by the dates, beside a list of the jobs too', () => {
    const o = withEntries(owner, 'career', [
      entry('teach', 'Chemistry Teacher', 'Ashley Down', '2006-09', '2016-07', 'Ten years.'),
      entry('de', 'Data Engineer', 'Havenlicht', '2017-04', '2019-12', 'Pipelines.'),
      entry('contract', 'Contract Data Engineer', 'Dijkstra', '2022-09', '2023-04', 'Airflow.'),
    ]);
    expect(ask(o, `What's the longest ${name} has stayed in one job?`).text).toMatch(
      /^Longest: .*Chemistry Teacher/,
    );
    expect(ask(o, `what was ${name}'s shortest job?`).text).toMatch(/^Shortest: .*Contract Data Engineer/);
    const both = ask(o, `How many companies has ${name} worked for, and where did ${name} stay the longest?`);
    expect(both.text).toContain('Longest: [**Chemistry Teacher**]');
  });

  it('answers a question on leadership in any words with the lead roles', () => {
    const o = withEntries(owner, 'career', [
      entry('lead', 'Team Lead', 'Quellstack', '2090-01', 'present', 'I lead four engineers.'),
      ...entriesOf(owner, 'career'),
    ]);
    for (const q of [
      `What evidence is there of leadership in ${name}'s background?`,
      `tell me about ${name}'s leadership`,
    ]) {
      const a = ask(o, q, new Date('2095-01-01'));
      expect(a.text, q).toMatch(/has held these lead roles: .*Team Lead/);
      expect(a.text, q).not.toContain("doesn't rate teamwork");
    }
  });

  it('finds a study by its place\'s initials or the owner\'s word for it, and a job by "work as"', () => {
    const cooking = entry(
      'ithq',
      'Diploma in Cooking',
      'Institut de tourisme et d’hôtellerie du Québec',
      '2011-09',
      '2013-05',
      'Classical technique.',
    );
    const camp = entry(
      'camp',
      'Mobile Development Course',
      'Boussole Academy',
      '2019-03',
      '2019-06',
      'A 14-week bootcamp on iOS.',
    );
    const flutter = entry(
      'flutter',
      'Flutter Developer',
      'Flotille Labs',
      '2021-06',
      '2023-03',
      'A seven-person startup.',
    );
    const why = {
      id: 'why',
      questions: [`Why did ${name} leave cooking?`],
      answer: 'A wrist injury. The bootcamp in 2019 was the way in.',
    };
    const o = withFaq(
      withEntries(withEntries(owner, 'education', [cooking, camp]), 'career', [
        flutter,
        ...entriesOf(owner, 'career'),
      ]),
      [why],
    );
    expect(ask(o, `What did ${name} study at ITHQ?`).items).toEqual(['ithq']);
    const possessive = owner.pronouns === 'she' ? 'her' : owner.pronouns === 'he' ? 'his' : 'their';
    expect(ask(o, `Where did ${name} do ${possessive} bootcamp and how long was it?`).items).toEqual([
      'camp',
    ]);
    expect(ask(o, `Where did ${name} work as a Flutter developer?`).items).toEqual(['flutter']);
  });

  it('says no to "permanent" of a contract, knows an MArch as a degree, and WCAG as accessibility', () => {
    const contract = entry(
      'bw',
      'Infrastructure Engineer (six-month contract)',
      'Brightwater Logistics',
      '2017-04',
      '2017-09',
      'Terraform.',
    );
    const march = entry(
      'march',
      'MArch Architecture',
      'Cracow University of Technology',
      '2009-10',
      '2014-07',
      'Five years.',
    );
    const wcag = 'I also drove the library to WCAG 2.2 AA conformance.';
    const o = withEntries(
      withEntries(owner, 'career', [contract, ...entriesOf(owner, 'career')]),
      'education',
      [march],
    );
    expect(ask(o, 'Was the Brightwater job permanent?').text).toMatch(/^No: /);
    expect(ask(o, `Does ${name} have a computer science degree?`).text).toMatch(
      /^No: .*'s degree is .*MArch Architecture/,
    );
    const skills = o.skills.map((c) => ({
      ...c,
      skills: c.skills.filter((k) => !/accessib|wcag|a11y/i.test(k.title)),
    }));
    const unused = <W extends { techStack: { title: string }[] }>(w: W) => ({
      ...w,
      techStack: w.techStack.filter((t) => !/accessib|wcag|a11y/i.test(t.title)),
    });
    const plain = { ...o, skills, projects: o.projects.map(unused), hackathons: o.hackathons.map(unused) };
    const a11y = withJobContent(plain as typeof o, contract, wcag);
    const a = ask(a11y, `Does ${name} have accessibility experience, like WCAG?`);
    expect(a.text).not.toMatch(/^No:/);
    // Work of the kind comes first where there is some; else the job's own sentence.
    const ofKind = [...o.projects, ...o.hackathons].some((w) => w.kinds?.includes('accessibility'));
    if (!ofKind) expect(a.text).toContain(wcag);
  });

  it('answers what the owner did at a place of work named, not the hackathon roles', () => {
    const army = {
      ...entry(
        'army',
        'Signals Technician',
        'British Army',
        '2008-09',
        '2014-08',
        'Six years of radio networks.',
      ),
      field: 'other' as const,
    };
    const o = withEntries(owner, 'career', [army, ...entriesOf(owner, 'career')]);
    const a = ask(o, `What did ${name} do in the army?`);
    expect(a.items).toEqual(['army']);
    expect(a.text).toContain('Six years of radio networks.');
  });

  it('answers whether a certificate is still valid from its own words, not its date', () => {
    const ccna = entry(
      'ccna',
      'Cisco Certified Network Associate (CCNA)',
      'Cisco',
      '2013-06',
      '2013-06',
      'I took the exam in 2013. It covered routing and switching. I let it lapse in 2016 and did not renew it.',
    );
    const uni = entry('uni', 'BSc Computing', 'Quellbridge University', '2012-09', '2018-06', 'Part-time.');
    const o = withEntries(owner, 'education', [ccna, uni]);
    const a = ask(o, `Is ${name}'s CCNA still valid?`);
    expect(a.items).toEqual(['ccna']);
    expect(a.text).toContain('I let it lapse in 2016');
    expect(a.text).not.toMatch(/^(?:Yes|No)[:,.]/);
    expect(ask(o, `Is ${name} still studying at Quellbridge University?`).text).toMatch(/^No: /);
  });

  it('weighs two jobs named by their titles\' short names ("the sysadmin one or the SRE one")', () => {
    const o = withEntries(owner, 'career', [
      entry('admin', 'Linux Systems Administrator', 'Northpoint Hosting', '2014-10', '2017-03', 'Servers.'),
      entry('sre', 'Site Reliability Engineer', 'Paylark', '2017-11', '2022-05', 'Kubernetes.'),
      entry('signals', 'Communication Systems Engineer', 'Army', '2008-09', '2014-08', 'Radio.'),
    ]);
    const a = ask(o, `Which job did ${name} hold longer, the sysadmin one or the SRE one?`);
    expect(a.text).toMatch(/^Longer: .*Site Reliability Engineer/);
    expect([...a.items].sort()).toEqual(['admin', 'sre']);
  });

  it('answers whether a job was software work by the field the site gives it', () => {
    const army = {
      ...entry('army', 'Signals Technician', 'Royal Signals', '2008-09', '2014-08', 'Radio networks.'),
      field: 'other' as const,
    };
    const sre = entry('sre', 'Site Reliability Engineer', 'Paylark', '2017-11', '2022-05', 'Kubernetes.');
    const o = withEntries(owner, 'career', [army, sre]);
    const no = askAfter(o, `What did ${name} do at Royal Signals?`, 'was that a software job?');
    expect(no.text).toMatch(/^No: the site lists .*Signals Technician.* as work outside software\./);
    expect(ask(o, 'was the Paylark job a software job?').text).toMatch(
      /^Yes: the site lists .*Site Reliability Engineer/,
    );
  });

  it('answers what the owner did before a study with a job too, not only an earlier study', () => {
    const o = withEntries(
      withEntries(owner, 'education', [
        entry('march', 'MArch Architecture', 'Cracow University', '2009-10', '2014-07', 'Architecture.'),
        entry('camp', 'UX Design Bootcamp', 'Pixel Forge Academy', '2019-09', '2020-01', 'Design.'),
      ]),
      'career',
      [
        {
          ...entry('arch', 'Architect', 'Pracownia Lipa', '2014-09', '2019-08', 'Schools.'),
          field: 'other' as const,
        },
      ],
    );
    expect(ask(o, `What did ${name} do before the UX Design Bootcamp?`).items).toEqual(['arch']);
  });

  it('weighs only software jobs for "his longest software job", and "still … at the time" by then', () => {
    const o = withEntries(
      withEntries(owner, 'career', [
        {
          ...entry('elec', 'Electrician', 'De Smet Elektro', '1992-09', '2012-08', 'Wiring.'),
          field: 'other' as const,
        },
        entry('plc', 'PLC Programmer', 'Scheldt Automation', '2012-10', '2017-03', 'PLCs.'),
        entry('vue', 'Vue.js Developer', 'Cargoflow', '2017-04', 'present', 'Vue.'),
      ]),
      'education',
      [entry('course', 'Certificate in Programming', 'CVO Gent', '2011-09', '2012-06', 'Java and PHP.')],
    );
    expect(ask(o, `what is ${name}'s longest software job?`).text).toMatch(/^Longest: .*Vue\.js Developer/);
    const then = askAfter(
      o,
      `When did ${name} do the Certificate in Programming?`,
      `was ${name} still working as an electrician at the time?`,
    );
    expect(then.text).toMatch(/^Yes: /);
    const later = askAfter(
      o,
      `When did ${name} start at Cargoflow?`,
      `was ${name} still working as an electrician then?`,
    );
    expect(later.text).toMatch(/^No: /);
  });

  it("says the site doesn't say of the work in view rather than yes from other work", () => {
    const [p, ...rest] = owner.projects;
    const others = rest.map((x, i) =>
      i ? x : { ...x, description: `${x.description} It has automated tests for every view.` },
    );
    const o = { ...owner, projects: [{ ...p!, description: 'A plain site.' }, ...others] };
    const a = askAfter(o, `tell me about ${p!.title}`, 'does it have automated tests?');
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toMatch(/^The site doesn't say that of /);
  });

  it('lists every skill of a kind asked, whatever its label says', () => {
    const o = withSkill(owner, {
      title: 'Quelldis',
      icon: 'redis',
      ariaLabel: 'Quelldis data store',
      kind: 'database',
    });
    expect(ask(o, `wht databases does ${name} knwo?`).text).toContain('Quelldis');
  });

  it("says the level a skill's own label gives it, and leads a judgement with the top one", () => {
    const o = [
      {
        title: 'Zig',
        icon: 'zig',
        ariaLabel: 'Zig programming language (learning)',
        kind: 'language' as const,
      },
      {
        title: 'Haskell',
        icon: 'haskell',
        ariaLabel: 'Haskell, my main language',
        kind: 'language' as const,
      },
    ].reduce(withSkill, owner);
    expect(ask(o, `does ${name} know Zig?`).text).toMatch(
      /^Yes, though the site marks it “learning”: Zig is among /,
    );
    expect(ask(o, `is ${name} good at Zig?`).text).toMatch(
      /^No, not by the site's own mark \(“learning”\): /,
    );
    expect(ask(o, `is ${name} good at Haskell?`).text).toMatch(
      /^Yes: Haskell is among .* “my main language”/,
    );
    const main = ask(o, `what's ${name}'s main programming language?`);
    expect(main.text).toMatch(/^By the labels on .* skills: .*Haskell \(“my main language”\)/);
    expect(main.text).not.toMatch(/Zig \(/);
  });

  it("answers whether the work in view was built at a job from the work's own words", () => {
    const [p, ...rest] = owner.projects;
    const own = { ...p!, description: `${p!.description} I wrote it in my own time, at weekends.` };
    const bank = entry(
      'bank',
      'ML Engineer',
      'Noordhaven Bank',
      '2090-01',
      'present',
      'Fraud models at the bank.',
    );
    const o = {
      ...withEntries(owner, 'career', [bank, ...entriesOf(owner, 'career')]),
      projects: [own, ...rest],
    };
    const a = askAfter(
      o,
      `what is ${p!.title}?`,
      `did ${name} build it at Noordhaven Bank?`,
      new Date('2095-01-01'),
    );
    expect(a.text).toMatch(/^No: /);
    expect(a.text).toContain('I wrote it in my own time, at weekends.');
    const named = ask(o, `was ${p!.title} made at Noordhaven Bank?`, new Date('2095-01-01'));
    expect(named.text).toMatch(/^No: .*I wrote it in my own time, at weekends\./);
  });
});

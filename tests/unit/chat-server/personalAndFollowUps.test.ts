import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import { NOW, ask, askAfter, entriesOf, withEntries, withJobContent, withPersonal } from './ownerCopies';

// Studies left unfinished, statements with a tag, hobbies a request is near, what went on beside a
// job and "the other ones", on every owner: expectations come from its content or a copy with the fact.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const career = entriesOf(owner, 'career').filter((e) => e.organisation && e.start);

  it('never says a degree is held when its studies were left before the end', () => {
    const degree: Entry = {
      id: 'left-degree',
      title: 'BSc Physics',
      role: 'BSc Physics',
      organisation: 'Northfield University',
      start: '2005-09',
      end: '2007-06',
      completed: false,
      content: 'Two years of physics lectures and labs.',
    };
    const o = withEntries(owner, 'education', [degree]);
    const a = ask(o, `Does ${name} have a degree?`);
    expect(a.text).toMatch(/^No/);
    expect(a.items).toContain(degree.id);
    expect(ask(o, `did ${name} finish the physics degree?`).text).toMatch(/^No/);
  });

  it('answers a short follow-up from the own words of what the last answer showed', () => {
    const job = career[0]!;
    const o = withJobContent(
      owner,
      job,
      'I teach a part-time course, six hours a week, to music students. From 2090 I led a team of seven engineers.',
    );
    const first = `what does ${name} do at ${job.organisation}?`;
    expect(askAfter(o, first, 'how many hours a week?').text).toContain('six hours a week');
    expect(askAfter(o, first, 'how big was the team?').text).toContain('a team of seven engineers');
    // Nothing in view says it: no refusal as if it were off the site's topic.
    expect(askAfter(o, first, 'why?').text).toMatch(/^The site doesn't say why\./);
  });

  it('answers "why?" after a gap with the About entry dated in it, not a reason given elsewhere', () => {
    const jobs = [
      {
        id: 'zag',
        title: 'DevOps Engineer',
        role: 'DevOps Engineer',
        organisation: 'Zagros',
        start: '2014-01',
        end: '2017-04',
        content: 'Hosting.',
      },
      {
        id: 'led',
        title: 'SRE',
        role: 'SRE',
        organisation: 'Ledgerline',
        start: '2017-10',
        end: '2022-06',
        content: 'I left in 2022 because pager duty had worn me down.',
      },
    ];
    const move = {
      id: 'move',
      title: 'Moving',
      start: '2017-05',
      end: '2017-09',
      content: 'In May 2017 my family and I moved to Toronto.',
    };
    const o = withEntries(withEntries(owner, 'career', jobs), 'personal', [
      ...entriesOf(owner, 'personal'),
      move,
    ]);
    const a = askAfter(o, `is there a gap in ${name}'s CV?`, 'why?');
    expect(a.text).toContain('my family and I moved to Toronto');
    expect(a.text).not.toContain('pager duty');
  });

  it('answers "tell me about an incident" from the prose, with the sentence an answer leans on', () => {
    const story =
      'The night I still remember is when our payments API went dark for nine hours and I led the recovery.';
    const o = withPersonal(
      owner,
      `${story} The post-mortem I wrote afterwards became the incident playbook.`,
    );
    const a = ask(o, `Tell me about an incident ${name} handled.`);
    expect(a.text).toContain(`${story} The post-mortem I wrote afterwards`);
  });

  it('reads "how well?" as the last question asked by how well', () => {
    const o = withPersonal(owner, 'My German is intermediate (B1, still improving).');
    const a = askAfter(o, `Does ${name} speak German?`, 'how well?');
    expect(a.text).toContain('My German is intermediate (B1, still improving).');
  });

  it('reads "that language" after one piece of work as the language of its stack', () => {
    const [p, ...rest] = owner.projects;
    const zig = {
      ...p!,
      techStack: [{ title: 'Elixir', icon: 'elixir' }, ...p!.techStack.filter((t) => t.title !== 'Elixir')],
    };
    const o = {
      ...owner,
      skills: owner.skills.map((c) => ({ ...c, skills: c.skills.filter((k) => k.title !== 'Elixir') })),
      projects: [zig, ...rest],
    } as Owner;
    const a = askAfter(
      o,
      `what stack did ${name} use for ${p!.title}?`,
      'is that language among the listed skills?',
    );
    expect(a.text).toMatch(/^No: Elixir is not in/);
  });

  it('answers "why not?" after a degree left unfinished with its own reason', () => {
    const degree: Entry = {
      id: 'left-reason',
      title: 'BSc Physics',
      role: 'BSc Physics',
      organisation: 'Northfield University',
      start: '2005-09',
      end: '2008-06',
      completed: false,
      content: 'Three years of physics. A job offer came in my last year, so I left without the degree.',
    };
    const o = withEntries(owner, 'education', [degree]);
    const a = askAfter(o, `does ${name} have a university degree?`, 'why not?');
    expect(a.text).toContain('so I left without the degree');
    expect(a.items).toContain(degree.id);
  });

  it('reads a statement with "right?" after it as a yes/no question', () => {
    const job = career[0]!;
    const a = ask(owner, `${name} worked at ${job.organisation}, right?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain(job.id);
  });

  it('answers a yes/no on a pastime from the About, though the word is one a request uses', () => {
    const o = withPersonal(owner, 'I cook for friends most weekends.');
    const a = ask(o, `does ${name} cook?`);
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toContain('I cook for friends most weekends.');
    expect(ask(owner, 'how do I cook pasta?').kind).toBe('off-topic');
  });

  it('names what went on beside a job: the entries whose dates overlap it', () => {
    const job = [...career].sort((a, b) => a.start!.localeCompare(b.start!)).at(-1)!;
    const side: Entry = {
      id: 'side-club',
      title: 'Weekend Chess Coach',
      role: 'Weekend Chess Coach',
      organisation: 'Rook Club',
      start: job.start!,
      end: 'present',
      content: 'I coach children at chess on Saturdays.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), side]);
    const a = ask(o, `Is ${name} doing anything else alongside ${job.organisation}?`);
    expect(a.items).toContain(side.id);
    expect(a.text).toContain('Weekend Chess Coach');
  });

  it('answers "and the other ones?" with the work of that type the last answer left out', () => {
    if (owner.projects.length < 2) return;
    const answerer = createAnswerer(owner);
    const first = answerer.answer(`what is ${name}'s latest project?`, NOW);
    const history = [
      { sender: 'user' as const, text: `what is ${name}'s latest project?` },
      { sender: 'ai' as const, text: first.text, items: first.items, kind: first.kind },
    ];
    const a = answerer.answer('and the other ones?', NOW, history);
    const rest = owner.projects.filter((p) => !first.items.includes(p.slug)).map((p) => p.slug);
    expect([...a.items].sort()).toEqual([...rest].sort());
  });

  it('reads "in the portfolio" as the site, not as a kind of work asked for', () => {
    const kind = owner.projects[0]!.kinds[0]!;
    const a = ask(owner, `Any ${kind} projects in the portfolio?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain(owner.projects[0]!.slug);
  });

  it('asks "did he win that one?" of the hackathon entry in view', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const answerer = createAnswerer(owner);
    const card = answerer.answer(`Tell me about ${h.team}`, NOW);
    const history = [
      { sender: 'user' as const, text: `Tell me about ${h.team}` },
      { sender: 'ai' as const, text: card.text, items: card.items, kind: card.kind },
    ];
    const a = answerer.answer(`Did ${name} win that one?`, NOW, history);
    expect(a.items).toEqual([h.slug]);
  });

  it('finds a hackathon role by its verb: "has she judged a hackathon?"', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const o = { ...owner, hackathons: [{ ...h, roles: ['judge'] }, ...owner.hackathons.slice(1)] };
    const a = ask(o, `Has ${name} ever judged a hackathon?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain(h.slug);
  });

  it('answers "at work or only on side projects?" with the jobs that name the skill first', () => {
    const job = career[0]!;
    const skill = owner.skills.flatMap((c) => c.skills).find((s) => /^[A-Za-z]{3,}$/.test(s.title))!;
    const o = withEntries(
      owner,
      'career',
      entriesOf(owner, 'career').map((e) =>
        e.id === job.id ? { ...e, content: `${e.content} I wrote ${skill.title} code every day.` } : e,
      ),
    );
    const used = owner.projects.some((p) => p.techStack.some((t) => t.title === skill.title));
    if (!used) return;
    const a = ask(o, `Has ${name} used ${skill.title} at work or only on side projects?`);
    // An either-or question gets no yes.
    expect(a.text).toMatch(/^At work:/);
    expect(a.items).toContain(job.id);
  });

  it('reads "her undergrad" as the bachelor\'s degree', () => {
    const bsc: Entry = {
      id: 'bsc-maths',
      title: 'BSc Mathematics',
      role: 'BSc Mathematics',
      organisation: 'Eastbay University',
      start: '2010-09',
      end: '2013-06',
      content: 'Three years of pure and applied mathematics.',
    };
    const o = withEntries(owner, 'education', [
      ...entriesOf(owner, 'education').filter((e) => !/\b(?:BSc|BA|BEng|Bachelor)/.test(e.role ?? e.title)),
      bsc,
    ]);
    const a = ask(o, `Where did ${name} do their undergrad?`);
    expect(a.items).toEqual([bsc.id]);
  });

  it('skips a side job still going on when the job in view began, for "and before that?"', () => {
    const jobs = [...career]
      .filter((e) => e.end && e.end !== 'present')
      .sort((a, b) => a.start!.localeCompare(b.start!));
    const current = career.find((e) => e.end === 'present');
    const before = jobs.at(-1);
    if (!current || !before || before.end! > current.start!) return;
    // A part-time job that began before the previous one ended and ran past the current one's start.
    const side: Entry = {
      id: 'side-teaching',
      title: 'Evening Tutor',
      role: 'Evening Tutor',
      organisation: 'Night School',
      start: before.end!,
      end: `${Number(current.start!.slice(0, 4)) + 1}`,
      content: 'I tutored adults in the evenings.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), side]);
    const answerer = createAnswerer(o);
    const first = answerer.answer(`what is ${name}'s current job?`, NOW);
    const history = [
      { sender: 'user' as const, text: `what is ${name}'s current job?` },
      { sender: 'ai' as const, text: first.text, items: first.items, kind: first.kind },
    ];
    expect(answerer.answer('and before that?', NOW, history).items).toEqual([before.id]);
  });

  it('reads "a live link" as a running site, not as where the owner lives', () => {
    const a = ask(owner, `Is there a live link for ${name}'s open source contribution?`);
    expect(a.text).not.toMatch(/is based in/);
  });

  it('answers "does he live in <city>?" from the location, though a project has the city in its title', () => {
    const city = owner.location.split(',')[0]!.trim();
    const o = {
      ...owner,
      projects: [{ ...owner.projects[0]!, title: `Bus Times ${city}` }, ...owner.projects.slice(1)],
    };
    const a = ask(o, `does ${name} live in ${city}?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(owner.location);
  });

  it('says a 2nd place is a placing, not a win, when asked "did they win?" of one entry', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const o = { ...owner, hackathons: [{ ...h, result: '2nd place' }, ...owner.hackathons.slice(1)] };
    const a = ask(o, `Did ${h.team} win?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('2nd place');
  });

  it('keeps a second part that adds a link, though its words repeat the first', () => {
    // A project with only a live link: the link's label is an everyday word the first part's words cover.
    const p = { ...owner.projects[0]!, live: 'https://example.org/demo', github: undefined };
    const o = { ...owner, projects: [p, ...owner.projects.slice(1)] };
    const a = ask(o, `when did ${name} make ${p.title} and where can I see it`);
    expect(a.text).toContain(String(p.year));
    expect(a.text).toContain(p.live);
  });

  it('reads "can she work in English?" as a spoken language, not a skill', () => {
    const o = { ...withPersonal(owner, 'I speak English and Dutch.'), faq: [] };
    const a = ask(o, `can ${name} work in English?`);
    expect(a.text).toContain('I speak English and Dutch.');
  });

  it('never says no work used a listed practice, which no stack would name', () => {
    const [first, ...rest] = owner.skills;
    const practice = {
      title: 'Incident response',
      icon: 'pagerduty',
      ariaLabel: 'Incident response',
      kind: 'practice' as const,
    };
    const o = {
      ...owner,
      skills: [{ ...first!, skills: [...first!.skills, practice] }, ...rest] as Owner['skills'],
    };
    const a = ask(o, `Does ${name} do incident response?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).not.toContain('uses it');
  });

  it('reads "what kind of X stuff has she done?" as the topic, not an overview', () => {
    const p = {
      ...owner.projects[0]!,
      description: 'A queue worker with dashboards and alerting for its own monitoring.',
    };
    const o = { ...owner, projects: [p, ...owner.projects.slice(1)] };
    const a = ask(o, `what kind of monitoring stuff has ${name} done?`);
    expect(a.items).toContain(p.slug);
    expect(a.text).toContain('for its own monitoring');
  });

  it("tells a background's studies as studied and quotes the owner's words on the move", () => {
    const degree: Entry = {
      id: 'ba-history',
      title: 'BA History',
      role: 'BA History',
      organisation: 'Northfield University',
      start: '1990-09',
      end: '1993-06',
      field: 'other',
      content: 'Three years of medieval history.',
    };
    const [about, ...rest] = entriesOf(owner, 'personal');
    const content = 'I spent six years as a lighthouse keeper before switching to code.';
    const o = withEntries(
      withEntries(owner, 'education', [...entriesOf(owner, 'education'), degree]),
      'personal',
      [{ ...about!, content }, ...rest],
    );
    const a = ask(o, `What's ${name}'s background before becoming a developer?`);
    expect(a.text).toContain('studied [**BA History**]');
    expect(a.text).not.toContain('was [**BA History**]');
    expect(a.text).toContain('I spent six years as a lighthouse keeper before switching to code.');
  });
});

import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import {
  NOW,
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  withEntries,
  withFaq,
  withPersonal,
} from './ownerCopies';

// Dates, places, roles, names and the parts of a message, read as data on every owner: expectations
// come from that owner's content, and a fact an owner lacks is added to a copy of it.

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
/** '2024-03' plus n months, as the answers write it ("March 2024"), and as a year-month. */
function shifted(ym: string, n: number): { words: string; ym: string } {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const at = y * 12 + (m || 1) - 1 + n;
  const year = Math.floor(at / 12);
  const month = (at % 12) + 1;
  return { words: `${MONTHS[month - 1]} ${year}`, ym: `${year}-${String(month).padStart(2, '0')}` };
}

/** A listed skill named by one plain word, and its category. */
const plainSkill = (o: Owner) =>
  o.skills.flatMap((c) => c.skills.map((s) => ({ s, c }))).find((x) => /^[A-Za-z]{3,}$/.test(x.s.title))!;

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);
  const career = entriesOf(owner, 'career').filter((e) => e.start);

  it('answers whether a technology was learned at a study from its own words', () => {
    const camp: Entry = {
      id: 'camp',
      title: 'Web Development Bootcamp',
      role: 'Web Developer Certificate',
      organisation: 'La Fabrique',
      start: '2090-09',
      end: '2091-03',
      content: 'A six-month bootcamp: HTML, CSS and JavaScript, then React, Node.js and SQL.',
    };
    const o = withEntries(owner, 'education', [camp]);
    const name = owner.firstName;
    expect(ask(o, `did ${name} learn React at the bootcamp?`).text).toMatch(
      /^Yes: .*Web Developer Certificate/,
    );
    const no = ask(o, `did ${name} learn Haskell at the bootcamp?`);
    expect(no.text).toMatch(/^No: Haskell is not among .* listed skills.*Web Developer Certificate/);
  });

  it('answers which of two studies named is more recent or came first by their dates', () => {
    const cert = (id: string, title: string, start: string): Entry => ({
      id,
      title,
      role: title,
      organisation: 'Certbody',
      start,
      content: `${title}, passed.`,
    });
    const o = withEntries(owner, 'education', [
      cert('zephyr', 'Zephyr Security Certificate', '2090-03'),
      cert('quasar', 'Quasar Cloud Certificate', '2095-06'),
    ]);
    const name = owner.firstName;
    const a = ask(
      o,
      `Which is more recent, ${name}'s Zephyr Security Certificate or the Quasar Cloud Certificate?`,
    );
    expect(a.text).toMatch(/^\[\*\*Quasar Cloud Certificate\*\*\].* is the more recent/);
    const b = ask(o, `which came first, the Zephyr Security Certificate or the Quasar Cloud Certificate?`);
    expect(b.text).toMatch(/^\[\*\*Zephyr Security Certificate\*\*\].* came first/);
  });

  it('finds a gap no job or study covers, with the work dated in it and the owner’s words on it', () => {
    const dated = [...career, ...entriesOf(owner, 'education').filter((e) => e.start)];
    const newest = [...career].sort((a, b) => a.start!.localeCompare(b.start!)).at(-1)!;
    const others = dated.filter((e) => e.id !== newest.id);
    if (others.some((e) => e.end === 'present')) return;
    const month = (ym: string) => (ym.length === 4 ? `${ym}-12` : ym);
    const lastEnd = others
      .map((e) => month(e.end ?? e.start!))
      .sort()
      .at(-1)!;
    // The newest job moves to start eight months after everything else ended.
    const start = shifted(lastEnd, 8);
    const moved: Entry = { ...newest, start: start.ym };
    const year = Number(lastEnd.slice(0, 4));
    const o = withPersonal(
      withEntries(
        owner,
        'career',
        entriesOf(owner, 'career').map((e) => (e.id === newest.id ? moved : e)),
      ),
      `In ${year} I took time out to sail around the Baltic.`,
    );
    const a = ask(o, `is there a gap in ${name}'s CV?`, new Date('2030-01-01T12:00:00Z'));
    expect(a.text).toContain(`${shifted(lastEnd, 1).words} to ${shifted(start.ym, -1).words}`);
    expect(a.text).toContain('sail around the Baltic');
    expect(a.items).toContain(newest.id);
  });

  it('finds a gap that only a part-time job or study beside the career runs through', () => {
    const jobs = [
      entry('fin', 'Frontend Engineer', 'Quellbank', '2090-07', '2093-04', 'Payments UI.'),
      entry('air', 'Design Systems Lead', 'Quellair', '2093-11', 'present', 'Components.'),
      entry(
        'eve',
        'Evening Lecturer (part-time)',
        'Quell Academy',
        '2091-09',
        'present',
        'Two evenings a week.',
      ),
    ];
    const study = entry(
      'bsc',
      'BSc Computer Science (part-time, online)',
      'Open Quell',
      '2092-10',
      '2097-06',
      'Ten hours a week.',
    );
    const o = withEntries(withEntries(owner, 'career', jobs), 'education', [study]);
    const now = new Date('2095-01-01T12:00:00Z');
    const a = ask(o, `is there a gap in ${name}'s CV?`, now);
    expect(a.text).toMatch(
      /^Yes: the site lists no full-time job or study for .* from:\n- May 2093 to October 2093: /,
    );
    expect(a.text).toMatch(/beside it only .*Evening Lecturer \(part-time\).* and .*BSc Computer Science/);
    const between = ask(o, `what did ${name} do between Quellbank and Quellair?`, now);
    expect(between.text).toMatch(
      /^Between .*Frontend Engineer.* \(to April 2093\) and .*Design Systems Lead.* \(from November 2093\): 6 months\./,
    );
    expect(between.text).toContain('Evening Lecturer (part-time)');
  });

  it('answers "between A and B" named by a title word or employer, with the owner’s account of it', () => {
    const bsc = entry('bsc', 'BSc Quellphysics', 'Quell University', '2080-09', '2083-07', 'Lectures.');
    const msc = entry('msc', 'MSc Game Development', 'Quell Abbey', '2084-09', '2085-09', 'Games.');
    const o = withPersonal(
      withEntries(owner, 'education', [bsc, msc]),
      'I studied quellphysics, and after the degree I spent a year teaching at a school.',
    );
    const now = new Date('2095-01-01T12:00:00Z');
    const a = ask(
      o,
      `what did ${name} do between the quellphysics degree and the MSc Game Development?`,
      now,
    );
    expect(a.text).toMatch(
      /^Between .*BSc Quellphysics.* \(to July 2083\) and .*MSc Game Development.* \(from September 2084\): 13 months\./,
    );
    expect(a.text).toContain('after the degree I spent a year teaching');
    const asked = `what did ${name} do between the quellphysics degree and the MSc Game Development?`;
    expect(askAfter(o, asked, 'how long was that break?', now).text).toMatch(/^Between .*: 13 months/);
    const yes = ask(o, `was there a gap between the quellphysics degree and the MSc Game Development?`, now);
    expect(yes.text).toMatch(/^Yes\. Between /);
  });

  it('counts the time from the last study to the first job as a gap when the years asked take it in', () => {
    const degree = entry('bsc', 'BSc Electronics', 'Quell Tech', '2086-09', '2090-06', 'Circuits.');
    const job = entry('it', 'IT Support Technician', 'Quellbank', '2091-08', 'present', 'Help desk.');
    const o = withEntries(withEntries(owner, 'career', [job]), 'education', [degree]);
    const now = new Date('2095-01-01T12:00:00Z');
    expect(ask(o, `why is there a gap in ${name}'s CV between 2090 and 2091?`, now).text).toMatch(
      /from:\n- July 2090 to July 2091: after .*BSc Electronics.*, before .*IT Support Technician/,
    );
    expect(ask(o, `is there a gap in ${name}'s career?`, now).text).not.toContain('July 2090');
  });

  it('counts years with a technology as the span of the jobs whose own words name it', () => {
    const job = career.find((e) => e.end && e.end !== 'present')!;
    const { s } = plainSkill(owner);
    const o = withEntries(
      owner,
      'career',
      entriesOf(owner, 'career').map((e) =>
        e.id === job.id ? { ...e, content: `${e.content} I used ${s.title} every day.` } : e,
      ),
    );
    const a = ask(o, `how many years of ${s.title} does ${name} have?`);
    expect(a.text).toMatch(
      /^The site gives no years per skill; (?:it shows .* from .* to .*; )?the jobs that name .* span .* in all(?:, and work with it goes back to [^:]+)?:/,
    );
    expect(a.items).toContain(job.id);
    expect(a.text).not.toContain('0000');
  });

  it('names a qualification by an abbreviation in its title and says whether it is finished', () => {
    const others = entriesOf(owner, 'education').filter(
      (e) => !/\b(MSc|MA|MS|MEng|MBA|MPhil)\b/.test(e.role ?? e.title),
    );
    const pgdip: Entry = {
      id: 'pgdip-test',
      title: 'PGDip Marine Robotics',
      role: 'PGDip Marine Robotics',
      organisation: 'Harbour Institute',
      start: '2008-09',
      end: '2009-06',
      content: 'A postgraduate diploma in marine robotics.',
    };
    const msc: Entry = {
      ...pgdip,
      id: 'msc-test',
      title: 'MSc Data Science',
      role: 'MSc Data Science',
      start: '2024-09',
      end: 'present',
      content: 'A part-time MSc.',
    };
    const o = withEntries(owner, 'education', [...others, pgdip, msc]);
    const did = ask(o, `did ${name} do a PGDip?`);
    expect(did.text).toMatch(/^Yes: /);
    expect(did.items).toEqual([pgdip.id]);
    const done = ask(o, `is ${name}'s masters finished?`);
    expect(done.text).toMatch(/^Not yet: still in progress/);
    expect(done.items).toEqual([msc.id]);
  });

  it('counts studies whose end date is still to come as in progress, not held', () => {
    const others = entriesOf(owner, 'education').filter(
      (e) => !/\b(MSc|MA|MS|MEng|MBA|MPhil|master)/i.test(e.role ?? e.title),
    );
    const msc: Entry = {
      id: 'msc-due-test',
      title: 'MSc Marine Robotics',
      role: 'MSc Marine Robotics',
      organisation: 'Harbour Institute',
      start: '2025-09',
      end: '2027-06',
      content: 'A part-time MSc.',
    };
    const o = withEntries(owner, 'education', [...others, msc]);
    expect(ask(o, `has ${name} finished the MSc?`).text).toMatch(
      /^(?:No: still in progress, due to end in June 2027|Not yet)/,
    );
    expect(ask(o, `does ${name} have a master's degree?`).text).toMatch(/^Not yet: .*, in progress\./);
    expect(ask(o, `when will ${name} finish the MSc?`).text).toMatch(/^It is due to end in June 2027/);
    expect(ask(o, `is ${name} still studying?`).text).toMatch(/^Yes: .*MSc Marine Robotics/);
    const done = withEntries(owner, 'education', [...others, { ...msc, end: '2026-03' }]);
    expect(ask(done, `does ${name} have a master's degree?`).text).toMatch(/^Yes: /);
  });

  it('answers yes or no on where the owner is based, and reads "based in <skill>" as a place', () => {
    const city = owner.location.split(',')[0]!.trim();
    expect(ask(owner, `is ${name} based in ${city}?`).text).toMatch(/^Yes: /);
    const { s, c } = plainSkill(owner);
    const phoenix = { ...s, title: 'Phoenix', ariaLabel: 'Phoenix framework', kind: 'framework' as const };
    const o = {
      ...owner,
      skills: owner.skills.map((x) =>
        x === c ? { ...x, skills: [...x.skills, phoenix] } : x,
      ) as Owner['skills'],
    };
    const a = ask(o, `Is ${name} based in Phoenix?`);
    expect(a.text).toBe(`No: ${name} is based in ${owner.location}.`);
  });

  it('answers "did they write the code?" from the roles held in the hackathon entry', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const designOnly = { ...owner, hackathons: [{ ...h, roles: ['design'] }, ...owner.hackathons.slice(1)] };
    expect(ask(designOnly, `did ${name} write the code for ${h.team}?`).text).toMatch(/^No, design only\. /);
    const backEnd = { ...owner, hackathons: [{ ...h, roles: ['back end'] }, ...owner.hackathons.slice(1)] };
    expect(ask(backEnd, `did ${name} write the code for ${h.team}?`).text).toMatch(/^Yes\. /);
  });

  it('reads "the code" as the work in view, not a school named Code', () => {
    const h = hackathonEntry('quellcroq', { roles: ['design'] });
    const schools = [
      entry('quellcode', 'Quell Bootcamp', 'Quell Code Institute', '2019-01', '2019-06', 'I learned Quell.'),
      entry('codeforja', 'Quell Course', 'CodeQuellforja Academy', '2018-01', '2018-06', 'I learned more.'),
    ];
    for (const school of schools) {
      const o = { ...withEntries(owner, 'education', [school]), hackathons: [h] };
      const a = askAfter(o, `What did ${name} do at ${h.team}?`, 'Did they write any of the code for it?');
      expect(a.text, school.organisation).toMatch(/^No, design only\. /);
    }
  });

  it('says a spoken language the owner’s words do not name is not mentioned', () => {
    const o = withPersonal(bare, 'I speak Portuguese at home and English at work.');
    expect(ask(o, `does ${name} speak Icelandic?`).text).toMatch(/^The site doesn't mention Icelandic\./);
    expect(ask(o, `does ${name} speak Portuguese?`).text).toMatch(/^Yes\. /);
  });

  it('answers a level asked of a spoken language from the owner’s clause on that language', () => {
    const o = withFaq(bare, [
      {
        id: 'spoken',
        questions: [`What languages does ${name} speak?`, `Does ${name} speak English?`],
        answer: 'Swedish is my first language, I work in English every day, and I get by in Spanish.',
      },
    ]);
    expect(ask(o, `is ${name} fluent in Spanish?`).text).toMatch(
      /^Not fluent, in (?:his|her|their) own words: “/,
    );
    expect(ask(o, `is ${name} fluent in Swedish?`).text).toMatch(/^Yes\. /);
  });

  it('says yes to a spoken language the owner’s faq names, and not to one it denies', () => {
    const spoken = (answer: string) =>
      withFaq(bare, [
        {
          id: 'spoken',
          questions: [`What languages does ${name} speak?`, `Does ${name} speak German?`],
          answer,
        },
      ]);
    const o = spoken(
      'English is my first language, I speak Igbo with my family, and my German is about B1 from evening classes.',
    );
    expect(ask(o, `does ${name} speak german`).text).toMatch(/^Yes\b.*English is my first/);
    expect(ask(o, `does ${name} speak Italian?`).text).not.toMatch(/^Yes/);
    const denied = spoken("English is my first language; I don't speak German yet.");
    expect(ask(denied, `does ${name} speak German?`).text).not.toMatch(/^Yes/);
  });

  it('reads a listed skill with a word no content has after it as another, unlisted technology', () => {
    const { s } = plainSkill(owner);
    const a = ask(owner, `does ${name} know ${s.title} Multiplatform?`);
    expect(a.text).toMatch(
      new RegExp(`^No, not as a listed skill: ${s.title} Multiplatform is not among`, 'i'),
    );
  });

  it('gives the full name on the site', () => {
    expect(ask(owner, `what is ${name}'s full name?`).text).toContain(owner.name);
  });

  it('says a fact once when two parts of a message ask it in other words', () => {
    // A listed skill no work uses: "is it listed?" and "which project uses it?" have one answer.
    const { c } = plainSkill(owner);
    const added = {
      title: 'Elixir',
      icon: 'elixir',
      ariaLabel: 'Elixir language',
      kind: 'language' as const,
    };
    const o = {
      ...owner,
      skills: owner.skills.map((x) =>
        x === c ? { ...x, skills: [...x.skills, added] } : x,
      ) as Owner['skills'],
    };
    const they = owner.pronouns ?? 'they';
    const a = ask(
      o,
      `does ${name} know Elixir and ${they === 'they' ? 'have' : 'has'} ${they} used it in a project?`,
    );
    expect(a.text).toMatch(/^Yes: Elixir is among .* No project .*uses it\.$/);
    expect(a.text.split('\n\n')).toHaveLength(1);
  });

  it('answers "before that?" with the job that ended last before this one, not a side job', () => {
    const jobs = [...career].filter((e) => e.end && e.end !== 'present');
    const current = career.find((e) => e.end === 'present');
    const main = jobs.sort((a, b) => (b.end ?? '').localeCompare(a.end ?? ''))[0];
    if (!current || !main) return;
    // A part-time job that began after the main one and ended before it.
    const ym = (d: string, end: boolean) => (d.length === 4 ? `${d}-${end ? '12' : '01'}` : d);
    const start = shifted(ym(main.start!, false), 1).ym;
    const end = shifted(ym(main.end!, true), -1).ym;
    if (end <= start) return;
    const side: Entry = {
      id: 'side-test',
      title: 'Evening Tutor (part-time)',
      role: 'Evening Tutor',
      organisation: 'Harbour Night School',
      start,
      end,
      content: 'I taught evening classes alongside my job.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), side]);
    const a = createAnswerer(o);
    const first = a.answer(`what is ${name}'s current job?`, NOW, []);
    const history = [
      { sender: 'user' as const, text: `what is ${name}'s current job?` },
      { sender: 'ai' as const, text: first.text, items: first.items, kind: first.kind },
    ];
    if (!first.items.includes(current.id)) return;
    expect(a.answer('and before that?', NOW, history).items).toEqual([main.id]);
  });

  it('says an employer the site does not list is not listed, with the jobs it does list', () => {
    const a = ask(owner, `Tell me about ${name}'s time working at Zyxwell.`);
    expect(a.text).toMatch(/^The site lists no job at Zyxwell for /);
    for (const e of career) expect(a.items).toContain(e.id);
  });

  it('counts a job titled for teaching when asked whether the owner has taught', () => {
    const tutor: Entry = {
      id: 'tutor-test',
      title: 'Coding Tutor',
      role: 'Coding Tutor',
      organisation: 'Harbour Night School',
      start: '2010-01',
      end: '2010-12',
      content: 'I taught an evening class in programming.',
    };
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), tutor]);
    const a = ask(o, `has ${name} ever taught?`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.items).toContain(tutor.id);
  });

  it('reads he or she as the owner whatever pronouns the site gives', () => {
    // A fair question the site cannot answer is "not on the site" only when it is about the owner.
    for (const p of ['his', 'her']) expect(ask(bare, `what is ${p} shoe size?`).kind, p).toBe('not-on-site');
    expect(ask(bare, 'what is the capital of Peru?').kind).toBe('off-topic');
  });

  it('weighs two named pieces of work side by side, with what each one is for', () => {
    const [a, b] = owner.projects;
    if (!a || !b) return;
    const r = ask(bare, `which do you like better, ${a.title} or ${b.title}?`);
    expect(r.items).toEqual(expect.arrayContaining([a.slug, b.slug]));
    expect(r.text).toContain(a.summary);
    expect(r.text).toContain(b.summary);
    expect(r.text).toMatch(/The site doesn't rank them\.$/);
  });

  it('lists the projects of two years asked together, and only those', () => {
    const years = [...new Set(owner.projects.map((p) => p.year))].slice(0, 2);
    const a = ask(owner, `which projects did ${name} ship in ${years.join(' and ')}?`);
    const expected = owner.projects.filter((p) => years.includes(p.year)).map((p) => p.slug);
    expect(a.text).toMatch(new RegExp(`^${expected.length} of ${name}'s ${owner.projects.length} projects`));
    expect(a.items.filter((id) => owner.projects.some((p) => p.slug === id)).sort()).toEqual(expected.sort());
  });

  it('reads "between" two years as the whole range', () => {
    const career = entriesOf(owner, 'career').filter((e) => e.start && e.end && e.end !== 'present');
    const job = career[0]!;
    const [from, to] = [Number(job.start!.slice(0, 4)) - 1, Number(job.end!.slice(0, 4)) + 1];
    const a = ask(owner, `what was ${name} doing between ${from} and ${to}?`);
    expect(a.text).toMatch(new RegExp(`^From ${from} to ${to}`));
    expect(a.items).toContain(job.id);
  });
});

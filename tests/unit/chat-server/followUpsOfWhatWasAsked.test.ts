import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  usedSkill,
  withEntries,
  withFaq,
} from './ownerCopies';

// Follow-ups that ask one thing of what the last answer was about: where a skill was used, which of
// a kind of skill is used most, which team in view was led and what was built there, whether a piece
// of work was made for a study, a job's technologies, and when, of the owner's answer on availability.

const techOf = (title: string) => ({ title, icon: title.toLowerCase() });

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const work = [...owner.projects, ...owner.hackathons];

  it('answers "in which project?" after a skill with the work that uses it', () => {
    const skill = usedSkill(owner);
    const using = work.filter((w) => w.techStack.some((t) => t.title === skill.title));
    const a = askInTurn(owner, [`Has ${name} used ${skill.title}?`, 'in which projects?']);
    const projects = owner.projects.filter((p) => using.includes(p)).map((p) => p.slug);
    for (const slug of projects) expect(a.items).toContain(slug);
    expect(a.items.every((id) => using.some((w) => w.slug === id))).toBe(true);
  });

  it('weighs the skills of a kind asked before by the work that uses them', () => {
    // Two databases of the owner's own, and no other listed.
    const dbs = [
      { title: 'Quelldb', icon: 'quelldb', ariaLabel: 'Quelldb', kind: 'database' as const },
      { title: 'Murkbase', icon: 'murkbase', ariaLabel: 'Murkbase', kind: 'database' as const },
    ];
    const o = {
      ...owner,
      skills: owner.skills.map((c, i) => ({
        ...c,
        skills: [...c.skills.filter((k) => k.kind !== 'database'), ...(i === 0 ? dbs : [])],
      })),
      projects: [
        projectEntry('ledger', { techStack: [techOf('Quelldb')] }),
        projectEntry('tally', { techStack: [techOf('Quelldb')] }),
        projectEntry('drift', { techStack: [techOf('Murkbase')] }),
      ],
    } as Owner;
    const a = askInTurn(o, [`What databases does ${name} know?`, 'which one did they use most?']);
    expect(a.text).toMatch(
      /^By the work on the site, Quelldb: 2 pieces of work use it, against 1 for Murkbase/,
    );
  });

  it('picks the led one among the hackathon teams in view, then tells what each built', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry('lead', 'Team Lead', 'Corrib Logistics', '2021-01', 'present', 'I lead the platform team.'),
      ]),
      projects: [],
      hackathons: [
        hackathonEntry('wranglers', { roles: ['team lead'] }),
        hackathonEntry('sprinters', { roles: ['front end'], date: '2023-05' }),
      ],
    } as Owner;
    const led = askInTurn(o, [`Which hackathons did ${name} take part in?`, 'which one did they lead?']);
    expect(led.items).toEqual(['wranglers']);
    const built = askInTurn(o, [
      `Which hackathons did ${name} take part in?`,
      'which one did they lead?',
      'what did they build there?',
    ]);
    expect(built.items).toEqual(['wranglers']);
    expect(built.text).toContain('I helped.');
  });

  it('lists the hackathons taken part in and names the job held now', () => {
    const teams = owner.hackathons.map((h) => h.slug).sort();
    if (teams.length)
      expect(ask(owner, `Which hackathons did ${name} take part in?`).items.sort()).toEqual(teams);
    const now = owner.about
      .flatMap((s) => (s.id === 'career' ? s.entries : []))
      .filter((e) => e.end === 'present');
    if (now.length === 1)
      expect(ask(owner, `What is ${name} doing right now for work?`).items).toEqual([now[0]!.id]);
  });

  it('says yes where a piece of work’s own words make it the study’s final project', () => {
    const o = {
      ...withEntries(owner, 'education', [
        entry(
          'diploma',
          'Diploma in Software Development',
          'Skerries Code School',
          '2022-09',
          '2023-08',
          'A year of code.',
        ),
      ]),
      projects: [
        projectEntry('ledger', { description: 'A ledger for quells. It was my final diploma project.' }),
        projectEntry('tally', { description: 'A tally for quells.' }),
      ],
    } as Owner;
    expect(ask(o, `was ledger ${name}'s final diploma project?`).text).toMatch(/^Yes: /);
    const after = askInTurn(o, ['what is ledger built with?', 'was that the final diploma project?']);
    expect(after.text).toMatch(/^Yes: .*ledger/);
  });

  it('never dates a post by a promotion to another title', () => {
    const job = (role: string) =>
      withEntries(owner, 'career', [
        entry(
          'pay',
          role,
          'Kestrel Pay',
          '2017-05',
          '2021-08',
          'I built payment services. Promoted to Senior Backend Engineer in 2019.',
        ),
      ]);
    expect(ask(job('Backend Engineer'), 'How long was she at Kestrel Pay?').text).not.toMatch(/since 2019/);
    expect(ask(job('Senior Backend Engineer'), 'How long was she at Kestrel Pay?').text).toMatch(
      /since 2019/,
    );
  });

  it('says which technologies a job in view names, when none is of the kind asked', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'pay',
        'Backend Engineer',
        'Kestrel Pay',
        '2017-05',
        '2021-08',
        'I built Go services talking gRPC, and Kafka to the ledger.',
      ),
    ]);
    const a = askInTurn(o, [`What did ${name} do at Kestrel Pay?`, 'what databases did they use there?']);
    expect(a.text).toMatch(/names no databases; it names these technologies: .*Kafka/);
    expect(a.items).toEqual(['pay']);
  });

  it('answers "from when?" after the owner’s answer on availability with that answer', () => {
    const o = withFaq(owner, [
      {
        id: 'availability',
        questions: [`Is ${name} available for work?`, 'Are they looking for a job?'],
        answer: "I'm open to staff roles from March 2027.",
      },
    ]);
    for (const then of ['from when?', 'how soon?', 'when?'])
      expect(askInTurn(o, [`Is ${name} available for a new job?`, then]).items).toEqual(['availability']);
  });
});

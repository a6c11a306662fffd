import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
} from './ownerCopies';

// A field of work asked about as a whole, a hackathon role's word used as a verb, the why of a career
// move, and follow-ups on the one piece of work in view, on every owner: expectations come from its
// content, and a fact it lacks is added to a copy.

type Project = Owner['projects'][number];
const pronoun = (o: Owner) => o.pronouns ?? 'they';
const possessive = (o: Owner) => ({ he: 'his', she: 'her', they: 'their' })[pronoun(o)];
const withProject = (o: Owner, p: Partial<Project>): [Owner, Project] => {
  const project = { ...o.projects[0]!, ...p };
  return [{ ...o, projects: [project, ...o.projects.slice(1)] }, project];
};
/** The owner with one hackathon entry whose roles include design. */
function withDesignRole(o: Owner): Owner {
  const h = o.hackathons[0];
  if (!h) return o;
  return { ...o, hackathons: [{ ...h, roles: ['design', ...h.roles] }, ...o.hackathons.slice(1)] };
}

/** A nine-month evening course in 2099, beside which the tests set a job. */
const eveningCourse: Entry = {
  id: 'evening-course',
  title: 'Evening Certificate',
  role: 'Certificate in Cloud Computing',
  organisation: 'Northgate College',
  start: '2099-01',
  end: '2099-09',
  content: 'An evening course.',
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('counts machine-learning tools as machine learning, and an app database as no data work', () => {
    const skill = (title: string, kind: 'tool' | 'library' | 'framework') => ({
      title,
      icon: 'x',
      ariaLabel: title,
      kind,
    });
    const o = [
      skill('MLflow', 'tool'),
      skill('LightGBM', 'library'),
      skill('Apache Spark', 'framework'),
    ].reduce(withSkill, owner);
    const app = {
      ...o.projects[0]!,
      kinds: ['web app'],
      techStack: [{ title: 'PostgreSQL', icon: 'postgresql' }],
    };
    const a = ask(
      { ...o, projects: [app], hackathons: [] },
      `is ${name} more of a data engineer or an ML engineer?`,
    );
    const ml = a.text.split('\n').find((l) => l.startsWith('- AI and machine-learning:'));
    expect(ml).toMatch(/MLflow/);
    expect(ml).toMatch(/LightGBM/);
    const data = a.text.split('\n').find((l) => l.startsWith('- Data:'));
    expect(data).not.toMatch(/1 of 1 pieces of work/);
  });

  it('does not count an API in TypeScript with Jest tests as front-end work', () => {
    const api = {
      ...owner.projects[0]!,
      kinds: ['api'],
      techStack: ['Node.js', 'Express', 'PostgreSQL', 'Jest', 'TypeScript'].map((title) => ({
        title,
        icon: 'x',
      })),
    };
    const a = ask({ ...owner, projects: [api], hackathons: [] }, `is ${name} more frontend or backend?`);
    const front = a.text.split('\n').find((l) => l.startsWith('- Front-end:'));
    expect(front).toMatch(/0 of 1 pieces of work/);
  });

  it('does not count a web app hackathon as front-end work where the owner’s roles were back end', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const api = {
      ...h,
      roles: ['back end'],
      kinds: ['api', 'web app'],
      techStack: [{ title: 'PostgreSQL', icon: 'x' }],
    };
    const a = ask({ ...owner, projects: [], hackathons: [api] }, `has ${name} done any front-end work?`);
    expect(a.text).not.toContain(`[**${h.team}**]`);
    const web = { ...api, roles: ['front end'] };
    expect(
      ask({ ...owner, projects: [], hackathons: [web] }, `has ${name} done any front-end work?`).text,
    ).toContain(`[**${h.team}**]`);
  });

  it('weighs design against engineering, with a "Design Systems" category on the design side', () => {
    const [first, second, third] = owner.skills;
    const design = {
      ...third,
      slug: 'design-systems',
      name: 'Design Systems',
      skills: ['Storybook', 'Style Dictionary', 'Design Tokens'].map((title) => ({
        title,
        icon: 'x',
        ariaLabel: title,
        kind: 'tool' as const,
      })),
    };
    const o: Owner = { ...owner, skills: [first, second, design] };
    const a = ask(o, `is ${name} more of a designer or an engineer?`);
    expect(a.text).toMatch(/\n- Design: \d+ listed skills \(.*Storybook/);
    expect(a.text).toMatch(/\n- Engineering: \d+ listed skills/);
    const same = ask(o, `is ${name} more of a data engineer or an analytics engineer?`);
    expect(same.text).not.toMatch(/- Engineering:/);
  });

  it('counts years in a field by the jobs whose titles or own words name it', () => {
    const jobs = [
      entry(
        'free',
        'Freelance Front-end Developer',
        'Self-employed',
        '2080-01',
        '2082-12',
        'Sites for clients.',
      ),
      entry(
        'studio',
        'Co-founder',
        'Quell Studio',
        '2083-01',
        '2086-12',
        'A small design and front-end studio.',
      ),
      entry('head', 'Head of Front-end', 'Quell Digital', '2087-01', '2088-06', 'I led six developers.'),
    ];
    const o = withEntries(owner, 'career', jobs);
    const a = ask(
      o,
      `how many years has ${name} been doing front-end work professionally?`,
      new Date('2090-01-01'),
    );
    expect(a.text).toMatch(/: over 8 years, across 3 roles\./);
  });

  it('reads "web exploitation" as security work, not front-end work', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const ctf = {
      ...h,
      roles: ['web exploitation'],
      kinds: ['cli'],
      techStack: [{ title: 'Python', icon: 'x' }],
    };
    const a = ask(
      { ...owner, projects: [], hackathons: [ctf] },
      `does ${name} have any front-end experience?`,
    );
    expect(a.text).not.toContain('web exploitation');
  });

  it('narrows mobile apps to the platform asked, and "native" to its own languages', () => {
    const app = (slug: string, title: string, stack: string[], description: string): Project => ({
      ...owner.projects[0]!,
      slug,
      title,
      kinds: ['mobile app'],
      techStack: stack.map((t) => ({ title: t, icon: 'x' })),
      description,
    });
    const projects = [
      app('dose', 'Quelldose', ['Swift', 'SwiftUI'], 'An iPhone medication diary.'),
      app(
        'rota',
        'Quellrota',
        ['React Native', 'Kotlin'],
        'A shift planner with a Kotlin module for Android.',
      ),
      app('check', 'Quellcheck', ['Flutter', 'Dart'], 'A checker for Android and iOS.'),
    ];
    const o = { ...owner, projects, hackathons: [] };
    const native = ask(o, `can ${name} build native Android apps?`);
    expect(native.text).toMatch(/^Yes: .* has 1 native Android mobile app/);
    expect(native.items).toEqual(['rota']);
    expect(ask(o, `has ${name} built android apps?`).items).toEqual(
      expect.arrayContaining(['rota', 'check']),
    );
    expect(ask(o, `has ${name} built android apps?`).items).not.toContain('dose');
    // "Natively" after the kind asks the same as "native" before it.
    const cross = { ...o, projects: projects.slice(1) };
    expect(ask(cross, `has ${name} shipped an iOS app natively?`).text).toMatch(/^No: none of /);
    expect(ask(cross, `has ${name} shipped an iOS app?`).text).toMatch(/^Yes: /);
  });

  it('reads a role word used as a verb as the question asked, not as hackathon roles', () => {
    const o = withPersonal(
      withDesignRole(owner),
      'At the agency I designed apps for clients such as Acme Rail and Bolt Bank.',
    );
    const a = ask(o, `Which clients did ${name} design for when ${pronoun(owner)} was at the agency?`);
    expect(a.text).not.toMatch(/hackathon roles/);
    expect(a.text).toContain('Acme Rail and Bolt Bank');
  });

  it("gives the owner's own reason when asked why they moved into code", () => {
    const o = withPersonal(
      owner,
      'I wanted to build the things I sketched, so in 2019 I left for a coding bootcamp.',
    );
    const a = ask(o, `When did ${name} switch to code, and why?`);
    expect(a.text).toContain('I wanted to build the things I sketched');
  });

  it('answers "any back-end work?" with what bears on the field, never a list of all work', () => {
    const a = ask(owner, `Has ${name} done any backend work?`);
    expect(a.text).toMatch(
      /^(?:Yes\. )?What the site shows of .* back-end work:|^The site shows no back-end work/,
    );
    expect(a.text).not.toMatch(/projects on the site \(newest first\)/);
  });

  it('tells about a named piece of work asked "tell me about the … <kind>" without a yes', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const kind = p.kinds[0]!;
    const a = ask(owner, `Tell me about the ${p.title} ${kind}`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain(String(p.year));
  });

  it('answers "when did they make it?" of the work in view with its year', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const a = askAfter(owner, `Tell me about ${p.title}.`, `and when did ${name} make it?`);
    expect(a.text).toContain(String(p.year));
    expect(a.text).not.toMatch(/projects on the site/);
  });

  it('answers studying while working by a study and a job whose months overlap', () => {
    const job = entriesOf(owner, 'career')[0]!;
    const study = eveningCourse;
    const late: Entry = { ...job, id: 'late-job', start: '2099-03', end: '2099-12' };
    const o = withEntries(
      withEntries(owner, 'education', [...entriesOf(owner, 'education'), study]),
      'career',
      [...entriesOf(owner, 'career'), late],
    );
    const a = ask(
      o,
      `Was ${name} studying and working at the same time at some point?`,
      new Date('2100-06-01'),
    );
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(expect.arrayContaining(['evening-course', 'late-job']));
  });

  it('reads "running <employer>" as the job there, not running as a sport', () => {
    const o = withEntries(owner, 'career', [
      entry('grid', 'Cloud Engineer', 'Harbour Grid', '2090-02', 'present', 'I build the platform.'),
      entry('quill', 'Founder', 'Quill Studio', '2089-11', 'present', 'A small consultancy of my own.'),
    ]);
    const a = ask(
      o,
      `Is ${name} working at Harbour Grid and running Quill Studio at the same time?`,
      new Date('2095-01-01'),
    );
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).not.toMatch(/no running/);
  });

  it('reads "while they studied" as studying beside a job, not jobs beside each other', () => {
    const job = entriesOf(owner, 'career')[0]!;
    const study = eveningCourse;
    const only: Entry = { ...job, id: 'only-job', start: '2099-03', end: '2099-12' };
    const o = withEntries(withEntries(owner, 'education', [study]), 'career', [only]);
    const a = ask(o, `Was ${name} working while ${name} studied?`, new Date('2100-06-01'));
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(expect.arrayContaining(['evening-course', 'only-job']));
  });

  it('answers when the owner moved to a place with their own sentence on it', () => {
    const o = withPersonal(owner, 'I have lived in Valletta since 2019.');
    const a = ask(o, `When did ${name} move to Valletta?`);
    expect(a.text).toContain('I have lived in Valletta since 2019.');
  });

  it("answers a follow-up only the work's own words answer from its sentence", () => {
    const [o, p] = withProject(owner, {
      description: `${owner.projects[0]!.description} In 2020 a client bought the app and it still runs under their name.`,
    });
    const a = askAfter(o, `Where can I see ${p.title}?`, `is it still ${possessive(owner)} app?`);
    expect(a.text).toContain('a client bought the app');
  });

  it('answers a month and year with the work dated in that month, not the whole year', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const [y, m] = h.date.split('-').map(Number) as [number, number];
    const month = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    const a = ask(owner, `which hackathons did ${name} do in ${month} ${y}?`);
    expect(a.text).toMatch(new RegExp(`^In ${month} ${y}, the site shows`));
    const inMonth = [...owner.hackathons.filter((x) => x.date === h.date).map((x) => x.slug)];
    expect(a.items).toEqual(expect.arrayContaining(inMonth));
    expect(
      a.items.filter((id) => owner.projects.some((p) => p.slug === id && p.year === y && !p.month)),
    ).toEqual([]);
  });

  it('answers "did either of them win?" of the entries in view only', () => {
    const [first, second] = owner.hackathons;
    if (!first || !second) return;
    const o = {
      ...owner,
      hackathons: [
        { ...first, result: '1st place' },
        { ...second, result: undefined },
        ...owner.hackathons.slice(2).map((x) => ({ ...x, result: 'Best pitch' })),
      ],
    };
    const a = askAfter(o, `Tell me about ${first.title} and ${second.title}.`, 'Did either of them win?');
    expect(a.text).toMatch(/^Yes: /);
    expect(a.text).not.toContain('Best pitch');
  });

  it("says a listed skill no job names is not shown in production, with the owner's own words", () => {
    const skill = owner.skills.flatMap((c) => c.skills).find((s) => /^[A-Z][a-z]+$/.test(s.title))!;
    const jobsNaming = entriesOf(owner, 'career').some((e) => e.content.includes(skill.title));
    if (jobsNaming) return;
    const o = withPersonal(owner, `I write ${skill.title} in the evenings purely as a hobby.`);
    const a = ask(o, `does ${name} use ${skill.title} in production?`);
    expect(a.text).toMatch(new RegExp(`^Not that the site shows: no job on it names ${skill.title}`));
    expect(a.text).toContain('purely as a hobby');
  });

  it('names a language the About mentions by a name of two words', () => {
    const o = withPersonal(withFaq(owner, []), "I'm slowly learning Scottish Gaelic.");
    expect(ask(o, `What languages does ${name} speak?`).text).toContain('Scottish Gaelic');
  });

  it("answers the first program written from the owner's own sentence on it", () => {
    const o = withPersonal(
      owner,
      'My first real program was a spreadsheet script that planned the shift rota.',
    );
    expect(ask(o, `what was the first program ${name} ever wrote?`).text).toContain('spreadsheet script');
  });

  it('answers "right after the <study>" with the entry that began once it ended', () => {
    const study = entriesOf(owner, 'education').find((e) => e.start && e.end && e.end !== 'present')!;
    const word = study.title.split(' ').find((w) => w.length > 4 && /^[A-Z]/.test(w))!;
    const a = ask(owner, `what did ${name} do right after the ${word}?`);
    const after = [...entriesOf(owner, 'career'), ...entriesOf(owner, 'education')].filter(
      (e) => e.start && e.start >= study.end!,
    );
    if (!after.length) return;
    expect(after.map((e) => e.id)).toContain(a.items[0]);
  });

  it('says a job has no code link, naming the work that names its organisation', () => {
    const job = entriesOf(owner, 'career').find((e) => e.organisation)!;
    const o = withEntries(
      owner,
      'career',
      entriesOf(owner, 'career').map((e) =>
        e === job ? { ...e, content: `${e.content} The agency built shops for small brands.` } : e,
      ),
    );
    const a = ask(o, 'is there a github link for the agency work?');
    expect(a.text).toContain(`no code for ${name}'s work at ${job.organisation}`);
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  usedSkill,
  withEntries,
  withPersonal,
  withSkill,
} from './ownerCopies';

// "Any Python games?", "Docker in any project?": a kind of work and a technology asked together.

const workOf = (o: Owner) => [...o.projects, ...o.hackathons];
const uses = (w: { techStack: { title: string }[] }, tech: string) =>
  w.techStack.some((t) => t.title === tech);

/** A kind with a plain plural, and a technology some of that kind's work uses and some doesn't. */
function kindAndTech(o: Owner) {
  const kinds = [...new Set(workOf(o).flatMap((w) => w.kinds))].filter((k) => /^[a-z ]+[^sy]$/.test(k));
  for (const kind of kinds) {
    const ofKind = workOf(o).filter((w) => (w.kinds as string[]).includes(kind));
    const techs = [...new Set(ofKind.flatMap((w) => w.techStack.map((t) => t.title)))];
    const tech = techs.find((t) => t.length > 3 && !ofKind.every((w) => uses(w, t)));
    const elsewhere = [...new Set(workOf(o).flatMap((w) => w.techStack.map((t) => t.title)))].find(
      (t) => t.length > 3 && !ofKind.some((w) => uses(w, t)),
    );
    if (tech && elsewhere) return { kind, ofKind, tech, elsewhere };
  }
  return undefined;
}

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const found = kindAndTech(owner);

  it.runIf(found)('lists only the work of the kind built with the technology', () => {
    const { kind, ofKind, tech } = found!;
    const a = ask(owner, `any ${tech} ${kind}s?`);
    expect(a.text).toMatch(/^Yes: /);
    for (const w of ofKind) expect(a.items.includes(w.slug)).toBe(uses(w, tech));
  });

  it.runIf(found)('says no work of the kind uses a technology other work uses', () => {
    const { kind, elsewhere } = found!;
    const a = ask(owner, `has ${name} built any ${kind}s in ${elsewhere}?`);
    expect(a.text).toMatch(/^No: none of /);
    expect(a.text).toContain(`${elsewhere} is used in`);
  });

  it('counts work built with a longer name ("React Native") as built with the technology it starts with', () => {
    const [p, ...rest] = owner.projects;
    const o = {
      ...owner,
      projects: [{ ...p!, techStack: [{ title: 'React Native', icon: 'react' }] }, ...rest],
    };
    const a = ask(o, `has ${name} used React in any project?`);
    expect(a.items).toContain(p!.slug);
  });

  it('counts every job whose own words name a skill when weighing two skills', () => {
    const [a, b] = owner.skills.flatMap((c) => c.skills).filter((s) => s.title.length > 3);
    const jobs = [1, 2, 3].map((i) =>
      entry(
        `job-${i}`,
        'Developer',
        `Firm ${i}`,
        `20${80 + i}-01`,
        `20${80 + i}-12`,
        `Filler sentence one. I wrote ${a!.title} code there.`,
      ),
    );
    const o = withEntries(owner, 'career', jobs);
    const text = ask(o, `is ${name} stronger in ${a!.title} or ${b!.title}?`).text;
    expect(text).toMatch(new RegExp(`- ${a!.title.replace(/[.+#]/g, '\\$&')} is listed.*named in 3 jobs`));
  });

  it('answers experience with a kind of skill (even misspelt) by the listed ones and the work using them', () => {
    const dbs = owner.skills.flatMap((c) => c.skills).filter((s) => s.kind === 'database');
    if (!dbs.length) return;
    for (const q of [
      `whats ${name}'s expereince with databses?`,
      `What databases has ${name} used in real projects?`,
    ]) {
      const a = ask(owner, q);
      expect(a.text, q).not.toMatch(/^No[:,\s]/);
      for (const d of dbs) expect(a.text, q).toContain(d.title);
      const used = dbs.filter((d) => workOf(owner).some((w) => uses(w, d.title)));
      expect(a.text, q).toContain(
        used.length ? 'Used in work on the site' : 'No work on the site is built with them',
      );
    }
  });

  it('counts work of the kind a listed practice names as using it, in every reading', () => {
    const a11y = {
      title: 'Accessibility (WCAG)',
      icon: 'x',
      ariaLabel: 'Web accessibility',
      kind: 'practice' as const,
      aliases: ['a11y', 'wcag'],
    };
    const [p, ...rest] = owner.projects;
    const o = {
      ...withSkill(owner, a11y),
      projects: [{ ...p!, kinds: [...p!.kinds, 'accessibility'] }, ...rest],
    };
    for (const q of [`has ${name} used WCAG in any project?`, `any WCAG experience?`]) {
      const a = ask(o, q);
      expect(a.text, q).not.toMatch(/No project.* on the site uses/);
      expect(a.items, q).toContain(p!.slug);
    }
  });

  it('quotes where the owner’s own words name a listed practice, written in lower case', () => {
    const practice = {
      title: 'Proofreading',
      icon: 'x',
      ariaLabel: 'Proofreading',
      kind: 'practice' as const,
    };
    const job = entry(
      'quelljob',
      'Mobile Engineer',
      'Quellmare Health',
      '2023-09',
      'present',
      'I lead the app team, and wrote the proofreading checklist every new screen goes through.',
    );
    const o = withEntries(withSkill(owner, practice), 'career', [job, ...entriesOf(owner, 'career')]);
    const a = ask(o, `Does ${name} have proofreading experience?`);
    expect(a.text).not.toMatch(/No project.* on the site uses/);
    expect(a.text).toContain(
      '“I lead the app team, and wrote the proofreading checklist every new screen goes through.”',
    );
  });

  it('says no to a listed skill still used, where the owner’s own words call it legacy', () => {
    const skill = { title: 'Quellsible', icon: 'x', ariaLabel: 'Quellsible', kind: 'tool' as const };
    const o = withPersonal(withSkill(owner, skill), 'Quellsible is on my list, but it is legacy for me now.');
    const ago = withPersonal(
      withSkill(owner, skill),
      'I used Quellsible years ago, but now I write Quellform.',
    );
    expect(ask(ago, `is ${name} still using Quellsible?`).text).toMatch(/^No, by .* own words/);
    expect(ask(o, `does ${name} still use Quellsible?`).text).toMatch(
      /^No, by .* own words:\n- .*“Quellsible is on my list, but it is legacy for me now\.”/,
    );
  });

  it('answers a technology in any project by the work that uses it, not by the skill list', () => {
    const listed = owner.skills.flatMap((c) => c.skills.map((s) => s.title));
    const unused = listed.find((t) => t.length > 3 && !workOf(owner).some((w) => uses(w, t)));
    if (!unused) return;
    const a = ask(owner, `Does ${name} have ${unused} experience in any project?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toMatch(new RegExp(`^No project.* on the site uses ${unused}`));
  });
});

describe.each(OWNERS)('a field or a skill by another name, on %s', (_, owner) => {
  const name = owner.firstName;
  const sqlish = /sql|oracle|snowflake|bigquery|redshift|clickhouse|duckdb|cockroach|mariadb/i;

  it('says yes to a field by an unlisted member that work is built with', () => {
    const base = { ...owner.projects[0]!, slug: 'quellbase', title: 'Quellbase' };
    const o: Owner = {
      ...owner,
      skills: owner.skills.map((c) => ({
        ...c,
        skills: c.skills.filter((k) => !sqlish.test(k.title)),
      })) as Owner['skills'],
      projects: [{ ...base, techStack: [{ title: 'PostgreSQL', icon: 'postgresql' }] }],
      hackathons: [],
    };
    expect(ask(o, `has ${name} used any SQL database?`).text).toMatch(
      /^Yes, in work on the site, though not as a listed skill: .*Quellbase.* is built with PostgreSQL/,
    );
  });

  it('reads terse questions on skills: "any x?", "fav stack?", "what skills does she have?"', () => {
    const used = usedSkill(owner);
    if (used) expect(ask(owner, `any ${used.title.toLowerCase()}?`).text).toMatch(/^Yes\b/);
    expect(ask(owner, `what skills does ${name} have?`).text).toMatch(
      new RegExp(`^${name}'s skills, by category`),
    );
    expect(ask(owner, 'fav stack?').text).not.toMatch(/^The site doesn't say/);
  });

  it('weighs the skills list against the stacks, both ways', () => {
    const o = withSkill(owner, {
      title: 'Quellskill',
      icon: 'x',
      ariaLabel: 'Quellskill tool',
      kind: 'tool',
    });
    const used = usedSkill(owner);
    const unused = ask(o, `which skills does ${name} list but never use?`).text;
    expect(unused).toMatch(/^\d+ of \d+ listed skills are in no project/);
    const named = unused
      .replace(/^[^:]*: /, '')
      .replace(/\. The site.*$/, '')
      .split(/, | and /);
    expect(named).toContain('Quellskill');
    if (used) expect(named).not.toContain(used.title);
    const p = { ...owner.projects[0]!, slug: 'quellproj', title: 'Quellproj' };
    const stacked: Owner = {
      ...owner,
      projects: [
        { ...p, techStack: [...p.techStack, { title: 'Quellstate', icon: 'x' }] },
        ...owner.projects.slice(1),
      ],
    };
    expect(ask(stacked, `Has ${name} used any tech that isn't in ${name}'s skills list?`).text).toMatch(
      /^Yes: the stacks on the site name .*\n(?:.*\n)*- Quellstate: .*Quellproj/,
    );
  });

  it('names every job that used a skill, and work made at a job as such', () => {
    const jobs = [
      entry('a', 'Data Engineer', 'Quellcorp', '2060-01', '2063-12', 'I moved our reports to Quellbase.'),
      entry('b', 'Data Engineer', 'Quellwerk', '2064-01', '2066-12', 'I ran Quellbase in production.'),
      entry('c', 'Lead Data Engineer', 'Quellhaus', '2067-01', 'present', 'We cut the Quellbase bill.'),
    ];
    const p = { ...owner.projects[0]!, slug: 'quellmove', title: 'Quellmove', year: 2062 };
    const o: Owner = {
      ...withSkill(withEntries(owner, 'career', jobs), {
        title: 'Quellbase',
        icon: 'x',
        ariaLabel: 'Quellbase warehouse',
        kind: 'database',
      }),
      projects: [
        {
          ...p,
          description: 'At Quellcorp I led the move to Quellbase.',
          techStack: [{ title: 'Quellbase', icon: 'x' }],
        },
      ],
      hackathons: [],
    };
    const a = ask(o, `Has ${name} used Quellbase in production, and where?`).text;
    for (const org of ['Quellcorp', 'Quellwerk', 'Quellhaus']) expect(a).toContain(`at ${org}`);
    expect(a).toContain('In the work on the site, 1 piece of work uses Quellbase');
  });

  it('names a listed skill no stack has where the owner’s own words name it', () => {
    const job = entry(
      'sre',
      'Site Reliability Engineer',
      'Quellpay',
      '2060-01',
      '2064-01',
      'I moved our metrics to Thanos.',
    );
    const o = withSkill(withEntries(owner, 'career', [job]), {
      title: 'Thanos',
      icon: 'x',
      ariaLabel: 'Thanos metrics',
      kind: 'tool',
    });
    expect(ask(o, `What monitoring tools has ${name} used?`).text).toMatch(
      /Named in the owner's own words, though in no stack: Thanos \(.*Site Reliability Engineer/,
    );
  });

  it('knows a listed skill by its name without a remark in brackets', () => {
    const o = withSkill(owner, {
      title: 'Quellflutter (learning)',
      icon: 'flutter',
      ariaLabel: 'Quellflutter framework',
      kind: 'framework',
    });
    expect(ask(o, `Does ${name} know Quellflutter?`).text).toMatch(
      /^Yes\b.*Quellflutter \(learning\) is among/,
    );
  });
});

describe.each(OWNERS)('a language used through a dialect, on %s', (_, owner) => {
  it('says where the dialect was used, and as what', () => {
    // Python listed nowhere; one piece of work written in MicroPython.
    const strip = <T extends { techStack: { title: string }[] }>(w: T): T => ({
      ...w,
      techStack: w.techStack.filter((t) => !/python/i.test(t.title)),
    });
    const [first, ...rest] = owner.projects.map(strip);
    const o: Owner = {
      ...owner,
      skills: owner.skills.map((c) => ({
        ...c,
        skills: c.skills.filter((s) => !/python/i.test(s.title)),
      })) as Owner['skills'],
      projects: [
        { ...first!, techStack: [...first!.techStack, { title: 'MicroPython', icon: 'python' }] },
        ...rest,
      ],
      hackathons: owner.hackathons.map(strip),
    };
    const a = ask(o, 'Any Python?');
    expect(a.text).toMatch(/^(?:Yes, in \w+ (?:jobs and )?projects|Not as a listed skill): Python is not in/);
    expect(a.text).toContain('(as MicroPython)');
    expect(a.items).toContain(first!.slug);
  });
});

describe.each(OWNERS)('a synonym in a verb form, on %s', (_, owner) => {
  it('counts "shipped" work as commercial, not work about a ship', () => {
    const [p, q, ...projects] = owner.projects;
    const shipped = {
      ...p!,
      kinds: ['game'],
      description: `${p!.description} It is the studio's only shipped game.`,
    };
    const ship = { ...q!, kinds: ['game'], description: 'One player flies a tiny ship through a storm.' };
    const o = { ...owner, projects: [shipped, ship, ...projects] } as Owner;
    const a = ask(o, `Has ${owner.firstName} shipped any commercial games?`);
    expect(a.items).toContain(p!.slug);
    expect(a.items).not.toContain(q!.slug);
  });
});

describe.each(OWNERS)("a platform named only in work's own words, on %s", (_, owner) => {
  it('says yes by those words, though no stack lists it', () => {
    const strip = <T extends { techStack: { title: string }[] }>(w: T): T => ({
      ...w,
      techStack: w.techStack.filter((t) => !/android/i.test(t.title)),
    });
    const [p, ...rest] = owner.projects.map(strip);
    const o = {
      ...owner,
      skills: owner.skills.map((c) => ({ ...c, skills: c.skills.filter((k) => !/android/i.test(k.title)) })),
      projects: [
        { ...p!, description: `${p!.description} It runs on iOS and Android from one codebase.` },
        ...rest,
      ],
      hackathons: owner.hackathons.map(strip),
    } as Owner;
    const a = ask(o, `Has ${owner.firstName} shipped anything on Android?`);
    expect(a.text).toMatch(/^Yes, by the work's own words \(below\), though no project/);
    expect(a.text).toContain('It runs on iOS and Android from one codebase.');
  });
});

describe.each(OWNERS)('two technologies asked as either, on %s', (_, owner) => {
  it('answers each on its own, not work built with both', () => {
    const used = usedSkill(owner);
    const a = ask(owner, `${used.title} or Elixir, which has ${owner.firstName} shipped something with?`);
    expect(a.text).toMatch(/^Each on its own:/);
    expect(a.text).toContain(`- ${used.title}: [**`);
    expect(a.text).toContain('- Elixir: no project or hackathon entry on the site uses it');
  });
});

describe.each(OWNERS)('a kind named with words only other work says, on %s', (_, owner) => {
  it('quotes that work before the work of the kind', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-coach', {
          description: 'Hand-written HTML with no framework. It scores 100 for accessibility in Lighthouse.',
        }),
      ],
      hackathons: [hackathonEntry('quell-inclusive', { kinds: ['accessibility'] })],
    } as Owner;
    const a = ask(o, `Which of ${owner.firstName}'s sites got a perfect accessibility score?`);
    expect(a.text).toMatch(/^By the work's own words:\n- \[\*\*quell-coach\*\*\]/);
    expect(a.text).toContain('It scores 100 for accessibility in Lighthouse.');
    expect(a.items).toEqual(['quell-coach', 'quell-inclusive']);
    expect(ask(o, `Has ${owner.firstName} built any accessibility projects?`).text).not.toContain(
      'quell-coach',
    );
  });
});

describe.each(OWNERS)('a hackathon asked about a technology only a project used, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withSkill(
    {
      ...owner,
      projects: [projectEntry('quell-desk')],
      hackathons: [hackathonEntry('quell-jam', { techStack: [{ title: 'Quellbase', icon: 'q' }] })],
    } as Owner,
    QUELLSCRIPT,
  );

  it('says no hackathon entry used it, and names the work that did', () => {
    const a = ask(o, `Did ${name} use Quellscript in a hackathon?`);
    expect(a.text).toMatch(/^No: none of .+'s hackathon entries on the site uses Quellscript\./);
    expect(a.items).toEqual(['quell-desk']);
  });

  it('reads "at either of the hackathons" after the skill as the same question', () => {
    const a = askAfter(
      o,
      `Does ${name} know Quellscript?`,
      `Did ${name} use it at either of the hackathons?`,
    );
    expect(a.text).toMatch(/^No: none of /);
    expect(a.text).not.toContain('quell-jam');
  });
});

describe.each(OWNERS)(
  'a technology only in the stack of an entry the owner wrote no code for, on %s',
  (_, owner) => {
    const name = owner.firstName;
    const o = withSkill(
      {
        ...owner,
        projects: [],
        hackathons: [
          hackathonEntry('quell-art', {
            roles: ['3d art'],
            techStack: [{ title: 'Quellscript', icon: 'q' }],
            description: { app: 'A quell game.', role: 'I only did the art. I did not write any code.' },
          }),
        ],
      } as Owner,
      QUELLSCRIPT,
    );

    it('names the entry whose stack has it, and that the owner wrote no code there', () => {
      const a = ask(o, 'Which projects used Quellscript?');
      expect(a.text).toMatch(
        /^\[\*\*Team quell-art\*\*\].* lists Quellscript in its stack, but .+ wrote no code there/,
      );
      expect(
        ask(o, `Has ${name} used Quellscript or ${owner.skills[0]!.skills[0]!.title} more?`).text,
      ).toContain('lists it in its stack, where');
    });
  },
);

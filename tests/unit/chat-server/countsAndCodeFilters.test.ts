import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Degrees counted as degrees; "projects without github?" is the work without public code, never a
// stack without GitHub; "which projects are in go" reads Go as the language; a count of something
// the site has no list of ("how many publications?") is never the count of hackathons.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('counts the degrees held, with a diploma beside them', () => {
    const o = withEntries(owner, 'education', [
      entry('quell-msc', 'MSc Quellics', 'Quell University', '2018-09', '2019-09', 'A year.'),
      entry('quell-bsc', 'BSc Quellics', 'Quell University', '2015-09', '2018-06', 'Three years.'),
      entry('quell-dip', 'Diploma in Quell Design', 'Quell School', '2014-01', '2014-06', 'Half a year.'),
    ]);
    for (const q of [`how many degrees does ${first} have?`, 'how many degrees']) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/has 2 degrees/);
      expect(a.items, q).toEqual(['quell-msc', 'quell-bsc', 'quell-dip']);
    }
  });

  it('lists the projects without public code when asked "projects without github?"', () => {
    const lacking = owner.projects.filter((p) => !p.github).map((p) => p.slug);
    const o = lacking.length
      ? owner
      : { ...owner, projects: owner.projects.map((p, i) => (i === 0 ? { ...p, github: undefined } : p)) };
    const expected = o.projects.filter((p) => !p.github).map((p) => p.slug);
    for (const q of [
      'projects without github?',
      'projects with no repo',
      'is there any project without a repo',
      'does any project lack a repo?',
    ]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/no public code/);
      expect([...a.items].sort(), q).toEqual([...expected].sort());
    }
  });

  it('says no project lacks code when every project links its code', () => {
    const url = (slug: string) => `https://github.com/quell/${slug}`;
    const o = { ...owner, projects: owner.projects.map((p) => ({ ...p, github: p.github ?? url(p.slug) })) };
    for (const q of ['is there any project without a repo', 'does any project lack a repo?']) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(new RegExp(`^No: all ${o.projects.length} have public code`));
    }
  });

  it('gives the code of the project in view, never of one whose words say GitHub', () => {
    const gh = (slug: string) => `https://github.com/quell/${slug}`;
    const [first, second, ...rest] = owner.projects.map((p) => ({ ...p, github: gh(p.slug) }));
    const o = {
      ...owner,
      projects: [
        first!,
        { ...second!, description: `${second!.description} Planned on a GitHub board.` },
        ...rest,
      ],
    };
    const a = askAfter(o, `tell me about ${first!.title}`, "what's the github");
    expect(a.items).toEqual([first!.slug]);
    expect(a.text).toContain(gh(first!.slug));
  });

  it('counts the hackathons taken part in, never the wins, when asked how many were done', () => {
    const o = owner.hackathons.length ? owner : { ...owner, hackathons: [hackathonEntry('quell-jam')] };
    for (const q of [
      `how many hackathons did ${first} do`,
      `how many hackathons did ${first} take part in?`,
    ]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(new RegExp(`^${first} has ${o.hackathons.length} hackathon`));
      expect(a.text, q).not.toMatch(/\bwins\b/);
    }
  });

  it('counts the work of a kind across projects and hackathon entries', () => {
    const o = {
      ...owner,
      projects: [...owner.projects, projectEntry('quell-app', { kinds: ['mobile app'] })],
      hackathons: [...owner.hackathons, hackathonEntry('quell-jam', { kinds: ['mobile app'] })],
    };
    const n = [...o.projects, ...o.hackathons].filter((w) => w.kinds.includes('mobile app')).length;
    const a = ask(o, 'how many mobile apps');
    expect(a.text).toMatch(new RegExp(`has ${n} mobile apps`));
    expect(a.items).toEqual(expect.arrayContaining(['quell-app', 'quell-jam']));
  });

  it('lists the projects dated before a year, never the jobs', () => {
    const o = { ...owner, projects: [projectEntry('quell-old', { year: 2001 }), ...owner.projects] };
    const y = Math.max(...o.projects.map((p) => p.year));
    const a = ask(o, `projects before ${y}`);
    const before = o.projects.filter((p) => p.year < y).map((p) => p.slug);
    expect(a.items).toEqual(expect.arrayContaining(before));
    expect(a.items.filter((id) => o.projects.some((p) => p.slug === id && p.year >= y))).toEqual([]);
    expect(a.text).not.toMatch(/career/);
  });

  it('reads an ordinary word after "projects are in" as the language', () => {
    const go = { title: 'Go', icon: 'go', ariaLabel: 'Go', kind: 'language' as const };
    const o = withSkill(
      {
        ...owner,
        projects: [...owner.projects, projectEntry('quell-go', { techStack: [{ title: 'Go', icon: 'go' }] })],
      },
      go,
    );
    const a = ask(o, 'which projects are in go');
    expect(a.items).toContain('quell-go');
    expect(a.items.filter((id) => owner.projects.some((p) => p.slug === id))).toEqual(
      owner.projects.filter((p) => p.techStack.some((t) => t.title === 'Go')).map((p) => p.slug),
    );
  });

  it('never answers a count of something unlisted with the hackathons', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-papers',
        questions: [
          `Has ${first} published papers?`,
          `Where are ${first}'s publications?`,
          'Any research papers?',
        ],
        answer: 'Two papers on quell theory, at QuellConf 2021 and 2023.',
      },
    ]);
    for (const q of ['how many publications', `how many papers has ${first} published?`]) {
      expect(ask(owner, q).text, q).not.toMatch(/hackathon/i);
      expect(ask(o, q).items, q).toEqual(['quell-papers']);
    }
  });
});

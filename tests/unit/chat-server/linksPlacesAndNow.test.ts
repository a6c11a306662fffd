import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entry,
  projectEntry,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
} from './ownerCopies';

// The work by its links, the jobs by their places, and leading or teaching asked of now: each read
// from the copies' links, locations and own words.

const project = projectEntry;

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o: Owner = {
    ...owner,
    projects: [
      project('quell-live', { live: 'https://quell.example', github: 'https://github.com/q/live' }),
      project('quell-code', { github: 'https://github.com/q/code' }),
      project('quell-closed', {
        description: 'The code is private to Brindlecorp, so there is no repository.',
      }),
    ],
  };

  it.each([
    [`Which projects don't have a live demo?`, ['quell-code', 'quell-closed']],
    [`which projects aren't open source?`, ['quell-closed']],
    [`which projects are open source?`, ['quell-live', 'quell-code']],
  ])('answers "%s" from the links', (q, slugs) => {
    expect([...ask(o, q).items].sort()).toEqual([...slugs].sort());
  });

  it('reads "which of those have code on GitHub?" among the work in view', () => {
    const a = askAfter(o, `Which projects don't have a live demo?`, 'Which of those have code on GitHub?');
    expect(a.items).toEqual(['quell-code']);
  });

  it("gives a project's own words on why its code is not public", () => {
    const a = askAfter(o, `which projects aren't open source?`, 'why not?');
    expect(a.text).toContain('private to Brindlecorp');
  });

  describe('jobs by place', () => {
    const placed = (id: string, location: string) => ({
      ...entry(id, `Quell ${id}`, `Org ${id}`, '2020-01', '2021-01', 'I built things.'),
      location,
    });
    const jobs = withEntries(owner, 'career', [
      placed('one', 'Brindleton, Quellland'),
      placed('two', 'Remote'),
      placed('three', 'Brindleton, Quellland'),
    ]);
    it('lists the jobs a place names', () => {
      expect([...ask(jobs, `Which jobs were in Brindleton?`).items].sort()).toEqual(['one', 'three']);
      expect(ask(jobs, `which of ${name}'s jobs were remote?`).items).toEqual(['two']);
    });
    it('looks among all the jobs when none in view was remote', () => {
      const a = askAfter(jobs, `Which jobs were in Brindleton?`, 'And which one was remote?');
      expect(a.items).toEqual(['two']);
    });
  });

  describe('leading and teaching now', () => {
    const lead = entry(
      'quell-lead',
      'Quell Engineer',
      'Brindlecorp',
      '2022-01',
      'present',
      'I build the quell service. I manage four engineers and run their one-to-ones.',
    );
    const quiet = entry(
      'quell-now',
      'Quell Engineer',
      'Brindlecorp',
      '2022-01',
      'present',
      'I build things.',
    );
    it('says yes from a current job that says so, and its count to "how many?"', () => {
      const o2 = withEntries(owner, 'career', [lead]);
      const a = ask(o2, `Does ${name} manage people?`);
      expect(a.text).toMatch(/^Yes, in \S+ current job:/);
      const count = askAfter(o2, `Does ${name} manage people?`, 'How many?');
      expect(count.text).toContain('four engineers');
    });
    it('reads a wish to lead from the faq, not from the current job', () => {
      const faq = [
        { id: 'management', questions: ['Do you want to manage people?'], answer: 'Either works for me.' },
      ];
      const a = ask(
        withFaq(withEntries(owner, 'career', [lead]), faq),
        `Does ${name} want to manage people or stay hands-on?`,
      );
      expect(a.text).not.toMatch(/^Yes, in /);
      expect(a.text).toContain('Either works for me.');
    });
    it('says not now, and what came before, where no current job leads anyone', () => {
      const past = entry('quell-past', 'Team Lead', 'Brindle Old', '2015-01', '2018-01', 'I led a team.');
      const a = ask(withEntries(owner, 'career', [past, quiet]), `Does ${name} manage people?`);
      expect(a.text).toMatch(/^The site doesn't say that \S+ leads anyone/);
      expect(a.text).toContain('Earlier: [**Team Lead**]');
    });
    it("reads mentoring now from the owner's own present-tense words", () => {
      const o2 = withPersonal(
        withEntries(owner, 'career', [quiet]),
        'These days I mentor two junior developers.',
      );
      const a = ask(o2, `Is ${name} mentoring anyone at the moment?`);
      expect(a.text).toMatch(/^Yes\b/);
      expect(a.text).toContain('I mentor two junior developers');
    });
  });
});

describe.each(OWNERS)("the owner's profiles, on %s", (_, owner) => {
  it('gives the profile asked to be seen, not the skill of the same name', () => {
    const name = owner.firstName;
    expect(ask(owner, `Can I see ${name}'s GitHub?`).text).toContain(owner.github);
    expect(ask(owner, `can I see ${name}'s LinkedIn?`).text).toContain(owner.linkedin);
  });
});

describe.each(OWNERS)('the cloud asked for, on %s', (_, owner) => {
  it('answers "which cloud provider?" from the listed platforms, not as a topic the site lacks', () => {
    const platforms = owner.skills.flatMap((c) => c.skills).filter((s) => s.kind === 'platform');
    const a = ask(owner, `Which cloud provider does ${owner.firstName} use?`);
    if (platforms.length) expect(a.kind).not.toBe('not-on-site');
  });

  it('names the cloud among the platforms, not a runtime or a code host', () => {
    const runtime = {
      title: 'Node.js',
      icon: 'node',
      ariaLabel: 'Node.js runtime',
      kind: 'platform',
    } as const;
    const host = {
      title: 'GitHub',
      icon: 'github',
      ariaLabel: 'GitHub code hosting',
      kind: 'platform',
    } as const;
    const cloud = { title: 'AWS', icon: 'aws', ariaLabel: 'Amazon Web Services', kind: 'platform' } as const;
    const o = [runtime, host, cloud].reduce((acc, skill) => withSkill(acc, skill), {
      ...owner,
      skills: owner.skills.map((c) => ({
        ...c,
        skills: c.skills.filter((s) => s.kind !== 'platform'),
      })) as Owner['skills'],
    });
    for (const q of [`Which cloud provider does ${owner.firstName} use?`, 'what cloud does she use?']) {
      const a = ask(o, q);
      expect(a.text, q).toContain('AWS');
      expect(a.text, q).not.toMatch(/Node\.js|GitHub/);
    }
  });
});

describe.each(OWNERS)('the code host, on %s', (_, owner) => {
  const name = owner.firstName;

  it('gives the GitHub profile for "and github?" after the LinkedIn one', () => {
    const a = askAfter(owner, `What's ${name}'s LinkedIn?`, 'and github?');
    expect(a.text).toContain(owner.github);
    expect(a.text).not.toContain('listed skills');
  });

  it('says yes to GitHub used where no skill lists it but the profile and repositories are there', () => {
    const o: Owner = {
      ...owner,
      skills: owner.skills.map((c) => ({
        ...c,
        skills: c.skills.filter((s) => s.title !== 'GitHub'),
      })) as Owner['skills'],
      projects: [project('quell-code', { github: `${owner.github}/quell-code` })],
    };
    const a = ask(o, `Does ${name} use GitHub?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(owner.github);
    expect(a.items).toContain('quell-code');
  });
});

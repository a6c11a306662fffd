import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';

// Findings from a held-out set of recruiter questions, each checked on every owner with expectations
// read from that owner's content. Unlike the tables, every case here must be right.

const NOW = new Date('2026-06-01T12:00:00Z');
const workOf = (o: Owner) => [...o.projects, ...o.hackathons];
const pronoun = (o: Owner) => o.pronouns ?? 'they';
const poss = (o: Owner) => ({ he: 'his', she: 'her', they: 'their' })[pronoun(o)];

/** Plural words a visitor uses for a kind of work, for the kinds the owners' work has. */
const PLURAL: Record<string, string> = {
  game: 'Games',
  library: 'Libraries',
  'mobile app': 'Mobile Apps',
  'web app': 'Web Apps',
  api: 'APIs',
  website: 'Websites',
};

/** The owner with their first skill category renamed, as an owner may name one. */
const withCategory = (o: Owner, name: string): Owner => ({
  ...o,
  skills: o.skills.map((c, i) =>
    i === 0 ? { ...c, name, slug: name.toLowerCase().replace(/ /g, '-') } : c,
  ) as Owner['skills'],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const kinds = [...new Set(workOf(owner).flatMap((w) => w.kinds))].filter((k) => PLURAL[k]);

  it.each(kinds)('a skill category named like the kind %s leaves a kind question about that kind', (kind) => {
    const o = withCategory(owner, PLURAL[kind]!);
    const answerer = createAnswerer(o);
    const have = workOf(o)
      .filter((w) => w.kinds.includes(kind))
      .map((w) => w.slug)
      .sort();
    for (const q of [
      `any ${PLURAL[kind]!.toLowerCase()}?`,
      `show me ${poss(o)} ${PLURAL[kind]!.toLowerCase()}`,
    ]) {
      const a = answerer.answer(q, NOW);
      expect([...a.items].sort(), q).toEqual(have);
      expect(a.text, q).toMatch(/^Yes/);
    }
    const skills = answerer.answer(`what's in ${poss(o)} ${PLURAL[kind]!.toLowerCase()} skills?`, NOW);
    expect(skills.items, 'the category itself').toEqual([o.skills[0]!.slug]);
  });

  it.each(owner.projects.map((p) => [p.title, p] as const))(
    'answers each part of "what is %s? what stack? is it live?" about that project',
    (_, p) => {
      const a = createAnswerer(owner).answer(`what is ${p.title}? what stack? is it live?`, NOW);
      expect(a.items).toEqual([p.slug]);
      expect(a.text).toContain(p.summary);
      expect(a.text).not.toContain('do you mean');
      for (const t of p.techStack) expect(a.text).toContain(t.title);
      expect(a.text.split('\n\n').at(-1)).toMatch(p.live ? /^Yes/ : /^No/);
    },
  );

  it('takes a full title that shares a word with an organisation over the organisation', () => {
    const org = owner.about.flatMap((s) => s.entries).find((e) => e.organisation)!.organisation!;
    const title = `${org.split(' ')[0]} Profile`;
    const [first, ...rest] = owner.projects;
    const o = { ...owner, projects: [{ ...first!, title }, ...rest] };
    const a = createAnswerer(o).answer(`what is ${title}? what stack? is it live?`, NOW);
    expect(a.items).toEqual([first!.slug]);
    expect(a.text).toContain(first!.summary);
    expect(a.text).not.toContain('do you mean');
  });
});

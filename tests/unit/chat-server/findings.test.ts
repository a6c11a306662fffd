import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { KNOWN_KINDS } from '../../../content/schema';
import { createAnswerer } from '../../../server/chat/answerer';
import { KNOWN_TECH } from '../../../server/chat/lexicon/tech';
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
      // "Any games?" is a yes/no question; "show me her games" is not.
      if (q.startsWith('any')) expect(a.text, q).toMatch(/^Yes/);
      else expect(a.text, q).not.toMatch(/^(Yes|No)[:,.]/);
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

  it.each([
    ['frontend', 'web'],
    ['back-end', 'backend'],
    ['data', 'data'],
    ['mobile', 'mobile'],
    ['game', 'games'],
    ['devops', 'devops'],
  ])(
    'gives the facts that bear on fit for a %s role, then says the site does not judge fit',
    (word, area) => {
      const a = createAnswerer(owner).answer(`is ${owner.firstName} a good fit for a ${word} role?`, NOW);
      expect(a.text).toContain(owner.subtitle);
      expect(a.text).toContain("doesn't judge fit");
      const inArea = owner.skills
        .flatMap((c) => c.skills)
        .filter((s) => KNOWN_TECH.some((t) => t.area === area && t.title === s.title));
      if (inArea.length) expect(a.text).toContain(inArea[0]!.title);
    },
  );

  it('names each item with its own kinds of work when several tie for the most', () => {
    // "Which of her projects…" weighs the projects.
    const most = Math.max(...owner.projects.map((w) => w.kinds.length));
    const widest = owner.projects.find((w) => w.kinds.length === most)!;
    const other = KNOWN_KINDS.filter(
      (k) => !widest.kinds.includes(k) && k !== 'cli' && k !== 'api' && k !== 'ai',
    );
    const [first, ...rest] = owner.projects;
    const tie = first!.slug === widest.slug ? rest[0]! : first!;
    // Without a favourite or a reach to point to, the facts are all the answer has.
    const o = {
      ...owner,
      faq: (owner.faq ?? []).filter((f) => !/favou?rite|proud/i.test(f.questions.join(' '))),
      projects: owner.projects.map((p) => (p === tie ? { ...p, kinds: other.slice(0, most) } : p)),
    };
    const a = createAnswerer(o).answer(`which of ${poss(o)} projects is the most impressive?`, NOW);
    const line = a.text.split('\n').find((l) => l.includes('kinds of work'))!;
    for (const w of [widest, { ...tie, kinds: other.slice(0, most) }]) {
      const after = line.slice(line.indexOf(`**${w.title}**`));
      const bracket = /\) \(([^)]*)\)/.exec(after)?.[1] ?? '';
      for (const k of w.kinds) expect(bracket.toLowerCase(), w.title).toContain(k.toLowerCase());
    }
  });

  it.each([
    ['does {name} work remotely?', 'remot'],
    ['when can {they} start?', 'start'],
    ['would {they} relocate?', 'reloc'],
    ["what's {poss} notice period?", 'notice'],
  ])('answers "%s" from the faq answer that covers it, else says the site does not say', (q, stem) => {
    const question = q
      .replace('{name}', owner.firstName)
      .replace('{they}', pronoun(owner))
      .replace('{poss}', poss(owner));
    const a = createAnswerer(owner).answer(question, NOW);
    const covering = (owner.faq ?? []).find((f) => f.answer.toLowerCase().includes(stem));
    if (covering) {
      expect(a.kind).toBe('faq');
      // The owner's answer, as their own words, without a yes or no of its own.
      expect(a.text).toContain(covering.answer.replace(/^(?:yes|no)\b[:,.!]?\s*/i, ''));
    } else if (stem === 'start' && a.kind === 'faq') {
      // An entry on availability that gives no date is quoted as the owner's words, not as a date.
      expect(a.text).toMatch(/^The site gives no start date\. In .* own words: “/);
      expect(owner.faq!.some((f) => a.text.includes(f.answer.replace(/^(?:yes|no)\b[:,.!]?\s*/i, '')))).toBe(
        true,
      );
    } else expect(a.kind).toBe('not-on-site');
    for (const e of owner.about.flatMap((s) => s.entries).filter((e) => e.end === 'present'))
      if (!covering?.answer.includes(e.organisation ?? '')) expect(a.text).not.toContain(e.organisation);
  });

  it('says yes or no to "does she have a degree?" from the education entries, and names them', () => {
    const education = owner.about.find((s) => s.id === 'education')?.entries ?? [];
    const degree = education.some((e) =>
      /\b(BSc|BA|BS|MSc|MA|MBA|PhD|Bachelor|Master)\b/i.test(e.role ?? ''),
    );
    const a = createAnswerer(owner).answer(`does ${pronoun(owner)} have a degree?`, NOW);
    expect(a.text).toMatch(degree ? /^Yes/ : /^No/);
    for (const e of education) expect(a.text).toContain(e.role ?? e.title);
  });

  it('never lists hackathon entries as won: the site records no results', () => {
    const a = createAnswerer(owner).answer(`what hackathons did ${pronoun(owner)} win?`, NOW);
    expect(a.text).not.toMatch(/^Yes/);
    if (owner.hackathons.length) {
      expect(a.kind).toBe('not-on-site');
      expect(a.text).toContain('no wins');
    } else expect(a.text).toMatch(/^(?:No\b|The site lists no hackathons)/);
  });

  it('compares two projects side by side, and answers which is newer from their dates', () => {
    const [x, y] = [...owner.projects].sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
    const last = owner.projects.reduce((m, p) => (p.year > m.year ? p : m), y!);
    const a = createAnswerer(owner).answer(`compare ${x!.title} and ${last.title}`, NOW);
    expect(a.items).toEqual([x!.slug, last.slug]);
    for (const p of [x!, last]) for (const t of p.techStack) expect(a.text).toContain(t.title);
    if (x!.year !== last.year) expect(a.text).toContain(`Newest: [**${last.title}**]`);
    // "Which is newer?" asks the dates alone: the newer one leads.
    const newer = createAnswerer(owner).answer(`which is newer, ${x!.title} or ${last.title}?`, NOW);
    expect(newer.items).toEqual([x!.slug, last.slug]);
    if (x!.year !== last.year)
      expect(newer.text).toMatch(new RegExp(`^\\[\\*\\*${last.title}\\*\\*\\].* is the more recent`));
  });

  it('counts a technology built on another as sharing it ("Kotlin Multiplatform" and Kotlin)', () => {
    const [x, y, ...rest] = owner.projects;
    const base = y!.techStack[0]!;
    const o = {
      ...owner,
      projects: [
        { ...x!, techStack: [{ ...base, title: `${base.title} Multiplatform` }] },
        { ...y!, techStack: [base] },
        ...rest,
      ],
    };
    const a = createAnswerer(o).answer(`which was harder, ${x!.title} or ${y!.title}?`, NOW);
    expect(a.text).toContain(`Shared stack: ${base.title}.`);
    expect(a.text).not.toContain('share no technology');
  });

  it('reads a one-word question naming a listed skill as a question about that skill', () => {
    const skill = owner.skills.flatMap((c) => c.skills).find((s) => s.title.length > 3)!;
    const a = createAnswerer(owner).answer(`${skill.title.toLowerCase()}?`, NOW);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain(skill.title);
  });
});

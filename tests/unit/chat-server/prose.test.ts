import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { chronological, dateKey } from '../../../server/chat/facts';
import { OWNERS } from './owners';

// What owners write only in sentences, what the question's own shape asks for, and hackathon results:
// each checked on every owner, with the facts added to or read from that owner's content.

const NOW = new Date('2026-06-01T12:00:00Z');
const ask = (o: Owner, q: string, after?: string) => {
  const a = createAnswerer(o);
  if (!after) return a.answer(q, NOW, []);
  const first = a.answer(after, NOW, []);
  return a.answer(q, NOW, [
    { sender: 'user', text: after },
    { sender: 'ai', text: first.text, items: first.items, kind: first.kind },
  ]);
};

/** The owner with a sentence added to one About entry's prose. */
function withSentence(o: Owner, section: 'personal' | 'career', sentence: string) {
  const at = o.about.findIndex((s) => s.id === section);
  const entry = o.about[at]!.entries[0]!;
  const about = o.about.map((s, i) =>
    i === at
      ? { ...s, entries: [{ ...entry, content: `${entry.content} ${sentence}` }, ...s.entries.slice(1)] }
      : s,
  ) as Owner['about'];
  return { owner: { ...o, about }, entryId: entry.id };
}

describe.each(OWNERS)('on %s', (_, owner) => {
  const they = owner.pronouns ?? 'they';
  const does = they === 'they' ? 'do' : 'does';

  it('quotes the About sentence that mentions a spoken language, with where it stands', () => {
    const { owner: o, entryId } = withSentence(owner, 'personal', 'I speak Portuguese and Welsh at home.');
    const a = ask(o, `${does} ${owner.firstName} speak Welsh?`);
    expect(a.text).toContain('I speak Portuguese and Welsh at home.');
    expect(a.items).toContain(entryId);
    expect(a.kind).toBe('answered');
  });

  it('quotes a career sentence for an industry the question names and no example knows', () => {
    const { owner: o, entryId } = withSentence(owner, 'career', 'Most of it was for shipyards.');
    const a = ask(o, `has ${owner.firstName} worked with shipyards?`);
    expect(a.text).toContain('Most of it was for shipyards.');
    expect(a.items).toContain(entryId);
  });

  it('says a topic the site never mentions is not on the site', () => {
    const a = ask(owner, `has ${owner.firstName} worked in aerospace?`);
    expect(a.kind).toBe('not-on-site');
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('answers "which one was first?" after the projects with the earliest, or all dated alike', () => {
    const a = ask(owner, 'which one was first?', `What projects has ${owner.firstName} built?`);
    const sorted = chronological(
      owner.projects.map((p) => ({ type: 'project' as const, id: p.slug, title: p.title, project: p })),
    );
    const earliest = sorted.filter((p) => dateKey(p) === dateKey(sorted[0]!));
    expect(a.items).toEqual(earliest.map((p) => p.id));
    if (earliest.length > 1) expect(a.text).toContain("the site doesn't say which came first");
    expect(a.text.length).toBeLessThan(700);
  });

  it('answers both halves of "what is X and which technologies does it use?"', () => {
    const p = owner.projects[0]!;
    const a = ask(owner, `what is ${p.title} and which technologies does it use?`);
    expect(a.items).toEqual([p.slug]);
    expect(a.text).toContain(p.summary);
    for (const t of p.techStack) expect(a.text).toContain(t.title);
    expect(a.text.match(/built with/gi), 'the stack, said once').toHaveLength(1);
  });

  it('reads an ordinary word written as a name as the technology ("any Rust in their toolbox?")', () => {
    const listed = owner.skills.flatMap((c) => c.skills).some((sk) => sk.title === 'Rust');
    const a = ask(owner, `any Rust in ${owner.firstName}'s toolbox?`);
    if (listed) expect(a.text).toMatch(/^Yes/);
    else expect(a.kind).toBe('not-listed');
  });

  it('answers a certification question from education entries, not from the skills list', () => {
    const skill = owner.skills[0]!.skills[0]!;
    const a = ask(owner, `is ${owner.firstName} ${skill.title} certified?`);
    const named = owner.about
      .find((s) => s.id === 'education')!
      .entries.some((e) => `${e.role ?? ''} ${e.title}`.toLowerCase().includes(skill.title.toLowerCase()));
    if (!named) expect(a.text).toMatch(/^No .* certification is listed/);
  });

  it('names which of the projects just listed have a live link', () => {
    const a = ask(owner, 'which ones have a live link?', `What projects has ${owner.firstName} built?`);
    const live = owner.projects.filter((p) => p.live).map((p) => p.slug);
    if (live.length) expect([...a.items].sort()).toEqual([...live].sort());
    else expect(a.kind).toBe('not-on-site');
  });

  it('finds the piece of work "the <technology> <noun>" describes', () => {
    const p = owner.projects[owner.projects.length - 1]!;
    const tech = p.techStack[0]!.title;
    const o = {
      ...owner,
      projects: owner.projects.map((x) =>
        x === p ? { ...x, summary: `A ${tech} gadget for harbours.` } : x,
      ),
    };
    const a = ask(o, `tell me about the ${tech} gadget`);
    expect(a.items).toEqual([p.slug]);
  });

  it("says what the current role is in the owner's own first sentence, after its title", () => {
    const current = owner.about.find((s) => s.id === 'career')!.entries.filter((e) => e.end === 'present');
    if (current.length !== 1) return;
    const a = ask(owner, `what is ${owner.firstName} working on these days?`);
    expect(a.items).toEqual([current[0]!.id]);
    expect(a.text).toContain(current[0]!.content.split(/(?<=\.)\s/)[0]!);
  });

  it('checks a named degree subject against the degrees content lists', () => {
    const a = ask(owner, `is ${owner.firstName}'s degree in marine biology?`);
    expect(a.text).toMatch(/^No/);
  });
  it('says yes to working somewhere only when a sentence says the owner worked there', () => {
    const { owner: clients } = withSentence(
      owner,
      'personal',
      'I can hold a slow conversation in Spanish after years of clients in Zaragoza.',
    );
    const a = ask(clients, `did ${owner.firstName} ever work in Zaragoza?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('clients in Zaragoza');
    const { owner: lived } = withSentence(owner, 'personal', 'I lived and worked in Zaragoza for two years.');
    expect(ask(lived, `did ${owner.firstName} ever work in Zaragoza?`).text).toMatch(/^Yes/);
  });
});

describe.each(OWNERS.filter(([, o]) => o.hackathons.length > 0))('hackathon results on %s', (_, owner) => {
  it('names the placing content gives, and denies none when there is none', () => {
    const placed = { ...owner.hackathons[0]!, result: '2nd place' };
    const o = { ...owner, hackathons: [placed, ...owner.hackathons.slice(1)] };
    // A second place is a placing, not a win: named, without a yes.
    const second = ask(o, `did ${owner.firstName} win any hackathons?`);
    expect(second.text).toMatch(/^No win as such/);
    expect(second.text).toContain('2nd place');
    expect(second.items).toEqual([placed.slug]);
    const first = {
      ...owner,
      hackathons: [{ ...placed, result: '1st place' }, ...owner.hackathons.slice(1)],
    };
    const yes = ask(first, `did ${owner.firstName} win any hackathons?`);
    expect(yes.text).toMatch(/^Yes: .*1st place/);
    expect(yes.items).toEqual([placed.slug]);
    const list = ask(o, `which hackathons has ${owner.firstName} done?`);
    expect(list.text).toContain('2nd place');
    const role = ask(o, `what was ${owner.firstName}'s role on the team that placed?`);
    expect(role.items).toEqual([placed.slug]);
    const plain = {
      ...owner,
      hackathons: owner.hackathons.map((h) => ({
        ...h,
        result: undefined,
        description: { app: h.description.app, role: 'I built the back end.' },
      })),
    };
    expect(ask(plain, `did ${owner.firstName} win any hackathons?`).kind).toBe('not-on-site');
  });
});

import { describe, expect, it } from 'vitest';
import { owner } from '../../content';
import { ownerSchema } from '../../content/schema';
import { KAI, contentIsKai } from '../fixtures/owners/kai';

describe('content', () => {
  it('matches the schema', () => {
    expect(() => ownerSchema.parse(owner)).not.toThrow();
  });
  it('has three About sections and three skill categories, each named and with an id of its own', () => {
    for (const list of [owner.about, owner.skills]) {
      expect(list).toHaveLength(3);
      expect(new Set(list.map((entry) => ('slug' in entry ? entry.slug : entry.id))).size).toBe(3);
    }
    for (const section of owner.about) expect(section.entries.length).toBeGreaterThan(0);
  });
  it('names every about entry, project and hackathon entry with an id of its own', () => {
    const ids = owner.about.flatMap((s) => s.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(owner.projects.map((p) => p.slug)).size).toBe(owner.projects.length);
    expect(new Set(owner.hackathons.map((h) => h.slug)).size).toBe(owner.hackathons.length);
  });

  // The spec's own figures, true of Kai only (tests/fixtures/owners/kai.ts).
  describe.runIf(contentIsKai)("Kai's content, as the spec lists it", () => {
    it('has the about sections the spec lists', () => {
      expect(owner.about.map((s) => [s.label, s.entries.length])).toEqual([
        ['PERSONAL', KAI.aboutEntries[0]],
        ['EDUCATION', KAI.aboutEntries[1]],
        ['CAREER', KAI.aboutEntries[2]],
      ]);
      expect(owner.about[0].entries[0]?.title).toBe('About Me');
      expect(owner.about[1].entries.map((e) => e.title.slice(0, 4))).toEqual(['2024', '2023']);
    });
    it('has 10 frontend, 9 backend and 6 fullstack skills', () => {
      expect(owner.skills.map((c) => [c.name, c.skills.length])).toEqual([
        ['Frontend', KAI.skills[0]],
        ['Backend', KAI.skills[1]],
        ['Fullstack', KAI.skills[2]],
      ]);
    });
    it('has the six projects and six hackathon teams by name', () => {
      expect(owner.projects.map((p) => p.title)).toEqual([
        'Tic Tac Tactics',
        'Star Review',
        'Coach Profile',
        'Snake',
        'eBuddies',
        'Portfolio',
      ]);
      expect(owner.hackathons.map((h) => h.team)).toEqual([
        'All-inclusive',
        '12 Days of Quizmas',
        'Jedi Blades',
        'Fund Frontier',
        'RemindiCare',
        "Cupid's Quill",
      ]);
    });
  });
  it('rejects data that breaks the schema', () => {
    const broken = { ...owner, projects: [{ ...owner.projects[0], github: 'javascript:alert(1)' }] };
    expect(ownerSchema.safeParse(broken).success).toBe(false);
  });
});

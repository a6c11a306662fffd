import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter } from './ownerCopies';

// "Where did she work before 2020?" asks for every year before the one named, not for that year;
// "what did she do after 2022?" every year after it, not the job after the one in view; "what has she
// done since 2023?" everything since, not only the work; "anything in 2021?" what the site shows then.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const career = owner.about.find((s) => s.id === 'career')?.entries.filter((e) => e.start) ?? [];
  const first = [...career].sort((a, b) => a.start!.localeCompare(b.start!))[0];

  it.runIf(first)('answers "before" a year with the work that began before it', () => {
    const y = Number(first!.start!.slice(0, 4)) + 1;
    const a = ask(owner, `Where did ${name} work before ${y}?`);
    expect(a.text).toMatch(new RegExp(`^Before ${y}, the site shows ${name}:`));
    expect(a.text).toContain(first!.organisation ?? first!.title);
  });

  it.runIf(first)('says there is nothing before the first dated year of all', () => {
    const y = Number(first!.start!.slice(0, 4)) - 40;
    expect(ask(owner, `What did ${name} do before ${y}?`).text).toMatch(/^The site has nothing dated before/);
  });

  it.runIf(first)('answers "what did she do after" a year with the years after it, not the next job', () => {
    const latest = [...career].sort((a, b) => b.start!.localeCompare(a.start!))[0]!;
    const y = Number(latest.start!.slice(0, 4)) - 1;
    const a = ask(owner, `What did ${name} do after ${y}?`);
    expect(a.text).toMatch(new RegExp(`^After ${y}, the site shows ${name}:`));
    expect(a.items).toContain(latest.id);
  });

  it.runIf(first)(
    'answers "what has she done since" a year with everything since, jobs with the work',
    () => {
      const latest = [...career].sort((a, b) => b.start!.localeCompare(a.start!))[0]!;
      const y = Number(latest.start!.slice(0, 4));
      const a = ask(owner, `what has ${name} done since ${y}?`);
      expect(a.text).toMatch(new RegExp(`^Since ${y}, the site shows ${name}:`));
      expect(a.items).toContain(latest.id);
    },
  );

  it.runIf(first)('answers a year asked alone with what the site shows that year', () => {
    const y = Number(first!.start!.slice(0, 4));
    for (const q of [`anything in ${y}?`, `and in ${y}?`, `what about ${y}`]) {
      const a = ask(owner, q);
      expect(a.text, q).toMatch(new RegExp(`^In ${y}, the site shows ${name}:`));
      expect(a.items, q).toContain(first!.id);
    }
  });

  it('answers a year asked alone after a list of projects with the projects of those years', () => {
    const dated = owner.projects;
    const y = Math.max(...dated.map((p) => p.year));
    const a = askAfter(owner, `tell me ${name}'s projects`, `any since ${y}?`);
    const since = dated.filter((p) => p.year >= y).map((p) => p.slug);
    expect(since.length).toBeGreaterThan(0);
    expect(a.items).toEqual(expect.arrayContaining(since));
    const older = owner.projects.filter((p) => p.year < y).map((p) => p.slug);
    for (const slug of older) expect(a.items).not.toContain(slug);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "Where did she work before 2020?" asks for every year before the one named, not for that year;
// "what did she do after 2022?" every year after it, not the job after the one in view.

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
});

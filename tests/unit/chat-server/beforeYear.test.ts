import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "Where did she work before 2020?" asks for every year before the one named, not for that year.

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
});

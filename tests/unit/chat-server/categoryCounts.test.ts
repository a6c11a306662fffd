import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter } from './ownerCopies';

// The skills of one category counted, asked outright or of the categories in view, and a length
// claim typed with chat spellings.

describe.each(OWNERS)('skills counted by category, on %s', (_, owner) => {
  const name = owner.firstName;
  const [first] = owner.skills;
  const count = first!.skills.length;
  const titles = first!.skills.map((s) => s.title);

  it('counts the skills listed under a category named', () => {
    const a = ask(owner, `How many ${first!.name} skills does ${name} have?`);
    expect(a.text).toMatch(
      new RegExp(`^${name} lists ${count} skills? under \\[\\*\\*${first!.name}\\*\\*\\]`),
    );
    expect(a.text).toContain(titles[titles.length - 1]!);
    expect(a.items).toEqual([first!.slug]);
  });

  it('counts every skill listed, however the count is asked', () => {
    const total = owner.skills.flatMap((c) => c.skills).length;
    for (const q of [`How many skills does ${name} have?`, 'How many skills are listed on the site?'])
      expect(ask(owner, q).text).toMatch(
        new RegExp(`^${name} lists ${total} skills in ${owner.skills.length} categor`),
      );
  });

  it('counts them as a follow-up on the skills in view', () => {
    const a = askAfter(
      owner,
      `How many skills does ${name} list?`,
      `And how many of them are ${first!.name}?`,
    );
    expect(a.text).toMatch(new RegExp(`^${name} lists ${count} skills? under `));
  });

  it('counts the skills of a kind, asked outright or of the skills in view', () => {
    const all = owner.skills.flatMap((c) => c.skills);
    const kind = all[0]!.kind;
    const plural = kind === 'library' ? 'libraries' : `${kind}s`;
    const n = all.filter((s) => s.kind === kind).length;
    // A category of that name ("Languages") is what the word names.
    const category = owner.skills.find((c) => c.name.toLowerCase() === plural);
    const lead = category
      ? new RegExp(`^${name} lists ${category.skills.length} skills? under \\[\\*\\*${category.name}`)
      : new RegExp(`^${name} lists ${n} skills? that are ${plural}: `);
    expect(ask(owner, `How many ${plural} does ${name} know?`).text).toMatch(lead);
    expect(
      askAfter(owner, `How many skills does ${name} list?`, `And how many of those are ${plural}?`).text,
    ).toMatch(lead);
  });

  it('reads "rite" at the end of a claim as "right"', () => {
    const typed = ask(owner, `${name}'s got like 40 yrs dev experiance rite?`);
    expect(typed.text).toMatch(/^No\b/);
  });
});

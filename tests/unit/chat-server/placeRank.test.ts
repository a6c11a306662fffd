import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "Which hackathon did he place 2nd at?", "did she ever come third?": the entries with that placing,
// read from each entry's result, or that none placed so and the results there are.

describe.each(OWNERS.filter(([, o]) => o.hackathons.length >= 2))('on %s', (_, owner) => {
  const name = owner.firstName;
  const [second, prized] = owner.hackathons;
  // A copy with a placing and a prize, as an owner with results writes them.
  const placed: Owner = {
    ...owner,
    hackathons: owner.hackathons.map((h, i) =>
      i === 0 ? { ...h, result: '2nd place' } : i === 1 ? { ...h, result: 'Best design award' } : h,
    ),
  };

  it('names the entry that placed as asked, with its result and event', () => {
    for (const q of [
      `which hackathon did ${name} place 2nd at`,
      `which hackathon did ${name} come second in?`,
    ]) {
      const a = ask(placed, q);
      expect(a.items, q).toEqual([second!.slug]);
      expect(a.text, q).toContain(`2nd place at ${second!.event}`);
    }
  });

  it("gives one entry's result when asked of it, not its card", () => {
    const a = ask(placed, `what result did ${second!.team} get?`);
    expect(a.items).toEqual([second!.slug]);
    expect(a.text).toMatch(/2nd place at [^.]*\)\.$/);
  });

  it('says no entry placed so, and gives the results the site records', () => {
    const a = ask(placed, `did ${name} ever come third?`);
    expect(a.text).toMatch(
      new RegExp(`^No: none of ${name}'s hackathon entries is recorded as placing third`),
    );
    expect(a.items).toEqual(expect.arrayContaining([second!.slug, prized!.slug]));
    expect(ask(placed, `which hackathon did ${name} come first in`).text).toMatch(
      /^None of .* placing first/,
    );
  });

  it('says the site records no placings where no entry has a result', () => {
    const none: Owner = { ...owner, hackathons: owner.hackathons.map(({ result: _, ...h }) => h) };
    expect(ask(none, `did ${name} ever place second?`).text).toBe(
      `No: the site records no placings for ${name}'s hackathon entries.`,
    );
  });

  it('keeps "the first hackathon he came to" an order in time', () => {
    const a = ask(placed, `which was the first hackathon ${name} came to?`);
    const earliest = [...owner.hackathons].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    expect(a.items[0]).toBe(earliest.slug);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "What engine does she use most?" weighs the skills of the category or kind asked, not all of them;
// a kind the owner lists none of is said to be none.

const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it.each(owner.skills.map((c) => [c.name, c] as const))(
    'weighs only the %s skills when asked which one is used most',
    (title, category) => {
      const a = ask(owner, `Which ${singular(title)} does ${name} use most?`);
      const weighed = [...a.text.matchAll(/^- (.+?): (?:used|named)/gm)].map((m) => m[1]);
      const own = category.skills.map((s) => s.title);
      expect(weighed.length || /none used most/.test(a.text), a.text).toBeTruthy();
      expect(
        weighed.every((t) => own.includes(t!)),
        `${weighed.join(', ')} of ${own.join(', ')}`,
      ).toBe(true);
    },
  );

  const kinds = new Set(owner.skills.flatMap((c) => c.skills.map((s) => s.kind)));
  it.each((['framework', 'database', 'language'] as const).filter((k) => !kinds.has(k)))(
    'says the site lists no %s when none is listed',
    (kind) => {
      expect(ask(owner, `Which ${kind} does ${name} use most?`).text).toMatch(
        new RegExp(`lists no ${kind}s among`),
      );
    },
  );
});

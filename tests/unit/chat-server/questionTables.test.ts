import { describe, expect, it } from 'vitest';
import { ownerSchema } from '../../../content/schema';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import { historyOf, judge } from './questionTables';

// The question tables run against three owners: the site's own, and two fixtures unlike it. Every
// expectation is read from the owner's content. At least 90 % right on each owner, and none wrong.

const NOW = new Date('2026-06-01T12:00:00Z');

describe.each(OWNERS)('the assistant on %s', (_, owner, cases) => {
  it('is valid content', () => {
    expect(ownerSchema.safeParse(owner).success).toBe(true);
  });

  it('answers at least 90 % of its table right and none wrong', () => {
    const answerer = createAnswerer(owner);
    const results = cases.map((c) => ({ c, v: judge(c, answerer.answer(c.question, NOW, historyOf(c))) }));
    const wrong = results.filter((r) => r.v.wrong).map((r) => `${r.c.question}: ${r.v.why.join('; ')}`);
    const missed = results.filter((r) => !r.v.right).map((r) => `${r.c.question}: ${r.v.why.join('; ')}`);
    expect(wrong).toEqual([]);
    expect(missed.length / cases.length, missed.join('\n')).toBeLessThanOrEqual(0.1);
  });
});

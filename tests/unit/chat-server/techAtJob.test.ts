import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf } from './ownerCopies';

// "What tech does she use at Tessellate?", "what's his stack at work?": the technologies the job's
// own words name, never a piece of work's stack or the whole skills list.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const all = [...entriesOf(owner, 'career'), ...entriesOf(owner, 'education')];
  const jobs = entriesOf(owner, 'career').filter(
    (e) => e.organisation && all.filter((x) => x.organisation === e.organisation).length === 1,
  );
  const now = entriesOf(owner, 'career').filter((e) => e.end === 'present');

  it.runIf(jobs.length > 0)(
    "answers the stack at a job named by its organisation from that job's words",
    () => {
      for (const job of jobs) {
        for (const q of [
          `what tech does ${name} use at ${job.organisation}?`,
          `what's ${name}'s stack at ${job.organisation}`,
        ]) {
          const a = ask(owner, q);
          expect(a.items, q).toEqual([job.id]);
          expect(a.text, q).toMatch(/ names (?:these|no) technologies/);
        }
      }
    },
  );

  it.runIf(now.length === 1)('answers the stack "at work" from the job held now', () => {
    const a = ask(owner, `whats ${name}'s stack at work`);
    expect(a.items).toEqual([now[0]!.id]);
    expect(a.text).toMatch(/ names (?:these|no) technologies/);
  });
});

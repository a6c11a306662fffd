import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, withEntries } from './ownerCopies';

// "Tell me about his education and his current job": two sections asked at once, each answered in
// order; "his current job" after the education is the job, never a certificate's validity.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const studies = entriesOf(owner, 'education').map((e) => e.id);
  const now = entriesOf(owner, 'career').filter((e) => e.end === 'present');

  it.runIf(now.length === 1)('answers both sections, education first, then the job now', () => {
    const a = ask(
      owner,
      `Tell me about ${name}'s education and ${owner.pronouns === 'she' ? 'her' : owner.pronouns === 'he' ? 'his' : 'their'} current job`,
    );
    const job = a.items.indexOf(now[0]!.id);
    expect(job).toBeGreaterThan(0);
    for (const id of studies) {
      expect(a.items).toContain(id);
      expect(a.items.indexOf(id)).toBeLessThan(job);
    }
  });

  it.runIf(now.length === 1)('reads "what\'s his current job?" after the education as the job', () => {
    // With a certificate among the studies, whose validity "current" could ask of.
    const cert = {
      id: 'cloud-cert',
      title: 'Cloud Practitioner Certificate',
      organisation: 'Cloud Academy',
      start: '2021-03',
      end: '2021-05',
      content: 'A certificate in cloud basics.',
    };
    const o = withEntries(owner, 'education', [...entriesOf(owner, 'education'), cert]);
    const a = askAfter(o, `what is ${name}'s education?`, `what's ${name}'s current job?`);
    expect(a.items).toEqual([now[0]!.id]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf } from './ownerCopies';

// "And his latest?" after his first job is his latest job, "and most recently?" after his first
// study his latest study: the other end of the list the item in view is from, whatever work is newer.

const byStart = (entries: Entry[]) =>
  entries.filter((e) => e.start).sort((a, b) => a.start!.localeCompare(b.start!));

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = byStart(entriesOf(owner, 'career'));
  const studies = byStart(entriesOf(owner, 'education'));

  it.runIf(jobs.length > 1)('answers "and the latest?" after the first job with the latest job', () => {
    const a = askAfter(owner, `what was ${name}'s first job?`, 'and the latest?');
    expect(a.items).toEqual([jobs.at(-1)!.id]);
    expect(a.text).toMatch(/latest job/);
  });

  it.runIf(studies.length > 1)(
    'answers "and most recently?" after the first study with the latest study',
    () => {
      const a = askAfter(owner, `where did ${name} study first?`, 'and most recently?');
      expect(a.items).toEqual([studies.at(-1)!.id]);
    },
  );

  it.runIf(studies.length > 0)(
    'answers the most recent education with the latest study, not the work',
    () => {
      const a = ask(owner, `what's ${name}'s most recent education?`);
      expect(a.items).toEqual([studies.at(-1)!.id]);
    },
  );
});

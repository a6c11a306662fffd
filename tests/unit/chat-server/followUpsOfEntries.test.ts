import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, projectEntry, withEntries } from './ownerCopies';

// "+Where was that?" after an answer on a job is that job, never a choice among projects; public
// speaking is giving talks, and "+where did she speak?" is asked of the talk in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers "+where was that?" and "+when?" with the job in view', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-staff',
        'Staff Engineer',
        'Quellpay',
        '2020-03',
        '2024-01',
        'I designed the ledger. In 2022 I was engineering manager of the payouts team for a year.',
      ),
    ]);
    for (const then of ['where was that?', 'when?']) {
      const a = askAfter(o, `has ${name} been an engineering manager?`, then);
      expect(a.text, then).not.toMatch(/Which project/);
      expect(a.items, then).toEqual(['quell-staff']);
    }
  });

  it('reads public speaking as talks, and asks where of the talk in view', () => {
    const talk = projectEntry('quell-talk', {
      title: 'Quell Talk',
      kinds: ['talk'],
      summary: 'Slides for my talk at QuellConf 2024 in Paris.',
      description: 'The talk shows how quell queues fail.',
    });
    const o = { ...owner, projects: [talk, ...owner.projects] };
    expect(ask(o, `does ${name} do public speaking?`).items).toContain('quell-talk');
    const where = askAfter(o, `has ${name} given talks?`, `where did ${name} speak?`);
    expect(where.items).toEqual(['quell-talk']);
    expect(where.text).toMatch(/QuellConf 2024/);
  });

  it('answers a rare word of the owner’s own words, asked alone or after another answer', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-teach',
        'Teacher',
        'Quell School',
        '2015-02',
        '2020-12',
        'I ran university entrance (QELT) preparation.',
      ),
    ]);
    for (const a of [
      ask(o, "what's QELT"),
      askAfter(o, `what projects has ${name} built?`, "what's QELT?"),
    ]) {
      expect(a.kind).not.toBe('off-topic');
      expect(a.items).toContain('quell-teach');
    }
  });
});

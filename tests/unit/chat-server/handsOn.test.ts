import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, projectEntry, withEntries } from './ownerCopies';

// "Does she still code?" is answered from the current job's own words and the newest work: a yes
// with them, never a question back about which project is meant.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('says yes from a current job whose words say it writes code', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-lead',
        'Head of Quells',
        'Quellpay',
        '2021-03',
        'present',
        'I still write code for the ledger every week.',
      ),
    ]);
    for (const q of [`does ${name} still code`, `is ${name} hands on`, `does ${name} code`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/^Yes\b/);
      expect(a.items, q).toContain('quell-lead');
      expect(a.text, q).not.toMatch(/Which project/);
    }
  });

  it('never says yes when neither the current job nor recent work shows code', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry('quell-head', 'Head of Quells', 'Quellpay', '2015-03', 'present', 'I run a team of twelve.'),
      ]),
      projects: [projectEntry('quell-old', { year: 2016 })],
      hackathons: [],
    };
    const a = ask(o, `does ${name} still code`);
    expect(a.text).not.toMatch(/^Yes\b/);
    expect(a.items).toContain('quell-old');
  });
});

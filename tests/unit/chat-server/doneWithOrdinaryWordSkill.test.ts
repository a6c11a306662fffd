import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withSkill } from './ownerCopies';

// "Has he done Spring?", "has she done any Spring?": a listed skill named by an ordinary word, after
// "done" or "done any" of the owner, is the technology; "has he done any running?" is not.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withSkill(owner, { title: 'Spring', icon: 'spring', ariaLabel: 'Spring', kind: 'framework' });

  it.each(['has <owner> done spring?', 'has <owner> done any spring?', 'did <owner> do any spring?'])(
    'answers "%s" yes from the skills list',
    (q) => {
      const a = ask(o, q.replace('<owner>', owner.firstName));
      expect(a.text).toMatch(/^Yes: Spring is among/);
    },
  );
});

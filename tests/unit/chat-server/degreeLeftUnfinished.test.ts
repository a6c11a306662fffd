import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withEntries } from './ownerCopies';

// An owner whose only degree was left before the end holds none: "does he have a CS degree?" or "a
// master's?" is a no that says so, never "his degree is ...", and the study runs from its start.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'education', [
    {
      id: 'quell-bba',
      title: 'Business Administration (not finished)',
      role: 'BBA Business Administration',
      organisation: 'Quellsei University',
      start: '2011-03',
      completed: false,
      field: 'other',
      content: 'I studied business administration for two years and left without finishing the degree.',
    },
  ]);

  it.each([`Does ${name} have a CS degree?`, `Does ${name} have a master's?`])(
    'says no degree was finished to "%s"',
    (q) => {
      const a = ask(o, q);
      expect(a.text).toMatch(/^No/);
      expect(a.text).not.toMatch(/degree is/);
      expect(a.text).toContain('from March 2011');
      expect(a.items).toContain('quell-bba');
    },
  );
});

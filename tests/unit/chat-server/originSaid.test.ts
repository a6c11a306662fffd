import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, withEntries } from './ownerCopies';

// Where the owner is from is the own sentence that places them ("a platform engineer from
// Quellway"), never one that only says what they grew up doing ("grew up speaking Quellish").

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const [hello, ...rest] = entriesOf(owner, 'personal');
  const o = withEntries(owner, 'personal', [
    {
      ...hello!,
      content:
        "I'm a developer from Quellway, on the west coast of Quellia. I grew up speaking both Quellish and English.",
    },
    ...rest.map((e) => ({ ...e, content: e.content.replace(/\b(?:from|grew up|born)\b/gi, 'near') })),
  ]);

  it('answers where the owner is from with the sentence that names the place', () => {
    const a = ask(o, `where is ${first} from originally?`);
    expect(a.text).toContain('from Quellway');
    expect(a.text).not.toContain('grew up speaking');
    // "From Quellway" names no birthplace.
    expect(ask(o, `where was ${first} born?`).text).toMatch(/^The site does not say where .* was born/);
    expect(ask(o, `is ${first} from quellway?`).text).toMatch(/^Yes/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, usedSkill } from './ownerCopies';

// "Is he good at X?" and "years of X?" ask how well and how long, which the site never rates: a
// listed skill is shown without a yes that claims a level; one not listed is a plain no.

// A language no fixture or owner lists.
const ABSENT = 'Cobol';

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const skill = usedSkill(owner);

  it('answers "good at" a listed skill with what the site shows, not a yes', () => {
    const a = ask(owner, `is ${name} good at ${skill.title}?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toMatch(/doesn't rate|files skills by level/);
  });

  it('answers "good at" an unlisted skill with a no and the nearest listed skills', () => {
    const a = ask(owner, `is ${name} good at ${ABSENT}?`);
    expect(a.text).toMatch(new RegExp(`^No\\b.*${ABSENT} is not among`, 'i'));
    expect(a.kind).toBe('not-listed');
  });

  it('answers "years of" a listed skill with the years the site shows, not a yes', () => {
    const a = ask(owner, `years of ${skill.title}?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toMatch(/no years per skill/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, hackathonEntry, withEntries } from './ownerCopies';
import type { Owner } from '../../../content/schema';

// "+When?" of an undated About entry is the owner's own sentence on when, never an empty quote;
// "any awards?" is the hackathon placings; "his wife's name?" of "I am married" says no name is given.

const LIFE =
  'I am married and we have one daughter, who taps on every screen. Every Sunday afternoon I play five-a-side football.';
const withLife = (o: Owner): Owner => {
  const [first] = entriesOf(o, 'personal');
  return withEntries(o, 'personal', [{ ...first!, content: LIFE }]);
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withLife(owner);
  const their = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];

  it('answers "+when?" of a pastime with the sentence that says when', () => {
    const a = askAfter(o, `does ${name} play any sports`, 'when?');
    expect(a.text).toMatch(/Every Sunday afternoon/);
    expect(a.text).not.toMatch(/: \.$/m);
  });

  it('answers awards with the hackathon placings', () => {
    const p = { ...o, hackathons: [hackathonEntry('quell-jam', { result: '1st place' })] };
    const a = ask(p, `does ${name} have any awards`);
    expect(a.items).toContain('quell-jam');
    expect(a.text).toMatch(/1st place/);
  });

  it('says a partner is not named where the owner only says they are married', () => {
    const a = ask(o, `${their} wife's name?`);
    expect(a.text).toMatch(/doesn't give/);
    expect(a.text).toMatch(/I am married/);
  });
});

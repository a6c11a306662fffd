import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, entry, withEntries, withFaq } from './ownerCopies';

// "+How much?" after "does she still code?" and "+how often?" after her words on travel ask the
// amount or the frequency those words give ("about one day a week", "one conference a month").

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers "+how much?" with the sentence on how much of the time', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-head',
        'Head of Quell',
        'Quellbase',
        '2021-01',
        'present',
        'I lead twelve engineers in two teams. I still spend about one day a week hands-on in code reviews.',
      ),
    ]);
    const a = askAfter(o, `Does ${first} still code?`, 'how much?');
    expect(a.text).toContain('about one day a week');
    expect(a.text).not.toContain('twelve engineers');
  });

  it('answers "+how often?" from the words on travel', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-travel',
        questions: ['Is this person willing to travel?'],
        answer: 'Yes: I travel for about one conference a month and I am happy with some travel.',
      },
    ]);
    const a = askAfter(o, `Is ${first} willing to travel?`, 'how often?');
    expect(a.text).toContain('one conference a month');
    expect(a.kind).not.toBe('not-on-site');
  });
});

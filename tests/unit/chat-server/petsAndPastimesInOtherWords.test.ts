import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq, withPersonal } from './ownerCopies';

// A pet is named after its breed as often as its kind ("my shiba inu, Kinako"), and a pastime in
// other words than a visitor asks it ("I go bouldering" is climbing, "I bake sourdough" is cooking).

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(
    withPersonal(
      owner,
      'On Sundays I go bouldering with friends. My shiba inu, Quellko, sleeps under my desk.',
    ),
    [],
  );

  it.each(["What's the dog's name?", 'what is their dog called?'])('answers "%s" with the name', (q) => {
    const a = ask(o, q);
    expect(a.text).toMatch(/^Quellko\b/);
  });

  it('answers "does <owner> climb?" yes, from the words on bouldering', () => {
    const a = ask(o, `Does ${owner.firstName} climb?`);
    expect(a.text).toMatch(/^Yes/);
    // An owner who writes "I climb" is answered from those words as well.
    expect(a.text).toMatch(/bouldering|\bclimb/);
  });
});

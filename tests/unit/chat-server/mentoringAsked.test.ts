import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries, withFaq } from './ownerCopies';

// "Has she mentored anyone?" is not "has she led anyone?": a lead role is the nearest the site
// shows, never a yes, unless the owner's own words or a role tell of teaching.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const [personal] = entriesOf(owner, 'personal');
  const quiet = (sentence: string) =>
    withFaq(
      withEntries(
        withEntries(withEntries(owner, 'personal', [{ ...personal!, content: sentence }]), 'education', []),
        'career',
        [entry('quell-lead', 'Quell Team Lead', 'Quellcorp', '2020-01', 'present', 'I run the quell team.')],
      ),
      [],
    );

  it('says the site does not say so, and gives the lead roles as the nearest', () => {
    const a = ask(quiet('I like long walks.'), `Has ${first} tutored or mentored anyone?`);
    expect(a.text).toMatch(
      new RegExp(
        `^The site doesn't say ${first} has taught or mentored anyone; the nearest .*Quell Team Lead`,
      ),
    );
  });

  it("answers yes from the owner's own words on mentoring, and yes to leading", () => {
    const o = quiet('I mentor two junior developers every week.');
    expect(ask(o, `Has ${first} mentored anyone?`).text).toMatch(/^Yes, in .* own words/);
    expect(ask(quiet('I like long walks.'), `Has ${first} led a team?`).text).toMatch(/^Yes/);
  });
});

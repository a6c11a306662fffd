import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// What roles the owner seeks is answered by their own words on it, however asked, and never by
// their words on pay, which may share "looking for" or "freelance"; terms of work those words do
// not name are said to be unsaid, not given a yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-open',
      questions: [`Is ${first} open to new roles?`, `When could ${first} start?`],
      answer: 'I am happy where I am but open to senior quell roles. I have a two-month notice period.',
    },
    {
      id: 'quell-pay',
      questions: [`What salary is ${first} looking for?`, `What is ${first}'s day rate for freelance work?`],
      answer: "I'd rather discuss pay once we know the role is a good match.",
    },
  ]);

  it.each([
    `What roles is ${first} looking for?`,
    `What kind of job does ${first} want?`,
    `What kind of role is ${first} after?`,
  ])('answers "%s" with the words on roles sought', (q) => {
    expect(ask(o, q).items).toEqual(['quell-open']);
  });

  it('says yes to a role the words on it name, and that terms they never name are unsaid', () => {
    expect(ask(o, `Is ${first} looking for a senior role?`).text).toMatch(
      /^Yes, in .*own words: “I am happy/,
    );
    for (const q of [`Would ${first} take a freelance contract?`, `Is ${first} open to contract work?`]) {
      const a = ask(o, q);
      expect(a.items, q).toEqual(['quell-open']);
      expect(a.text, q).toMatch(new RegExp(`^The site doesn't say whether ${first} would take \\w+ work\\.`));
    }
  });

  it('still answers pay from the words on pay', () => {
    expect(ask(o, `What salary is ${first} looking for?`).items).toEqual(['quell-pay']);
    expect(ask(o, `What is ${first}'s freelance rate?`).items).toEqual(['quell-pay']);
  });
});

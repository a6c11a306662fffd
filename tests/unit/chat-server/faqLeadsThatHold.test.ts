import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// The owner's words on availability that say "short contracts" and "a month's notice" answer
// "would they do a contract gig?" and "how soon can they start?" without a lead that says the site
// doesn't say so.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(owner, [
    {
      id: 'availability',
      questions: ['Is this person available?', 'Are they looking for work?'],
      answer:
        "I'm open to full-time developer roles, remote or in my city, and to short contracts for audits. I can start with a month's notice.",
    },
  ]);

  it('answers "would they do a contract gig?" without saying the site doesn\'t say', () => {
    const a = ask(o, 'Would they do a contract gig?');
    expect(a.text).toMatch(/short contracts/);
    expect(a.text).not.toMatch(/doesn't say/);
  });

  it('answers "how soon can they start?" with the notice, not "no start date"', () => {
    const a = ask(o, 'How soon can they start?');
    expect(a.text).toMatch(/a month's notice/);
    expect(a.text).not.toMatch(/no start date/);
  });
});

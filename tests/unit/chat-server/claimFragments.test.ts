import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries, withFaq, withPersonal } from './ownerCopies';

// A length claimed in a fragment after one job, a length claimed of a role only hackathons show, and
// a level asked of something the owner's words mark as a beginner's: none is a plain yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const job = entry('quell-now', 'Quell Engineer', 'Brindle', '2025-10', 'present', 'I build the ledger.');

  it('weighs "so more than a year?" against the one job in view', () => {
    const o = withEntries(owner, 'career', [job]);
    const a = askAfter(o, `How long has ${name} been at Brindle?`, 'So more than a year?');
    expect(a.text).toMatch(/^No: .*Quell Engineer.* at Brindle .*: 8 months\.$/);
    expect(askAfter(o, `How long has ${name} been at Brindle?`, 'more than six months?').text).toMatch(
      /^Yes: /,
    );
  });

  it('does not say yes to a length claimed of a role only a hackathon entry shows', () => {
    const o = { ...owner, hackathons: [hackathonEntry('quell-lead', { roles: ['team lead'] })] };
    expect(ask(o, `${name} has been a team lead for six years, right?`).text).not.toMatch(/^Yes/);
  });

  it('does not say yes to fluency the owner marks as a beginner', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-langs',
        questions: ['What languages do you speak?'],
        answer: 'English is my first language, and I know beginner Quellsign.',
      },
    ]);
    expect(ask(o, `Is ${name} fluent in Quellsign?`).text).not.toMatch(/^Yes/);
  });

  it('does not say yes to founding an employer whose job says nothing of it', () => {
    const early = entry(
      'quell-early',
      'Quell Engineer',
      'Marrowby Labs',
      '2016-01',
      '2019-12',
      'Employee number nine at a startup.',
    );
    const founded = entry(
      'quell-own',
      'Quell Founder',
      'Brindle Works',
      '2020-01',
      'present',
      'I founded Brindle Works.',
    );
    const o = withEntries(owner, 'career', [early, founded]);
    expect(ask(o, `Did ${name} found Marrowby Labs?`).text).toMatch(/^Not that the site says/);
    expect(ask(o, `Did ${name} found Brindle Works?`).text).toMatch(/^Yes\b/);
  });

  it('does not say yes to full-time of a sentence that says part-time too', () => {
    const o = withPersonal(owner, 'I studied Quellistics part-time for five years while I worked full-time.');
    expect(ask(o, `Did ${name} study Quellistics full-time?`).text).not.toMatch(/^Yes/);
  });
});

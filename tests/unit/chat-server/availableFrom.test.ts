import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { when } from '../../../server/chat/answers/markdown';
import { ask, NOW, withFaq } from './ownerCopies';

// "Available right away?" of an owner who says "Yes, from February 2027": their yes holds only from
// a date still to come, so the answer to "now" is no, with the date; a date already past is a yes.

// Dates relative to the tests' clock, so the tables stay true whatever it says.
const later = new Date(Date.UTC(NOW.getUTCFullYear() + 1, 1, 1));
const earlier = new Date(Date.UTC(NOW.getUTCFullYear() - 1, 2, 1));
const said = (d: Date) => when(d.toISOString().slice(0, 7));

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const withAvailability = (answer: string) =>
    withFaq(owner, [
      ...(owner.faq ?? []).filter((f) => f.id !== 'availability'),
      { id: 'availability', questions: [`Is ${name} available?`, `When can ${name} start?`], answer },
    ]);

  it.each(['Available right away?', `Can ${name} start immediately?`, `Could ${name} start next week?`])(
    'answers "%s" with a no and the date of a yes still to come',
    (q) => {
      const o = withAvailability(`Yes, from ${said(later)}: I'm booked with two audits until then.`);
      const a = ask(o, q);
      expect(a.text).toMatch(new RegExp(`^No, not before ${said(later)}\\..*booked with two audits`));
      expect(a.kind).toBe('faq');
      // Whether at all is still the owner's yes.
      expect(ask(o, `Is ${name} available?`).text).toMatch(/^Yes\b/);
    },
  );

  it('reads a time the owner is busy until as free the month after', () => {
    const o = withAvailability("I'm booked until the end of January, then free for new contracts.");
    const from = `February ${NOW.getUTCFullYear() + (NOW.getUTCMonth() === 0 ? 0 : 1)}`;
    expect(ask(o, 'Available right away?').text).toMatch(new RegExp(`^No, not before ${from}\\.`));
    // "How soon?" asks when, which the owner's words answer as they are.
    expect(ask(o, `How soon can ${name} start?`).text).not.toMatch(/^No\b/);
  });

  it('keeps the yes of a date already past', () => {
    const o = withAvailability(`Yes, from ${said(earlier)} I'm free for new work.`);
    expect(ask(o, 'Available right away?').text).toMatch(/^Yes\b/);
  });

  // "How soon can she start?" of an entry that gives no date: the owner's words, under no date.
  const undated = withAvailability(
    'Yes: I am open to senior roles, remote or hybrid, and read every message.',
  );

  it.each([`How soon can ${name} start?`, `When could ${name} start?`, `Can ${name} start now?`])(
    'answers "%s" with no start date and the owner\'s own words',
    (q) => {
      const a = ask(undated, q);
      expect(a.text).toMatch(/^The site gives no start date\./);
      expect(a.text).toContain('I am open to senior roles');
      expect(a.kind).toBe('faq');
    },
  );

  it("keeps the owner's yes to whether they are open at all", () => {
    expect(ask(undated, `Is ${name} open to new roles?`).text).toMatch(/^Yes\b/);
  });

  it('gives the date the owner names', () => {
    const o = withAvailability(`Yes, from ${said(later)}: I'm finishing a contract until then.`);
    const a = ask(o, `When could ${name} start?`);
    expect(a.text).not.toMatch(/no start date/);
    expect(a.text).toContain(said(later));
  });

  it('still answers when the owner began coding from their history', () => {
    expect(ask(undated, `When did ${name} start coding?`).text).not.toMatch(/no start date/);
  });
});

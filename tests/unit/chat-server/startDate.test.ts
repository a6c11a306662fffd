import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, NOW, withFaq } from './ownerCopies';
import { when } from '../../../server/chat/answers/markdown';

// "How soon can she start?" asks for a date: an owner's entry on availability that gives none is
// quoted under "the site gives no start date", never read as a yes or as the year they began coding.

const later = new Date(Date.UTC(NOW.getUTCFullYear() + 1, 1, 1));
const said = (d: Date) => when(d.toISOString().slice(0, 7));

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const withAvailability = (answer: string) =>
    withFaq(owner, [
      ...(owner.faq ?? []).filter((f) => f.id !== 'availability'),
      { id: 'availability', questions: [`Is ${name} available?`, `Is ${name} open to new roles?`], answer },
    ]);
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

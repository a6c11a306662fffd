import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';
import { buildCatalogue } from '../../../server/chat/catalogue';
import { linksOf } from '../../../server/chat/facts';

// "Where is her code?" asks for the repositories, not where she lives; what her work costs is her
// own word on rates when she gives one, and never an off-topic request.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const withCode = buildCatalogue(owner)
    .work.filter((w) => linksOf(w).some((l) => /github\.com|gitlab\.com|codeberg\.org/.test(l.url)))
    .map((w) => w.id);

  it.each([`Where is ${name}'s code?`, `where's ${name}'s code at`])(
    'answers "%s" with the work with code',
    (q) => {
      const a = ask(owner, q);
      expect(a.text).not.toContain(owner.location);
      expect([...(a.items ?? [])].sort()).toEqual([...withCode].sort());
    },
  );

  it(`answers "Does ${name} have open source projects?" with a yes and the work with code`, () => {
    const a = ask(owner, `Does ${name} have open source projects?`);
    expect(a.text).toMatch(/^Yes: /);
    expect([...(a.items ?? [])].sort()).toEqual([...withCode].sort());
  });

  it('answers "has she done any open source" and "does she contribute to it" with the work with code', () => {
    const done = ask(owner, `has ${name} done any open source`);
    expect(done.text).toMatch(/^Yes: /);
    expect([...(done.items ?? [])].sort()).toEqual([...withCode].sort());
    const contributes = ask(owner, `does ${name} contribute to open source?`);
    expect(contributes.text).toMatch(
      /^The site names no contributions to other people's projects, but \d+ of /,
    );
    expect([...(contributes.items ?? [])].sort()).toEqual([...withCode].sort());
  });

  it(`still answers where ${name} is with the location`, () => {
    expect(ask(owner, `Where is ${name}?`).text).toContain(owner.location);
  });

  const rates = {
    id: 'rates',
    questions: [`What are ${name}'s rates?`, `How much does ${name} charge?`],
    answer: 'My day rate is 650 euros; a fixed-price audit starts at 2,400 euros.',
  };
  const o = withFaq(owner, [...(owner.faq ?? []).filter((f) => f.id !== 'salary'), rates]);

  it.each(['What does an audit cost?', 'Pricing?', `What does ${name} charge?`, 'How much is an audit?'])(
    'answers "%s" with the rates in the owner\'s own words',
    (q) => {
      const a = ask(o, q);
      expect(a.kind).toBe('faq');
      expect(a.text).toContain('650 euros');
    },
  );

  it.each([`What are ${name}'s fees?`, `What are ${name}'s prices?`])(
    'says the site does not say what the work costs when no faq gives a rate: "%s"',
    (q) => {
      const a = ask(withFaq(owner, []), q);
      expect(a.kind).toBe('not-on-site');
      expect(a.items ?? []).toEqual([]);
    },
  );

  const kind = owner.projects[0]!.kinds[0]!;
  const pay = (owner.faq ?? []).filter((f) => f.id !== 'rates');
  const noPay = withFaq(owner, []);

  it.each([
    `How much does ${name} charge for a ${kind}?`,
    'What does an audit cost?',
    'What salary does she expect?',
    `What does ${name} earn?`,
  ])('says the site gives no figure, not a piece of work, for "%s" when no faq speaks of pay', (q) => {
    const a = ask(noPay, q);
    expect(a.kind).toBe('not-on-site');
    expect(a.text).toMatch(/no figures? for/);
    expect(a.items ?? []).toEqual([]);
  });

  const salary = {
    id: 'salary',
    questions: [`What salary does ${name} expect?`, 'What are the rates?'],
    answer: 'I would rather talk about pay once we both know the role fits.',
  };
  it.each([
    `How much does ${name} charge for a ${kind}?`,
    'What does an audit cost?',
    `What are ${name}'s fees?`,
  ])('answers "%s" with the owner\'s own word on pay when it names no price', (q) => {
    const a = ask(withFaq(owner, [...pay.filter((f) => f.id !== 'salary'), salary]), q);
    expect(a.kind).toBe('faq');
    expect(a.text).toContain(salary.answer);
  });
});

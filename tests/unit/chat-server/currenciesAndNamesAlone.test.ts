import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, withFaq } from './ownerCopies';

// "+In dollars?" after the owner's own answer on pay quotes its sentence in that currency and never
// converts; "b4" is "before"; "what is TypeScript?" asks of the skill, whatever its name means in English.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const rates = withFaq(owner, [
    {
      id: 'quell-rates',
      questions: [`What is ${first}'s day rate?`, `How much does ${first} charge?`],
      answer: 'My day rate is ₦250,000 for local clients, or US$300 for clients abroad. I take a deposit.',
    },
  ]);

  it('quotes the sentence in the currency asked after a rate, and says when none is given', () => {
    const dollars = askAfter(rates, `what is ${first}'s day rate?`, 'in dollars?');
    expect(dollars.items).toEqual(['quell-rates']);
    expect(dollars.text).toContain('US$300');
    expect(dollars.text).not.toContain('deposit');
    const euros = askAfter(rates, `what is ${first}'s day rate?`, 'and in euros?');
    expect(euros.text).toMatch(/no figure in euros/);
    expect(euros.text).not.toMatch(/€\s?\d/);
  });

  it('reads "b4" as "before" in a question on the jobs', () => {
    const jobs = entriesOf(owner, 'career').filter((e) => e.organisation && e.start);
    if (jobs.length < 2) return;
    const later = [...jobs].sort((a, b) => b.start!.localeCompare(a.start!))[0]!;
    const plain = ask(owner, `where did ${first} work before ${later.organisation}?`);
    const short = ask(owner, `wher did ${first} wrk b4 ${later.organisation}`);
    expect(short.items).toEqual(plain.items);
  });

  it('answers "what is <skill>?" of a listed skill whose name is an English word', () => {
    const skill = owner.skills
      .flatMap((c) => c.skills)
      .find((s) => ['react', 'python', 'swift', 'go', 'rust'].includes(s.title.toLowerCase()));
    if (!skill) return;
    const a = ask(owner, `what is ${skill.title.toLowerCase()}`);
    expect(a.text).toContain(skill.title);
    expect(a.text).not.toMatch(/^Which project/);
  });
});

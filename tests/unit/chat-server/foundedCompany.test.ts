import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// "Has she founded a company?", "is he a founder?", "was his startup acquired?": the jobs whose
// title or own words say the owner founded the company, and what those words say of it; an owner
// who founded none gets a plain no, never the career list alone.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const their = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];
  const founder = withEntries(owner, 'career', [
    entry(
      'quell-cto',
      'Co-founder & CTO',
      'Quellstreak',
      '2018-03',
      '2023-08',
      'I co-founded Quellstreak, a habit-tracking app, and built its iOS app. We grew to 1.2 million users before Quellstreak was acquired by Zorbo Health in 2023.',
    ),
    entry('quell-lead', 'iOS Lead', 'Quellpay', '2023-09', 'present', 'I lead eight iOS engineers.'),
  ]);

  it.each([
    `Has ${name} founded a company?`,
    `Is ${name} a founder?`,
    `Does ${name} have startup experience?`,
  ])('says yes to "%s" with the job', (q) => {
    const a = ask(founder, q);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(['quell-cto']);
  });

  it('says what became of the company founded', () => {
    expect(ask(founder, `Has ${name} founded a company?`).text).toContain('acquired by Zorbo Health');
  });

  it.each([`Was ${their} startup acquired?`, `Did ${name} sell ${their} company?`])(
    'answers "%s" from the founded company\'s words',
    (q) => {
      const a = ask(
        founder,
        q.replace(`${name}'s startup`, 'her startup').replace(`${name}'s company`, 'her company'),
      );
      expect(a.text).toContain('acquired by Zorbo Health');
      expect(a.items).toEqual(['quell-cto']);
    },
  );

  it('names the company founded on "+what\'s it called?"', () => {
    const a = askAfter(founder, `Has ${name} founded a company?`, "what's it called?");
    expect(a.text).toMatch(/^It's called \*\*Quellstreak\*\*/);
  });

  it('says no when no job says the owner founded one', () => {
    const plain = withEntries(owner, 'career', [
      entry('quell-dev', 'Developer', 'Quellcorp', '2019-01', 'present', 'I build payment APIs.'),
    ]);
    const a = ask(plain, `Has ${name} founded a company?`);
    expect(a.text).toMatch(/^No/);
  });
});

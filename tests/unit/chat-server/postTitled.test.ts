import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, usedSkill, withEntries } from './ownerCopies';

// "Is she a Go developer?" asks about the skill; "is she a data engineer?" about the posts held,
// answered by the job titles and the title on the site, then by what the site shows of the field.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const baker = {
    ...withEntries(owner, 'career', [
      entry('quell-bakery', 'Quell Baker', 'Brindle Bakery', '2019-01', '2021-12', 'I baked bread.'),
      entry(
        'quellwave',
        'Quellwave Engineer',
        'Brindlecorp',
        '2022-01',
        'present',
        'I build Quellwave tools.',
      ),
    ]),
    subtitle: 'Quell Baker',
  };

  it("answers a technology's post from the skills", () => {
    const skill = usedSkill(owner);
    expect(ask(owner, `Is ${name} a ${skill.title} developer?`).text).toMatch(
      new RegExp(`^Yes: ${skill.title} is among`),
    );
  });

  it('says yes to a post the current job is titled, whichever builder word is used', () => {
    for (const q of [`Is ${name} a Quellwave engineer?`, `is ${name} a quellwave developer?`]) {
      const a = ask(baker, q);
      expect(a.text).toMatch(/^Yes: .*Quellwave Engineer/);
      expect(a.items).toEqual(['quellwave']);
    }
  });

  it('says not by title, with the titles held and the field shown, to a post never held', () => {
    const a = ask(baker, `Is ${name} a firmware developer?`);
    expect(a.text).toMatch(/^Not by title: .*title on the site is Quell Baker/);
    expect(a.text).toContain('Quellwave Engineer');
    expect(a.text).not.toMatch(/^Yes/);
  });
});

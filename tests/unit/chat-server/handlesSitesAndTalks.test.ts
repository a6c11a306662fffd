import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content/schema';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries, withSkill } from './ownerCopies';

// The owner's handle and website are the site's own facts; an employer "of about 120 people that
// makes…" is said by its kind; a later part of a category's name names it; a talk is placed by its
// own fields and named by the words of its title.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it("gives the owner's handle when asked for it or their username", () => {
    for (const q of [`what is ${first}'s handle?`, `what's ${first}'s username?`])
      expect(ask(owner, q).text, q).toContain(owner.handle);
  });

  it('answers "what is their website?" with this site, built by a project or not', () => {
    const plain = { ...owner, projects: owner.projects.filter((p) => !p.thisSite) };
    const a = ask(plain, `what is ${first}'s website?`);
    expect(a.kind).not.toBe('not-on-site');
    expect(a.text).toMatch(/this (?:site|portfolio)/i);
  });

  it('says what an employer makes from "a scale-up of about 120 people that makes…"', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-now',
        'Senior Engineer',
        'Quellwise Health',
        '2021-09',
        'present',
        'A medical scale-up of about 120 people that makes a wrist-worn quell monitor. I own its firmware.',
      ),
    ]);
    expect(ask(o, 'what does Quellwise make?').text).toContain('makes a wrist-worn quell monitor');
  });

  it('reads a later part of a category name ("embedded Quell") as that category', () => {
    const [cat, ...rest] = owner.skills;
    const o = {
      ...owner,
      skills: [{ ...cat!, name: 'Quellware & Embedded Quell' }, ...rest] as Owner['skills'],
    };
    const a = ask(o, `does ${first} know embedded quell?`);
    expect(a.items).toContain(cat!.slug);
  });

  it("places a talk by its own fields and names it by its title's words", () => {
    const talk = {
      id: 'talk-quell',
      title: 'Talk: Months on a Quell Cell (Quellcon, 2024)',
      role: 'Speaker',
      organisation: 'Quellcon',
      location: 'Quellville, Quellia',
      start: '2024-04',
      content: 'A 30-minute talk on cutting the power of quell peripherals.',
    };
    const o = withEntries(owner, 'personal', [...entriesOf(owner, 'personal'), talk]);
    expect(askAfter(o, `has ${first} given talks?`, 'where?').text).toContain('Quellville, Quellia');
    const named = ask(
      withSkill(o, { title: 'Quellcon', icon: 'q', ariaLabel: 'Quellcon', kind: 'tool' }),
      'tell me about the quellcon talk',
    );
    expect(named.items).toEqual(['talk-quell']);
    expect(named.text).toContain('cutting the power of quell peripherals');
  });
});

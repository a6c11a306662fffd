import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import type { entriesOf } from './ownerCopies';
import { ask, askAfter, entry, projectEntry, withEntries, withFaq } from './ownerCopies';

// Pronouns asked as "a he or she", the owner's place and current study asked with the owner's own
// pronoun, a technology named without its maker ("Airflow" of "Apache Airflow"), and "why?" of the
// one job in view against a faq on another move.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const they = owner.pronouns ?? 'they';
  const be = they === 'they' ? 'are' : 'is';

  it('answers "is X a he or she?" with the pronouns, never as a post', () => {
    const a = ask(owner, `is ${first} a he or she?`);
    expect(a.text).toMatch(/pronouns on the site are/);
    expect(a.text).not.toMatch(/lists no work as/);
  });

  it("answers where the owner is and what they study now, by the owner's pronoun", () => {
    expect(ask(owner, `where ${be} ${they} located?`).text).toMatch(/ is based in /);
    const studying = withEntries(owner, 'education', [
      entry('quell-msc', 'MSc Quellometry', 'Quell Tech', '2023-01', '2027-05', 'Part-time, online.'),
    ] as ReturnType<typeof entriesOf>);
    const a = ask(studying, `what ${be} ${they} studying right now?`);
    expect(a.items).toEqual(['quell-msc']);
  });

  it('knows a technology named without its maker as the one in the stack', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-pipe', {
          title: 'Quellpipe',
          techStack: [{ title: 'Apache Airflow', icon: 'apacheairflow' }],
        }),
        ...owner.projects,
      ],
    };
    const a = ask(o, `does ${first} know airflow?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-pipe');
  });

  it('answers "why did they leave?" of the job in view, not with a faq on another move', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry(
          'quell-bank',
          'Backend Developer',
          'Quellbridge Bank',
          '2018-11',
          '2022-02',
          'I built services.',
        ),
        entry('quell-now', 'Senior Engineer', 'Brindlecorp', '2022-03', 'present', 'I lead.'),
      ]),
      [
        {
          id: 'quell-switch',
          questions: [`Why did ${first} leave analytics?`, 'Why did they leave their first field?'],
          answer: 'I wanted to fix data problems where they start; a bank hired me after that.',
        },
      ],
    );
    const a = askAfter(o, `when did ${first} leave quellbridge?`, `why did ${they} leave?`);
    expect(a.text).not.toContain('I wanted to fix data problems');
    expect(a.items).toEqual(['quell-bank']);
  });
});

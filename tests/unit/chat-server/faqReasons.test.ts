import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withFaq } from './ownerCopies';

// "Why that one?" right after the owner's own answer: the reason is in their words, quoted again.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const project = owner.projects[0]!;
  const o = withFaq(owner, [
    {
      id: 'favourite-project',
      questions: [`What is ${name}'s favourite project?`, 'Which project is the proudest?'],
      answer: `${project.title}: the Quellhaven users still thank me for it.`,
      items: [project.slug],
    },
  ]);

  it('quotes the owner again when asked why, and keeps the work it names in view', () => {
    for (const why of ['why that one?', 'why?']) {
      const a = askAfter(o, `What is ${name}'s favourite project?`, why);
      // Then what the work's own description adds, or that the site says no more.
      expect(a.text).toMatch(
        /^In .*'s own words: “.*the Quellhaven users still thank me for it\.”(?: That is all|\n\nOf \[\*\*.*\*\*\]\(.*\), the site also says: “)/,
      );
      expect(a.items).toEqual(['favourite-project', project.slug]);
    }
  });

  it('leaves "why?" after anything but the owner\'s own answer to the other answers', () => {
    const a = askAfter(o, `Tell me about ${project.title}`, 'why?');
    expect(a.text).not.toContain('Quellhaven');
  });
});

describe.each(OWNERS)("the reason for a career change in the owner's words, on %s", (_, owner) => {
  const name = owner.firstName;
  const reason = 'Quellcraft taught me to love tools, so I learned to build them.';
  const o = withFaq(
    withEntries(owner, 'career', [
      {
        ...entry('quell-dev', 'Quell Developer', 'Quellworks', '2085-01', 'present', 'I build quell tools.'),
      },
      {
        ...entry('quell-smith', 'Quellsmith', 'Quell Forge', '2078', '2084', 'I forged quells by hand.'),
        field: 'other' as const,
      },
    ]),
    [
      {
        id: 'why-switch',
        questions: [`Why did ${name} switch careers?`, 'Why did they leave quellcraft?'],
        answer: reason,
      },
    ],
  );

  it('answers why the owner moved into software with their own answer, however it is asked', () => {
    for (const q of [
      `What made ${name} change careers?`,
      `Why did ${name} become a developer?`,
      `why did ${name} quit quellcraft for coding`,
    ])
      expect(ask(o, q).text, q).toContain(reason);
  });

  it('gives that answer for leaving the job outside software that the owner left for software', () => {
    const a = ask(o, `Why did ${name} leave Quell Forge?`);
    expect(a.text).toMatch(/^.* left .*Quellsmith.* for software; why, in .* own words: /);
    expect(a.text).toContain(reason);
  });
});

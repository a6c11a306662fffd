import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, withFaq } from './ownerCopies';

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
      expect(a.text).toMatch(
        /^In .*'s own words: “.*the Quellhaven users still thank me for it\.” That is all/,
      );
      expect(a.items).toEqual(['favourite-project', project.slug]);
    }
  });

  it('leaves "why?" after anything but the owner\'s own answer to the other answers', () => {
    const a = askAfter(o, `Tell me about ${project.title}`, 'why?');
    expect(a.text).not.toContain('Quellhaven');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// A first message's "they" is the owner whatever the site's pronouns, "is she a good developer?" is
// a judgement the site does not make, and "can he do mobile development?" is asked of the work's kinds.

const kindsOf = (o: (typeof OWNERS)[number][1]) =>
  new Set([...o.projects, ...o.hackathons].flatMap((w) => w.kinds ?? []));

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const open = withFaq(owner, [
    {
      id: 'quell-open',
      questions: [`Is ${first} available for work?`, `Is ${first} open to new roles?`],
      answer: 'Yes: I am open to quell-engineering roles.',
    },
    {
      id: 'quell-best',
      questions: [`What is ${first} best at?`, `What are ${first}'s strengths as a developer?`],
      answer: 'Untangling quell pipelines.',
    },
  ]);

  it('reads "are they open to work?" with nothing in view as asked of the owner', () => {
    const a = ask(open, 'are they open to work?');
    expect(a.items).toEqual(['quell-open']);
    expect(a.text).toContain('quell-engineering roles');
  });

  it('says the site does not rate the owner when asked if they are a good developer', () => {
    const a = ask(owner, `is ${first} a good developer?`);
    expect(a.kind).toBe('answered');
    expect(a.text).toMatch(/^The site doesn't (?:score|rank|rate)/);
  });

  it('answers "can … do <kind> development?" from the kinds of work, not a strengths faq', () => {
    const has = kindsOf(owner);
    for (const [kind, words] of [
      ['mobile app', 'mobile development'],
      ['game', 'game development'],
    ] as const) {
      const a = ask(open, `can ${first} do ${words}?`);
      expect(a.items).not.toContain('quell-best');
      expect(a.text).toMatch(has.has(kind) ? /^Yes/ : /^No|^Not/);
    }
  });
});

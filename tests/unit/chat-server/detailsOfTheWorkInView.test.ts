import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, projectEntry } from './ownerCopies';

// A follow-up on the one piece of work in view is answered from its own words: "how many users?"
// by its registered learners, "who wrote the lessons?" by the sentence saying who did, and "who
// made it?" by who worked on it, never by how this site was built.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = {
    ...owner,
    projects: [
      ...owner.projects,
      projectEntry('quell-lessons', {
        title: 'Quellingo',
        summary: 'A free web app for learning Quellish.',
        description:
          'Quellingo teaches Quellish in short daily lessons. It works offline and has about 7,500 registered learners. The lessons are written by two Quellish teachers; I built everything else.',
      }),
    ],
  };

  it('counts the users of the work in view by the people its own words count', () => {
    const a = askAfter(o, 'tell me about Quellingo', 'how many users?');
    expect(a.items).toEqual(['quell-lessons']);
    expect(a.text).toContain('7,500 registered learners');
  });

  it('answers who did something to the work in view with the sentence that says who', () => {
    const a = askAfter(o, 'tell me about Quellingo', 'who wrote the lessons?');
    expect(a.text).toContain('written by two Quellish teachers');
  });

  it('answers "who made it?" of the work, not of this site', () => {
    for (const a of [askAfter(o, 'tell me about Quellingo', 'who made it?'), ask(o, 'who made Quellingo?')]) {
      expect(a.items).toEqual(['quell-lessons']);
      expect(a.text).toContain(first);
    }
  });
});

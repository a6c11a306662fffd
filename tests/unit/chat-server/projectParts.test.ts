import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, projectEntry } from './ownerCopies';

// A project made with others, in its own words ("with three bootcamp classmates"): who it was made
// with, the owner's own part in it, and no to "alone".

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const p = projectEntry('quellpad', {
    title: 'Quellpad',
    summary: 'A notebook for quell readings.',
    description:
      'Quellpad keeps readings offline. Built with three bootcamp classmates as our final project: I designed the screens and built the front end.',
  });
  const o = { ...owner, projects: [p, ...owner.projects] };

  it('says who the project was made with and the owner’s part in it', () => {
    expect(askAfter(o, 'tell me about Quellpad', `who did ${name} build it with?`).text).toMatch(
      /three bootcamp classmates/,
    );
    const role = askAfter(o, 'tell me about Quellpad', `what was ${name}'s role?`);
    expect(role.text).toMatch(/I designed the screens/);
    expect(role.items).toEqual(['quellpad']);
    expect(ask(o, `did ${name} build Quellpad alone?`).text).toMatch(/^No, in /);
  });

  it('says yes to maintaining a library the owner has, before whether it is kept up', () => {
    const lib = projectEntry('quell-lib', {
      title: 'Quelllib',
      kinds: ['library'],
      summary: 'An open-source library for quell queues.',
      description: 'Quelllib relays quell events.',
    });
    const only = { ...owner, projects: [lib], hackathons: [] };
    for (const q of [`does ${name} maintain a library?`, `does ${name} maintain an open source library`]) {
      const a = ask(only, q);
      expect(a.text, q).toMatch(/^Yes: \[\*\*Quelllib\*\*\]/);
      expect(a.items, q).toEqual(['quell-lib']);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask } from './ownerCopies';

// "The Star Wars one" is the work its fans' words describe ("lightsaber"), not a star and a war.

describe.each(OWNERS)('on %s', (_, owner) => {
  const [first, ...rest] = owner.projects;
  // Without hackathon entries, which may already be so described.
  const o = {
    ...owner,
    hackathons: [],
    projects: [
      {
        ...first!,
        description: `${first!.description} It opens with a lightsaber duel against a training droid.`,
      },
      ...rest,
    ],
  };

  it.each(['What is the Star Wars one built with?', 'tell me about the star wars project'])(
    'finds the work "%s" describes by its fans\' words',
    (q) => {
      expect(ask(o, q).items).toEqual([first!.slug]);
    },
  );

  it('says no work is so described where none is', () => {
    expect(ask({ ...owner, hackathons: [] }, 'What is the Star Wars one built with?').items).toEqual([]);
  });
});

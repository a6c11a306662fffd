import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, hackathonEntry } from './ownerCopies';

// "+Did he design it?", "+did she lead it?", "+did he do the backend?" of the one hackathon entry in
// view: yes or no from the owner's roles in it, with the owner's own words on their part.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    hackathons: [
      ...owner.hackathons,
      hackathonEntry('quell-quill', {
        team: 'Quell Quill',
        roles: ['front-end lead', 'design'],
        description: { app: 'It drafts letters.', role: 'I designed the parchment interface in Figma.' },
      }),
    ],
  };

  it.each([
    [`did ${name} design it?`, /^Yes/],
    [`did ${name} lead it?`, /^Yes/],
    [`did ${name} do the backend?`, /^No/],
  ])('answers "+%s" from the roles in the entry', (q, lead) => {
    const a = askAfter(o, 'Tell me about Quell Quill', q);
    expect(a.text).toMatch(lead);
    expect(a.text).toContain('front-end lead and design');
    expect(a.items).toEqual(['quell-quill']);
  });
});

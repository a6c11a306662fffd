import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, hackathonEntry, projectEntry } from './ownerCopies';

// "The app that reminds you to take pills": a piece of work described by what it does, in the
// visitor's words rather than its own.

describe.each(OWNERS)('work described by what it does, on %s', (_, owner) => {
  const o = {
    ...owner,
    projects: [
      projectEntry('quell-dose', {
        summary: 'An app that reminds you to take your medication on time.',
        description: 'Quell Dose reads a medicine label. It is in open beta on Android through Google Play.',
        kinds: ['mobile app'],
      }),
      projectEntry('quell-rota', { summary: 'A rota planner for ward staff.', kinds: ['mobile app'] }),
    ],
    hackathons: [hackathonEntry('quell-pills', { team: 'Pill Pushers', kinds: ['mobile app'] })],
  } as Owner;
  const described = 'tell me about the app that reminds you to take pills';

  it('finds the one whose own words say most of the description, synonyms included', () => {
    const a = ask(o, described);
    expect(a.text).toContain('[**quell-dose**]');
    expect(a.items).toEqual(['quell-dose']);
  });

  it('keeps that work in view for the follow-ups', () => {
    expect(askAfter(o, described, "what's it built with?").text).toMatch(
      /^\[\*\*quell-dose\*\*\].* is built with Quellscript/,
    );
  });

  it('says where the work is when the store asked has no link, from its own words', () => {
    const a = askAfter(o, described, 'is it on the App Store?');
    expect(a.text).toMatch(/^No: the site gives no App Store link for \[\*\*quell-dose\*\*\]/);
    expect(a.text).toContain('In its own words: “It is in open beta on Android through Google Play.”');
  });

  it('reads a name found inside the description as one of its words', () => {
    const withJam = {
      ...o,
      hackathons: [
        hackathonEntry('quell-jam', {
          title: 'Quellby Open Data',
          description: { app: 'Tools.', role: 'I judged.' },
        }),
      ],
      projects: [
        ...o.projects,
        projectEntry('quell-traffic', { summary: 'A dashboard of traffic delays in Quellby.' }),
      ],
    } as Owner;
    const a = ask(withJam, 'Tell me about the dashboard of Quellby traffic.');
    expect(a.items).toEqual(['quell-traffic']);
  });

  it('says none is so described, rather than listing all the work', () => {
    const a = ask(o, 'Tell me about the project with the lighthouse.');
    expect(a.text).toMatch(/^The site describes none of .+ as “lighthouse”/);
  });
});

describe.each(OWNERS)('a count of projects claimed in words, on %s', (_, owner) => {
  it('weighs "a dozen" as twelve', () => {
    const n = owner.projects.length;
    expect(ask(owner, `has ${owner.firstName} built more than a dozen projects?`).text).toMatch(
      n > 12 ? /^Yes: / : /^No: /,
    );
  });
});

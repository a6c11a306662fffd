import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, ask, entry, hackathonEntry, withEntries, withPersonal } from './ownerCopies';

// "+What's it called?" is the name of what the last answer was about, never this site's: a
// hackathon entry by what was built (its card is titled by the team), a job or school by its
// organisation, a pet by the name the owner's words give it, and "the … app" by the work so described.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    hackathons: [
      ...owner.hackathons,
      hackathonEntry('quell-forge', {
        team: 'Quell Blades',
        title: 'Quellforge',
        description: { app: 'Quellforge lets fans design zorblax swords.', role: 'I led the team.' },
      }),
    ],
  };

  it('names the app a hackathon team built, with the team beside it', () => {
    const a = askAfter(o, 'Tell me about Quell Blades', "what's it called?");
    expect(a.text).toMatch(/^It's called \*\*Quellforge\*\*, built by the team Quell Blades/);
    expect(a.items).toEqual(['quell-forge']);
  });

  it('names the work "the … app" describes', () => {
    const a = ask(o, "What's the zorblax app called?");
    expect(a.text).toContain('**Quellforge**');
    expect(a.items).toEqual(['quell-forge']);
  });

  it('names the employer of the one job in view', () => {
    const jobs = withEntries(owner, 'career', [
      entry(
        'quell-agency',
        'Junior Developer',
        'Quellcubo',
        '2019-01',
        '2021-06',
        'My first job, at a design agency.',
      ),
    ]);
    const a = askAfter(jobs, `Did ${name} work at an agency?`, "what's it called?");
    expect(a.text).toMatch(/^It's called \*\*Quellcubo\*\*/);
    expect(a.text).not.toContain('This site');
  });

  it("names the pet from the owner's words, whatever the breed's case", () => {
    const pets = withPersonal(owner, 'I walk my Shiba Inu, Zorbo, along the river every evening.');
    const a = askAfter(pets, `Does ${name} have pets?`, "what's its name?");
    expect(a.text).toMatch(/^Zorbo/);
  });
});

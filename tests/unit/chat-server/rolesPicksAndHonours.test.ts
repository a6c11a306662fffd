import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, hackathonEntry, projectEntry, withEntries, withFaq } from './ownerCopies';

// Follow-ups and plain questions a blind round on content/ and two new owners found answered from the
// wrong part of the site: a team's size written "squad: four", a wish read as a lead role held, "the
// team lead one" among roles, the roles of hackathons in view, work described in other words,
// professional experience weighed against projects, honours, a figure of a named piece of work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads the size of a team written after a colon', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'now',
        'iOS Engineer',
        'Quell Travel',
        '2023-11',
        'present',
        'I am the iOS lead of the booking squad: four iOS engineers.',
      ),
      entry('then', 'Engineer', 'Quell Systems', '2019-07', '2021-03', 'I built apps in a team of five.'),
    ]);
    const a = askInTurn(o, [`Where does ${name} work now?`, 'how big is the team?']);
    expect(a.items).toEqual(['now']);
    expect(a.text).toContain('squad: four iOS engineers');
  });

  it('answers whether the owner has led from what they did, not from the roles they want', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry(
          'now',
          'Engineer',
          'Quell Travel',
          '2023-11',
          'present',
          'Since 2025 I have led a squad of four engineers.',
        ),
      ]),
      [
        {
          id: 'wants',
          questions: ['Would you take a lead role?'],
          answer: "I'm looking for lead roles where I still code.",
        },
      ],
    );
    const a = ask(o, `Has ${name} led a team or mentored anyone?`);
    expect(a.text).not.toContain("I'm looking for lead roles");
    expect(a.items).toContain('now');
  });

  it('picks "the team lead one" among the roles in view', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry(
          'coach',
          'Coach and Talent Coordinator',
          'Quell FC',
          '2016-01',
          '2023-12',
          'I coached youth teams.',
        ),
      ]),
      hackathons: [
        hackathonEntry('alpha', { roles: ['front-end lead'], date: '2024-01' }),
        hackathonEntry('beta', { roles: ['team lead', 'back end'], date: '2024-02' }),
      ],
    };
    const a = askInTurn(o, [`Has ${name} led a team?`, 'tell me more about the team lead one']);
    expect(a.items).toEqual(['beta']);
  });

  it('gives the roles of the hackathon entries in view', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('alpha', { roles: ['pitch'] }),
        hackathonEntry('beta', { roles: ['design'] }),
      ],
    };
    const a = askInTurn(o, [`Has ${name} won any hackathons?`, 'what roles did they take in them?']);
    expect(a.intents).toEqual(['hackathonRoles']);
  });

  it('finds a piece of work described in other everyday words than its own', () => {
    const p = projectEntry('quellride', {
      title: 'Quellride',
      summary: 'A bicycle route planner.',
      description: 'Riders plan quiet routes.',
    });
    const a = ask({ ...owner, projects: [p, ...owner.projects] }, "what's the bike route app?");
    expect(a.items).toEqual(['quellride']);
  });

  it('answers professional experience weighed against projects with the jobs held', () => {
    expect(
      ask(owner, `Does ${name} have any professional developer experience or just projects?`).intents,
    ).toEqual(['career']);
  });

  it('reads honours as the grades of the studies', () => {
    const o = withEntries(owner, 'education', [
      {
        ...entry('ba', 'BA Quell Studies', 'Quell University', '2010-09', '2014-06', 'Three years.'),
        result: "Dean's Prize",
      },
    ]);
    expect(ask(o, `Did ${name} get any honours?`).text).toContain("Dean's Prize");
  });

  it('quotes the figure a question of a named piece of work asks for', () => {
    const p = projectEntry('quellroom', {
      title: 'Quellroom',
      description:
        'Six projectors cover a 14-metre floor; cameras track visitors. It drew more than 240,000 visitors in its first year.',
    });
    const a = ask({ ...owner, projects: [p, ...owner.projects] }, 'how many people visited Quellroom?');
    expect(a.text).toContain('240,000 visitors');
    expect(a.text).not.toContain('14-metre');
  });
});

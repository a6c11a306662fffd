import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, hackathonEntry, projectEntry, withFaq } from './ownerCopies';

// A score or a flaw asked of the person, a pay word that names a product's rating, a family asked
// beside an app for kids, a prize that is a win, work "in" a technology, hackathons led counted, and
// a section asked by a word that is also a kind of work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const pay = withFaq(owner, [
    {
      id: 'quell-pay',
      questions: [`What is ${first}'s rate?`, 'What salary are you looking for?'],
      answer: 'I share my range after a first call.',
    },
    ...(owner.faq ?? []),
  ]);

  it('never reads a score of the person or a product rating as pay', () => {
    const a = ask(pay, `rate ${first} from 1 to 10`);
    expect(a.text).not.toContain('I share my range');
    const rated = {
      ...pay,
      projects: [
        projectEntry('quellmarket', {
          title: 'Quellmarket',
          description: 'A market app with a 4.8-star rating on the App Store.',
        }),
        ...owner.projects,
      ],
    };
    const r = ask(rated, 'quellmarket rating');
    expect(r.text).not.toContain('I share my range');
    expect(r.text).toContain('4.8-star rating');
  });

  it('says a score or a flaw of the person is not on the site', () => {
    expect(ask(owner, `tell me something bad about ${first}`).text).toMatch(
      new RegExp(`^The site doesn't say what ${first} is weaker at`),
    );
  });

  it("answers a family question from the owner's own life only", () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-kids', {
          description: {
            app: 'Quellkids is a piggy-bank app where kids save for goals.',
            role: 'I built it.',
          },
        }),
      ],
    };
    const a = ask(o, `does ${first} have kids?`);
    expect(a.kind).toBe('not-on-site');
    expect(a.text).not.toContain('piggy-bank');
  });

  it("counts a people's choice award as a win, and the hackathons led", () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-choice', { result: "People's choice", roles: ['team lead'] }),
        hackathonEntry('quell-none', { date: '2023-01', roles: ['team lead'] }),
        hackathonEntry('quell-dev', { date: '2022-01' }),
      ],
    };
    const a = ask(o, `which hackathons did ${first} not win?`);
    expect(a.items).toEqual(['quell-none', 'quell-dev']);
    expect(ask(o, `how many hackathons did ${first} lead?`).text).toMatch(
      new RegExp(`^2 of ${first}'s hackathon entries, with these lead roles: team lead of`),
    );
  });

  it('reads "projects in <technology>" as the work built with it', () => {
    const flutter = { title: 'Flutter', icon: 'flutter', ariaLabel: 'Flutter', kind: 'framework' as const };
    const o = {
      ...owner,
      skills: [
        { ...owner.skills[0]!, skills: [...owner.skills[0]!.skills, flutter] },
        ...owner.skills.slice(1),
      ],
      projects: [
        projectEntry('quellflap', { title: 'Quellflap', techStack: [{ title: 'Flutter', icon: 'flutter' }] }),
        ...owner.projects,
      ],
    } as Owner;
    const a = ask(o, 'projects in flutter?');
    expect(a.text).toMatch(/^1 (?:project|piece of work) uses Flutter:\n- \[\*\*Quellflap\*\*\]/);
    expect(ask(o, 'flutter dev?').text).toMatch(/^Yes: Flutter is among/);
  });

  it('reads a word that names a section and a kind of work alike as the section, alone', () => {
    const o: Owner = {
      ...owner,
      hackathons: [hackathonEntry('quell-edu', { kinds: ['education'] })],
    };
    const a = ask(o, 'education?');
    expect(a.items).not.toContain('quell-edu');
    expect(a.text).toMatch(/education/i);
    expect(ask(o, 'any education apps?').items).toEqual(['quell-edu']);
  });
});

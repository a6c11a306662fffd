import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, hackathonEntry, projectEntry, withFaq } from './ownerCopies';

// Found by blind rounds: a project asked by the first words of its title ("the quell provider"), a
// team entered several times, a country's adjective beside a company ("a German company"), and a
// follow-up on the faq in view that names a place its answer says.

const PROVIDER = projectEntry('quell-provider', {
  title: 'Quell Provider for Headwind',
  kinds: ['library', 'infrastructure'],
  description: 'A provider for Headwind. It has passed 95,000 downloads.',
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('finds a project by the first words of its title', () => {
    const o = { ...owner, projects: [...owner.projects, PROVIDER] };
    const a = ask(o, 'Tell me about the quell provider');
    expect(a.items).toEqual(['quell-provider']);
    expect(a.text).toContain('an infrastructure project');
    expect(askAfter(o, 'Tell me about the quell provider', 'how many downloads?').text).toContain('95,000');
  });

  it('names the entries of a team that entered several times by what each built', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-one', { team: 'Quell Crew', title: 'Quell Vault', date: '2024-05' }),
        hackathonEntry('quell-two', { team: 'Quell Crew', title: 'Quell Lock', date: '2023-05' }),
      ],
    };
    const a = ask(o, `What hackathons has ${name} done?`);
    expect(a.text).toContain('[**Quell Vault**]');
    expect(a.text).toContain('[**Quell Lock**]');
    expect(a.text).not.toContain('[**Quell Crew**]');
    // The team's name is still said where it is asked.
    const team = askAfter(o, 'Tell me about Quell Vault', 'what was the team called?');
    expect(team.text).toMatch(/^The team was called Quell Crew/);
    expect(team.items).toEqual(['quell-one']);
  });

  it('lists the work without a live link, not one piece described by the words "live link"', () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        { ...PROVIDER, description: 'A honeypot project that records live attacks.' },
      ],
    };
    const a = ask(o, `Which of ${name}'s projects have no live link?`);
    const without = o.projects.filter((p) => !p.live && !p.thisSite).map((p) => p.slug);
    expect(a.items.length).toBeGreaterThanOrEqual(Math.min(2, without.length));
    expect(a.items).toContain('quell-provider');
  });

  it('reads "a German company" as a company, not a language asked', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-authorisation',
        questions: ['Does she need a visa?', 'Can she work in the EU?'],
        answer: 'I am an EU citizen, so I can work for any EU employer without sponsorship.',
      },
    ]);
    const a = ask(o, `Does ${name} need visa sponsorship to work for a German company?`);
    expect(a.items).toEqual(['quell-authorisation']);
    expect(a.text).not.toMatch(/speaks/);
  });

  it('answers a follow-up naming a place from the sentence of the faq in view that says it', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-rate',
        questions: ['What are her salary expectations?', 'What rate is she looking for?'],
        answer:
          "I'd rather hear the range first. For orientation: 30,000 PLN a month in Poland, or about €8,000 a month for a contract with a company outside Poland.",
      },
    ]);
    const a = askAfter(o, 'salary expectations?', 'and for a contract with a company outside Poland?');
    expect(a.items).toEqual(['quell-rate']);
    expect(a.text).toMatch(/own words: “For orientation: .*€8,000/);
    expect(a.text).not.toContain('range first');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, projectEntry, withEntries, withFaq, withSkill } from './ownerCopies';

// An answer's "No visa needed" is no verdict of its own, "can" beside its subject is no CAN bus, a
// work's "weather station" is asked of it, two jobs held now are both current, a strength is never
// answered with a weakness, and the work made for someone else answers "what clients?".

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('quotes an answer that opens "No visa needed" whole, with no verdict cut from it', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-visa',
        questions: [`Does ${first} need a visa?`],
        answer: "No visa needed: I'm a Quellish citizen, so I can work anywhere in Quellia.",
      },
    ]);
    const a = ask(o, `does ${first} need a visa?`);
    expect(a.text).toContain('“No visa needed');
    expect(a.text).not.toContain('“Visa needed');
  });

  it('reads "can" beside its subject as the verb, not a skill named CAN', () => {
    const o = withSkill(owner, {
      title: 'CAN',
      icon: 'can',
      ariaLabel: 'CAN bus',
      kind: 'practice',
      aliases: ['can bus'],
    });
    expect(ask(o, `How can I contact ${first}?`).text).toContain('(/contact)');
    expect(ask(o, `Can you send me ${first}'s CV?`).text).not.toMatch(/\bCAN\b/);
    expect(ask(o, `does ${first} know CAN bus?`).text).toMatch(/^Yes/);
  });

  it('answers "the weather station" with the work that is one, and still refuses the weather', () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-station', {
          title: 'Quellvær',
          summary: 'A solar-powered e-ink weather station.',
        }),
      ],
    };
    expect(ask(o, 'tell me about the weather station').items).toEqual(['quell-station']);
    expect(ask(o, "what's the weather in Quellville today?").kind).toBe('off-topic');
  });

  it('names every job that goes on when asked which are current', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-old', 'Quell Engineer', 'Oldquell', '2015-01', '2018-06', 'I quelled.'),
      entry('quell-main', 'Senior Quell Engineer', 'Quellwise', '2019-09', 'present', 'I quell.'),
      entry('quell-side', 'Part-time Lecturer', 'Quell University', '2023-02', 'present', 'I teach quells.'),
    ]);
    const a = askAfter(o, `how many jobs has ${first} had?`, 'which are current?');
    expect([...a.items].sort()).toEqual(['quell-main', 'quell-side']);
  });

  it("quotes the owner's strengths, not their weaknesses, for a strongest skill", () => {
    const o = withFaq(owner, [
      {
        id: 'quell-weak',
        questions: [`What are ${first}'s weaknesses?`, `What is ${first} not good at?`],
        answer: 'I go too deep into quell bugs.',
      },
      {
        id: 'quell-strong',
        questions: [`What are ${first}'s strengths?`, `What is ${first} best at?`],
        answer: 'Quell pipelines that never drop a quell.',
      },
      {
        id: 'quell-hours',
        questions: [
          `What time zone is ${first} in?`,
          `Can ${first} work US hours?`,
          'What are the working hours?',
        ],
        answer: 'I am on Quell Time all year.',
      },
    ]);
    const a = ask(o, `what's ${first}'s strongest skill?`);
    expect(a.items).toContain('quell-strong');
    expect(a.items).not.toContain('quell-weak');
    const noStrengths = withFaq(
      owner,
      (o.faq ?? []).filter((f) => f.id !== 'quell-strong'),
    );
    expect(ask(noStrengths, 'strongest skill?').items).not.toContain('quell-hours');
  });

  it('counts the hackathons won, not the teams led', () => {
    const a = ask(owner, `how many hackathons did ${first} win?`);
    expect(a.text).not.toMatch(/teamwork|lead roles/);
  });

  it("names the owner's studio when asked its name, not the owner's", () => {
    const o = withEntries(owner, 'career', [
      entry('quell-studio', 'Founder', 'Quellworks Studio', '2022-10', 'present', 'I founded a web studio.'),
    ]);
    const a = ask(o, `what is the name of ${first}'s studio?`);
    expect(a.items).toEqual(['quell-studio']);
    expect(a.text).toContain('Quellworks Studio');
  });

  it('answers "what clients?" with the work made for someone else, not a mention of clients', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-bakery', { summary: 'A booking site for a Quellville bakery.' }),
        projectEntry('quell-lib', {
          summary: 'A library I wrote after fixing one bug in three client projects.',
        }),
      ],
    };
    const a = ask(o, `what clients has ${first} worked with?`);
    expect(a.items).toContain('quell-bakery');
    expect(a.items).not.toContain('quell-lib');
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, hackathonEntry, projectEntry, withFaq, withPersonal } from './ownerCopies';

// Short follow-ups on the one piece of work or faq answer in view ("what did she do?", "in what
// language?", "dates?", "how well?"), unit testing apart from TDD, and a name the owner's own prose
// gives that shares a word with a team's.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o: Owner = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-split', {
        team: 'Quellas do Go',
        title: 'Quellsplit',
        roles: ['mobile dev'],
        description: { app: 'Quellsplit splits a bill.', role: 'I built the Android app.' },
      }),
    ],
    projects: [
      projectEntry('quell-lib', {
        title: 'Quelltarget',
        kinds: ['library'],
        description: 'A package you add to your unit tests.',
      }),
    ],
  };

  it("gives the owner's part in the one piece of work in view, and its language", () => {
    const a = askAfter(o, 'quellsplit?', `what did ${owner.pronouns ?? 'they'} do`);
    expect(a.items).toEqual(['quell-split']);
    expect(a.text).toContain('I built the Android app.');
    const lang = askAfter(o, 'tell me about quelltarget', 'in what language');
    expect(lang.text).toMatch(/^\[\*\*Quelltarget\*\*\].* is built with Quellscript/);
    expect(askAfter(o, 'quellsplit?', 'dates?').text).toMatch(/January 2024/);
  });

  it('reads unit testing as its own practice, not TDD', () => {
    const a = ask(o, 'unit testing?');
    expect(a.text).not.toMatch(/\bTDD\b/);
    expect(a.items).toContain('quell-lib');
  });

  it("answers a name from the owner's prose, not the team that shares a word of it", () => {
    const p = withPersonal(o, 'I mentor women through a community called Quellas que Codam.');
    const a = ask(p, "what's quellas que codam");
    expect(a.items).not.toContain('quell-split');
    expect(a.text).toContain('community called Quellas que Codam');
  });

  it('answers "how well?" after a faq answer with that answer', () => {
    const f = withFaq(o, [
      {
        id: 'quell-tongues',
        questions: [`What languages does ${first} speak?`],
        answer: 'Quellish natively, and my Brindlese is conversational.',
      },
    ]);
    const a = askInTurn(f, [`does ${first} speak quellish?`, 'brindlese?', 'how well']);
    expect(a.text).toContain('my Brindlese is conversational');
  });
});

describe.each(OWNERS)('on %s, a skill alias written with "&"', (_, owner) => {
  it('reads "w&b?" as the listed skill whose alias it is, not "with b"', () => {
    const wandb = {
      title: 'Weights & Quells',
      icon: 'wandq',
      ariaLabel: 'Weights and Quells',
      kind: 'tool' as const,
      aliases: ['w&q'],
    };
    const o = {
      ...owner,
      skills: [
        { ...owner.skills[0]!, skills: [...owner.skills[0]!.skills, wandb] },
        ...owner.skills.slice(1),
      ],
    } as Owner;
    expect(ask(o, 'w&q?').text).toMatch(/^Yes: Weights & Quells is among/);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  withEntries,
  withPersonal,
  withSkill,
} from './ownerCopies';

// Follow-ups that point back past the question before them, a stack asked of the work in view, a
// background by its jobs and what it brings, "anything else?", what the site never lists, and a
// rank, a prize or results asked of what is in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('keeps "it" as the skill named two questions back', () => {
    const p = projectEntry('quellpad', { title: 'Quellpad' });
    const o = { ...withSkill(owner, QUELLSCRIPT), projects: [p, ...owner.projects] };
    const a = askInTurn(o, [
      `Does ${name} know Quellscript?`,
      'how much experience does he have with it?',
      'which projects used it?',
    ]);
    expect(a.items).toContain('quellpad');
    expect(a.text).not.toMatch(/projects on the site \(newest first\)/);
  });

  it('gives the stack of the piece of work in view, not the skills', () => {
    const p = projectEntry('quellpad', { title: 'Quellpad' });
    const a = askInTurn({ ...owner, projects: [p, ...owner.projects] }, [
      'Tell me about Quellpad.',
      'what was the tech stack?',
    ]);
    expect(a.intents).toEqual(['itemStack']);
    expect(a.text).toContain('Quellscript');
  });

  it('tells a background by the jobs titled so, and what the owner says it brings', () => {
    const o = withPersonal(
      withEntries(owner, 'career', [
        entry('ref', 'Football Referee', 'Quell League', '2010-01', '2019-12', 'I refereed youth matches.'),
      ]),
      'Refereeing taught me to decide calmly under pressure.',
    );
    const told = ask(o, `Tell me about ${name}'s refereeing background.`);
    expect(told.items).toContain('ref');
    const a = askInTurn(o, [
      `Tell me about ${name}'s refereeing background.`,
      'how does that help as a developer?',
    ]);
    expect(a.text).toContain('Refereeing taught me to decide calmly');
  });

  it('answers "anything else?" with the overview and what stands out', () => {
    const p = projectEntry('quellpad', {
      title: 'Quellpad',
      description: 'A tool. It has passed 4,000 downloads.',
    });
    const a = ask(
      { ...owner, projects: [p, ...owner.projects] },
      `Anything else I should know about ${name}?`,
    );
    expect(a.text).toContain('What stands out:');
    expect(a.text).toContain('4,000 downloads');
  });

  it('declines references and spoken languages the site does not give', () => {
    expect(ask(owner, 'Can you give me references?').kind).toBe('not-on-site');
    const o = {
      ...withEntries(owner, 'personal', [{ id: 'hi', title: 'Hello', content: 'I make small games.' }]),
      faq: [],
      projects: [
        projectEntry('ray', { description: 'I wrote it in C++ to learn the basics of the language.' }),
      ],
    };
    expect(ask(o, `What languages does ${name} speak?`).text).toMatch(
      /^The site doesn't say which languages/,
    );
  });

  it('answers a rank, a prize and results from what is in view', () => {
    const p = projectEntry('quellcomp', {
      title: 'Quellcomp',
      description: 'A data competition. I finished 38th of 4,100 teams and earned a silver medal.',
    });
    const o = {
      ...withEntries(owner, 'career', [
        entry(
          'consult',
          'Consultant',
          'Quell Analytics',
          '2018-10',
          '2020-09',
          'I built churn models for two clients. Retention campaigns cut monthly churn from 3.1% to 2.6%.',
        ),
      ]),
      projects: [p, ...owner.projects],
      hackathons: [hackathonEntry('won', { result: '1st place (AED 50,000 prize)' })],
    };
    expect(askInTurn(o, ['Tell me about Quellcomp', 'what rank did they get?']).text).toContain(
      '38th of 4,100',
    );
    expect(askInTurn(o, [`Did ${name} win any hackathons?`, 'what was the prize?']).text).toContain(
      'AED 50,000',
    );
    const results = askInTurn(o, [`What did ${name} do at Quell Analytics?`, 'what were the results?']);
    expect(results.text).toContain('cut monthly churn');
  });
});

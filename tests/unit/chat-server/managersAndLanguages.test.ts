import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries, withFaq } from './ownerCopies';

// An owner who manages people and has entered no hackathons, and languages asked by name alone or
// by a word that is also a country's: each read as the visitor means it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const lead = entry(
    'quell-lead',
    'Tech Lead',
    'Quellkorb',
    '2020-04',
    '2022-08',
    'Led a team of six engineers.',
  );
  const em = entry(
    'quell-em',
    'Engineering Manager',
    'Quellyn Health',
    '2022-09',
    'present',
    'I manage two teams, eleven engineers in all.',
  );
  const style = {
    id: 'quell-style',
    questions: [`What kind of manager is ${first}?`, 'What is your management style?'],
    answer: 'I manage with clear expectations and a lot of trust.',
  };
  const manager: Owner = { ...withFaq(withEntries(owner, 'career', [lead, em]), [style]), hackathons: [] };

  it('says which posts led people before how, in the owner’s words', () => {
    const a = ask(manager, `has ${first} ever managed people?`);
    expect(a.text).toMatch(/^Yes: .*Tech Lead.*Engineering Manager/);
    expect(a.items).toEqual(expect.arrayContaining(['quell-lead', 'quell-em', 'quell-style']));
    // No post shows managers managed: no yes to that.
    expect(ask(manager, `does ${first} have experience managing managers?`).text).not.toMatch(/^Yes/);
  });

  it('answers "+how many people?" with the teams led, never that there are no hackathons', () => {
    const a = askAfter(manager, `has ${first} managed people?`, 'how many people?');
    expect(a.text).not.toMatch(/no hackathons/);
    expect(a.text).toContain('eleven engineers');
    expect(ask(manager, 'any awards?').text).not.toMatch(/no hackathons/);
    expect(ask(manager, 'any hackathons?').text).toMatch(/no hackathons/);
  });

  it('answers the engineers who report to the owner from the jobs’ own words', () => {
    expect(ask(manager, `how many engineers report to ${first}`).text).toContain('eleven engineers');
  });

  it('says the third job, counted from the first', () => {
    const jobs = entriesOf(manager, 'career');
    const o = withEntries(manager, 'career', [
      entry('quell-first', 'Junior Developer', 'Quellfirst', '2015-01', '2020-03', 'My first job.'),
      ...jobs,
    ]);
    const a = ask(o, `what was ${first}'s third job?`);
    expect(a.text).toMatch(/third job: \[\*\*Engineering Manager\*\*\]/);
  });

  const languages = {
    id: 'quell-languages',
    questions: [`What languages does ${first} speak?`],
    answer: 'English is my working language and my Swedish is intermediate.',
  };
  const rights = {
    id: 'quell-rights',
    questions: ['Do you need a visa?'],
    answer: "I'm a Swedish citizen, so I need no visa in the EU.",
  };
  const inGermany = withEntries(withFaq(owner, [rights, languages]), 'career', [
    { ...lead, location: 'Berlin, Germany' },
  ]);

  it('answers a language named alone from the owner’s own answer on the languages they speak', () => {
    expect(ask(inGermany, 'swedish?').items).toEqual(['quell-languages']);
    expect(ask(inGermany, 'french?').text).toMatch(/doesn't say .* speaks French/);
  });

  it('never reads a language as the country of a job ("German" is not "Germany")', () => {
    const a = ask(inGermany, `does ${first} speak german`);
    expect(a.text).toMatch(/^No: German is not among the languages/);
  });

  it('writes "an" before a title said with a vowel', () => {
    const a = ask({ ...owner, subtitle: 'Engineering Manager' }, `who is ${first}?`);
    expect(a.text).toContain('is an Engineering Manager');
  });
});

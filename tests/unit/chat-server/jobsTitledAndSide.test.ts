import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, withEntries } from './ownerCopies';

// A job named by its title over another in view, a job asked for by a study's word, and a side job.

describe.each(OWNERS)('jobs by title and beside another, on %s', (_, owner) => {
  const name = owner.firstName;
  const main = entry('quell-main', 'Quellsmith', 'Quell Works', '2019-06', 'present', 'I forge quells.');
  const side = {
    ...entry('quell-side', 'Quell Tutor', 'Quell Academy', '2022-02', 'present', 'I teach quells.'),
    location: 'Remote',
  };
  const pilot = {
    ...entry('quell-pilot', 'Harbour Pilot', 'Quell Harbour', '2012-01', '2016-12', 'I steered ships.'),
    location: 'Quellport',
    field: 'other' as const,
  };
  const school = {
    ...entry(
      'quell-school',
      'Diploma in Harbour Piloting',
      'Quell Pilot School',
      '2009-09',
      '2011-12',
      'I learned.',
    ),
    location: 'Quellburg',
    field: 'other' as const,
  };
  const o = withEntries(withEntries(owner, 'career', [main, side, pilot]), 'education', [school]);
  const sideAsked = `Does ${name} have a side job alongside the main one?`;

  it('answers the job a title names, not the job in view', () => {
    const a = askInTurn(o, [
      `How long has ${name} been a Quellsmith?`,
      `How long was ${name} a harbour pilot?`,
    ]);
    expect(a.text).toMatch(/\[\*\*Harbour Pilot\*\*\].*about 5 years/);
    expect(a.items).toEqual(['quell-pilot']);
  });

  it('answers a job asked by a word its study shares with the job', () => {
    const a = ask(o, `Where was ${name}'s piloting job?`);
    expect(a.text).toMatch(/\[\*\*Harbour Pilot\*\*\].*It was in Quellport\./);
  });

  it('names the job held beside another, and keeps it in view', () => {
    const a = ask(o, sideAsked);
    expect(a.text).toMatch(
      /^Yes: one job beside another on the site:\n- \[\*\*Quell Tutor\*\*\].*alongside \[\*\*Quellsmith/,
    );
    expect(a.items).toEqual(['quell-side']);
    expect(askInTurn(o, [sideAsked, `Is ${name} still doing it?`]).text).toMatch(
      /^Yes: \[\*\*Quell Tutor\*\*\]/,
    );
    expect(askInTurn(o, [sideAsked, 'Where is that one based?']).text).toMatch(/Quell Tutor.*It is remote\./);
  });

  it('answers no to a job in view that ended, asked if it still goes on', () => {
    const a = askInTurn(o, [`How long was ${name} a harbour pilot?`, `Is ${name} still doing it?`]);
    expect(a.text).toMatch(/^No: \[\*\*Harbour Pilot\*\*\]/);
  });
});

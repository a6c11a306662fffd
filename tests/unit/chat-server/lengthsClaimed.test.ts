import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, projectEntry, QUELLSCRIPT, withEntries, withSkill } from './ownerCopies';

// Lengths asked and claimed of jobs a question describes or titles, and of a skill.

const BANK = [
  entry(
    'qb-analyst',
    'Risk Analyst',
    'Banque Quell',
    '2010-01',
    '2012-12',
    "I worked in the bank's risk group.",
  ),
  entry('qb-engineer', 'Data Engineer', 'Banque Quell', '2013-01', '2015-12', 'Same bank, new team.'),
  entry(
    'qc-senior',
    'Senior Data Engineer',
    'Quellcargo',
    '2016-01',
    '2019-12',
    'I built freight pipelines.',
  ),
];
const COACHING = [
  entry(
    'qf-coach',
    'Coach and Talent Coordinator',
    'Quell FC',
    '2008-01',
    '2015-12',
    'I coached youth football teams.',
  ),
  entry('qi-coach', 'Development Coach', 'Quell Institute', '2016-01', '2016-12', 'I coached students.'),
  entry('qi-dev', 'Developer', 'Quellsoft', '2017-01', 'present', 'I build web apps.'),
];

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const banker = withEntries(owner, 'career', BANK);

  it('weighs "at the bank for ten years" against the jobs there', () => {
    expect(ask(banker, `Did ${name} work at the bank for 10 years?`).text).toMatch(/^No: about 6 years/);
    expect(ask(banker, `Did ${name} work at the bank for 6 years?`).text).toMatch(/^Yes: about 6 years/);
  });

  it('gives the first title of "how long … before moving into …"', () => {
    const a = ask(banker, `How long was ${name} an analyst before moving into data engineering?`);
    expect(a.items).toEqual(['qb-analyst']);
    expect(a.text).not.toContain(' in all');
  });

  it('counts a job titled with a grade as the title asked', () => {
    const a = ask(banker, `How long was ${name} a data engineer?`);
    expect(a.text).toMatch(/^About 7 years in all/);
    expect(a.items).toEqual(['qb-engineer', 'qc-senior']);
  });

  it('narrows jobs in view to the one a follow-up titles and describes', () => {
    const coach = withEntries(owner, 'career', COACHING);
    const a = askAfter(
      coach,
      `How many years of professional software experience does ${name} have?`,
      `and how long did ${name} coach football?`,
    );
    expect(a.items).toEqual(['qf-coach']);
    expect(a.text).toContain('(from January 2008 to December 2015): about 8 years');
  });

  it('weighs a plain "five years of" a skill against its dates', () => {
    const o = {
      ...withSkill(owner, QUELLSCRIPT),
      projects: [projectEntry('quell-a', { year: 2024 }), projectEntry('quell-b', { year: 2025 })],
    };
    expect(ask(o, `Does ${name} have 5 years of Quellscript experience?`).text).toMatch(
      /^No, by the site's dates/,
    );
    expect(ask(o, `Has ${name} used Quellscript for 10 years?`).text).toMatch(/^No, by the site's dates/);
  });

  it('weighs studies against the job a "while" or "when" clause titles, then not now', () => {
    const diploma = entry(
      'quell-diploma',
      'Diploma in Quellcraft',
      'Quell Institute',
      '2015-09',
      '2016-08',
      'One year.',
    );
    const o = withEntries(withEntries(owner, 'career', COACHING), 'education', [diploma]);
    const football = ask(o, `Was ${name} studying when ${name} was a football coach?`);
    expect(football.text).toMatch(/^Yes: these overlap on the site:/);
    expect(football.items).toEqual(expect.arrayContaining(['quell-diploma', 'qf-coach']));
    expect(football.items).not.toContain('qi-coach');
    const then = askAfter(
      o,
      `How many years of professional software experience does ${name} have?`,
      `Was ${name} still studying there while ${name} was coaching?`,
    );
    expect(then.text).toMatch(/^Yes: these overlap on the site:/);
  });

  it('weighs a rough length claimed of a job the question titles by its verb', () => {
    const coach = withEntries(owner, 'career', COACHING);
    expect(ask(coach, `${name} coached football for about ten years, right?`).text).toMatch(
      /^No: \[\*\*Coach and Talent Coordinator\*\*\].*: about 8 years/,
    );
    expect(ask(coach, `${name} coached football for about eight years, right?`).text).toMatch(/^Yes: /);
    const short = withEntries(owner, 'career', [
      entry('quell-mark', 'Designer', 'Quellmark', '2013-01', '2015-05', 'I drew things.'),
    ]);
    expect(ask(short, `Was ${name} at Quellmark for about two years?`).text).toMatch(/^Yes: /);
  });

  it('knows an employer by the last of its two words, where that is a name', () => {
    const o = withEntries(owner, 'career', [
      entry('qs-ui', 'UI Designer', 'Agentur Quellschliff', '2015-04', '2017-08', 'I designed sites.'),
      entry('qs-dev', 'Frontend Developer', 'Agentur Quellschliff', '2017-09', '2020-02', 'I built sites.'),
    ]);
    expect(ask(o, `Was ${name} at Quellschliff for about five years?`).text).toMatch(
      /^Yes: almost 5 years at Agentur Quellschliff in all, across 2 posts/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, projectEntry, withEntries, withSkill } from './ownerCopies';

// A break listed as a career entry is no job and no employer; a title that is also a technology.

describe.each(OWNERS)('breaks and titles shared with a technology, on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry('quell-a', 'Quell Clerk', 'Quell Office', '2015-01', '2019-12', 'I filed quells.'),
    {
      ...entry('quell-break', 'Sabbatical', 'x', '2020-01', '2020-06', 'I travelled.'),
      organisation: undefined,
    },
    entry('quell-b', 'Quellsmith', 'Quell Works', '2020-07', 'present', 'I forge quells.'),
  ];
  const o = withEntries(owner, 'career', jobs);

  it('counts neither a break as a job nor one with no organisation as an employer', () => {
    expect(ask(o, `How many employers has ${name} had?`).text).toMatch(
      /^2 employers, newest first:[^]*\nNot with an employer: \[\*\*Sabbatical\*\*\]/,
    );
    expect(ask(o, `So ${name} has had three employers, right?`).text).toMatch(/^No: 2 employers/);
    expect(ask(o, `How many jobs has ${name} had?`).text).toMatch(/^2 jobs, newest first:[^]*\nNot a job: /);
  });

  it('weighs a length claimed of a break by its dates', () => {
    expect(ask(o, `Was ${name}'s sabbatical longer than a year?`).text).toMatch(
      /^No: \[\*\*Sabbatical\*\*\].*6 months/,
    );
  });

  it('reads a title shared with a listed technology by the words around it', () => {
    const quellkit = {
      title: 'Quellkit',
      icon: 'quellkit',
      ariaLabel: 'Quellkit',
      kind: 'framework' as const,
    };
    const copy = {
      ...withSkill(owner, quellkit),
      projects: [projectEntry('quellkit', { title: 'Quellkit' })],
    } as Owner;
    expect(ask(copy, `Tell me about ${name}'s Quellkit project`).items).toEqual(['quellkit']);
    expect(ask(copy, `Does ${name} have Quellkit experience?`).text).toMatch(/^Yes: Quellkit is among/);
  });
});

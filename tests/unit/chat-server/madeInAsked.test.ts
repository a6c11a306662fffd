import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, projectEntry } from './ownerCopies';

// "Was Quell Pad made in Swift?" asks the named work's stack and "was it made in 2022?" its year,
// each answered yes or no; "what did she make in Swift?" lists the work built with it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const pad = projectEntry('quell-pad', {
    title: 'Quell Pad',
    year: 2022,
    techStack: [{ title: 'Swift', icon: 'swift' }],
  });
  const o = { ...owner, projects: [pad, ...owner.projects] };

  it('answers "made in" a technology yes from its stack', () => {
    const a = ask(o, 'was Quell Pad made in swift?');
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.items).toEqual(['quell-pad']);
  });

  it('answers "made in" another technology no, with its stack', () => {
    const a = ask(o, 'was Quell Pad made in Python?');
    expect(a.text).toMatch(/^No\b/);
    expect(a.text).toContain('Swift');
  });

  it.each([
    ['2022', /^Yes\b/],
    ['2019', /^No\b/],
  ])('answers "made in %s" yes or no by its year', (year, lead) => {
    const a = ask(o, `was Quell Pad made in ${year}?`);
    expect(a.text).toMatch(lead);
    expect(a.items).toEqual(['quell-pad']);
  });

  it('lists only the work built with a technology for "what did they make in swift?"', () => {
    const a = ask(o, 'what did they make in swift?');
    const swift = [...o.projects, ...o.hackathons].filter((w) =>
      w.techStack.some((t) => t.title === 'Swift'),
    );
    expect(a.items).toEqual(expect.arrayContaining(swift.map((w) => ('slug' in w ? w.slug : ''))));
    expect(a.items).not.toContain(
      o.projects.find((p) => !p.techStack.some((t) => t.title === 'Swift'))!.slug,
    );
  });

  it('answers "what\'s <owner>\'s stack?" with the skills, not a choice of work', () => {
    const a = ask(o, `whats ${owner.firstName}'s stack`);
    expect(a.text).toMatch(/skills, by category/);
    expect(a.text).toContain(owner.skills[0].skills[0]!.title);
  });
});

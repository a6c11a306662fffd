import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, projectEntry, withEntries } from './ownerCopies';

// Questions asked in words the classifier's examples lacked: "did she finish university?",
// "first class?", "what does he go by?", "does she have a portfolio?".

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const degree = {
    ...entry('quell-bsc', 'BSc Quellics', 'Quell University', '2014-09', '2019-07', 'Five years.'),
  };

  it('says yes to finishing university of a degree held, and no of one left', () => {
    const held = withEntries(owner, 'education', [degree]);
    for (const q of [`did ${name} finish university`, `did ${name} complete the degree?`])
      expect(ask(held, q).text, q).toMatch(/^Yes\b.*BSc Quellics/);
    const left = withEntries(owner, 'education', [{ ...degree, completed: false }]);
    expect(ask(left, `did ${name} finish university`).text).toMatch(/^No\b/);
  });

  it('answers "first class?" with the degree’s result', () => {
    const o = withEntries(owner, 'education', [{ ...degree, result: 'First-class honours' }]);
    const a = ask(o, 'first class?');
    expect(a.text).toMatch(/First-class honours/);
    expect(a.items).toEqual(['quell-bsc']);
  });

  it('gives the name the owner goes by, and this site for a portfolio', () => {
    expect(ask(owner, `what does ${name} go by?`).text).toMatch(/full name on the site is/);
    expect(ask(owner, `does ${name} go by he?`).text).toMatch(/pronouns on the site are/);
    const site = owner.projects.find((p) => p.thisSite);
    const a = ask(owner, `does ${name} have a portfolio?`);
    if (site) expect(a.items).toEqual([site.slug]);
    else expect(a.text).toMatch(/^You're on it/);
  });

  it('answers the question after a thanks and a comma, and reads "live demo" as a link', () => {
    const after = ask(owner, `nice, and ${name}'s email?`);
    expect(after.text).not.toMatch(/^Hi!/);
    expect(after.text).toMatch(/Contact/);
    const live = [...owner.projects.filter((p) => p.live), ...owner.hackathons.filter((h) => h.demo)];
    const demo = ask(owner, `does ${name} have a live demo`);
    expect([...demo.items].sort()).toEqual(live.map((w) => w.slug).sort());
  });

  it('never reads a name with letters before it ("RxSwift") as the skill it holds', () => {
    const skill = owner.skills.flatMap((c) => c.skills).find((t) => /^[a-z]{5,}$/i.test(t.title))!;
    expect(ask(owner, `does ${name} know Rx${skill.title}?`).text).not.toMatch(/^Yes\b/);
    const typo = `${skill.title}${skill.title.at(-1)}`;
    expect(ask(owner, `does ${name} know ${typo}?`).text).toMatch(/^Yes\b/);
  });

  it('reads short forms visitors type: "jnr", "pwa"', () => {
    const o = withEntries(
      {
        ...owner,
        projects: [projectEntry('quell-pwa', { summary: 'A progressive web app for quell orders.' })],
      },
      'career',
      [entry('quell-jr', 'Junior Front-end Developer', 'Quell Digital', '2025-07', 'present', 'Sites.')],
    );
    expect(ask(o, `is ${name} a jnr dev`).text).toMatch(/says junior/);
    expect(ask(o, `has ${name} built a pwa`).items).toContain('quell-pwa');
  });
});

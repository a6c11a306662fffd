import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, hackathonEntry, withEntries } from './ownerCopies';

// Follow-ups and facts blind rounds found missed: team work asked as a fact, the studies when no
// study is called "the course", how the site is built, the figures of what is in view, the subject
// and school of a degree in view.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('says yes to having worked in a team from the hackathon entries, and rates no one', () => {
    const o = { ...owner, hackathons: [hackathonEntry('quellhack'), hackathonEntry('quelljam')] };
    const fact = ask(o, `Has ${name} worked with a team on a shared codebase?`);
    expect(fact.text).toMatch(/^Yes: .* built 2 hackathon entries on the site in a team\./);
    const judged = ask(o, `Is ${name} a team player?`);
    expect(judged.text).not.toMatch(/^Yes/);
    expect(judged.text).toContain("The site doesn't rate teamwork");
  });

  it('gives each study with its dates when asked when "the course" started and none is called one', () => {
    const studies: Entry[] = [
      entry('quell-dip', 'Diploma in Quellcraft', 'Quell College', '2020-09', '2021-06', 'Quells.'),
      entry('quell-self', 'Self-taught quelling', 'Online', '2019-01', '2020-06', 'Quells at home.'),
    ];
    const a = ask(withEntries(owner, 'education', studies), `When did ${name} start the course?`);
    expect(a.text).toMatch(/^.*'s studies:\n- \[\*\*Diploma in Quellcraft\*\*\].*September 2020/);
    expect(a.items).toEqual(['quell-dip', 'quell-self']);
  });

  it('tells how this site is built in its own words, beside its stack', () => {
    const site = owner.projects.find((p) => p.thisSite);
    if (!site) return;
    const a = ask(owner, 'How is this portfolio built?');
    expect(a.text).toContain(`> ${site.description.split(/(?<=\.)\s/)[0]}`);
  });

  it('answers "at what scale?" with the figures the items in view give', () => {
    const job = entry(
      'quell-now',
      'Quell Engineer',
      'Quellco',
      '2020-01',
      'present',
      'I lead the quell forecasting work. We forecast 40,000 quells a day across 30 sites.',
    );
    const o = withEntries(owner, 'career', [job]);
    const a = askInTurn(o, [`Does ${name} have experience with quell forecasting?`, 'at what scale?']);
    expect(a.text).toContain('“We forecast 40,000 quells a day across 30 sites.”');
    expect(a.items).toEqual(['quell-now']);
  });

  it('gives the subject and school of the degree in view when asked "in what, and where from?"', () => {
    const phd = entry(
      'quell-phd',
      'PhD Quellology',
      'University of Quell',
      '2010-10',
      '2014-09',
      'Thesis on quells.',
    );
    const ba = entry('quell-ba', 'BA Quellonomics', 'Quell College', '2006-09', '2009-06', 'Quells.');
    const o = withEntries(owner, 'education', [phd, ba]);
    const a = askInTurn(o, [`Does ${name} have a PhD?`, 'in what, and where from?']);
    expect(a.items).toEqual(['quell-phd']);
    expect(a.text).toContain('University of Quell');
    expect(a.text).toContain('Thesis on quells.');
  });

  it('answers testing asked of an owner who lists no test tool from the site’s words on tests', () => {
    const tools = new Set([
      'Jest',
      'Cypress',
      'Playwright',
      'Vitest',
      'Mocha',
      'Selenium',
      'pytest',
      'JUnit',
    ]);
    const o = {
      ...owner,
      skills: owner.skills.map((c) => ({ ...c, skills: c.skills.filter((k) => !tools.has(k.title)) })),
      projects: [
        ...owner.projects,
        {
          ...owner.projects[0]!,
          slug: 'quelltest',
          title: 'Quelltest',
          description: 'Every quell view has automated tests.',
        },
      ],
    } as typeof owner;
    const a = ask(o, `Does ${name} do testing?`);
    expect(a.text).toMatch(/^No testing skill is among .* listed skills, but the site says:/);
    expect(a.items).toContain('quelltest');
  });

  it('counts the work of a practice’s kind as work using that listed practice', () => {
    const practice = {
      title: 'Accessibility',
      icon: 'a11y',
      ariaLabel: 'Accessibility',
      kind: 'practice' as const,
    };
    const o = {
      ...owner,
      skills: [
        { ...owner.skills[0]!, skills: [...owner.skills[0]!.skills, practice] },
        ...owner.skills.slice(1),
      ],
      projects: [
        ...owner.projects,
        { ...owner.projects[0]!, slug: 'quellaudit', title: 'Quellaudit', kinds: ['accessibility'] },
      ],
    } as typeof owner;
    const a = ask(o, `How strong is ${name}'s accessibility background?`);
    expect(a.text).toMatch(
      /- Accessibility is listed under .*; used in \d+ pieces? of work \(.*\[\*\*Quellaudit\*\*\]/,
    );
  });
});

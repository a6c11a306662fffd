import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, projectEntry, withEntries, withSkill, QUELLSCRIPT } from './ownerCopies';

// How a piece of work began, the work of a kind asked with "which", one piece weighed by date against
// another described, and a skill the owner's words say is long unused: each read from the copies.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const chaos = projectEntry('quellrattle', {
    title: 'Quellrattle',
    year: 2022,
    summary: 'A chaos-testing tool for quell clusters.',
    description: 'It injects faults into quell clusters. It grew out of the game days I ran at Quellcorp.',
    kinds: ['cli'],
  });
  const operator = projectEntry('quellwatch', {
    title: 'Quellwatch',
    year: 2025,
    summary: 'An operator that scales quell clusters.',
    kinds: ['kubernetes operator'],
  });
  const o: Owner = { ...owner, projects: [chaos, operator], hackathons: [] };

  it('says how a piece of work began, named or in view, in its own words', () => {
    for (const a of [
      ask(o, `Why did ${name} build Quellrattle?`),
      askAfter(o, 'Tell me about Quellrattle', 'Where did the idea come from?'),
    ]) {
      expect(a.text).toMatch(/^How \[\*\*Quellrattle\*\*\]\(\/projects\?item=quellrattle\) began/);
      expect(a.text).toContain('It grew out of the game days I ran at Quellcorp.');
    }
  });

  it('quotes a job that names the work by its kind as where it started', () => {
    const started = 'I ran game days, which is where my chaos-testing CLI started.';
    const withJob = withEntries(o, 'career', [
      entry('quellcorp', 'Quell Engineer', 'Quellcorp', '2020-01', '2023-01', started),
    ]);
    expect(ask(withJob, 'How did Quellrattle start?').text).toContain(started);
  });

  it('says the site does not tell how a piece of work began when no sentence does', () => {
    const a = ask(o, `Why did ${name} build Quellwatch?`);
    expect(a.text).toMatch(
      /^The site doesn't say in so many words what led .* to make \[\*\*Quellwatch\*\*\]/,
    );
    expect(a.text).toContain('An operator that scales quell clusters.');
  });

  it('lists the work of a kind asked with "which", not a ranking or a favourite', () => {
    const a = ask(o, `Which of ${name}'s projects is a command line app?`);
    expect(a.text).toContain('[**Quellrattle**](/projects?item=quellrattle)');
    expect(a.text).not.toContain('Quellwatch');
  });

  it('weighs the work in view by date against one described by its kind', () => {
    const a = askAfter(o, 'Tell me about Quellrattle', 'Is it newer than the Kubernetes operator?');
    expect(a.text).toMatch(
      /^\[\*\*Quellwatch\*\*\].* \(2025\) is the more recent; \[\*\*Quellrattle\*\*\].* is older\./,
    );
  });

  it("answers no to a skill still used where the owner's words say it is long unused", () => {
    const unused = 'I wrote a lot of Quellscript; honestly I have not written any in years.';
    const said = withEntries(withSkill(o, QUELLSCRIPT), 'career', [
      entry('quellcorp', 'Quell Engineer', 'Quellcorp', '2016-01', '2019-01', unused),
    ]);
    for (const q of [
      `Is ${name} still writing Quellscript these days?`,
      `Does ${name} use Quellscript these days?`,
    ])
      expect(ask(said, q).text, q).toMatch(/^No, by \w+ own words:\n.*have not written any in years/);
    expect(ask(said, `Does ${name} know Quellscript?`).text).toMatch(/^Yes/);
  });

  it("says a skill untouched since a job is no longer used, and shows that job's words once", () => {
    const since = "I wrote a small piece of Quellscript for the bootloader. I haven't touched it since.";
    const said = withEntries(withSkill(o, QUELLSCRIPT), 'career', [
      entry('quellcorp', 'Quell Intern', 'Quellcorp', '2016-01', '2016-06', since),
    ]);
    expect(ask(said, `Does ${name} still write Quellscript?`).text).toMatch(
      /^No, by \w+ own words:\n.*“I haven't touched it since\.”/,
    );
    const known = ask(said, `Does ${name} know Quellscript?`).text;
    expect(known).toMatch(/^Yes/);
    expect(known.match(/Quellcorp/g)).toHaveLength(2);
    expect(known).toContain("haven't touched it since");
  });

  it("quotes a job's own words on a kind of work no project is listed as", () => {
    const shops = 'Nine months building Quellify stores for small brands, with custom themes.';
    const o: Owner = {
      ...withEntries(owner, 'career', [
        entry('quellshop', 'Freelance Developer', 'Self-employed', '2019-09', '2020-05', shops),
      ]),
      projects: [projectEntry('quellone')],
      hackathons: [],
    };
    expect(ask(o, `Has ${name} built any online shops?`).text).toMatch(
      /, but the site says:\n.*“Nine months building Quellify stores/,
    );
    expect(ask(o, `Has ${name} built any mobile apps?`).text).toMatch(/^No: /);
  });

  it("names the owner's own kinds of work as they read in a list, a field as projects of it", () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quellbot', { kinds: ['robotics'] }),
        projectEntry('quellboard', { kinds: ['hardware'] }),
        projectEntry('quellplug', { kinds: ['plugin'] }),
      ],
      hackathons: [],
    };
    const a = ask(o, `Has ${name} built any browser extensions?`);
    expect(a.text).toMatch(/^No: /);
    expect(a.text).toContain('robotics projects, hardware projects and plugins');
  });

  it('says two skills are used apart where no work uses both, and where each one is', () => {
    const quellbase = {
      title: 'Quellbase',
      icon: 'quellbase',
      ariaLabel: 'Quellbase',
      kind: 'database',
    } as const;
    const o: Owner = {
      ...withSkill(withSkill(owner, QUELLSCRIPT), quellbase),
      projects: [projectEntry('quellone', { title: 'Quellone' })],
      hackathons: [],
    };
    const a = ask(o, `Where did ${name} use Quellscript and Quellbase?`);
    expect(a.text).toMatch(
      /No project on the site uses both Quellscript and Quellbase; Quellscript is used in \[\*\*Quellone\*\*\]/,
    );
  });
});

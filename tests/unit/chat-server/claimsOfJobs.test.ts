import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A yes/no about a job says yes only to what its words say ("youth teams" is no "adult teams"), and
// "did she freelance while she was at X?" reads the entries beside X by their dates.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-club',
      'Quell Coach',
      'Quellmere Club',
      '2016-01',
      '2019-12',
      'At Quellmere Club I coached youth teams and ran the talent programme.',
    ),
    entry(
      'quell-free',
      'Freelance Quell Developer',
      'Self-employed',
      '2018-03',
      '2019-02',
      'Part-time contract work in evenings.',
    ),
  ]);

  it('does not say yes to a modifier the entry says otherwise', () => {
    expect(ask(o, `Did ${name} coach adult teams at Quellmere Club?`).text).toMatch(
      /^Not that the site says/,
    );
    expect(ask(o, `did ${name} coach youth teams at Quellmere Club?`).text).toMatch(/^Yes: /);
  });

  it('finds freelancing beside a job asked "while she was at"', () => {
    const a = ask(
      o,
      `Did ${name} freelance while ${owner.pronouns === 'she' ? 'she' : 'he'} was at Quellmere Club?`,
    );
    expect(a.text).toMatch(/^Yes: beside .*Quellmere Club/);
    expect(a.items).toContain('quell-free');
  });
});

describe.each(OWNERS)('on %s, sentences with two parts', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-studio',
      'Quell Programmer',
      'Quellmere Games',
      '2017-08',
      '2021-09',
      'I shipped two games: Quellmoth (2019), on PC and Nintendo Switch, where I built the AI; and Quellwright (2021), a building sim on PC.',
    ),
  ]);

  it('says yes only where one part of the sentence says all that is asked', () => {
    expect(ask(o, `Did ${name} ship Quellwright on Switch?`).text).not.toMatch(/^Yes/);
    expect(ask(o, `did ${name} ship Quellmoth on Switch?`).text).toMatch(/^Yes/);
  });

  it('does not count a game engine’s WebGL build as web work', () => {
    const game = {
      ...o,
      projects: o.projects.map((p, i) =>
        i
          ? p
          : {
              ...p,
              kinds: ['game'],
              techStack: [
                { title: 'Unity', icon: 'unity' },
                { title: 'WebGL', icon: 'webgl' },
              ],
            },
      ),
    };
    const a = ask(game, `Has ${name} done any web development?`);
    expect(a.items).not.toContain(o.projects[0]!.slug);
  });
});

describe.each(OWNERS)('on %s, places of work', (_, owner) => {
  const name = owner.firstName;
  const place = (location: string, id: string) => ({
    ...entry(id, `Quell Engineer ${id}`, `Quellcorp ${id}`, '2018-01', '2019-12', 'I ran servers.'),
    location,
  });

  it('names the jobs outside a place, or says none is', () => {
    const o = withEntries(owner, 'career', [place('Brindleford', 'one'), place('Quellmere', 'two')]);
    const a = ask(o, `Did ${name} ever work outside Brindleford?`);
    expect(a.text).toMatch(/^Yes:/);
    expect(a.items).toEqual(['two']);
    const home = withEntries(owner, 'career', [place('Brindleford', 'one')]);
    expect(ask(home, `has ${name} worked outside Brindleford?`).text).toMatch(
      /^No: the site places every job of .* in Brindleford\./,
    );
    // A country no location names is not judged from cities: jobs in Brindleford are not outside it.
    expect(ask(o, `has ${name} ever worked outside Quellandia?`).text).not.toMatch(/^Yes:/);
  });

  it("gives the places a job's own words name rather than a no, and writes the place as located", () => {
    const job = (content: string) => ({
      ...entry('one', 'Quell DJ', 'Quellclub', '2018-01', '2019-12', content),
      location: 'Brindleford, the Quellands',
    });
    const away = withEntries(owner, 'career', [job('I played two summer seasons in Quellbiza.')]);
    const a = ask(away, `Has ${name} ever worked outside the Quellands?`);
    expect(a.text).toMatch(
      /^The site places every job of .* in the Quellands; .* own words also name places that may be outside it:\n.*“I played two summer seasons in Quellbiza\.”/,
    );
    const accented = withEntries(owner, 'career', [job('I spent two winters in Östquell.')]);
    expect(ask(accented, `Has ${name} ever worked outside the Quellands?`).text).toContain('Östquell');
    // Where the job itself was ("the office in…") is what its location gives.
    const office = withEntries(owner, 'career', [job('I worked at the office in Quellside.')]);
    expect(ask(office, `Has ${name} ever worked outside the Quellands?`).text).toMatch(
      /^No: the site places every job of .* in the Quellands\./,
    );
  });
});

describe.each(OWNERS)('managing and places claimed of jobs, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry(
      'quell-teach',
      'Maths Teacher',
      "St. Quell's College",
      '2012-09',
      '2013-07',
      'I taught secondary classes.',
    ),
    entry(
      'quell-ins',
      'Data Engineer',
      'Quellsure Insurance',
      '2019-09',
      '2022-10',
      'I rebuilt the claims jobs.',
    ),
    entry(
      'quell-lead',
      'Lead Engineer',
      'Quellwise',
      '2022-11',
      'present',
      'I manage a team of three engineers.',
    ),
  ]);

  it('does not say yes to managing at a job whose own words say none', () => {
    expect(ask(o, `Did ${name} manage anyone at the insurance company?`).text).toMatch(
      /^Not that the site says/,
    );
    expect(ask(o, `Did ${name} manage anyone at Quellwise?`).text).not.toMatch(/^Not that/);
  });

  it('does not say yes to a university of a job at a college', () => {
    expect(ask(o, `Has ${name} ever taught at a university?`).text).toMatch(/^Not that the site says/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// Whether work and studies were finished, which certificates are held now, which stint at one
// employer was left, and posts the site never names, on every owner: expectations come from the
// copies' own content.

type Project = Owner['projects'][number];
type Hackathon = Owner['hackathons'][number];

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [p1, ...others] = owner.projects;

  it('keeps "unfinished" of another thing from marking a study as left', () => {
    const study = entry(
      'self',
      'Self-taught game programming',
      'Online tutorials',
      '2070-01',
      '2071-08',
      'I taught myself after work: tutorials and a lot of small, unfinished prototypes.',
    );
    const o = withEntries(owner, 'education', [study]);
    const a = ask(o, `where did ${name} learn to code?`);
    expect(a.text).toContain('Self-taught game programming');
    expect(a.text).not.toContain('left before the end');
  });

  it('says yes to "go to university at all?" for a degree left before the end, and not to a degree', () => {
    const left = {
      ...entry('bsc', 'BSc Computer Science', 'Quell Open University', '2070-09', '2071-06', 'One year.'),
      completed: false,
    };
    const o = withEntries(owner, 'education', [left]);
    expect(ask(o, `did ${name} go to university at all?`).text).toMatch(
      /^Yes, though not to a degree: .*BSc Computer Science.*left before the end/,
    );
    expect(ask(o, `does ${name} have a degree?`).text).toMatch(/^No: /);
  });

  it('answers "did she finish the bootcamp?" of the one study a word of its title names', () => {
    const camp = entry('camp', 'Mobile App Bootcamp', 'Quell Academy', '2015-09', '2015-12', 'Twelve weeks.');
    const o = withEntries(owner, 'education', [camp]);
    for (const q of [`did ${name} finish the bootcamp?`, `did ${name} graduate from the bootcamp?`])
      expect(ask(o, q).text).toMatch(/^Yes: finished in December 2015\. .*Mobile App Bootcamp/);
  });

  it('says which certificates are held now and which lapsed, by their own words', () => {
    const held = entry('cert-a', 'Quell Certified Programmer', 'Quell', '2025-10', '', 'Valid until 2099.');
    const gone = entry(
      'cert-b',
      'Quell Associate Certificate',
      'Quell',
      '2019-03',
      '',
      'It expired in March 2022 and I did not renew it.',
    );
    const o = withEntries(owner, 'education', [
      { ...held, end: undefined },
      { ...gone, end: undefined },
    ]);
    const a = ask(o, `which certifications does ${name} currently hold?`);
    expect(a.text).toMatch(/not say have lapsed:\n- .*Quell Certified Programmer.*Valid until 2099/);
    expect(a.text).toMatch(/No longer valid:\n- .*Quell Associate Certificate.*expired in March 2022/);
    expect(a.text).not.toMatch(/^No:/);
  });

  it('answers why the owner left an employer the first time, of two stints there', () => {
    const jobs = [
      entry('again', 'Senior Engineer', 'Quellbell Apps', '2080-09', 'present', 'I came back as a senior.'),
      entry('games', 'Gameplay Programmer', 'Quellpuddle', '2078-04', '2080-08', 'Puzzle games.'),
      entry(
        'first',
        'Junior Developer',
        'Quellbell Apps',
        '2076-02',
        '2078-03',
        'My first developer job, found once the bootcamp ended. I left in 2078 to make games full time.',
      ),
    ];
    const o = withEntries(owner, 'career', jobs);
    const a = ask(o, `why did ${name} leave Quellbell Apps the first time?`);
    expect(a.text).toContain('Junior Developer');
    expect(a.text).toContain('I left in 2078 to make games full time.');
    expect(a.text).not.toContain('bootcamp ended');
    const roles = ask(o, `what roles has ${name} had at Quellbell Apps?`);
    expect(roles.text).toMatch(/Junior Developer.*Senior Engineer/s);
  });

  it('says no to a post no job names, with the jobs there were', () => {
    const cook = { ...entry('cook', 'Line Cook', 'Quell Bistro', '2070-01', '2075-01', 'Hospitality.') };
    const o = withEntries(owner, 'career', [{ ...cook, field: 'other' }, ...entriesOf(owner, 'career')]);
    const a = ask(o, `did ${name} use to work as a nurse?`);
    expect(a.text).toMatch(/^No: the site lists no work as a nurse for /);
    expect(a.text).toContain('Line Cook');
  });

  it('says whether a piece of work was finished from its own words or placing', () => {
    const undone: Hackathon = {
      roles: ['programmer'],
      kinds: ['game'],
      techStack: [],
      slug: 'quell-jam',
      team: 'Quell Cooks',
      title: 'Quell Price',
      event: 'Quell Dare 44',
      date: '2070-04',
      result: undefined,
      description: { role: 'Our build broke and we never submitted it.', app: 'A dungeon crawler.' },
    };
    const o = { ...owner, hackathons: [undone] };
    for (const q of [`did ${name} finish the Quell Price entry?`, `did ${name} finish Quell Price?`])
      expect(ask(o, q).text).toMatch(/^No: .*we never submitted it/);
    if (!p1) return;
    const wip: Project = { ...p1, description: `${p1.description} It is unfinished: there is no menu yet.` };
    expect(ask({ ...owner, projects: [wip, ...others] }, `did ${name} finish ${p1.title}?`).text).toMatch(
      /^Not yet: .*It is unfinished/,
    );
  });

  it('says no to "still maintained?" where the work says it is no longer maintained', () => {
    if (!p1) return;
    const description = `${p1.description} A few labs still use it, though I no longer maintain it.`;
    const o = { ...owner, projects: [{ ...p1, description }, ...others] };
    expect(ask(o, `is ${p1.title} still maintained?`).text).toMatch(/^No: /);
  });

  it('lists work the owner says is on the app stores, leaving out work taken off them', () => {
    if (!p1 || !others[0]) return;
    const strip = (p: Project): Project => ({ ...p, live: undefined });
    const on = { ...strip(p1), description: `${p1.description} It is on the App Store and Google Play.` };
    const off = {
      ...strip(others[0]),
      description: `${others[0].description} It is no longer on Google Play.`,
    };
    const o = { ...owner, projects: [on, off, ...others.slice(1).map(strip)], hackathons: [] };
    const a = ask(o, `has ${name} shipped anything to the app stores?`);
    expect(a.text).toMatch(/^Yes, in .* own words, though the site links none of it there:/);
    expect(a.text).toContain(p1.title);
    expect(a.text).not.toContain(others[0].title);
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries, withSkill, QUELLSCRIPT } from './ownerCopies';

// Follow-up fragments that claim a length, jobs by a place negated or a field named, a yes that a
// list of work does not settle, a certificate named by its field, and an award won outside hackathons.

const QUELLDB = { title: 'Quellbase', icon: 'quellbase', ariaLabel: 'Quellbase', kind: 'database' } as const;

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('weighs a length claimed in a follow-up fragment', () => {
    const job = entry(
      'quell-job',
      'Quell Developer',
      'Brindlecorp',
      '2024-01',
      'present',
      'I use Quellscript and Quellbase.',
    );
    const o = [QUELLSCRIPT, QUELLDB].reduce(withSkill, withEntries(owner, 'career', [job]));
    const a = askAfter(
      o,
      `Has ${name} used Quellscript for more than a year?`,
      'And Quellbase for more than five years?',
    );
    expect(a.text).toMatch(/^No, by the site's dates/);
  });

  it('lists the jobs a place is negated of', () => {
    const placed = (id: string, location: string) => ({
      ...entry(id, `Quell ${id}`, `Org ${id}`, '2020-01', '2021-01', 'I built things.'),
      location,
    });
    const o = withEntries(owner, 'career', [placed('one', 'Brindleton, Quellland'), placed('two', 'Remote')]);
    expect(ask(o, `Which of ${name}'s jobs were not remote?`).items).toEqual(['one']);
    const a = ask(o, `which jobs weren't in Brindleton?`);
    expect(a.items).toEqual(['two']);
    expect(a.text).toContain('not in Brindleton');
  });

  it('answers "worked outside the X industry?" from the jobs\' own words', () => {
    const games = entry(
      'quell-games',
      'Gameplay Programmer',
      'Quell Studio',
      '2018-01',
      '2020-01',
      'I made games.',
    );
    const bank = entry(
      'quell-bank',
      'Developer',
      'Quell Bank',
      '2020-02',
      'present',
      'I built payment services.',
    );
    const a = ask(
      withEntries(owner, 'career', [games, bank]),
      `Has ${name} ever worked outside the games industry?`,
    );
    expect(a.text).toMatch(
      /^Not by the site's words for every job: this one does not name the games industry/,
    );
    expect(a.items).toEqual(['quell-bank']);
    // "Gameplay" names games too.
    const studio = entry(
      'quell-lead',
      'Lead Gameplay Programmer',
      'Brise Studio',
      '2020-02',
      'present',
      'I lead.',
    );
    const only = ask(
      withEntries(owner, 'career', [games, studio]),
      `Has ${name} ever worked outside the games industry?`,
    );
    expect(only.text).toMatch(/^No: every job .* is in the games industry/);
  });

  it('gives no yes from a list of work to a question on more than having it', () => {
    const o = { ...owner, projects: owner.projects.map((p) => ({ ...p, kinds: ['game'] })) };
    expect(ask(o, `Did ${name} make all of the games on ${name}'s own?`).text).not.toMatch(/^Yes: /);
    expect(ask(o, `Has ${name} made any games?`).text).toMatch(/^Yes: /);
  });

  it('finds a certificate by the field a question names', () => {
    const cert = {
      ...entry(
        'quell-cert',
        'Web Accessibility Specialist certification',
        'IAAP',
        '2022-01',
        '2022-06',
        'I passed the exam.',
      ),
    };
    const o = withEntries(owner, 'education', [cert]);
    const a = ask(o, `when did ${name} get the accessibility certification?`);
    expect(a.text).not.toMatch(/^No\b/);
    expect(a.text).toContain('June 2022');
  });

  it('says yes to an award a project won, before the hackathon placings', () => {
    const [first, ...rest] = owner.projects;
    const won = { ...first!, description: `${first!.description} In 2020 it won the Quell Design Award.` };
    const hackathons = [hackathonEntry('quell-second', { result: '2nd place' })];
    const a = ask(
      { ...owner, projects: [won, ...rest], hackathons },
      `Has any of ${name}'s work won an award?`,
    );
    expect(a.text).toMatch(/^Yes, the site says:\n.*won the Quell Design Award/);
    expect(a.text).toMatch(/\n\nIn hackathons: .*2nd place/);
  });
});

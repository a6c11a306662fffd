import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// Found by blind rounds 60 to 62: "the project" after a hackathon entry read as every project, a
// retired app said to be still running, the size of a company, "how many students?" and "how big did
// the chapter get?" after the entries that say it, and two jobs compared by what each was.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const pronoun = owner.pronouns ?? 'they';

  it('reads "the project" after one hackathon entry as that entry', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-shade', {
          title: 'Quell Shade',
          event: 'Quellton Climate Hack',
          result: '1st place',
          description: { app: 'Quellroutes plans shady walks.', role: 'I led the team of four.' },
        }),
        ...owner.hackathons,
      ],
    };
    const first = 'Tell me about Quell Shade';
    const about = askAfter(o, first, 'what was the project about?');
    expect(about.items).toEqual(['quell-shade']);
    expect(about.text).toContain('Quellroutes plans shady walks');
    const role = askInTurn(o, [first, 'what was the project about?', 'what did she do on the team?']);
    expect(role.text).toContain('I led the team of four');
  });

  it('says a retired app is no longer running, in its own words', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-match', {
          title: 'Quellmatch',
          description: 'Quellmatch paired mentors. It was retired when the group closed in 2024.',
        }),
        ...owner.projects,
      ],
    };
    const a = askAfter(o, 'What is Quellmatch?', 'is it still running?');
    expect(a.text).toMatch(/^No\b/);
    expect(a.text).toContain('retired');
  });

  describe('jobs and what their own words count', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-ta',
        'Teaching Assistant',
        'Quell University',
        '2015-09',
        '2017-07',
        'Ran weekly tutorials for about 120 second-year students.',
      ),
      entry(
        'quell-tel',
        'Data Scientist',
        'Quelltel Communications',
        '2017-08',
        '2020-12',
        'I built churn models for 9 million prepaid subscribers.',
      ),
      entry(
        'quell-agency',
        'Developer',
        'Quellwerk',
        '2021-01',
        '2023-12',
        'Quellwerk is a 40-person digital agency. I built client sites.',
      ),
      entry(
        'quell-now',
        'Staff Engineer',
        'Quellcarbon',
        '2024-01',
        'present',
        'Quellcarbon is a climate-tech scale-up (about 120 people, Series B).',
      ),
    ]);

    it('gives the size of the company in view, or says the site does not', () => {
      const a = askAfter(o, `Where does ${name} work now?`, 'how big is the company?');
      expect(a.text).toContain('about 120 people, Series B');
      const none = askAfter(o, 'Tell me about the Quelltel Communications job', 'how big is the company?');
      expect(none.kind).toBe('not-on-site');
    });

    it('gives the size of the company the owner works at now, asked with nothing in view', () => {
      const a = ask(o, `How big is the company ${name} works at?`);
      expect(a.items).toEqual(['quell-now']);
      expect(a.text).toContain('about 120 people, Series B');
      const does = ask(o, `What does the company ${pronoun} works at do?`);
      expect(does.items).toEqual(['quell-now']);
      expect(does.text).toContain('Quellcarbon is a climate-tech scale-up');
    });

    it('answers "how many students?" from the job in view that counts them', () => {
      const a = askAfter(o, `What jobs has ${name} had?`, 'how many students?');
      expect(a.items).toEqual(['quell-ta']);
      expect(a.text).toContain('120 second-year students');
    });

    it('compares two jobs by what each side describes', () => {
      const sides = ask(o, `Compare ${name}'s telecom job with the agency job.`);
      expect([...sides.items].sort()).toEqual(['quell-agency', 'quell-tel']);
      const now = ask(o, `Compare ${name}'s agency job with the current one.`);
      expect([...now.items].sort()).toEqual(['quell-agency', 'quell-now']);
      const ends = ask(o, `Compare ${name}'s first and last jobs.`);
      expect([...ends.items].sort()).toEqual(['quell-now', 'quell-ta']);
    });
  });

  it('answers how big a group got from its own words on growing', () => {
    const o = withEntries(owner, 'personal', [
      ...owner.about.find((s) => s.id === 'personal')!.entries,
      {
        id: 'quell-chapter',
        title: 'Chapter Lead at Quellcode Club',
        content: 'I co-ran the Quellton chapter. We grew it from 90 to 620 members.',
      },
    ]);
    const a = askAfter(o, 'Tell me about the Quellcode Club', 'how big did the chapter get?');
    expect(a.text).toContain('from 90 to 620 members');
  });

  it('reads "and before that one?" after the latest project as the project before it', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-new', { title: 'Quellfall', year: 2090 }),
        projectEntry('quell-old', { title: 'Quellpress', year: 2089 }),
        ...owner.projects,
      ],
    };
    const a = askAfter(o, `What is ${name}'s latest project?`, 'and before that one?');
    expect(a.items).toEqual(['quell-old']);
  });

  it('gives the placing of the hackathon entry in view for "what was the result?"', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-cli', { description: 'It zips the results and pushes them.' }),
        ...owner.projects,
      ],
      hackathons: [
        hackathonEntry('quell-ember', {
          title: 'Keep the Quell',
          event: 'Quell Dare 46',
          result: '#27 in Fun out of 2,900 entries',
        }),
        ...owner.hackathons,
      ],
    };
    const a = askAfter(o, 'Tell me about Keep the Quell', 'what was the result?');
    expect(a.text).toContain('#27 in Fun out of 2,900 entries');
  });

  it('does not read overlapping working hours as jobs held at once', () => {
    const a = ask(owner, `Can ${name} overlap with US Pacific hours?`);
    expect(a.text).not.toMatch(/did not overlap|at the same time/);
  });
});

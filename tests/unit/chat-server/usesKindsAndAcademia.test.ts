import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  withEntries,
  withPersonal,
  withSkill,
} from './ownerCopies';

// Questions two more blind rounds found answered wrongly or not at all: what a technology does in
// the work, the work by its kinds, hosts and the terminal, a second question of the work the first
// named, a researcher's titles, an About entry asked by its title, and leaving academia or coaching.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const withProjects = (...projects: ReturnType<typeof projectEntry>[]) => ({
    ...withSkill(owner, QUELLSCRIPT),
    projects: [...owner.projects, ...projects],
  });

  it("says what a technology does in the work by the work's own sentences that name it", () => {
    const board = projectEntry('quellboard', {
      title: 'Quellboard',
      description: 'A board for quells. Quellscript drives the live tally of every quell.',
    });
    const a = ask(withProjects(board), `What is Quellscript used for in Quellboard?`);
    expect(a.text).toContain(
      '[**Quellboard**](/projects?item=quellboard): “Quellscript drives the live tally of every quell.”',
    );
    expect(a.items).toEqual(['quellboard']);
  });

  it('groups the work by its kinds when asked what kinds of things the owner made', () => {
    const tool = projectEntry('quelltool', { title: 'Quelltool', kinds: ['cli'] });
    const a = ask(withProjects(tool), `What kinds of apps has ${name} made?`);
    expect(a.text).toMatch(/^.*'s work on the site, by kind:/);
    expect(a.text).toMatch(/- Command-line tools?: .*\[\*\*Quelltool\*\*\]/);
  });

  it('names the work on a hosting platform asked, and the work that runs in a terminal', () => {
    const hosted = projectEntry('quellhost', { title: 'Quellhost', live: 'https://quellhost.onrender.com/' });
    const tool = projectEntry('quelltool', { title: 'Quelltool', kinds: ['cli'] });
    const o = withProjects(hosted, tool);
    const onRender = ask(o, `Which of ${name}'s projects are deployed on Render?`);
    expect(onRender.items).toContain('quellhost');
    expect(onRender.items).not.toContain('quelltool');
    const terminal = ask(o, `Has ${name} built anything that runs in the terminal?`);
    expect(terminal.text).toMatch(/^Yes\b/);
    expect(terminal.items).toContain('quelltool');
  });

  it('reads "the app" in the second question of a message as the work the first named', () => {
    const team = hackathonEntry('quellhack', {
      team: 'Quell Crew',
      title: 'Quellhack',
      description: { app: 'Quellhack sorts quells by colour.', role: 'I built the sorter.' },
    });
    const o = { ...owner, hackathons: [...owner.hackathons, team] };
    const a = ask(o, `what did ${name} do in Quell Crew and whats the app about`);
    expect(a.text).toContain('I built the sorter.');
    expect(a.text).toContain('Quellhack sorts quells by colour.');
    const again = askInTurn(o, [`What did ${name} do in Quell Crew?`, "what's it about?"]);
    expect(again.text).toContain('Quellhack sorts quells by colour.');
  });

  it('counts a research post as the researcher side when weighing researcher against engineer', () => {
    const jobs = [
      entry(
        'quell-postdoc',
        'Postdoctoral Research Associate',
        'Quell Institute',
        '2010-01',
        '2013-01',
        'Quells.',
      ),
      entry('quell-eng', 'Software Engineer', 'Quellco', '2013-02', 'present', 'Quell services.'),
    ];
    const a = ask(withEntries(owner, 'career', jobs), `Is ${name} more of a researcher or an engineer?`);
    expect(a.text).toMatch(/- Researcher: titled so: \[\*\*Postdoctoral Research Associate\*\*\]/);
  });

  it('answers "tell me about her X" with the one About entry titled X', () => {
    const mentoring: Entry = {
      id: 'quell-mentoring',
      title: 'Mentoring',
      content: 'I mentor two new quellers a year through the Quell Guild.',
    };
    const o = withEntries(owner, 'personal', [...entriesOf(owner, 'personal'), mentoring]);
    const a = ask(o, `Tell me about ${name}'s mentoring.`);
    expect(a.items).toEqual(['quell-mentoring']);
    expect(a.text).toContain('I mentor two new quellers a year through the Quell Guild.');
  });

  it("answers why the owner left academia or coaching from that job's own words", () => {
    const jobs: Entry[] = [
      entry(
        'quell-postdoc',
        'Postdoctoral Research Associate',
        'Quell Institute',
        '2010-01',
        '2013-01',
        'Scaled the quell models. Realised I enjoyed the engineering more than the grant writing.',
      ),
      entry('quell-eng', 'Software Engineer', 'Quellco', '2013-02', 'present', 'Quell services.'),
    ];
    const a = ask(withEntries(owner, 'career', jobs), `Why did ${name} leave academia?`);
    expect(a.text).toContain('“Realised I enjoyed the engineering more than the grant writing.”');
    expect(a.items[0]).toBe('quell-postdoc');
    const coaches: Entry[] = [
      {
        ...entry('quell-club', 'Head Coach', 'Quell FC', '2005-01', '2012-01', 'Coached quell teams.'),
        field: 'other',
      },
      entry(
        'quell-school',
        'Development Coach',
        'Quell School',
        '2013-01',
        '2014-01',
        'Coached quell coders.',
      ),
    ];
    const o = withEntries(owner, 'career', coaches);
    expect(ask(o, `Why did ${name} leave coaching?`).items[0]).toBe('quell-club');
    expect(ask(o, `Why did ${name} stop being a development coach?`).items[0]).toBe('quell-school');
  });

  it('answers whether the owner mentors from their own words where no role is titled for it', () => {
    const jobs = [entry('quell-lead', 'Team Lead', 'Quellco', '2013-02', 'present', 'I lead five quellers.')];
    const o = withPersonal(
      withEntries(owner, 'career', jobs),
      'On weekends I mentor new quellers at the Quell Guild.',
    );
    const a = ask(o, `Does ${name} do any mentoring?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('I mentor new quellers at the Quell Guild');
  });

  it('says which of two jobs compared was the more senior by their titles', () => {
    const jobs = [
      entry('quell-a', 'Backend Engineer', 'Quellco', '2010-01', '2013-01', 'Quells.'),
      entry('quell-b', 'Senior Backend Engineer', 'Quellpay', '2013-02', '2016-01', 'More quells.'),
    ];
    const a = ask(
      withEntries(owner, 'career', jobs),
      `Compare Quellco vs Quellpay: which role was more senior?`,
    );
    expect(a.text).toMatch(
      /^By title, \[\*\*Senior Backend Engineer\*\*\]\(.*?\) at Quellpay was the more senior/,
    );
  });

  it('names the host one piece of work runs on, and asks a faq again of "what about…?"', () => {
    const hosted = projectEntry('quellhost', { title: 'Quellhost', live: 'https://quellhost.onrender.com/' });
    const a = ask(withProjects(hosted), 'Where is Quellhost deployed?');
    expect(a.text).toBe(
      '[**Quellhost**](/projects?item=quellhost) runs on Render: [Live](https://quellhost.onrender.com/).',
    );
    const visa = {
      id: 'visa',
      questions: ['Do you need a visa?', 'Do you need sponsorship?'],
      answer: 'I can work in Quelland without a visa, nowhere else.',
    };
    const again = askInTurn({ ...owner, faq: [visa] }, [
      `Does ${name} need visa sponsorship?`,
      'what about for a role in our New York office?',
    ]);
    expect(again.text).toContain('“I can work in Quelland without a visa, nowhere else.”');
  });

  it('reads "there github" as their GitHub, and "is it on npm?" of the one work in view by its link', () => {
    expect(ask(owner, 'wats there github').text).toMatch(/^.*'s GitHub: \[/);
    const lib = projectEntry('quelllib', {
      title: 'Quelllib',
      description: 'An open-source quell library on npm.',
      live: 'https://www.npmjs.com/package/quelllib',
    });
    const a = askInTurn(withProjects(lib), ['Tell me about Quelllib', 'is it on npm?']);
    expect(a.text).toBe(
      'Yes: [**Quelllib**](/projects?item=quelllib) is on [npm](https://www.npmjs.com/package/quelllib).',
    );
  });
});

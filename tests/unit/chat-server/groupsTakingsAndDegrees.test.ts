import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  answererOf,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Questions a blind round found answered by the wrong part of the site: a group led named by its
// field, a product's takings read as the owner's pay, the terms faq by its own phrasings, leading a
// team asked in other words, a degree written in another language, a team's stack of another side.

const RATES = {
  id: 'rates',
  questions: ['What are your rates?', 'How much do you charge?'],
  answer: "I don't publish rates. For longer contracts I also work on a weekly rate.",
};
const TERMS = {
  id: 'terms',
  questions: ['Would you take a full-time job?', 'Do you do contracts?'],
  answer: 'I prefer contracts of three to twelve months.',
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('quotes what the owner says of a group led, named by its field', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell',
        'Senior Engineer',
        'Quellworks',
        '2020-01',
        'present',
        'I build the web app. Since 2024 I have led the platform guild: nine engineers who review designs.',
      ),
    ]);
    const a = ask(o, `What is the platform guild ${name} leads?`);
    expect(a.items).toEqual(['quell']);
    expect(a.text).toContain('Since 2024 I have led the platform guild');
  });

  it("answers a product's takings from its own words, not the owner's rates", () => {
    const p = projectEntry('quellpad', {
      title: 'Quellpad',
      description: 'Quellpad has 300 paying subscribers, about $2,000 in monthly recurring revenue.',
    });
    const o = withFaq({ ...owner, projects: [p, ...owner.projects] }, [RATES]);
    const after = askInTurn(o, ['Tell me about Quellpad', 'how much money does it make?']);
    expect(after.text).toContain('monthly recurring revenue');
    expect(after.items).toEqual(['quellpad']);
    expect(ask(o, 'How much revenue does Quellpad make?').text).not.toContain('publish rates');
    expect(ask(o, `How much does ${name} charge?`).items).toEqual(['rates']);
  });

  it('finds the faq on terms by its own phrasings before another that mentions contracts', () => {
    const o = withFaq(owner, [RATES, TERMS]);
    const a = askInTurn(o, [
      `Would ${name} take a full-time job?`,
      `what kind of contracts does ${name} prefer?`,
    ]);
    expect(a.items).toEqual(['terms']);
  });

  it('reads a fit question that names a contract as a question of fit', () => {
    const o = withFaq(owner, [RATES, TERMS]);
    expect(ask(o, `Would ${name} fit a three-month contract for a health startup?`).intents).not.toContain(
      'faq:terms',
    );
  });

  it('reads "team leading experience" as leading', () => {
    const o = withFaq(owner, [TERMS]);
    expect(ask(o, `Does ${name} have team leading experience?`).intents).toEqual(['leadership']);
  });

  it('gives the size of the teams led after a question of leading', () => {
    const o = withEntries(owner, 'career', [
      entry('now', 'Engineer', 'Quell Pay', '2022-01', 'present', 'I lead a squad of four engineers.'),
      entry('then', 'Lead Engineer', 'Quell Games', '2015-01', '2021-12', 'I led a team of six engineers.'),
    ]);
    const a = askInTurn(o, [`Has ${name} led a team?`, 'how big?']);
    expect(a.text).toContain('a team of six engineers');
    expect(a.text).toContain('a squad of four engineers');
  });

  it('counts years at a university as a degree, whatever language its title is in', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'lic',
        'Licenciatura en Quellología',
        'Universidad de Quell',
        '2010-08',
        '2015-06',
        'Five years.',
      ),
      entry('mestre', 'Mestre em Quell', 'Universidade do Quell', '2016-09', '2019-07', 'Three years.'),
      entry('camp', 'Quell Bootcamp', 'Quell Labs', '2024-01', '2024-06', 'Six months.'),
    ]);
    expect(ask(o, `Does ${name} have a degree?`).text).toMatch(/^Yes/);
    expect(ask(o, `Did ${name} go to university?`).text).toMatch(/^Yes/);
    const only = withEntries(owner, 'education', [entriesOf(o, 'education')[1]!]);
    expect(ask(only, `Does ${name} have a degree?`).text).toMatch(/^Yes/);
  });

  it('lists every study for the education, whatever a title says "education"', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'music',
        'BA Music Education',
        'Quell University',
        '2010-09',
        '2014-06',
        'My thesis was on rhythm.',
      ),
      entry('camp', 'Quell Bootcamp', 'Quell Labs', '2024-01', '2024-06', 'Six months.'),
    ]);
    expect(ask(o, `What's ${name}'s education?`).items).toEqual(['camp', 'music']);
  });

  it("names a hackathon team's technology of another side than the owner's role", () => {
    const listed = owner.skills.some((c) => c.skills.some((s) => s.title === 'Firebase'));
    expect(listed).toBe(false);
    const team = hackathonEntry('quellteam', {
      roles: ['front end'],
      techStack: [
        { title: 'React', icon: 'react' },
        { title: 'Firebase', icon: 'firebase' },
      ],
    });
    const o = { ...owner, hackathons: [team] };
    const a = ask(o, `Has ${name} used Firebase?`);
    expect(a.text).toMatch(/^No, not as a listed skill: .* in the stack of/);
    expect(a.items).toEqual(['quellteam']);
  });

  it('finds the hackathons without a prize among those in view', () => {
    const o = {
      ...owner,
      hackathons: [hackathonEntry('won', { result: '1st place' }), hackathonEntry('none')],
    };
    const a = askInTurn(o, [
      `Has ${name} done any hackathons?`,
      `which one did ${name} not win anything at?`,
    ]);
    expect(a.items).toEqual(['none']);
  });

  it('tells the whole of a piece of work asked for by what it is, and its figure for "how many"', () => {
    const p = projectEntry('quellpad', {
      title: 'Quellpad',
      summary: 'A rhythm practice app for drummers.',
      description:
        'Quellpad plays a beat and asks you to tap along on a staff. I built it for my students and it now has about 300 monthly users.',
    });
    const o = { ...owner, projects: [p, ...owner.projects] };
    const told = ask(o, 'Tell me about the rhythm practice app');
    expect(told.items).toEqual(['quellpad']);
    expect(told.text).toContain('300 monthly users');
    const a = askInTurn(o, ['Tell me about Quellpad', 'how many people use it?']);
    expect(a.text).toContain('300 monthly users');
    expect(a.text).not.toContain('tap along');
  });

  it("gives the owner's own words on how to reach them beside the contact form", () => {
    const o = withFaq(owner, [
      {
        id: 'reach',
        questions: ['How can I contact you?'],
        answer: 'Email me at hello@quell.dev; I reply within a day.',
      },
    ]);
    const a = ask(o, `What's ${name}'s email?`);
    expect(a.text).toContain('hello@quell.dev');
    expect(a.text).not.toMatch(/lists no email/);
    expect(a.text).toContain('/contact');
    expect(ask(withFaq(owner, []), `What's ${name}'s email?`).text).toMatch(/lists no email/);
  });

  it('finds a camera the owner names by its maker', () => {
    const o = withEntries(owner, 'personal', [
      {
        id: 'hi',
        title: 'Hello',
        content: 'I build apps. On weekends I shoot street photos with my Fujifilm X100.',
      },
    ]);
    expect(ask(o, `What camera does ${name} use?`).text).toContain('Fujifilm X100');
  });

  it("leads a choice of two skills with the owner's own words on the one they rank top", () => {
    const o = withFaq(withSkill(owner, QUELLSCRIPT), [
      {
        id: 'best',
        questions: ['What is your greatest strength?'],
        answer: 'Quellscript is my strongest language by far; I use Elixir for small scripts.',
      },
    ]);
    const a = ask(o, `Elixir or Quellscript, which is ${name} stronger in?`);
    expect(a.text).toMatch(new RegExp(`^Quellscript, in ${name}'s own words: “Quellscript is my strongest`));
  });

  it('names the one of two skills the site shows', () => {
    const o = withSkill(owner, QUELLSCRIPT);
    expect(ask(o, 'Quellscript or Elixir?').text).toMatch(
      /^Of the two, Quellscript: the site shows no Elixir work/,
    );
  });

  it('reads an ordinary word opening a question as a skill joined to one written as a name', () => {
    const skill = (title: string) => ({ ...QUELLSCRIPT, title, icon: title, ariaLabel: title });
    const o = withSkill(withSkill(owner, skill('Rust')), skill('Go'));
    const techs = answererOf(o)
      .parse(`Go or Rust, which is ${name} stronger in?`)
      .found.filter((f) => f.entity.type === 'tech');
    expect(techs).toHaveLength(2);
  });

  it("quotes a team's technology its own words give to teammates", () => {
    const team = hackathonEntry('quellteam', {
      roles: ['back end'],
      techStack: [{ title: 'Elixir', icon: 'elixir' }],
      description: { role: 'I wrote the API; teammates did the Elixir jobs.', app: 'An app.' },
    });
    const a = ask({ ...owner, hackathons: [team] }, `Does ${name} know Elixir?`);
    expect(a.text).toContain('teammates did the Elixir jobs');
    expect(a.text).not.toMatch(/in the stack of/);
  });

  it('says what the last answer rests on when asked why', () => {
    const job = entry('now', 'Junior Developer', 'Quell Labs', '2025-02', 'present', 'I build forms.');
    const o = withEntries(owner, 'career', [job]);
    const a = askInTurn(o, [`Where does ${name} work?`, 'why do you say that?']);
    expect(a.text).toMatch(/^Only from what the site says/);
    expect(a.items).toEqual(['now']);
  });

  it('leads a question of level with the level the current title says', () => {
    const job = entry('now', 'Junior Developer', 'Quell Labs', '2025-02', 'present', 'I build forms.');
    const o = withEntries(owner, 'career', [job]);
    expect(ask(o, `Is ${name} junior or mid-level?`).text).toMatch(
      new RegExp(`^${name}'s current title says junior: Junior Developer at Quell Labs`),
    );
    expect(ask(o, `Is ${name} senior?`).text).toMatch(/^Not by .* current title, which says junior/);
  });

  it('reads "SaaS" as a word of the trade, not the Sass stylesheet language', () => {
    const words = answererOf(owner).parse(`Would ${name} fit a SaaS rebuild?`).words;
    expect(words).toContain('saas');
  });
});

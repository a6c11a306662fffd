import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entriesOf,
  entry,
  hackathonEntry,
  withEntries,
  withFaq,
  withPersonal,
} from './ownerCopies';

// Questions a blind round found answered by the wrong part of the site: the owner's own words said
// as theirs, a hire asked of the faq, the thing built that no work is, a study's hours, time zones,
// the people taught, a category by the head of its name, fit words missing from a plain question.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it("says a first-person faq answer is the owner's own words", () => {
    const f = withFaq(owner, [
      {
        id: 'pay',
        questions: ['What salary do you expect?'],
        answer: 'I would rather talk about pay later.',
      },
    ]);
    expect(ask(f, `What salary does ${name} expect?`).text).toBe(
      `In ${name}'s own words: “I would rather talk about pay later.”`,
    );
  });

  it("answers a visitor's offer of freelance work from the faq on it", () => {
    const f = withFaq(owner, [
      {
        id: 'open',
        questions: ['Are you available?'],
        answer: 'Yes: I am open to freelance front-end work.',
      },
    ]);
    const a = ask(f, `Can I hire ${name} for freelance work?`);
    expect(a.items).toContain('open');
    expect(a.text).toMatch(/^Yes, in .*own words: “I am open to freelance/);
  });

  it('says no to a thing built that nothing on the site describes', () => {
    const a = ask(owner, `Did ${name} build a zorblat app?`);
    expect(a.text).toMatch(/^No: none of .* is described as a zorblat app\./);
    expect(a.kind).toBe('not-on-site');
  });

  it('answers the hours of a study named by its kind', () => {
    const o = withEntries(owner, 'education', [
      entry('camp', 'Web Bootcamp (part-time)', 'Quell Labs', '2016-01', '2016-07', 'Evenings and weekends.'),
    ]);
    expect(ask(o, `Was ${name}'s bootcamp full-time?`).text).toMatch(/^No: .*Web Bootcamp.* was part-time/);
  });

  it("finds a time zone in the owner's own words, written with its offset", () => {
    const f = withFaq(owner, [
      { id: 'remote', questions: ['Do you work remotely?'], answer: 'Remote suits me; I am on UTC+1.' },
    ]);
    expect(ask(f, `What time zone is ${name} in?`).items).toContain('remote');
    expect(ask(withFaq(owner, []), `What timezone is ${name} in?`).intents).toEqual(['location']);
  });

  it('finds what the owner says of the people they taught', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'teach',
        'Coach',
        'Quell Academy',
        '2020-01',
        '2021-01',
        'Most of my students shipped a project.',
      ),
    ]);
    expect(ask(o, `How did ${name}'s students do?`).items[0]).toBe('teach');
  });

  it('reads a category by the head of its name', () => {
    const [first, ...rest] = owner.skills;
    const o = { ...owner, skills: [{ ...first!, name: 'Zorblat & Cloud' }, ...rest] as typeof owner.skills };
    const a = ask(o, `Which skills does ${name} list under zorblat?`);
    expect(a.items).toEqual([first!.slug]);
  });

  it('answers what the site says where a question reads as fit but asks none', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'gdg',
        'Organiser (volunteer)',
        'Quell Meetup',
        '2019-06',
        'present',
        'I co-organise monthly meetups.',
      ),
    ]);
    const a = ask(o, `Does ${name} do any community work?`);
    expect(a.items).toContain('gdg');
    expect(a.text).not.toMatch(/judge fit/);
  });

  it('names the hackathon entries without a prize', () => {
    const o = {
      ...owner,
      hackathons: [hackathonEntry('won', { result: '1st place' }), hackathonEntry('none')],
    };
    expect(ask(o, 'Which hackathon had no prize?').items).toEqual(['none']);
  });

  it("reads the owner's portfolio site as the site the visitor is on", () => {
    const site = owner.projects.find((p) => p.thisSite);
    if (!site) return;
    expect(ask(owner, `What framework does ${name}'s portfolio site use?`).items).toEqual([site.slug]);
  });

  it('declines the weather, whatever a place in it names', () => {
    const place = owner.location.split(',')[0]!;
    expect(ask(owner, `What's the weather in ${place} today?`).kind).toBe('off-topic');
  });

  it('gives the size of the group led in view', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'guild',
        'Senior Engineer',
        'Quellworks',
        '2020-01',
        'present',
        'I lead the accessibility guild: a group of twelve engineers.',
      ),
    ]);
    const a = askInTurn(o, [`Does ${name} lead a team?`, 'how many people are in it?']);
    expect(a.text).toContain('a group of twelve engineers');
  });

  it('answers whether a background matters from what the owner says it brings', () => {
    const p = withPersonal(owner, 'Nursing taught me to stay calm under pressure, which I bring to on-call.');
    const o = withEntries(p, 'career', [
      ...entriesOf(p, 'career'),
      {
        ...entry('ward', 'Staff Nurse', 'Quell Hospital', '2010-01', '2012-01', 'Nurse on a busy ward.'),
        field: 'other' as const,
      },
    ]);
    const a = ask(o, `Does ${name}'s nursing background matter for a dev job?`);
    expect(a.text).not.toMatch(/^No/);
    expect(a.text).toContain('Nursing taught me to stay calm');
  });
});

describe.each(OWNERS)('posts, favourites and language models on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry('audit', 'Audit Associate', 'Quell & Partners', '2012-09', '2015-12', 'Audits for banks.'),
    entry(
      'books',
      'Financial Reporting Accountant',
      'Quell Breweries',
      '2016-01',
      '2018-08',
      'Month-end close.',
    ),
    entry(
      'llm',
      'AI Trainer',
      'Quell Labs',
      '2024-09',
      'present',
      'I grade tasks that train large language models.',
    ),
  ]);

  it('names the jobs held as a post, where and when', () => {
    expect(ask(o, `Where did ${name} work as an accountant?`).items).toEqual(['books']);
    expect(ask(o, `Where did ${name} work as an auditor?`).items).toEqual(['audit']);
  });

  it('reads "language models" and "LLMs" as one topic', () => {
    expect(ask(o, `Does ${name} have any experience with LLMs?`).items).toContain('llm');
  });

  it('reads "fav" as favourite', () => {
    const f = withFaq(o, [
      {
        id: 'fave',
        questions: ['What is your favourite project?'],
        answer: 'My favourite is the quell tool.',
      },
    ]);
    expect(ask(f, `whats ${name}'s fav thing they've built?`).items).toContain('fave');
  });
});

describe.each(OWNERS)('terms written in two words on %s', (_, owner) => {
  const name = owner.firstName;

  it('finds a design system and a time zone the owner writes in two words', () => {
    const o = withEntries(owner, 'career', [
      entry('ui', 'Frontend Engineer', 'Quellworks', '2020-01', 'present', 'I built our design system.'),
      entry(
        'tz',
        'Support Engineer',
        'Quell Desk',
        '2018-01',
        '2019-12',
        'I covered the European time zone.',
      ),
    ]);
    expect(ask(o, `Has ${name} built a design system?`).items).toContain('ui');
    expect(ask(o, `What timezone has ${name} covered?`).items).toContain('tz');
  });
});

import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Found by blind rounds 69, 70 and 71: a piece of work said to be no longer hosted, the study at a
// university and whether it was in software, a placing that is no win, years of a skill the owner's
// words give, design of something else than screens, two jobs set against each other, the designer jobs timed together, a why after
// the owner's answer, a count the entry on the thing itself gives, and a verdict on a named stack.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const only = (projects: ReturnType<typeof projectEntry>[]) => ({ ...owner, projects, hackathons: [] });

  it('says no to "still live?" of work its own words say is no longer hosted', () => {
    const o = only([
      projectEntry('quell-ledger', {
        title: 'Quell Ledger',
        description: 'A bookkeeping app for quell groups. It is no longer hosted.',
        github: 'https://github.com/quell/quell-ledger',
      }),
    ]);
    const a = askAfter(o, 'What stack did Quell Ledger use?', 'is it still live?');
    expect(a.text).toMatch(/^No\b/);
    expect(a.text).toContain('no longer hosted');
  });

  it('gives the study at a university, and whether it was in software by its field', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-bootcamp',
        'Quell Engineering Bootcamp',
        'Quell Academy',
        '2019-10',
        '2020-03',
        'A bootcamp.',
      ),
      {
        ...entry(
          'quell-bsc',
          'BSc Quellistics',
          'University of Quellrobi',
          '2014-09',
          '2018-06',
          'Probability and sampling.',
        ),
        field: 'other',
      },
    ]);
    const a = ask(o, `What did ${name} study at university?`);
    expect(a.items).toEqual(['quell-bsc']);
    const b = askAfter(o, `What did ${name} study at university?`, 'was it software related?');
    expect(b.text).toMatch(/^No: the site lists \[\*\*BSc Quellistics\*\*\].* as study outside software/);
  });

  it('tells a placing from a win when asked which one was won', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-jam', { team: 'Quell Jam', date: '2018-01', result: 'Best Game, Turin site' }),
        hackathonEntry('quell-dare', { team: 'Quell Dare', date: '2020-10', result: '14th in Innovation' }),
      ],
    };
    const a = askAfter(o, `Has ${name} done any hackathons?`, 'which one did he win?');
    expect(a.items).toEqual(['quell-jam']);
    expect(a.text).toContain('A placing, not a win: [**Quell Dare**]');
  });

  it("gives a skill's years as the owner's own words give them", () => {
    const o = withEntries(owner, 'personal', [
      ...entriesOf(owner, 'personal'),
      {
        id: 'quell-hello',
        title: 'Quell hello',
        content: 'Over the last three years Quellscript has become my favourite language.',
      },
    ]);
    const withIt = withSkill(o, {
      title: 'Quellscript',
      icon: 'quellscript',
      ariaLabel: 'Quellscript',
      kind: 'language',
    });
    const a = ask(withIt, `How many years of Quellscript does ${name} have?`);
    expect(a.text).toMatch(/^About 3 years, in \w+ own words\b/);
  });

  it('reads "PCB design" as that work in the prose, not the field of design', () => {
    const o = only([
      projectEntry('quell-rover', {
        title: 'Quell Rover',
        description: 'A six-wheeled rover. I designed the motor-driver PCB myself.',
      }),
    ]);
    const a = ask(o, `Does ${name} have experience with PCB design?`);
    expect(a.text).toContain('I designed the motor-driver PCB myself');
    expect(a.text).not.toMatch(/no design work/);
  });

  it('sets two jobs described by their employers side by side, the longer and the senior said', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-auto',
        'Embedded Software Engineer',
        'Quellion Automotive Systems',
        '2016-07',
        '2020-05',
        'I wrote body control software for cars.',
      ),
      entry(
        'quell-med',
        'Senior Firmware Engineer',
        'Quellwell Medical',
        '2020-06',
        'present',
        'I lead pump firmware. I left automotive for medical devices.',
      ),
    ]);
    const a = ask(o, `Compare ${name}'s automotive job with the medical device one.`);
    expect(a.items).toEqual(['quell-med', 'quell-auto']);
    expect(a.text).toMatch(
      /Senior Firmware Engineer\*\*\]\(\/\?item=career\) at Quellwell Medical ran longer/,
    );
    expect(a.text).toContain('is the more senior');
  });

  it('ranks no titles across fields, and says no run was longer for a few months', () => {
    const o = withEntries(owner, 'career', [
      {
        ...entry(
          'quell-vet',
          'Head Veterinary Nurse',
          'Quellpaws Clinic',
          '2015-01',
          '2019-03',
          'I ran the surgery ward.',
        ),
        field: 'other',
      },
      entry('quell-dev', 'Junior Developer', 'Quellsoft', '2019-04', '2023-09', 'I built booking software.'),
    ]);
    const a = ask(o, `Compare ${name}'s job at Quellpaws Clinic with the one at Quellsoft.`);
    expect(a.items).toEqual(expect.arrayContaining(['quell-vet', 'quell-dev']));
    expect(a.text).not.toContain('more senior');
    expect(a.text).not.toContain('ran longer');
  });

  it('times every job titled as the doer asked, and not a job in a field of that name', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-web-designer',
        'Web Designer',
        'Quell Studio',
        '2013-09',
        '2017-02',
        'I designed quell sites.',
      ),
      entry(
        'quell-product-designer',
        'Product Designer',
        'Quellage',
        '2017-03',
        '2020-08',
        'I owned quell flows.',
      ),
      entry(
        'quell-ds-lead',
        'Front-End Engineer (Design System lead)',
        'Quellage',
        '2020-09',
        'present',
        'I lead the quell design system.',
      ),
    ]);
    const a = ask(o, `how long was ${name} a designer?`);
    expect(a.items).toEqual(['quell-web-designer', 'quell-product-designer']);
    expect(a.text).toMatch(/^About 7 years in all\b/);
  });

  it('answers "why not?" after a faq answer with the faq asking why of what it says', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-availability',
        questions: [`Is ${name} available for work?`, 'Is she available full time?'],
        answer: "I'm open to quell roles from early 2027, as long as the role is four days a week.",
      },
      {
        id: 'quell-part-time',
        questions: ['Why does she work four days a week?'],
        answer: 'Fridays are for the meetup I run and my painting.',
      },
    ]);
    const a = askAfter(o, `Is ${name} available for work?`, 'why not?');
    expect(a.items).toEqual(['quell-part-time']);
    expect(a.text).toContain('Fridays are for the meetup');
  });

  it('counts the members of what the work in view is the website of, from the entry on it', () => {
    const o = withEntries(
      only([
        projectEntry('quell-cafe-site', {
          title: 'Quell Café website',
          description: 'The website of the meetup I run: talks and transcripts.',
        }),
      ]),
      'personal',
      [
        ...entriesOf(owner, 'personal'),
        {
          id: 'quell-cafe',
          title: 'Quell Café',
          content: 'Since 2021 I have run Quell Café, a monthly meetup. We are now more than 1,400 members.',
        },
      ],
    );
    const a = askAfter(o, 'Tell me about the Quell Café website', 'how many members does it have?');
    expect(a.items).toEqual(['quell-cafe']);
    expect(a.text).toContain('1,400 members');
  });

  it('leads a fit on a named stack with yes, partly or no by the listed skills', () => {
    const listed = owner.skills.flatMap((c) => c.skills).find((k) => k.title.length > 3)!.title;
    const absent = ['COBOL', 'OCaml', 'Erlang'].find(
      (t) => !owner.skills.some((c) => c.skills.some((k) => k.title === t)),
    )!;
    const escaped = listed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(ask(owner, `would ${name} fit a team using ${listed} and ${absent}?`).text).toMatch(
      new RegExp(`^Partly: of the stack you name, ${name} lists ${escaped}, not ${absent}\\.`),
    );
    expect(ask(owner, `would ${name} fit a team using ${listed}?`).text).toMatch(
      new RegExp(`^On the stack you name, yes: ${name} lists ${escaped}\\.`),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// Found by blind rounds: a career walked through as its break alone, an academic post counted as
// industry, a contract described by its place and startup not found, a move abroad, studies abroad,
// a BE degree read as none, results asked "in numbers", going independent, who uses a scale, the
// client of a project, a datathon by its last words, and firmware years across a career break.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const home = owner.location;

  it('walks through the whole career in order, though a break is titled "career break"', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-a', 'Quell Intern', 'Quellfirm', '2014-07', '2016-03', 'I tested quells.'),
      entry('quell-b', 'Quell Engineer', 'Quellworks', '2016-04', '2021-09', 'I built quells.'),
      {
        ...entry(
          'quell-gap',
          'Family carer (career break)',
          '',
          '2021-10',
          '2023-09',
          'I cared for my father.',
        ),
      },
      entry('quell-c', 'Quell Lead', 'Quellcorp', '2023-10', 'present', 'I lead quells.'),
    ]);
    const a = ask(o, `Walk me through ${name}'s career in chronological order.`);
    expect(a.items).toEqual(['quell-a', 'quell-b', 'quell-gap', 'quell-c']);
  });

  it('leaves a doctoral post out of industry experience and says so', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-phd',
        'Doctoral Researcher',
        'Quellmere Institutet',
        '2016-09',
        '2019-08',
        'I studied quells.',
      ),
      entry('quell-job', 'Data Scientist', 'Quellcorp', '2019-10', 'present', 'I model quells.'),
    ]);
    const a = ask(o, `How many years of industry experience does ${name} have in total?`);
    expect(a.text).toMatch(/starts in October 2019/);
    expect(a.text).toMatch(/Not counted, as academic: .*Doctoral Researcher/);
    expect(ask(o, `How many years of experience does ${name} have?`).text).toMatch(
      /starts in September 2016/,
    );
  });

  it('finds a contract by its place and kind of employer, and why it was not stayed on', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-free',
        'Freelance Developer',
        'Self-employed',
        '2021-09',
        'present',
        'Web apps for clients. I paused freelancing in 2023 for a contract in Quellford.',
      ),
      {
        ...entry(
          'quell-contract',
          'Contract Developer',
          'Quellbasket',
          '2023-03',
          '2023-08',
          'A contract at Quellbasket, a Quellford grocery startup. They offered me a permanent role, but could not sponsor a visa, so I went back to freelancing.',
        ),
        location: 'Quellford, Quellonia',
      },
    ]);
    const first = 'What was the Quellford startup contract about?';
    expect(ask(o, first).items).toEqual(['quell-contract']);
    const why = askAfter(o, first, "why didn't they stay on?");
    expect(why.text).toContain('could not sponsor a visa');
  });

  it('gives the reasons for a move to a country from the entry placed there', () => {
    const o = withEntries(owner, 'personal', [
      ...(owner.about.find((s) => s.id === 'personal')!.entries as never[]),
      {
        id: 'quell-move',
        title: 'Why Quelltown',
        location: 'Quelltown, Quellonia',
        start: '2022-07',
        content:
          'After my startup was acquired I wanted to work on business software, and Quellcorp offered me a role in Quelltown. I moved in July 2022 on a work permit.',
      },
    ]);
    expect(ask(o, `Why did ${name} move to Quellonia?`).text).toContain(
      'I wanted to work on business software',
    );
    expect(ask(o, `Why did ${name} move to Zanzibar?`).text).toMatch(/doesn't mention a move to Zanzibar/);
  });

  it('answers studies and jobs abroad by the country of each place', () => {
    const study = (id: string, title: string, location: string) => ({
      ...entry(id, title, 'Quell University', '2010-09', '2013-06', 'I studied.'),
      location,
    });
    const o = withEntries(
      withEntries(owner, 'education', [
        study('quell-home', 'BSc Quellistics', home),
        study('quell-away', 'Exchange year', 'Quelltown, Quellonia'),
      ]),
      'career',
      [
        {
          ...entry('quell-job', 'Quell Engineer', 'Quellcorp', '2014-01', 'present', 'I build.'),
          location: home,
        },
      ],
    );
    const a = ask(o, `Did ${name} study abroad?`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.items).toEqual(['quell-away']);
    expect(ask(o, `Has ${name} worked abroad?`).text).toMatch(/^No: /);
  });

  it('reads a BE as a degree, and says which one where another subject is asked', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-be',
        'BE Mechanical Engineering',
        'Quell Institute of Technology',
        '2013-08',
        '2017-06',
        'I studied.',
      ),
    ]);
    const a = ask(o, `Does ${name} have a CS degree?`);
    expect(a.text).toMatch(/^No: .*degree is .*BE Mechanical Engineering/);
  });

  it('answers what was achieved at an employer by its sentences with figures', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-job',
        'Quell Engineer',
        'Quellcorp',
        '2020-01',
        '2022-12',
        'I joined the platform team. I rebuilt the billing service, which cut failed payments by 62%.',
      ),
      entry(
        'quell-lead',
        'Senior Quell Engineer',
        'Quellcorp',
        '2023-01',
        'present',
        'I lead the payments squad. Quellcorp now serves about 9,000 small businesses.',
      ),
    ]);
    const a = ask(o, `What did ${name} achieve at Quellcorp, in numbers?`);
    expect(a.text).toContain('cut failed payments by 62%');
    expect(a.text).toContain('about 9,000 small businesses');
    expect(a.text).not.toContain('I lead the payments squad');
  });

  it('answers why the owner went independent from how the job before it ended', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-job',
        'Quell Engineer',
        'Quellcorp',
        '2020-01',
        '2025-09',
        'I left to go independent so I could give my library two days a week.',
      ),
      entry(
        'quell-own',
        'Independent Quell Consultant',
        'Quell Data',
        '2025-10',
        'present',
        'I advise teams.',
      ),
    ]);
    expect(ask(o, `Why did ${name} go independent?`).text).toContain(
      'so I could give my library two days a week',
    );
  });

  it('answers who uses a piece of work from a count of its people, and who it was made for', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-scale', {
          title: 'Quellscale',
          description: 'A scale for beehives. 60 beekeepers across the region now run 210 scales.',
        }),
        projectEntry('quell-box', {
          title: 'Quellbox',
          summary: 'A subscription store for a snack company.',
          description: 'Client work for a Quellford start-up: a storefront with subscriptions.',
        }),
      ],
    };
    expect(askAfter(o, 'Tell me about Quellscale.', 'how many people use it?').text).toContain(
      '60 beekeepers',
    );
    const client = askAfter(o, 'Tell me about Quellbox.', 'who was the client?');
    expect(client.text).toContain('Client work for a Quellford start-up');
    expect(ask(o, 'Tell me about Quellbox.').text).not.toContain('own projects');
  });

  it('finds a hackathon entry by the last words of its event', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-lens', {
          title: 'Quell Lens',
          event: 'Quellonia Health Datathon 2024',
          description: { app: 'Quell Lens forecasts waiting times.', role: 'I led the team.' },
        }),
      ],
    };
    const a = ask(o, `what did ${name} build at the health datathon`);
    expect(a.items).toEqual(['quell-lens']);
  });

  it('counts firmware titles as embedded years, less a career break', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-a', 'Embedded Software Engineer', 'Quellworks', '2016-04', '2021-09', 'I wrote C.'),
      {
        ...entry(
          'quell-gap',
          'Family carer (career break)',
          '',
          '2021-10',
          '2023-09',
          'I cared for my father.',
        ),
      },
      entry('quell-b', 'Firmware Engineer', 'Quellcorp', '2023-10', 'present', 'I write Rust.'),
    ]);
    const a = ask(o, `How many years of experience does ${name} have in embedded?`);
    expect(a.text).not.toMatch(/No job on the site is titled/);
    expect(a.text).toMatch(/about 8 years/);
    expect(a.text).toMatch(/not counting October 2021 to September 2023/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, projectEntry, withEntries, withPersonal } from './ownerCopies';

// Two jobs compared side by side, a job claimed to run since a year, when a piece of work in view was
// written, hackathons asked by the place they were in, and an event named by the words before its year.

describe.each(OWNERS)('jobs compared, claims of time and hackathon places, on %s', (_, owner) => {
  const name = owner.firstName;
  const their = { he: 'his', she: 'her' }[owner.pronouns as string] ?? 'their';
  const o = {
    ...withEntries(
      withPersonal(owner, 'My partner and I plan a move to Quelland, so I am open to relocating.'),
      'career',
      [
        entry(
          'quell-old',
          'Quell Teacher',
          'Quellschool',
          '2014-08',
          '2019-07',
          'I taught chemistry at a school.',
        ),
        entry(
          'quell-mid',
          'Junior Quell Engineer',
          'Quellgistics',
          '2020-02',
          '2023-06',
          'I loaded parcels for a logistics firm.',
        ),
        entry('quell-now', 'Quell Engineer', 'Quellwerf', '2024-01', 'present', 'I own the quell ingestion.'),
      ],
    ),
    projects: [projectEntry('kyoto', { title: 'Kyoto', year: 2023, description: 'An emulator of quells.' })],
    hackathons: [
      hackathonEntry('quell-north', {
        event: 'Junction 2022, Helsinki',
        roles: ['firmware'],
        date: '2022-11',
      }),
      hackathonEntry('quell-south', {
        event: 'Health Hack Gothenburg',
        roles: ['team lead'],
        date: '2024-04',
      }),
    ],
  } as Owner;

  it('compares two jobs described or called current, side by side', () => {
    const now = ask(o, `Compare ${name}'s logistics job with ${their} current job.`);
    expect(now.text).toMatch(
      /\bSide by side \(newest first\):\n- .*Quell Engineer.* over 2 years: .*\n- .*Junior Quell/,
    );
    expect(now.items).toEqual(['quell-now', 'quell-mid']);
    expect(ask(o, `Compare ${name}'s teaching job and ${their} logistics job.`).items).toEqual([
      'quell-mid',
      'quell-old',
    ]);
  });

  it('tells two jobs that share a word apart by the two words of the title', () => {
    const two = withEntries(o, 'career', [
      entry('quell-coach', 'Quell Coach', 'Quellclub', '2016-01', '2022-12', 'I coached a quell team.'),
      entry('dev-coach', 'Development Coach', 'Quellschool', '2023-01', '2023-08', 'I coached students.'),
      entry('quell-now', 'Quell Engineer', 'Quellwerf', '2024-01', 'present', 'I own the quell ingestion.'),
    ]);
    const a = ask(two, `Compare ${name}'s development coach job with ${their} current job.`);
    expect(a.items).toEqual(['quell-now', 'dev-coach']);
  });

  it('leaves a job without dates out of a side-by-side comparison', () => {
    const undated = withEntries(o, 'career', [
      {
        ...entry('quell-old', 'Quell Teacher', 'Quellschool', '', '', 'I taught chemistry.'),
        start: undefined,
        end: undefined,
      },
      entry('quell-now', 'Quell Engineer', 'Quellwerf', '2024-01', 'present', 'I own the quell ingestion.'),
    ]);
    const a = ask(undated, `Compare ${name}'s teaching job with ${their} current job.`);
    expect(a.text).not.toMatch(/^Side by side/);
  });

  it('answers a job claimed to run since a year by the year it began, or that it ended', () => {
    expect(ask(o, `Has ${name} worked at Quellwerf since 2022?`).text).toMatch(
      /^No: only since January 2024\./,
    );
    expect(ask(o, `Has ${name} worked at Quellwerf since 2025?`).text).toMatch(
      /^Yes, and longer: since January 2024\./,
    );
    expect(ask(o, `Has ${name} worked at Quellgistics since 2020?`).text).toMatch(
      /^No: it ended in June 2023\./,
    );
  });

  it('answers when the piece of work in view was written', () => {
    expect(askAfter(o, 'Tell me about Kyoto.', `When did ${name} write it?`).text).toMatch(
      /Kyoto.* is from 2023/,
    );
  });

  it('finds hackathons by the place their events name, never by a project of that name', () => {
    expect(ask(o, `Did ${name} attend a hackathon in Kyoto?`).text).toMatch(
      new RegExp(`^The site places none of ${name}'s hackathon entries in Kyoto\\. The events: `),
    );
    expect(ask(o, `Did ${name} do a hackathon in Helsinki?`).text).toMatch(
      /^Yes: .*Team quell-north.* at Junction/,
    );
    expect(ask(o, 'Which hackathon was in Gothenburg?').items).toEqual(['quell-south']);
  });

  it('names an event by the words before its year', () => {
    const a = ask(o, `Did ${name} lead the team at Junction?`);
    expect(a.text).toMatch(/^No: in .*Team quell-north/);
  });

  it('gives no move of home as the reason for a move of career', () => {
    expect(ask(o, `Why did ${name} switch careers?`).text).not.toContain('relocating');
  });
});

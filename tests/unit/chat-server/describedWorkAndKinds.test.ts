import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, hackathonEntry, projectEntry, withEntries, withSkill } from './ownerCopies';

// Found by a blind round: work described by two of its own words ("the quell theory quiz") beside
// a kind or a job title sharing one ("Quell Teacher"), a database named only as a listed skill's
// alias, and an event asked by its coined name less the word it is written with ("qk13k").

const withWork = (o: Owner): Owner => ({
  ...withEntries(o, 'career', [
    ...entriesOf(o, 'career'),
    entry(
      'quell-teacher',
      'Quellharp Teacher',
      'Quell Conservatory',
      '2014-09',
      '2022-08',
      'Taught the quellharp.',
    ),
  ]),
  projects: [
    projectEntry('quell-tuner', {
      title: 'Afinaquell',
      year: 2023,
      kinds: ['web app', 'music'],
      summary: 'A free quellharp-tuner web app.',
      description:
        'Afinaquell listens through the microphone and tunes a quellharp. About 14,000 people use it a month.',
      live: 'https://afinaquell.app',
    }),
    projectEntry('quell-quiz', {
      title: 'Intervaquell',
      year: 2022,
      kinds: ['game', 'education'],
      summary: 'A music-theory quiz game for ear training.',
      description: 'Intervaquell quizzes intervals, chords and scales, with weekly leaderboards.',
    }),
  ],
  hackathons: [
    hackathonEntry('quell-js', {
      team: 'Solo',
      title: 'Tiny Quells',
      event: 'qk13kGames',
      result: '41st of 186 entries',
    }),
  ],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('finds work by two of its own words before a kind or a job title that shares one', () => {
    const o = withWork(owner);
    expect(ask(o, 'What year did they build the music theory quiz?').items).toEqual(['quell-quiz']);
    const link = ask(o, "What's the link to the quellharp tuner?");
    expect(link.items).toEqual(['quell-tuner']);
    expect(link.text).toContain('(https://afinaquell.app)');
  });

  it('counts a listed skill whose alias is a database among the databases', () => {
    const o = withSkill(owner, {
      title: 'Quellbase',
      icon: 'quellbase',
      ariaLabel: 'Quellbase platform',
      kind: 'platform',
      aliases: ['firestore'],
    });
    expect(ask(o, `Has ${name} worked with databases?`).text).toMatch(/^Yes: .*Quellbase \(Firestore\)/);
  });

  it('finds an event by its coined name less the word it is written with', () => {
    const a = ask(withWork(owner), `How did ${name} place at qk13k?`);
    expect(a.items).toEqual(['quell-js']);
    expect(a.text).toContain('41st of 186 entries');
  });
});

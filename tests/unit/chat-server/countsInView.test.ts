import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { QUELLSCRIPT, askAfter, askInTurn, hackathonEntry, projectEntry, withSkill } from './ownerCopies';

// "How many of those were in 2024?", "what did he build in that one?": follow-ups on the work in view.

describe.each(OWNERS)('the work in view, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-a', { date: '2071-03' }),
      hackathonEntry('quell-b', { date: '2072-05', roles: ['team lead'] }),
      hackathonEntry('quell-c', {
        date: '2072-09',
        description: { app: 'Quellcast forecasts quells.', role: 'I built the quell map.' },
      }),
    ],
  } as Owner;

  it('counts the pieces in view by the year asked', () => {
    const a = askAfter(o, `How many hackathons has ${name} done?`, 'How many of those were in 2072?');
    expect(a.text).toMatch(/^2 of those 3 were in 2072:\n/);
    expect(a.items).toEqual(['quell-c', 'quell-b']);
    expect(askAfter(o, `How many hackathons has ${name} done?`, 'How many of those were in 2070?').text).toBe(
      '0 of those 3 were in 2070.',
    );
  });

  it('counts over the list again after a follow-up on one of its entries', () => {
    const quell = { title: 'Quellscript', icon: 'quellscript' };
    const stacked = {
      ...withSkill(o, QUELLSCRIPT),
      hackathons: o.hackathons.map((h) => (h.slug === 'quell-a' ? h : { ...h, techStack: [quell] })),
    } as Owner;
    const a = askInTurn(stacked, [
      `How many hackathons has ${name} done?`,
      'Tell me about quell-a',
      'How many of them used Quellscript?',
    ]);
    expect(a.text).toMatch(/^Of those, 2 hackathon entries use Quellscript:\n/);
    expect(a.items).toEqual(['quell-c', 'quell-b']);
  });

  it('counts every piece in view when a follow-up counts hackathons in', () => {
    const games = {
      ...o,
      projects: [projectEntry('quell-game', { kinds: ['game'] })],
      hackathons: o.hackathons.map((h) => (h.slug === 'quell-a' ? h : { ...h, kinds: ['game'] })),
    } as Owner;
    const a = askAfter(
      games,
      `Has ${name} built any games?`,
      'how many is that in total, counting hackathons?',
    );
    expect(a.text).toMatch(/^3 in total: 1 project \(\[\*\*quell-game\*\*\].*\) and 2 hackathon entries \(/);
    expect(a.items).toHaveLength(3);
  });

  it('counts the pieces in view when "in total, counting hackathons too" has no pointing word', () => {
    const games = {
      ...o,
      projects: [projectEntry('quell-game', { kinds: ['game'] }), projectEntry('quell-tool')],
      hackathons: o.hackathons.map((h) => (h.slug === 'quell-a' ? h : { ...h, kinds: ['game'] })),
    } as Owner;
    const a = askAfter(games, `Has ${name} built any games?`, 'how many in total, counting hackathons too?');
    expect(a.text).toMatch(/^3 in total: 1 project \(\[\*\*quell-game\*\*\].*\) and 2 hackathon entries \(/);
  });

  it('counts all projects and hackathon entries when both are asked in total', () => {
    const a = askAfter(o, 'hi', `how many projects and hackathons has ${name} done altogether?`);
    const total = o.projects.length + o.hackathons.length;
    expect(a.text).toMatch(new RegExp(`^${total} in total: ${o.projects.length} projects? \\(`));
    expect(a.items).toHaveLength(total);
  });

  it('tells a piece in view by a technology it is built with', () => {
    const rust = { title: 'Quellrust', icon: 'quellrust' };
    const two = {
      ...o,
      projects: [projectEntry('quell-one'), projectEntry('quell-two', { techStack: [rust] })],
    } as Owner;
    const compared = ['Compare quell-one and quell-two.', 'Which of the two is newer?'];
    const a = askInTurn(two, [...compared, 'Does the Quellrust one use Quellscript?']);
    expect(a.text).toMatch(/^No: \[\*\*quell-two\*\*\].* is built with Quellrust/);
  });

  it('answers the role on the entry in view its own words describe', () => {
    const a = askAfter(
      o,
      `How many hackathons has ${name} done?`,
      'What was their role on the Quellcast one?',
    );
    expect(a.text).toMatch(/^In \[\*\*Team quell-c\*\*\].*\n> I built the quell map\./);
  });

  it('picks the one entry the owner competed in among those in view', () => {
    const two = {
      ...o,
      hackathons: [
        hackathonEntry('quell-judge', {
          date: '2025-03',
          roles: ['judge'],
          description: { app: 'Judging.', role: 'I judged twelve teams and did not compete.' },
        }),
        hackathonEntry('quell-team', {
          date: '2023-05',
          description: { app: 'Quellmap.', role: 'I built the quell backend.' },
        }),
      ],
    } as Owner;
    const a = askInTurn(two, [
      `Has ${name} won any hackathons?`,
      'What was their role at the judging one?',
      'And the one where they actually competed, what did they do there?',
    ]);
    expect(a.text).toContain('I built the quell backend.');
    expect(a.text).not.toContain('I judged twelve teams');
  });

  it('answers what was built in the one entry in view from its role', () => {
    const a = askAfter(o, `Tell me about quell-c`, 'What did they build in that one?');
    expect(a.text).toContain('I built the quell map.');
    expect(a.items[0]).toBe('quell-c');
  });
});

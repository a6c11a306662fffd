import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, projectEntry, withEntries, withFaq, withSkill } from './ownerCopies';

// The owner's own words before what the answerer would infer: a faq phrasing asked as written, a
// preference, a "not relocating" that holds of any city, a length the entry states, a promotion, a
// grade above the one asked; and questions read for what they ask: teamwork, management,
// weaknesses, a misspelt skill, open-source work of a kind.

const faqOf = (id: string, questions: string[], answer: string) => ({ id, questions, answer });

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers a faq phrasing asked as written by the faq, not by a past job of the topic', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry('teacher', 'Piano Teacher', 'Musikschule Pankow', '2012-09', '2019-03', 'I taught piano.'),
      ]),
      [
        faqOf(
          'teaching',
          [`Does ${name} still teach music?`],
          'Yes, I still give piano lessons on weekends.',
        ),
      ],
    );
    const a = ask(o, `does ${name} still teach music`);
    expect(a.items).toContain('teaching');
    expect(a.text).toMatch(/^Yes, in .* own words: “I still give piano lessons/);
  });

  it('says no to relocating to any city where the owner is not relocating anywhere', () => {
    const o = withFaq(owner, [
      faqOf('remote', [`Is ${name} open to remote work?`], "Remote-first, but I'm not looking to relocate."),
    ]);
    expect(ask(o, `Would ${name} relocate to Berlin?`).text).toMatch(/^No, in /);
    expect(ask(o, `Would ${name} move to Berlin?`).text).toMatch(/^No, in /);
    // A no that names the place asked as the exception is no no for it.
    const except = withFaq(owner, [
      faqOf('moving', [`Would ${name} relocate?`], "I won't relocate, except to Berlin for the right team."),
    ]);
    expect(ask(except, `Would ${name} relocate to Berlin?`).text).not.toMatch(/^No\b/);
  });

  it('gives no yes to what is wanted where the answer prefers something else', () => {
    const o = withFaq(owner, [
      faqOf(
        'remote',
        [`Is ${name} open to remote work?`, `Does ${name} want to work from the office?`],
        'Hybrid is what I prefer. Fully remote is possible, fully on-site is not for me.',
      ),
    ]);
    expect(ask(o, `Does ${name} want to work fully remote?`).text).toMatch(
      /^In .* own words: “Hybrid is what I prefer/,
    );
    expect(ask(o, `Is ${name} open to remote work?`).text).toMatch(/^Yes, in /);
  });

  it('repeats the faq in view for "what kind of roles?" where its answer speaks of roles', () => {
    const o = withFaq(owner, [
      faqOf(
        'availability',
        [`Is ${name} available for work?`],
        'Not looking, but open to a chat about staff roles.',
      ),
    ]);
    expect(askInTurn(o, [`Is ${name} open to new opportunities?`, 'what kind of roles?']).items).toEqual([
      'availability',
    ]);
  });

  it('counts the years of a technology by the jobs titled for it, where some are', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'teacher',
        'Music Teacher',
        'Musikschule Pankow',
        '2012-09',
        '2019-03',
        'I wrote small iOS apps for my students.',
      ),
      entry('ios', 'iOS Developer', 'Appfabrik', '2019-08', 'present', 'I build banking apps in Swift.'),
    ]);
    const a = ask(o, `How many years of iOS experience does ${name} have?`);
    expect(a.items).toContain('ios');
    expect(a.items).not.toContain('teacher');
  });

  it('gives a stint the length its own title states', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'camp',
        'iOS Bootcamp (12 weeks, full time)',
        'CodeWerk',
        '2019-04',
        '2019-07',
        'Swift and UIKit.',
      ),
    ]);
    expect(askInTurn(o, [`Did ${name} do a bootcamp?`, 'how long was it?']).text).toMatch(/: 12 weeks\./);
  });

  it('reads management and teamwork as such, quoting no word that only begins like leading', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry('dev', 'iOS Engineer', 'Kontor', '2022-04', 'present', 'I mentor two mid-level developers.'),
      ]),
      projects: [projectEntry('invaders', { description: 'A game, with Firebase for leaderboards.' })],
      hackathons: [],
    } as Owner;
    const a = ask(o, `Does ${name} have management experience?`);
    expect(a.text).toMatch(/mentor two mid-level developers/);
    expect(a.text).not.toMatch(/leaderboards/);
    const lead = withEntries(owner, 'career', [
      entry('lead', 'Tech Lead', 'Kontor', '2022-04', 'present', 'I lead a team of six.'),
    ]);
    expect(ask(lead, `Is ${name} a team player?`).text).toMatch(/^The site doesn't rate teamwork/);
  });

  it('says a weakness is not on the site, and never answers "weak at" with a yes', () => {
    const o = withFaq(owner, [
      faqOf('strengths', [`What are ${name}'s strengths?`], 'Turning fuzzy goals into small steps.'),
    ]);
    expect(ask(o, `what are ${name}'s weaknesses?`).kind).toBe('not-on-site');
    expect(ask(o, `What's ${name}'s strongest skill?`).text).toBe(
      `In ${name}'s own words: “Turning fuzzy goals into small steps.”`,
    );
    const skill = owner.skills[0]!.skills[0]!;
    expect(ask(o, `Is ${name} weak at ${skill.title}?`).text).not.toMatch(/^Yes/);
  });

  it('reads a misspelt technology named by an ordinary word as the technology', () => {
    const swift = { title: 'Swift', icon: 'swift', ariaLabel: 'Swift', kind: 'language' as const };
    const o = {
      ...withSkill(owner, swift),
      projects: [projectEntry('metronome', { techStack: [{ title: 'Swift', icon: 'swift' }] })],
    } as Owner;
    const a = ask(o, `hows ${name}'s swfit?`);
    expect(a.kind).toBe('answered');
    expect(a.text).toMatch(/Swift is listed/);
  });

  it('weighs a claimed grade by the grades the titles and own words give', () => {
    const staff = withEntries(owner, 'career', [
      entry('staff', 'Staff Engineer', 'Verdant Grid', '2021-09', 'present', 'I lead the platform.'),
      entry('pay', 'Backend Engineer', 'Kestrel Pay', '2017-05', '2021-08', 'I built payment services.'),
    ]);
    expect(ask(staff, `Is ${name} a senior engineer?`).text).toMatch(/^Yes, and above it: .*Staff Engineer/);
    const promoted = withEntries(owner, 'career', [
      entry(
        'pay',
        'Backend Engineer',
        'Kestrel Pay',
        '2017-05',
        '2021-08',
        'Promoted to Senior Backend Engineer in 2019.',
      ),
    ]);
    expect(ask(promoted, `Was ${name} ever a senior engineer?`).text).toMatch(/^Yes, in \w+ own words: /);
    const seeking = withFaq(owner, [
      faqOf('availability', [`Is ${name} looking for a job?`], "I'm open to junior or mid-level roles."),
    ]);
    expect(ask(seeking, `Is ${name} a senior developer?`).text).toMatch(
      /open to junior or mid-level roles; \w+ words don't name senior ones/,
    );
  });

  it('answers open-source work of a kind with that work of the kind', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('idempo', { kinds: ['library'], github: 'https://github.com/x/idempo' }),
        projectEntry('gridcarbon', { kinds: ['api'], github: 'https://github.com/x/gridcarbon' }),
      ],
    } as Owner;
    const libs = ask(o, 'Any open-source libraries?');
    expect(libs.text).toMatch(/^Yes/);
    expect(libs.items).toEqual(['idempo']);
  });
});

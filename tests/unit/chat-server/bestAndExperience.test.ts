import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, hackathonEntry, projectEntry } from './ownerCopies';

// "Her best hackathon result" leads with the strongest placing; "most complex" counts the stack, not
// the technologies a description names as what the work outputs; "experience with open source" or
// "with fintech" asks of that topic or kind of work, not for the career.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('leads the best hackathon result with the win, then the other placings', () => {
    const o: Owner = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-final', { date: '2025-01', result: 'Finalist' }),
        hackathonEntry('quell-choice', { date: '2024-06', result: "People's choice" }),
        hackathonEntry('quell-win', { date: '2020-03', result: 'Winner' }),
      ],
    };
    const a = ask(o, `What is ${first}'s best hackathon result?`);
    expect(a.text).toMatch(
      new RegExp(`^${first}'s best recorded result: \\[\\*\\*Team quell-win\\*\\*\\].*Winner`),
    );
    expect(a.items[0]).toBe('quell-win');
    expect(a.text).toMatch(/Also placed: .*People's choice.*Finalist/);
  });

  it('ranks complexity by the stack, and names prose technologies apart', () => {
    const stack = (titles: string[]) => titles.map((title) => ({ title, icon: 'quell' }));
    const o: Owner = {
      ...owner,
      hackathons: [],
      projects: [
        projectEntry('quell-export', {
          title: 'Quellexport',
          description: 'It exports quells as TypeScript, Python, Java, Kotlin and Swift code.',
          techStack: stack(['Quellscript']),
        }),
        projectEntry('quell-stack', {
          title: 'Quellstack',
          techStack: stack(['Quellscript', 'Quellbase', 'Quellcloud']),
        }),
      ],
    };
    const a = ask(o, `Which is ${first}'s most complex project?`);
    expect(a.items[0]).toBe('quell-stack');
    expect(a.text).toContain('3 technologies in its stack');
    expect(a.text).toMatch(/1 technology in its stack \(Quellscript\); its words also name/);
  });

  it('answers experience with a topic from the words that say it, and with a kind by that work', () => {
    const o: Owner = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-oss', {
          title: 'Quelloss',
          description: 'Quelloss is an open-source quell toolkit.',
        }),
      ],
    };
    const topic = ask(o, `What is ${first}'s experience with open source?`);
    expect(topic.items).toContain('quell-oss');
    expect(topic.text).not.toMatch(/career \(newest first\)/);
    const kind = owner.projects.flatMap((p) => p.kinds)[0]!;
    const a = ask(owner, `What is ${first}'s experience with ${kind}s?`);
    expect(a.text).not.toMatch(/career \(newest first\)|is built with/);
    expect(a.items.length).toBeGreaterThan(0);
  });
});

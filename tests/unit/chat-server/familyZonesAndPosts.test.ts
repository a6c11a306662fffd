import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withFaq, withPersonal } from './ownerCopies';

// The owner's family, degree and time zone in their own words; a remote job is not one abroad; a
// software post asked of by its plain name; stacks counted; "team?" of one hackathon entry.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers family questions from the personal words, and never with another answer\'s "No"', () => {
    const o = withFaq(
      withPersonal(owner, 'I live in Quellville with my husband Jonas and our daughter Hania.'),
      [
        {
          id: 'quell-move',
          questions: [`Would ${first} relocate?`],
          answer: 'No, I am not planning to move: our daughter goes to school here.',
        },
      ],
    );
    for (const q of [`does ${first} have kids?`, `is ${first} married?`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/^Yes/);
      expect(a.text, q).toContain('my husband Jonas');
    }
    expect(ask(owner, `is ${first} married?`).kind).toBe('not-on-site');
  });

  it("answers a bachelor's from the own words of a master's that came after one", () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-msc',
        'MSc Quellics',
        'Quell University',
        '2012-10',
        '2014-07',
        'I came for the master after a BSc in Quellics at Quell College.',
      ),
    ]);
    const a = ask(o, `does ${first} have a bachelor's degree?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('after a BSc in Quellics');
  });

  it("gives the owner's own time zone, never one a story names", () => {
    const o = withFaq(owner, [
      {
        id: 'quell-bug',
        questions: [`What is ${first}'s favourite bug?`],
        answer: 'The fix was to store slots in UTC, and I still test that night first.',
      },
      {
        id: 'quell-where',
        questions: [`Would ${first} relocate?`],
        answer: 'I am staying put; I am on Central European Time.',
      },
    ]);
    expect(ask(o, `what time zone is ${first} in?`).items).toEqual(['quell-where']);
    const none = withFaq(owner, [(o.faq ?? [])[0]!]);
    const a = ask(none, `what time zone is ${first} in?`);
    expect(a.items).not.toContain('quell-bug');
    expect(a.text).toContain(owner.location);
  });

  it('does not count a job done remotely from home as one abroad', () => {
    const home = owner.location;
    const o = withEntries(owner, 'career', [
      {
        ...entry('quell-remote', 'QA Engineer', 'Quellwerk GmbH', '2018-09', '2020-11', 'I tested.'),
        location: `Hamburg, Germany (remote from ${home.split(',')[0]})`,
      },
      { ...entry('quell-home', 'Tester', 'Quell Home', '2021-01', 'present', 'I test.'), location: home },
    ]);
    expect(ask(o, `has ${first} lived abroad?`).text).not.toMatch(/^Yes/);
  });

  it('answers "was … ever a developer?" by the titles, the software jobs and the title on the site', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-dev', 'Quell Developer', 'Quellsoft', '2019-01', 'present', 'I write quells.'),
    ]);
    const a = ask(o, `was ${first} ever a developer?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-dev');
    const coach = withEntries(owner, 'career', [
      entry('quell-coach', 'Development Coach', 'Quell School', '2019-01', 'present', 'I coach.'),
    ]);
    expect(ask({ ...coach, subtitle: 'Quell Tester' }, `was ${first} ever a developer?`).text).not.toMatch(
      /^Yes/,
    );
  });

  it('counts the technologies of each piece of work when asked which uses the most', () => {
    const work = [...owner.projects, ...owner.hackathons];
    const size = (w: (typeof work)[number]) => w.techStack.length;
    const most = Math.max(...work.map(size));
    const a = ask(owner, 'which project uses the most technologies?');
    expect(a.text).toMatch(/^By the stacks/);
    const top = work.filter((w) => size(w) === most).map((w) => w.slug);
    expect(a.items.some((id) => top.includes(id))).toBe(true);
  });

  it('answers "team?" after one hackathon entry with its team, not the list of entries', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const a = askAfter(owner, `tell me about ${h.team}`, 'team?');
    expect(a.items).toEqual([h.slug]);
  });
});

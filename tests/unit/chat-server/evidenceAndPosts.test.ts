import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, hackathonEntry, projectEntry, withEntries, withFaq } from './ownerCopies';

// Judgements that blind rounds found gave lists without a conclusion, and facts they missed: what
// the site's evidence points to (the owner's favourite, the widest reach, reported use), two posts
// at one employer, an area asked near a faq on managing, and work outside a kind.

const FAVOURITE = {
  id: 'quell-favourite',
  questions: ['What is her favourite project?'],
  answer: 'Quellboard: real wardens used it for three months.',
  items: ['quellboard'],
};
const BOARD = projectEntry('quellboard', {
  year: 2025,
  description: 'A board for quells. Piloted for three months by about 40 wardens.',
});
const DOSE = projectEntry('quelldose', {
  year: 2024,
  description: 'A reminder for quells. I tested it with my mum and five of her friends.',
});
const LIB = projectEntry('quellq', {
  year: 2023,
  kinds: ['library'],
  description: 'A queue for quells. It has about 1,400 GitHub stars.',
});

/** The owner with only the given projects and no hackathons, and the favourite faq. */
const withWork = (o: Owner, projects: Owner['projects']): Owner =>
  withFaq({ ...o, projects, hackathons: [] }, [FAVOURITE]);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('leads a judgement with what the evidence points to: the favourite and the widest reach', () => {
    const a = ask(withWork(owner, [BOARD, DOSE, LIB]), `What is ${name}'s strongest project?`);
    expect(a.text).toMatch(
      /^On the site's evidence, two stand out: \[\*\*quellboard\*\*\].*\[\*\*quellq\*\*\]\([^)]*\), with the widest reach \(1,400 stars\)/,
    );
    expect(a.text).toContain("doesn't rank them otherwise");
    const one = ask(withWork(owner, [BOARD, DOSE]), `What is ${name}'s strongest project?`);
    expect(one.text).toMatch(
      /^On the site's evidence, \[\*\*quellboard\*\*\].* stands out: it is .*'s own favourite/,
    );
  });

  it('names the only piece with figures when asked which is the most popular', () => {
    const a = ask(withWork(owner, [BOARD, DOSE, LIB]), `Which of ${name}'s projects is the most popular?`);
    expect(a.text).toMatch(/^The only figures of reach on the site are \[\*\*quellq\*\*\]/);
    expect(a.items).toEqual(['quellq']);
  });

  it('compares the two main projects by that evidence, with how each was used', () => {
    const a = ask(withWork(owner, [LIB, BOARD, DOSE]), `Compare ${name}'s two main projects`);
    expect([...a.items].sort()).toEqual(['quellboard', 'quellq']);
    const b = ask(withWork(owner, [BOARD, DOSE]), 'quellboard or quelldose, which is more impressive?');
    expect(b.text).toMatch(/^On the site's evidence, \[\*\*quellboard\*\*\]/);
    expect(b.text).toContain('in use: “Piloted for three months by about 40 wardens.”');
    expect(b.text).toContain('in use: “I tested it with my mum and five of her friends.”');
  });

  it('tells what each post at one employer involved when asked what the owner does there', () => {
    const posts = [
      entry('quell-1', 'Quell Engineer', 'Quellco', '2020-01', '2022-12', 'Rebuilt the quell ledger.'),
      entry(
        'quell-2',
        'Staff Quell Engineer',
        'Quellco',
        '2023-01',
        'present',
        'I set direction for quells.',
      ),
    ];
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), ...posts]);
    const now = ask(o, `What does ${name} do at Quellco?`);
    expect(now.text).toContain('> I set direction for quells.');
    expect(now.text).not.toContain('> Rebuilt the quell ledger.');
    const then = ask(o, `What did ${name} do at Quellco?`);
    expect(then.text).toContain('> Rebuilt the quell ledger.');
  });

  it('reads "any frontend?" as the area, not a faq on managing people', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-management',
        questions: ['Does she want to be a manager?', 'Has she managed people?'],
        answer: 'I have mentored, but I have never been a line manager.',
      },
    ]);
    const a = ask(o, `Does ${name} do any frontend?`);
    expect(a.kind).not.toBe('faq');
    expect(a.text).not.toContain('line manager');
  });

  it('lists the work outside a kind asked with "outside" or "apart from"', () => {
    const o = { ...owner, projects: [BOARD, LIB], hackathons: [] };
    for (const q of ['Any projects outside libraries?', 'any projects apart from libraries?']) {
      const a = ask(o, q);
      expect(a.items).toEqual(['quellboard']);
      expect(a.text).toMatch(/^Yes: /);
    }
  });
});

describe.each(OWNERS)('on %s, areas, faq topics and grades', (_, owner) => {
  const name = owner.firstName;

  it('reads how much of the site bears on an area asked for a role', () => {
    const a = ask(owner, `Would ${name} suit a backend role?`);
    expect(a.text).toMatch(
      /^(?:On the site's evidence, back-end work is .*'s own ground|Some of the site bears on back-end work|Little on the site bears on back-end work): /,
    );
  });

  it('answers from the faq that says the word an availability question adds', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-available',
        questions: [`Is ${name} available?`],
        answer: 'I am open to new roles from May.',
      },
      {
        id: 'quell-move',
        questions: [`Would ${name} move?`],
        answer: "I'd consider relocating within the EU for the right team.",
      },
    ]);
    expect(ask(o, `Is ${name} available to relocate to Quellburg?`).items).toEqual(['quell-move']);
  });

  it('compares a past freelance post with another job by the word before "work"', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-free',
        'Freelance Quell Developer',
        'Self-employed',
        '2021-09',
        '2023-02',
        'A dozen quell projects.',
      ),
      entry('quell-co', 'Quell Engineer', 'Quellco', '2023-03', 'present', 'I build quells.'),
    ]);
    const a = ask(o, `compare ${name}'s job at Quellco and the freelance work`);
    expect(a.text).toContain('Side by side');
    expect([...a.items].sort()).toEqual(['quell-co', 'quell-free']);
  });

  it('counts only the hackathon entries made in a team as team work', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quellteam'),
        hackathonEntry('quellsolo', { team: `${owner.name} (solo)` }),
      ],
    };
    const a = ask(o, `Has ${name} worked with a team on a shared codebase?`);
    expect(a.text).toMatch(/^Yes: .* built a hackathon entry on the site in a team\./);
  });

  it('reads competitions entered as the hackathon entries', () => {
    if (!owner.hackathons.length) return;
    const a = ask(owner, `What competitions has ${name} entered?`);
    expect([...a.items].sort()).toEqual(owner.hackathons.map((h) => h.slug).sort());
  });

  it('does not say no to a senior developer of a Senior Engineer', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-free', 'Freelance Quell Developer', 'Self-employed', '2019-09', '2021-02', 'Quells.'),
      entry('quell-sr', 'Senior Frontend Engineer', 'Quellco', '2021-03', 'present', 'I lead quells.'),
    ]);
    expect(ask(o, `Is ${name} a senior developer?`).text).not.toMatch(/^No[:,.]/);
  });
});

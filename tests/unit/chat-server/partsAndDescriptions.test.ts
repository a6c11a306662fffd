import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content/schema';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries } from './ownerCopies';

// Work built with others, where the owner's own words give a part and its technology to someone
// else; work described by its own words ("the terminal one"); several posts with one employer
// weighed against a length claimed. Invented Quell… work on every owner (NOW is June 2026).

type Project = Owner['projects'][number];

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [first] = owner.projects;
  const project = (slug: string, over: Partial<Project>): Project => ({
    ...first!,
    slug: slug.toLowerCase(),
    title: slug,
    year: 2030,
    github: undefined,
    live: undefined,
    ...over,
  });
  const shared = project('Quellmap', {
    summary: 'A live map of Quellbikes, built with a friend.',
    description:
      'I built it with my friend Joris Quellberg: he wrote the whole frontend in Svelte, and I did only the data side, the pipeline in Elixir.',
    techStack: [
      { title: 'Svelte', icon: 'svelte' },
      { title: 'Elixir', icon: 'elixir' },
    ],
  });
  const terminal = project('Quellsnake', {
    summary: 'A snake game for the terminal.',
    description: 'Quellsnake runs in a terminal window.',
    kinds: ['game'],
    techStack: [{ title: 'Elixir', icon: 'elixir' }],
  });
  const copy: Owner = { ...owner, projects: [shared, terminal], hackathons: [] };

  it("does not credit the owner with a technology the work's own words give to someone else", () => {
    const knows = ask(copy, `Does ${name} know Svelte?`);
    expect(knows.text).not.toMatch(/^Yes/);
    expect(knows.text).toContain('he wrote the whole frontend in Svelte');
    expect(ask(copy, `Which of ${name}'s projects use Svelte?`).text).not.toMatch(/Quellmap.*\(2030\)/);
    expect(ask(copy, `Which of ${name}'s projects use Elixir?`).text).toMatch(/Quellmap/);
    // A tool as the doer ("Svelte handled the UI") is no one else's part.
    const tool = { ...shared, description: 'Svelte handled the whole frontend, and Elixir did the rest.' };
    expect(ask({ ...copy, projects: [tool, terminal] }, `Does ${name} know Svelte?`).text).toMatch(/^Yes/);
  });

  it("leaves the other side's stack out of a hackathon where the owner's role was one side", () => {
    const team = hackathonEntry('quellteam', {
      roles: ['backend'],
      techStack: [
        { title: 'Svelte', icon: 'svelte' },
        { title: 'Elixir', icon: 'elixir' },
      ],
      description: { app: 'A Quell app.', role: 'I wrote the Elixir backend.' },
    });
    const o: Owner = { ...copy, projects: [terminal], hackathons: [team] };
    expect(ask(o, `Which of ${name}'s hackathon entries used Svelte?`).items).not.toContain('quellteam');
    expect(ask(o, `Which of ${name}'s hackathon entries used Elixir?`).items).toContain('quellteam');
  });

  it('follows "the terminal one" to the piece of work whose own words say so', () => {
    const a = askAfter(copy, `What has ${name} built?`, 'What was the terminal one written in?');
    expect(a.items).toEqual(['quellsnake']);
    expect(a.text).toMatch(/Quellsnake.* is (?:written in|built with) Elixir/);
  });

  it('says no piece of work is described so, rather than one sharing a word', () => {
    const a = ask(copy, 'Tell me about the Quellbike racing one.');
    expect(a.text).toMatch(/^The site describes none of .* as “quellbike racing”/);
    expect(a.items).not.toContain('quellmap');
  });

  it("answers which of two in view is the favourite from the owner's own pick alone", () => {
    const favourite = {
      id: 'favourite-project',
      questions: [`What is ${name}'s favourite project?`, 'Which project are they proudest of?'],
      answer: 'Quellsnake: it was the first game I finished.',
      items: ['quellsnake'],
    };
    const others = (owner.faq ?? []).filter((f) => !/favou?rite|proud/i.test(f.questions.join(' ')));
    const o: Owner = { ...copy, faq: [...others, favourite] };
    const a = askAfter(o, 'Compare Quellmap and Quellsnake.', `Which of those two is ${name}'s favourite?`);
    expect(a.text).toBe(`In ${name}'s own words: “Quellsnake: it was the first game I finished.”`);
    // Asked of all the work, the favourite leads and dates, which rank nothing, are left out.
    const all = ask(o, `Which project is ${name}'s most impressive?`);
    expect(all.text).toMatch(/^On the site's evidence, \[\*\*Quellsnake\*\*\].* stands out/);
    expect(all.text).not.toMatch(/- Newest:/);
    // With no favourite, the facts beside it say two of one year are both the newest.
    const none = ask({ ...o, faq: others }, `Which project is ${name}'s most impressive?`);
    expect(none.text).toMatch(/- Newest: .*Quell(?:map|snake).* and .*Quell(?:map|snake).* \(both 2030\)/);
  });

  it('answers "which of the two…?" among the two in view', () => {
    const a = askAfter(copy, 'Compare Quellmap and Quellsnake.', 'Which of the two uses Svelte?');
    expect(a.text).not.toMatch(/Quellsnake/);
    const b = askAfter(copy, 'Compare Quellmap and Quellsnake.', 'Which of the two uses Elixir?');
    expect(b.text).toMatch(/^Of those, 2 projects use Elixir/);
  });

  it('weighs a length claimed at an employer by all its posts together', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-1', 'Quell Developer', 'Quellworks', '2023-02', '2024-09', 'Payments.'),
      entry('quell-2', 'Senior Quell Developer', 'Quellworks', '2024-10', 'present', 'Reconciliation.'),
    ]);
    const four = ask(o, `Has ${name} been at Quellworks for more than four years?`);
    expect(four.text).toMatch(/^No: over 3 years at Quellworks in all, across 2 posts:\n/);
    expect(ask(o, `Has ${name} been at Quellworks for more than three years?`).text).toMatch(/^Yes: /);
  });

  it('answers a length claimed of a field with a tag question from the jobs', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-1', 'Data Engineer', 'Quellworks', '2021-01', 'present', 'Pipelines.'),
    ]);
    const a = ask(o, `${name}'s got over ten years of data engineering experience, right?`);
    expect(a.text).toMatch(/^No: /);
    expect(a.text).toMatch(/over 5 years/);
  });
});

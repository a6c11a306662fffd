import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, projectEntry } from './ownerCopies';

// "+Is the code on GitHub?", "+source code?" right after one piece of work ask of that work, never
// of another whose stack has GitHub Actions or whose words say "open-source".

describe.each(OWNERS)('on %s', (_, owner) => {
  const kit = projectEntry('quell-kit', {
    title: 'Quell Kit',
    description: 'An open-source component library, tested with GitHub Actions on every pull request.',
    techStack: [{ title: 'GitHub Actions', icon: 'githubactions' }],
    github: 'https://github.com/quell/quell-kit',
  });
  const watch = projectEntry('quell-watch', {
    title: 'Quell Watch',
    description: 'A watch app for my Sunday football. It is a personal project and not published.',
  });
  const o = { ...owner, projects: [watch, kit, ...owner.projects.map((p) => ({ ...p, github: undefined }))] };

  it.each(['is the code on github?', 'github?', 'source code?'])(
    'answers "+%s" of the work in view',
    (then) => {
      const a = askAfter(o, 'tell me about Quell Watch', then);
      expect(a.items).toEqual(['quell-watch']);
      expect(a.text).not.toMatch(/Quell Kit/);
    },
  );
});

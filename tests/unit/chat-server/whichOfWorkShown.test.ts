import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, projectEntry } from './ownerCopies';

// "Any CLI tools?" answered with work: "+which one?" asks which of that work, never which skills are
// tools; its kinds are said once ("a command-line tool", not "and a tool"); and a fit question on a
// field is weighed, not answered with a bare yes from one piece of work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o: Owner = {
    ...owner,
    projects: [
      ...owner.projects,
      projectEntry('quell-cli', {
        title: 'Quellsnap',
        kinds: ['cli', 'tool'],
        description: 'Quellsnap snapshots quells. Written in Quellscript.',
      }),
    ],
  };

  it('answers "+which one?" after work of a kind with that work', () => {
    const a = askInTurn(o, ['any CLI tools?', 'which one?']);
    expect(a.items).toContain('quell-cli');
    expect(a.text).not.toMatch(/listed under/);
  });

  it('says a kind once where another kind already says it', () => {
    expect(ask(o, 'tell me about Quellsnap').text).toMatch(/is a command-line tool: /);
  });

  it('weighs a fit for a role of a field instead of a bare yes', () => {
    expect(ask(owner, `would ${first} fit an ML engineer job`).text).toMatch(/doesn't judge fit/);
  });
});

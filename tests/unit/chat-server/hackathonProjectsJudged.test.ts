import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, hackathonEntry, projectEntry, withFaq } from './ownerCopies';

// "Which of his hackathon projects is best?" asks of the hackathon entries: the owner's favourite
// project, a project, does not answer it, and the site does not rank the entries.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(
    {
      ...owner,
      projects: [projectEntry('quell-fave')],
      hackathons: [hackathonEntry('zorb-one'), hackathonEntry('zorb-two', { date: '2024-06' })],
    },
    [
      {
        id: 'favourite',
        questions: ['What is their favourite project?', 'Which project are they proudest of?'],
        answer: 'quell-fave: my first full-stack app.',
        items: ['quell-fave'],
      },
    ],
  );

  it('judges the hackathon entries, not the favourite project', () => {
    const a = ask(o, `Which of ${owner.firstName}'s hackathon projects is best?`);
    expect(a.text).not.toContain('my first full-stack app');
    expect(a.items.length).toBeGreaterThan(0);
    expect(a.items.every((id) => id.startsWith('zorb-'))).toBe(true);
  });
});

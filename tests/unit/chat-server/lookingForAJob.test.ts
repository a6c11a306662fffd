import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// "Is she looking for a job?", "is she job hunting?": the owner's answer that says whether they are
// looking ("I am not actively looking, but open to the right role"), never the one on relocating
// whose phrasing says "for a job", nor the one on remote work whose phrasing says "open to".

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withFaq(owner, [
    {
      id: 'relocation',
      questions: ['Would this person relocate?', 'Could they move abroad for a job?'],
      answer: 'No. My family is settled here and I am not relocating.',
    },
    {
      id: 'remote',
      questions: ['Do they work remotely?', 'Are they open to remote work?'],
      answer: 'Hybrid: two or three days a week in the office.',
    },
    {
      id: 'notice',
      questions: ['When can they start?', 'What is the notice period?'],
      answer:
        'My notice period is three months. I am not actively looking, but I am open to talking about the right role.',
    },
  ]);

  it.each(['Is <owner> looking for a job?', 'is <owner> job hunting?', 'is <owner> open to new roles?'])(
    'answers "%s" from the words on looking',
    (q) => {
      const a = ask(o, q.replace('<owner>', owner.firstName));
      expect(a.items[0]).toBe('notice');
      expect(a.text).toContain('not actively looking');
    },
  );
});

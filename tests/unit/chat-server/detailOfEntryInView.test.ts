import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, projectEntry, withFaq, withPersonal } from './ownerCopies';

// A word or two after one entry, faq answer or piece of work in view ("+how fast?" after marathons,
// "+rating?" after chess, "+fluently?" after the languages spoken, "+video?" after a talk) asks a
// detail of it: the owner's own sentence that gives it, else that the site says no more, never the
// off-topic refusal.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const sporty = withPersonal(
    owner,
    'I run marathons (personal best 3:11) and play chess most evenings, around 1900 on Lichess.',
  );

  it.each([
    [`Does ${name} run marathons?`, 'how fast?', '3:11'],
    [`Does ${name} play chess?`, 'rating?', '1900'],
  ])('after "%s", answers "+%s" from the sentence that gives it', (first, then, figure) => {
    const a = askAfter(sporty, first, then);
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toContain(figure);
  });

  it('says what the faq answer in view gives when it says no more', () => {
    const o = withFaq(owner, [
      {
        id: 'languages',
        questions: ['What languages does this person speak?', 'Which languages do they speak?'],
        answer: 'Korean is my native language and I speak basic Zorbish.',
      },
    ]);
    const a = askAfter(o, `Does ${name} speak Zorbish?`, 'fluently?');
    expect(a.kind).toBe('not-on-site');
    expect(a.text).toContain('basic Zorbish');
  });

  it('answers "+video?" of a talk from its own words', () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-talk', {
          title: 'Quelling at scale (talk)',
          kinds: ['talk'],
          description: 'A talk on quelling. The slides and recording are online.',
        }),
      ],
    };
    const a = askAfter(o, 'Tell me about Quelling at scale', 'video?');
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toContain('recording');
  });

  it('answers a word the work never says with what it does say and its links', () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-ext', {
          title: 'Quellcontrast',
          kinds: ['browser extension'],
          summary: 'A Chrome extension that checks colour contrast.',
          description: 'It shows the contrast ratio of the text under the cursor.',
          live: 'https://example.org/quellcontrast',
        }),
      ],
    };
    const a = askAfter(o, 'What is Quellcontrast?', 'which browser?');
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toContain('A Chrome extension');
    expect(a.text).toContain('https://example.org/quellcontrast');
  });
});

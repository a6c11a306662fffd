import { describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import { PATTERNS } from '../../../server/chat/intent/words';
import { mentions } from '../../../server/chat/patterns';
import { contentTerms, normalize, stem } from '../../../server/chat/text';
import { questionTable, unanswerable } from './questionTable';
import { visitorQuestions } from './visitorQuestions';

describe('stem: every form of a word a visitor uses meets the form content uses', () => {
  it.each([
    ['led', 'lead'],
    ['leading', 'lead'],
    ['built', 'build'],
    ['building', 'build'],
    ['wrote', 'write'],
    ['written', 'write'],
    ['testing', 'test'],
    ['tested', 'test'],
    ['tests', 'test'],
    ['coding', 'code'],
    ['coded', 'code'],
    ['shipped', 'ship'],
    ['planning', 'plan'],
    ['studied', 'study'],
    ['studies', 'study'],
    ['using', 'use'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
    expect(stem(expected)).toBe(expected);
  });

  it.each(['thing', 'string', 'need', 'class', 'status', 'react', 'django'])('leaves %s alone', (word) => {
    expect(stem(word)).toBe(word);
  });

  it('stems a question and a passage to shared terms', () => {
    expect(contentTerms('Has Kai led a team?', new Set(['kai']))).toEqual(['lead', 'team']);
    expect(contentTerms('I was the team lead')).toEqual(['team', 'lead']);
  });
});

describe('mentions: a pattern read through its words, phrases and word starts (a regex only for the rest) gives the regex\'s result', () => {
  const asked = [...questionTable(owner), ...visitorQuestions(owner)].map((c) => c.question).concat(unanswerable(owner));
  const questions = [...asked.map(normalize), '', 'e mail', 'day rates please', 'phone numbers', 'x  free time', 'a1 help', 'Free Time?', 'free-time',
    // Word starts, optional letters and groups spelled out, anchors left to the regex.
    'recruiters welcome', 'recruit', 'is he availab', 'specialised in', 'on a team', 'in team', 'teams', 'his name', 'name his', 'is kai in stockholm'];

  it('agrees with the whole-word regex for every intent pattern and every question in the tables', () => {
    const disagreements = PATTERNS.flatMap((pattern) =>
      questions.filter((q) => mentions(q, pattern) !== new RegExp(`\\b(?:${pattern})\\b`).test(q)).map((q) => `${pattern.slice(0, 30)}… on "${q}"`),
    );
    expect(disagreements).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import { PATTERNS } from '../../../server/chat/intent/words';
import { createAnswerer } from '../../../server/chat/answerer';
import { compiledPatterns, mentions } from '../../../server/chat/patterns';
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
    // Short plurals too: "REST APIs" meets "REST API".
    ['apis', 'api'],
    ['apps', 'app'],
    ['jobs', 'job'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
    expect(stem(expected)).toBe(expected);
  });

  it.each(['thing', 'string', 'need', 'class', 'status', 'react', 'django', 'bus', 'less'])(
    'leaves %s alone',
    (word) => {
      expect(stem(word)).toBe(word);
    },
  );

  it('stems a question and a passage to shared terms', () => {
    expect(contentTerms('Has Kai led a team?', new Set(['kai']))).toEqual(['lead', 'team']);
    expect(contentTerms('I was the team lead')).toEqual(['team', 'lead']);
  });
});

describe("mentions: a pattern read through its words, phrases and word starts (a regex only for the rest) gives the regex's result", () => {
  const asked = [...questionTable(owner), ...visitorQuestions(owner)]
    .map((c) => c.question)
    .concat(unanswerable(owner));
  const questions = [
    ...asked.map(normalize),
    '',
    'e mail',
    'day rates please',
    'phone numbers',
    'x  free time',
    'a1 help',
    'Free Time?',
    'free-time',
    // Word starts, optional letters and groups spelled out, anchors left to the regex.
    'recruiters welcome',
    'recruit',
    'is he availab',
    'specialised in',
    'on a team',
    'in team',
    'teams',
    'his name',
    'name his',
    'is kai in stockholm',
  ];

  const disagreements = (patterns: string[], texts: string[]) =>
    patterns.flatMap((pattern) =>
      texts
        .filter((q) => mentions(q, pattern) !== new RegExp(`\\b(?:${pattern})\\b`).test(q))
        .map((q) => `${pattern.slice(0, 30)}… on "${q}"`),
    );

  it('agrees with the whole-word regex for every pattern the answerer asks (intents, follow-ups, inline) and every question in the tables', () => {
    // Answering every question, and a follow-up after each, compiles every pattern the answerer uses.
    const answerer = createAnswerer(owner);
    for (const question of asked) {
      const { text } = answerer.answer(question);
      answerer.answer('and the second one?', undefined, [
        { sender: 'user', text: question },
        { sender: 'ai', text },
      ]);
    }
    const patterns = [...new Set([...PATTERNS, ...compiledPatterns()])];
    expect(patterns.length).toBeGreaterThan(PATTERNS.length);
    expect(disagreements(patterns, questions)).toEqual([]);
  });

  it('agrees with the regex where spelling out would not: a space at an end or two together, classes, empty branches', () => {
    const edge = ['(a)? team', 'y (x|)', 'a  b', '[|a] b|c', 'team (a )?lead'];
    expect(
      disagreements(edge, [
        'team',
        'x y',
        'y',
        'a b',
        'a  b',
        'c',
        'b',
        'team lead',
        'team a lead',
        'a team',
      ]),
    ).toEqual([]);
  });
});

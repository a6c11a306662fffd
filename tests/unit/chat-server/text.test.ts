import { describe, expect, it } from 'vitest';
import { contentTerms, stem } from '../../../server/chat/text';

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

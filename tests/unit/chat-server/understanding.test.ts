import { describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import {
  allowedEdits,
  createSpeller,
  editDistance,
  patternWords,
} from '../../../server/chat/intent/spelling';
import { splitQuestions } from '../../../server/chat/intent/split';

// The parts that read a question before its intent is chosen: typos, and several questions in one.

describe('edit distance', () => {
  it.each([
    ['coch', 'coach', 1],
    ['reveiw', 'review', 1],
    ['ebddies', 'ebuddies', 1],
    ['gothenubrg', 'gothenburg', 1],
    ['snake', 'sanke', 1],
    ['', 'abc', 3],
  ])('%s to %s is %i (a swap of neighbours counts once)', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('kubernetes', 'typescript', 2)).toBe(3);
  });

  it('allows no edits up to 3 letters, one up to 7, two beyond', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('the speller', () => {
  const speller = createSpeller({
    known: ['site', 'life', 'live', 'coach', 'react'],
    knownStarts: ['availab'],
    names: ['coach', 'snake', 'vite', 'react', 'ebuddies'],
    words: ['live', 'experience'],
  });

  it('corrects a word it does not know to the closest name or word within the edits its length allows', () => {
    expect(speller.correct('tell me about coch and snke and ebddies')).toBe(
      'tell me about coach and snake and ebuddies',
    );
    expect(speller.correct('your experiance')).toBe('your experience');
  });

  it('leaves known words, starts of known words and short words alone', () => {
    expect(speller.correct('site life availability sit')).toBe('site life availability sit');
  });

  it('corrects a four-letter word only to a name, and never across a different first letter', () => {
    expect(speller.correct('lyfe')).toBe('lyfe');
    expect(speller.correct('bite')).toBe('bite');
    expect(speller.correct('recat')).toBe('react');
  });

  it('reads chat shorthand as the word it stands for, unless content uses it as a word', () => {
    const withShorthand = createSpeller({
      known: ['vue'],
      knownStarts: [],
      names: [],
      words: [],
      shorthand: { wat: 'what', r: 'are', u: 'you', vue: 'view' },
    });
    expect(withShorthand.correct('wat r u')).toBe('what are you');
    expect(withShorthand.correct('does he know vue')).toBe('does he know vue');
  });

  it('reads whole words and word starts out of intent patterns', () => {
    expect(patternWords(['contact|get in touch|recruit\\w*|socials?'])).toEqual({
      words: ['contact', 'get', 'touch', 'socials'],
      starts: ['recruit'],
    });
  });
});

describe('several questions in one message', () => {
  it.each([
    ['Where is Kai based and how can I contact him?', ['Where is Kai based', 'how can I contact him']],
    [
      'What hackathons has Kai done? Which did he lead?',
      ['What hackathons has Kai done', 'Which did he lead'],
    ],
    ['Tell me about Snake. When was it built?', ['Tell me about Snake', 'When was it built']],
    ['What did Kai do as Coach and Talent Coordinator?', ['What did Kai do as Coach and Talent Coordinator']],
    ['Is Kai a Frontend or Backend developer?', ['Is Kai a Frontend or Backend developer']],
    ['What is Node.js used for?', ['What is Node.js used for']],
    // Two topics joined in one question, each asked in the question's own words.
    [
      'how many projects and hackathons has he done',
      ['how many projects has he done', 'how many hackathons has he done'],
    ],
    [
      'Tell me about his education and his career',
      ['Tell me about his education', 'Tell me about his career'],
    ],
    // One question still: a technology's answer has both kinds of work, and one topic said twice is one.
    ['Which projects and hackathons use React?', ['Which projects and hackathons use React']],
    ['his skills and technologies', ['his skills and technologies']],
  ])('%s', (message, questions) => {
    expect(splitQuestions(message)).toEqual(questions);
  });

  it('answers at most three, reading the rest as part of the last', () => {
    expect(splitQuestions('Who? What? Where? When? Why?')).toEqual(['Who', 'What', 'Where When Why']);
  });

  it('answers each question, once each, and a greeting only when nothing else was asked', () => {
    const answerer = createAnswerer(owner);
    const both = answerer.answer(
      `Hi! Where is ${owner.firstName} based? Where is ${owner.firstName} based?`,
    ).text;
    expect(both).toBe(answerer.answer(`Where is ${owner.firstName} based?`).text);
    expect(answerer.answer('Hi! Hello!').intent).toBe('greeting');
  });
});

import { describe, expect, it } from 'vitest';
import { createAnswerer } from '../../../server/chat/answerer';
import { owner as noemie } from '../../fixtures/owners/noemie/owner';

// A technology named by an ordinary word counts only where the question is about technology, and the
// speller never turns an ordinary English word into a content word.
describe('reading a question for the second owner (skills Go, R, Swift)', () => {
  const answerer = createAnswerer(noemie);
  const techs = (q: string) =>
    answerer
      .parse(q)
      .found.filter((f) => f.entity.type === 'tech')
      .map((f) => (f.entity.type === 'tech' ? f.entity.tech.title : ''));

  it.each([
    ['where did she go to university', []],
    ['r u a bot', []],
    ['is she swift to reply', []],
    ['does she know Go?', ['Go']],
    ['has she written R code', ['R']],
    ['does she use golang and Swift', ['Go', 'Swift']],
    ['is she any good w/ go', ['Go']],
  ])('%s -> %j', (question, expected) => {
    expect(techs(question)).toEqual(expected);
  });

  it('keeps ordinary words as they are and mends a misspelt name', () => {
    expect(answerer.parse('what came next').words).toEqual(['what', 'came', 'next']);
    expect(answerer.parse('tell me about tidewatr').words).toContain('tidewater');
  });

  it('reads "rn" as now', () => {
    expect(answerer.parse('where does she work rn').words).toEqual(
      answerer.parse('where does she work now').words,
    );
  });

  it('drops a misspelt filler as it drops the filler', () => {
    expect(answerer.parse('has she ever actualy won a hackathon').words).toEqual(
      answerer.parse('has she ever won a hackathon').words,
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { rememberAnswers } from '../../../server/chat/respond';

// Remembered answers are the answerer's own answers, computed once per question and UTC day.
describe('remembered answers', () => {
  const setup = (size?: number) => {
    const answerer = createAnswerer(owner);
    const answer = vi.spyOn(answerer, 'answer');
    return { answer, ask: rememberAnswers(answerer, size) };
  };
  const day = new Date('2026-03-10T09:00:00Z');

  it('answer a repeated question the same way without computing it again', () => {
    const { answer, ask } = setup();
    const first = ask('Which projects use React?', day);
    const again = ask('Which projects use React?', new Date('2026-03-10T23:59:00Z'));
    expect(again).toEqual(first);
    expect(first).toEqual(createAnswerer(owner).answer('Which projects use React?', day));
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('are computed again on a new UTC day, when the owner’s age may have changed', () => {
    const { answer, ask } = setup();
    ask('How old is Kai?', day);
    ask('How old is Kai?', new Date('2026-03-11T00:00:00Z'));
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('keep a bounded number, dropping the least recently asked first', () => {
    const { answer, ask } = setup(2);
    ask('a', day);
    ask('b', day);
    ask('a', day);
    ask('c', day); // drops "b", the least recently asked
    answer.mockClear();
    ask('a', day);
    ask('c', day);
    expect(answer).not.toHaveBeenCalled();
    ask('b', day);
    expect(answer).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { rememberAnswers } from '../../../server/chat/respond';
import type { ChatTurn } from '../../../contracts/chat';

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
    expect(createAnswerer(owner).answer('Which projects use React?', day)).toMatchObject(first);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('are computed again on a new UTC day, when the owner’s age may have changed', () => {
    const { answer, ask } = setup();
    ask(`How old is ${owner.firstName}?`, day);
    ask(`How old is ${owner.firstName}?`, new Date('2026-03-11T00:00:00Z'));
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

  it('are kept per history (the ids its answers named, the last question), and shared by every history for a question that stands alone', () => {
    const { answer, ask } = setup();
    const after = (question: string): ChatTurn[] => {
      const a = createAnswerer(owner).answer(question, day);
      return [
        { sender: 'user', text: question },
        { sender: 'ai', text: a.text, items: a.items, kind: a.kind },
      ];
    };
    const projects = after(`What projects has ${owner.firstName} built?`);
    const hackathons = after(`Which hackathons has ${owner.firstName} taken part in?`);
    const fromProjects = ask('tell me more about the second one', day, projects);
    const fromHackathons = ask('tell me more about the second one', day, hackathons);
    expect(fromProjects.items).toEqual([projects[1]!.items![1]]);
    expect(fromHackathons.items).toEqual([hackathons[1]!.items![1]]);
    expect(ask('tell me more about the second one', day, projects)).toEqual(fromProjects);
    // The same ids in view after another question: "how well?" is of the technology that one named.
    const haskell = ask('how well?', day, after(`Does ${owner.firstName} know Haskell?`));
    const elixir = ask('how well?', day, after(`Does ${owner.firstName} know Elixir?`));
    expect(haskell.text).toContain('Haskell');
    expect(elixir.text).toContain('Elixir');
    answer.mockClear();
    ask(`What is ${owner.firstName}’s latest project?`, day, projects);
    ask(`What is ${owner.firstName}’s latest project?`, day, []);
    expect(answer).toHaveBeenCalledTimes(2);
  });
});

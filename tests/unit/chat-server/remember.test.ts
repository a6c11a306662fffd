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

  it('are kept per focus for a follow-up, and shared by every history for a question that stands alone', () => {
    const { answer, ask } = setup();
    const after = (question: string) => [
      { sender: 'user' as const, text: question },
      { sender: 'ai' as const, text: createAnswerer(owner).answer(question, day).text },
    ];
    const projects = after('What projects has Kai built?');
    const hackathons = after('Which hackathons has Kai taken part in?');
    const fromProjects = ask('tell me more about the second one', day, projects);
    const fromHackathons = ask('tell me more about the second one', day, hackathons);
    expect(fromProjects.text).toContain(owner.projects[1]!.description);
    expect(fromHackathons.text).toContain(
      [...owner.hackathons].sort((a, b) => a.date.localeCompare(b.date))[1]!.description.app,
    );
    expect(ask('tell me more about the second one', day, projects)).toEqual(fromProjects);
    expect(answer).toHaveBeenCalledTimes(2);
    ask('How old is Kai?', day, projects);
    ask('How old is Kai?', day, hackathons);
    ask('How old is Kai?', day);
    expect(answer).toHaveBeenCalledTimes(3);
  });

  it('keep "which hackathons?" after a technology apart from the same words asked alone', () => {
    const { ask } = setup();
    const question = 'Does Kai know Django?';
    const after = [
      { sender: 'user' as const, text: question },
      { sender: 'ai' as const, text: createAnswerer(owner).answer(question, day).text },
    ];
    const alone = ask('which hackathons', day);
    const withDjango = ask('which hackathons', day, after);
    const others = owner.hackathons.filter((h) => !h.techStack.some((t) => t.title === 'Django'));
    for (const h of others) expect(alone.text).toContain(`**${h.team}**`);
    for (const h of others) expect(withDjango.text).not.toContain(`**${h.team}**`);
  });

  it('keep a question about the details of the item just shown apart from the same words asked alone', () => {
    const { ask } = setup();
    const question = 'Tell me about Tic Tac Tactics';
    const after = [
      { sender: 'user' as const, text: question },
      { sender: 'ai' as const, text: createAnswerer(owner).answer(question, day).text },
    ];
    expect(ask('how hard is the ai', day).text).toContain("I don't know");
    expect(ask('how hard is the ai', day, after).text).toContain(
      'the hardest plays a perfect minimax strategy',
    );
  });

  it('tell "and the last?" after a pick (the list again) from the same words after that item alone', () => {
    const { ask } = setup();
    const fresh = createAnswerer(owner);
    const turns = (...questions: string[]): ChatTurn[] =>
      questions.flatMap((question, i) => [
        { sender: 'user' as const, text: question },
        { sender: 'ai' as const, text: fresh.answer(question, day, turns(...questions.slice(0, i))).text },
      ]);
    const picked = owner.projects[1]!;
    const afterPick = ask(
      'and the last?',
      day,
      turns('What projects has Kai built?', 'tell me more about the second one'),
    );
    const afterItem = ask('and the last?', day, turns(`Tell me about ${picked.title}`));
    expect(afterPick.text).toContain(owner.projects.at(-1)!.description);
    expect(afterItem.text).toContain(picked.description);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  chatMachine,
  historyFor,
  type AskInput,
  type AskOutput,
  type ChatMessage,
} from '../../../machines/chat';
import { createAskAssistant } from '../../../src/effects/chatApi';
import {
  createHistoryStorage,
  HISTORY_KEY,
  parseHistory,
  serializeHistory,
} from '../../../src/effects/chatStorage';
import { initialMessages } from '../../../src/views/chatbot/messages';

// An answer's items and kind travel with its message: stored in chatHistory beside the spec's fields,
// sent back in `history`, and read from the JSON answer and the stream's `done` event. Old histories
// without them, and stored junk in them, load without losing a message.

const answer = { text: 'He built **Snake**.', items: ['snake'], kind: 'answered' as const };

describe('a stored history', () => {
  it('keeps each answer with its items and kind, and reads them back', () => {
    const messages: ChatMessage[] = [
      ...initialMessages,
      { id: 3, sender: 'user', text: 'What is Snake?' },
      { id: 4, sender: 'ai', ...answer },
    ];
    const stored = JSON.parse(serializeHistory(messages)) as unknown[];
    expect(Array.isArray(stored)).toBe(true);
    expect(stored[3]).toEqual({ id: 4, sender: 'ai', ...answer });
    expect(parseHistory(JSON.stringify(stored))).toEqual(messages);
  });

  it('loads an old history without items or kind as it was', () => {
    const old = [
      { id: 1, sender: 'user', text: 'hi' },
      { id: 2, sender: 'ai', text: 'hello' },
    ];
    expect(parseHistory(JSON.stringify(old))).toEqual(old);
  });

  it('drops malformed items or kinds, and keeps their messages', () => {
    const bad = [
      { id: 1, sender: 'user', text: 'q', items: ['x'], kind: 'answered' },
      { id: 2, sender: 'ai', text: 'a', items: 'snake', kind: 'nonsense' },
      { id: 3, sender: 'ai', text: 'b', items: [1, 2], kind: 'faq' },
    ];
    expect(parseHistory(JSON.stringify(bad))).toEqual([
      { id: 1, sender: 'user', text: 'q' },
      { id: 2, sender: 'ai', text: 'a' },
      { id: 3, sender: 'ai', text: 'b', kind: 'faq' },
    ]);
  });
});

describe('the chat machine', () => {
  it('stores a reply with its items and kind and sends them back in the next question’s history', async () => {
    const asked: AskInput[] = [];
    const replies: AskOutput[] = [answer, 'plain'];
    const store = new Map<string, string>();
    const machine = chatMachine.provide({
      actors: {
        historyStorage: createHistoryStorage(() => ({
          getItem: (k) => store.get(k) ?? null,
          setItem: (k, v) => void store.set(k, v),
        })),
        askAssistant: fromPromise<AskOutput, AskInput>(async ({ input }) => {
          asked.push(input);
          return replies.shift()!;
        }),
      },
    });
    const actor = createActor(machine, { input: { initialMessages } }).start();
    for (const text of ['What is Snake?', 'what language is it in?']) {
      actor.send({ type: 'draft.change', text });
      actor.send({ type: 'message.send' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    }
    expect(asked[1]!.history).toEqual([
      { sender: 'user', text: 'What is Snake?' },
      { sender: 'ai', ...answer },
    ]);
    // Each question has its own id, made when it is sent.
    expect(asked[0]!.questionId).toMatch(/^[0-9a-f]{32}$/);
    expect(asked[1]!.questionId).not.toBe(asked[0]!.questionId);
    expect(JSON.parse(store.get(HISTORY_KEY)!)[3]).toEqual({ id: 4, sender: 'ai', ...answer });
    actor.stop();
  });

  it('sends history turns as the spec has them when an answer named nothing', () => {
    const messages: ChatMessage[] = [
      { id: 1, sender: 'user', text: 'q' },
      { id: 2, sender: 'ai', text: 'a' },
      { id: 3, sender: 'user', text: 'next' },
    ];
    expect(historyFor(messages, [])).toEqual([
      { sender: 'user', text: 'q' },
      { sender: 'ai', text: 'a' },
    ]);
  });
});

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
const visitor = { conversationId: 'c'.repeat(32), email: 'ada@example.com' };

async function ask(response: Response, kept?: typeof visitor) {
  const fetch = vi.fn(async (..._args: FetchArgs) => response);
  const logic = createAskAssistant({ fetch, visitor: () => kept });
  const input: AskInput = {
    userText: 'What is Snake?',
    questionId: 'q'.repeat(32),
    history: [],
    onText: () => {},
  };
  const output = await toPromise(createActor(logic, { input }).start());
  return { output, body: JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown> };
}

describe('the chat API effect', () => {
  it('reads items and kind from a JSON answer', async () => {
    const { output } = await ask(Response.json({ ...answer, extra: 1 }));
    expect(output).toEqual(answer);
  });

  it('reads items and kind from a stream’s done event', async () => {
    const stream = `event: delta\ndata: {"text":"He built "}\n\nevent: done\ndata: ${JSON.stringify(answer)}\n\n`;
    const { output } = await ask(new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }));
    expect(output).toEqual(answer);
  });

  it('sends the spec’s request alone without consent, and the question id and visitor with it', async () => {
    expect((await ask(Response.json(answer))).body).toEqual({ userText: 'What is Snake?' });
    expect((await ask(Response.json(answer), visitor)).body).toEqual({
      userText: 'What is Snake?',
      questionId: 'q'.repeat(32),
      visitor,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatMachine, type AskInput, type AskOutput, type ChatMessage } from '../../../machines/chat';
import {
  createHistoryStorage,
  HISTORY_KEY,
  loadHistory,
  MAX_STORED_MESSAGES,
  MAX_STORED_TEXT,
  parseHistory,
  saveHistory,
  type HistoryStore,
} from '../../../src/effects/chatStorage';
import { initialMessages } from '../../../src/views/chatbot/messages';

// Whatever sits in localStorage and however the storage behaves, the chat must start and keep going.

function memoryStore(initial?: string): HistoryStore & { data: Map<string, string> } {
  const data = new Map<string, string>(initial === undefined ? [] : [[HISTORY_KEY, initial]]);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwingStore: HistoryStore = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

const answering = fromPromise<AskOutput, AskInput>(async ({ input }) => `You asked: ${input.userText}`);

function startChat(getStore: () => HistoryStore | null) {
  const machine = chatMachine.provide({
    actors: { historyStorage: createHistoryStorage(getStore), askAssistant: answering },
  });
  return createActor(machine, { input: { initialMessages } }).start();
}

async function sendAndWait(actor: ReturnType<typeof startChat>, text: string) {
  actor.send({ type: 'draft.change', text });
  actor.send({ type: 'message.send' });
  return waitFor(actor, (s) => s.matches('idle'));
}

describe('parseHistory', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['corrupt JSON', '[{"id":1,"sender":"ai","text":"cut off'],
    ['an object', '{"messages":[]}'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array of numbers', '[1,2,3]'],
    ['an unknown sender', '[{"id":1,"sender":"bot","text":"hi"}]'],
    ['a missing text', '[{"id":1,"sender":"ai"}]'],
    ['a non-string text', '[{"id":1,"sender":"user","text":{"html":"<b>x</b>"}}]'],
    ['null entries', '[null,null]'],
  ])('reads %s as no history', (_, raw) => {
    expect(parseHistory(raw)).toEqual([]);
  });

  it('keeps the valid entries of a partly foreign list and renumbers them as positions', () => {
    const raw = JSON.stringify([
      { id: 7, sender: 'ai', text: 'a' },
      'junk',
      { id: 9, sender: 'user', text: 'b' },
      { sender: 'x', text: 'c' },
    ]);
    expect(parseHistory(raw)).toEqual([
      { id: 1, sender: 'ai', text: 'a' },
      { id: 2, sender: 'user', text: 'b' },
    ]);
  });

  it('keeps only the newest messages of a huge history and cuts an oversized text', () => {
    const huge = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      sender: i % 2 ? 'user' : 'ai',
      text: `m${i}`,
    }));
    huge.push({ id: 5001, sender: 'ai', text: 'x'.repeat(MAX_STORED_TEXT * 3) });
    const kept = parseHistory(JSON.stringify(huge));
    expect(kept).toHaveLength(MAX_STORED_MESSAGES);
    expect(kept.map((m) => m.id)).toEqual(Array.from({ length: MAX_STORED_MESSAGES }, (_, i) => i + 1));
    expect(kept.at(-2)?.text).toBe('m4999');
    expect(kept.at(-1)?.text).toHaveLength(MAX_STORED_TEXT);
  });
});

describe('loadHistory and saveHistory', () => {
  it('survive a storage that throws on every call', () => {
    expect(loadHistory(throwingStore)).toEqual([]);
    expect(saveHistory(throwingStore, initialMessages)).toBe(false);
  });

  it('survive having no storage at all', () => {
    expect(loadHistory(null)).toEqual([]);
    expect(saveHistory(null, initialMessages)).toBe(false);
  });

  it('write a JSON array under chatHistory that reads back the same', () => {
    const store = memoryStore();
    expect(saveHistory(store, initialMessages)).toBe(true);
    expect(JSON.parse(store.data.get(HISTORY_KEY)!)).toEqual(initialMessages);
    expect(loadHistory(store)).toEqual(initialMessages);
  });
});

describe('the chat machine with the storage actor', () => {
  it('starts from the initial messages and stores them when nothing was stored', async () => {
    const store = memoryStore();
    const actor = startChat(() => store);
    expect(actor.getSnapshot().context.messages).toEqual(initialMessages);
    expect(JSON.parse(store.data.get(HISTORY_KEY)!)).toEqual(initialMessages);
    actor.stop();
  });

  it('restores a stored conversation and saves every change with ids as positions', async () => {
    const earlier: ChatMessage[] = [
      ...initialMessages,
      { id: 3, sender: 'user', text: 'hi' },
      { id: 4, sender: 'ai', text: 'hello' },
    ];
    const store = memoryStore(JSON.stringify(earlier));
    const actor = startChat(() => store);
    expect(actor.getSnapshot().context.messages).toEqual(earlier);
    await sendAndWait(actor, 'What is next?');
    const saved = JSON.parse(store.data.get(HISTORY_KEY)!) as ChatMessage[];
    expect(saved.slice(4)).toEqual([
      { id: 5, sender: 'user', text: 'What is next?' },
      { id: 6, sender: 'ai', text: 'You asked: What is next?' },
    ]);
    actor.stop();
  });

  it.each([
    ['corrupt JSON', '{{{'],
    ['foreign data', JSON.stringify({ theme: 'dark' })],
    ['an empty list', '[]'],
  ])('falls back to the initial messages over %s and overwrites it', async (_, raw) => {
    const store = memoryStore(raw);
    const actor = startChat(() => store);
    expect(actor.getSnapshot().context.messages).toEqual(initialMessages);
    expect(JSON.parse(store.data.get(HISTORY_KEY)!)).toEqual(initialMessages);
    actor.stop();
  });

  it('keeps chatting when the storage throws, warning once that history will not survive a reload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = startChat(() => throwingStore);
    expect(actor.getSnapshot().context.messages).toEqual(initialMessages);
    await sendAndWait(actor, 'one');
    await sendAndWait(actor, 'two');
    expect(
      actor
        .getSnapshot()
        .context.messages.map((m) => m.text)
        .slice(2),
    ).toEqual(['one', 'You asked: one', 'two', 'You asked: two']);
    expect(warn).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('keeps chatting when even looking up the storage throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = startChat(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(actor.getSnapshot().context.messages).toEqual(initialMessages);
    await sendAndWait(actor, 'still here?');
    expect(actor.getSnapshot().context.messages).toHaveLength(4);
    actor.stop();
  });
});

import type { ChatAnswer } from '../../../contracts/chat';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { owner } from '../../../content';
import { MAX_ANSWER_ITEMS, MAX_HISTORY_MESSAGES, MAX_HISTORY_TEXT } from '../../../contracts/chat';
import { chatRoutes } from '../../../server/chat/route';
import { createApp } from '../../../server/app';
import { readConfig } from '../../../server/config';

// POST /api/chat with `history`: the earlier messages, in the shape the chat stores them.

const app = () =>
  createApp({ config: { ...readConfig({}), chatRateLimit: 1000 }, clientKey: () => 'tester' });
const post = (body: unknown) =>
  app().request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

async function textOf(res: Response) {
  expect(res.status).toBe(200);
  return ((await res.json()) as { text: string }).text;
}

describe('POST /api/chat with history', () => {
  const listQuestion = `What projects has ${owner.firstName} built?`;

  it('answers a follow-up from the earlier messages, given as the chat stores them (ids and all)', async () => {
    const list = (await (await post({ userText: listQuestion })).json()) as ChatAnswer;
    expect(list.kind).toBe('answered');
    const history = [
      { id: 3, sender: 'user', text: listQuestion },
      { id: 4, sender: 'ai', text: list.text, items: list.items, kind: list.kind },
    ];
    const second = owner.projects.find((p) => p.slug === list.items[1])!;
    const text = await textOf(await post({ userText: 'tell me more about the second one', history }));
    expect(text).toContain(second.summary);
    // The ids decide, not the prose: the same text with no ids is no list to pick from.
    const bare = await textOf(
      await post({
        userText: 'tell me more about the second one',
        history: history.map(({ items: _, kind: __, ...t }) => t),
      }),
    );
    expect(bare).not.toContain(second.summary);
  });

  it('answers { userText } alone exactly as before, and an empty history the same way', async () => {
    const alone = await textOf(await post({ userText: listQuestion }));
    expect(await textOf(await post({ userText: listQuestion, history: [] }))).toBe(alone);
  });

  it.each([
    [
      'a history that is not an array',
      { history: 'earlier' },
      /"history" must be an array of at most \d+ messages/,
    ],
    [
      'too many messages',
      { history: Array.from({ length: MAX_HISTORY_MESSAGES + 1 }, () => ({ sender: 'user', text: 'hi' })) },
      new RegExp(`has ${MAX_HISTORY_MESSAGES + 1}\\. Send the last ${MAX_HISTORY_MESSAGES}`),
    ],
    [
      'a message that is not an object',
      { history: ['hi'] },
      /history\[0\] is not a message: it is not an object/,
    ],
    [
      'a sender other than user or ai',
      {
        history: [
          { sender: 'user', text: 'a' },
          { sender: 'bot', text: 'b' },
        ],
      },
      /history\[1\] is not a message: its "sender" must be "user" or "ai"/,
    ],
    [
      'a text that is not a string',
      { history: [{ sender: 'ai', text: 42 }] },
      /history\[0\] is not a message: its "text" must be a string/,
    ],
    [
      'a text over the cap',
      { history: [{ sender: 'ai', text: 'x'.repeat(MAX_HISTORY_TEXT + 1) }] },
      new RegExp(`over ${MAX_HISTORY_TEXT} characters`),
    ],
    [
      'items that are not content ids',
      { history: [{ sender: 'ai', text: 'a', items: ['Not an id'] }] },
      /history\[0\] is not a message: its "items" must be an array of content ids/,
    ],
    [
      'too many items',
      {
        history: [
          {
            sender: 'ai',
            text: 'a',
            items: Array.from({ length: MAX_ANSWER_ITEMS + 1 }, (_, i) => `id-${i}`),
          },
        ],
      },
      new RegExp(`more than ${MAX_ANSWER_ITEMS} ids`),
    ],
    [
      'an unknown kind',
      { history: [{ sender: 'ai', text: 'a', kind: 'guess' }] },
      /its "kind" must be one of answered/,
    ],
  ])('refuses %s with a 400 that says what is wrong, and logs it', async (_name, extra, message) => {
    const res = await post({ userText: 'Which of them use React?', ...extra });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[chat\] 400 POST \/api\/chat: .*history/));
  });

  it('still checks the question first: a missing userText is a 400 about userText', async () => {
    const res = await post({ history: [] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/userText/);
  });
});

describe('the onAnswer hook', () => {
  const routes = (onAnswer: Parameters<typeof chatRoutes>[0]['onAnswer']) =>
    chatRoutes({ config: { ...readConfig({}), chatRateLimit: 1000 }, clientKey: () => 'tester', onAnswer });
  const ask = (r: ReturnType<typeof routes>, userText: string) =>
    r.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userText }),
    });

  it('is told once per answered request, with the request and the answer sent', async () => {
    const events: unknown[] = [];
    const r = routes((e) => void events.push(e));
    const res = await ask(r, `What projects has ${owner.firstName} built?`);
    const body = (await res.json()) as ChatAnswer;
    expect(events).toEqual([
      { request: { userText: `What projects has ${owner.firstName} built?` }, answer: body },
    ]);
    await ask(r, '');
    expect(events).toHaveLength(1);
  });

  it('never breaks the answer when it throws or rejects', async () => {
    for (const hook of [
      () => {
        throw new Error('boom');
      },
      () => Promise.reject(new Error('later boom')),
    ]) {
      const res = await ask(routes(hook), `What projects has ${owner.firstName} built?`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ChatAnswer).items.length).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/onAnswer failed: (later )?boom/));
  });
});

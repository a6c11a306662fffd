import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FORGET_PATH } from '../../../contracts/chat';
import { insightsRecorder } from '../../../server/insights/record';
import { appWith, fileBackend, postgresBackend, token, visitor, type Backend } from './helpers';

// The log of what consenting visitors asked, through the real /api/chat route, in the local file and
// in a real PostgreSQL: nothing without consent, each question once, deletion and retention.

const backends: [string, () => Promise<Backend>][] = [
  ['the file store', fileBackend],
  ['PostgreSQL', postgresBackend],
];

describe.each(backends)('the chat log in %s', (_name, make) => {
  let backend: Backend;
  const opened: { close: () => Promise<void> }[] = [];
  const open = async (extra?: Record<string, string>) => {
    backend ??= await make();
    const made = await appWith(backend, extra);
    opened.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
    await backend?.reset();
  });
  afterAll(() => backend?.close());

  it('keeps nothing of a question asked without consent', async () => {
    const { ask, all, holds } = await open();
    expect((await ask({ userText: 'What projects has he built?' })).status).toBe(200);
    // A question id alone is not consent either.
    expect((await ask({ userText: 'And his skills?', questionId: token('q') })).status).toBe(200);
    const who = visitor();
    expect((await ask({ userText: 'Is he available?', questionId: token('q'), visitor: who })).status).toBe(
      200,
    );
    expect(await holds(1)).toBe(true);
    expect((await all()).map((r) => r.question)).toEqual(['Is he available?']);
  });

  it('keeps a consenting question once, with its conversation, email, time and no address, however often it is sent', async () => {
    const { ask, all, holds } = await open();
    const who = visitor('Grace@Example.com');
    const request = {
      userText: 'What is his <b>favourite</b> project?',
      questionId: token('q'),
      visitor: who,
    };
    const answers = await Promise.all([ask(request), ask(request), ask(request)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await ask(request)).status).toBe(200);
    await ask({ userText: 'Another one', questionId: token('q'), visitor: who });
    expect(await holds(2)).toBe(true);
    const [kept] = await all();
    expect(kept).toMatchObject({
      questionId: request.questionId,
      conversationId: who.conversationId,
      email: 'Grace@Example.com',
      question: 'What is his favourite project?',
    });
    expect(Date.now() - Date.parse(kept!.askedAt)).toBeLessThan(60_000);
    expect(JSON.stringify(kept)).not.toMatch(/127\.0\.0\.1|client/);
  });

  it('refuses a consenting request without a question id, or with a malformed visitor, and keeps nothing', async () => {
    const { ask, all } = await open();
    const missingId = await ask({ userText: 'Hello?', visitor: visitor() });
    expect(missingId.status).toBe(400);
    expect((await missingId.json()).error).toMatch(/questionId/);
    const badEmail = await ask({
      userText: 'Hello?',
      questionId: token('q'),
      visitor: { conversationId: token('c'), email: 'nope' },
    });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toMatch(/visitor\.email/);
    expect(await all()).toEqual([]);
  });

  it('forgets a conversation when the visitor sends its id and email, and nothing for a wrong pair', async () => {
    const { app, ask, all, holds } = await open();
    const mine = visitor('me@example.com');
    const theirs = visitor('them@example.com');
    await ask({ userText: 'Mine one', questionId: token('q'), visitor: mine });
    await ask({ userText: 'Mine two', questionId: token('q'), visitor: mine });
    await ask({ userText: 'Theirs', questionId: token('q'), visitor: theirs });
    expect(await holds(3)).toBe(true);
    const forget = (body: unknown) =>
      app.request(FORGET_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wrong = await forget({ conversationId: mine.conversationId, email: theirs.email });
    expect(await wrong.json()).toEqual({ deleted: 0 });
    expect((await forget({ conversationId: mine.conversationId })).status).toBe(400);
    const right = await forget({ conversationId: mine.conversationId, email: 'ME@example.com' });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ deleted: 2 });
    expect((await all()).map((r) => r.question)).toEqual(['Theirs']);
  });

  it('deletes questions older than the retention, and keeps the rest', async () => {
    const { stores, all } = await open({ INSIGHTS_RETENTION_DAYS: '90' });
    const day = 86_400_000;
    let now = new Date(Date.now() - 100 * day);
    const record = insightsRecorder(stores.insights, { retentionDays: 90, now: () => now });
    const who = visitor();
    const asked = (userText: string) =>
      record({
        request: { userText, questionId: token('q'), visitor: who },
        answer: { text: 'a', items: [], kind: 'answered' },
      });
    await asked('a hundred days ago');
    now = new Date(Date.now() - 89 * day);
    await asked('eighty-nine days ago');
    now = new Date();
    await asked('today');
    expect((await all()).map((r) => r.question)).toEqual(['eighty-nine days ago', 'today']);
  });
});

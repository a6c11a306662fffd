import { createParser } from 'eventsource-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner } from '../../../content';
import { createApp } from '../../../server/app';
import { readConfig, type ServerConfig } from '../../../server/config';
import { pieces, startOpenAIStub, type OpenAIStub } from '../../fixtures/openaiStub';

// POST /api/chat streaming a model's answer as server-sent events, against a local stub that streams
// the way the real API does, and breaks the ways real networks do.

let stub: OpenAIStub;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => stub.close());

const config = (over: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({}),
  chatRateLimit: 1000,
  ...over,
});
const withModel = (timeoutMs = 10_000) =>
  createApp({
    config: config({ openai: { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'stub', timeoutMs } }),
    clientKey: () => 't',
  });
const ask = (
  app: ReturnType<typeof createApp>,
  body: object,
  accept = 'text/event-stream, application/json',
) =>
  app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
  });

async function eventsOf(res: Response) {
  const events: { event?: string; data: unknown }[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => events.push({ event, data: JSON.parse(data) }),
  });
  parser.feed(await res.text());
  return events;
}

const question = `Tell me about ${owner.projects[1]!.title}`;

describe('POST /api/chat streamed from a model', () => {
  it('streams the answer in pieces as it is written, then ends with the whole text', async () => {
    stub = await startOpenAIStub('ok');
    const res = await ask(withModel(), { userText: question });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = await eventsOf(res);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBe(pieces(stub.reply).length);
    expect(deltas.join('')).toBe(stub.reply);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { text: stub.reply, kind: 'model' } });
    expect(stub.requests[0]!.body?.stream).toBe(true);
  });

  it('waits out a slow first token and then streams', async () => {
    stub = await startOpenAIStub('slow-first');
    stub.firstTokenDelayMs = 400;
    const events = await eventsOf(await ask(withModel(2000), { userText: question }));
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { text: stub.reply, kind: 'model' } });
  });

  it('serves the embedded answer as JSON when the first token is later than the time-out', async () => {
    stub = await startOpenAIStub('slow-first');
    // Far past the test's own time limit: only the time-out can end the wait, however busy the machine.
    stub.firstTokenDelayMs = 60_000;
    const res = await ask(withModel(150), { userText: question });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { text: string }).text).toContain(owner.projects[1]!.github);
    expect(String(errors.mock.calls.flat().join(' '))).toContain('timed out after 150 ms');
    expect(await stub.requests[0]!.hungUp).toBe(true);
  });

  it('serves the embedded answer as JSON when the model fails before its first words', async () => {
    stub = await startOpenAIStub('error');
    const res = await ask(withModel(), { userText: question });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { text: string }).text).toContain(owner.projects[1]!.github);
    expect(String(errors.mock.calls.flat().join(' '))).toContain('HTTP 503');
    expect(String(errors.mock.calls.flat().join(' '))).not.toContain('sk-test');
  });

  it('ends with an error event, and no done, when the model is cut off half-way', async () => {
    stub = await startOpenAIStub('cut');
    const events = await eventsOf(await ask(withModel(), { userText: question }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('').length).toBeLessThan(stub.reply.length);
    expect(events.at(-1)?.event).toBe('error');
    expect((events.at(-1)?.data as { error: string }).error).toMatch(/stopped part-way/);
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(String(errors.mock.calls.flat().join(' '))).toMatch(/failed part-way/);
  });

  it('answers with the whole text as JSON to a client that does not accept a stream', async () => {
    stub = await startOpenAIStub('ok');
    const res = await ask(withModel(), { userText: question }, 'application/json');
    expect(await res.json()).toMatchObject({ text: stub.reply, kind: 'model' });
  });

  it('replaces an answer cut off half-way with the embedded one for a JSON client', async () => {
    stub = await startOpenAIStub('cut');
    const res = await ask(withModel(), { userText: question }, 'application/json');
    expect(((await res.json()) as { text: string }).text).toContain(owner.projects[1]!.github);
  });

  it('gives the model the conversation so far between its context and the question', async () => {
    stub = await startOpenAIStub('ok');
    const history = [
      { sender: 'user', text: `What projects has ${owner.firstName} built?` },
      { sender: 'ai', text: 'Six projects: ...' },
    ];
    await eventsOf(await ask(withModel(), { userText: 'Which of them use React?', history }));
    const roles = stub.requests[0]!.body?.messages?.map((m) => m.role);
    expect(roles).toEqual(['system', 'system', 'user', 'assistant', 'user']);
    expect(stub.requests[0]!.body?.messages?.at(-1)).toEqual({
      role: 'user',
      content: 'Which of them use React?',
    });
  });
});

describe('POST /api/chat accepting a stream with no model', () => {
  it('answers with the embedded answer as JSON', async () => {
    stub = await startOpenAIStub('ok');
    const res = await ask(createApp({ config: config(), clientKey: () => 't' }), { userText: question });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { text: string }).text).toContain(owner.projects[1]!.title);
    expect(stub.requests).toHaveLength(0);
  });
});

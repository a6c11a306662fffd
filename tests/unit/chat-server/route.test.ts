import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner } from '../../../content';
import { createApp } from '../../../server/app';
import { MAX_BODY_BYTES, MAX_USER_TEXT } from '../../../contracts/chat';
import { chatRoutes } from '../../../server/chat/route';
import { readConfig, type ServerConfig } from '../../../server/config';
import { startOpenAIStub, type OpenAIStub } from '../../fixtures/openaiStub';

const config = (over: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({}),
  chatRateLimit: 1000,
  ...over,
});
const app = (over: Partial<ServerConfig> = {}) =>
  createApp({ config: config(over), clientKey: () => 'tester' });
const post = (
  a: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => a.request('/api/chat', { method: 'POST', headers, body });
const ask = (userText: unknown) => JSON.stringify({ userText });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function expectError(res: Response, status: number, text: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(text);
  expect(String(body.error)).not.toMatch(/\n\s+at |\.ts:\d+/);
}

describe('POST /api/chat contract', () => {
  it('answers a suggested question with markdown naming the real projects', async () => {
    const res = await post(app(), ask(`What projects has ${owner.name} built?`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string };
    for (const p of owner.projects) expect(body.text).toContain(p.title);
  });

  it('accepts JSON with a charset and a question of exactly the length cap', async () => {
    const res = await post(app(), ask('a'.repeat(MAX_USER_TEXT)), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
  });

  it('refuses anything but JSON with 415, and logs status, path and cause', async () => {
    await expectError(
      await post(app(), 'userText=hi', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      /JSON/,
    );
    await expectError(await post(app(), ask('hi'), {}), 415, /JSON/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[chat\] 415 POST \/api\/chat: Content-Type/));
  });

  it.each([
    ['malformed JSON', '{"userText": "hi"', /not valid JSON/],
    ['no userText', '{"question":"hi"}', /userText/],
    ['a number', ask(42), /userText/],
    ['null body', 'null', /userText/],
    ['an array body', '["hi"]', /userText/],
    ['an empty userText', ask(''), /empty/],
    ['a whitespace userText', ask('  \n\t '), /empty/],
  ])('answers 400 for %s', async (_name, body, text) => {
    await expectError(await post(app(), body), 400, text);
  });

  it('answers 413 for a body over the cap, with or without a Content-Length', async () => {
    const big = ask('x'.repeat(MAX_BODY_BYTES + 10));
    await expectError(await post(app(), big), 413, new RegExp(`${MAX_BODY_BYTES} bytes`));
    const stream = new Blob([big]).stream();
    const res = await app().request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, /too large/);
  });

  it('answers 413 for a question over the length cap, saying the cap', async () => {
    await expectError(
      await post(app(), ask('a'.repeat(MAX_USER_TEXT + 1))),
      413,
      new RegExp(`limit is ${MAX_USER_TEXT}`),
    );
  });

  it('answers 429 with Retry-After once a client passes the per-minute limit', async () => {
    const limited = app({ chatRateLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await post(limited, ask('hi'))).status).toBe(200);
    const res = await post(limited, ask('hi'));
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(res, 429, /Too many chat requests/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[chat\] 429 POST \/api\/chat: client over 3 requests/),
    );
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await app().request('/api/chat', { method: 'GET' });
    expect(res.headers.get('allow')).toBe('POST');
    await expectError(res, 405, /POST/);
  });

  it('answers 500 with a plain message when the answerer throws', async () => {
    const boom = () => Promise.reject(new Error('boom at secret.ts:12'));
    const failing = { answerer: undefined as never, respond: boom, start: boom, logFailure: () => {} };
    const router = chatRoutes({ config: config(), clientKey: () => 'x', responder: failing });
    await expectError(
      await router.request('/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: ask('hi'),
      }),
      500,
      /could not answer/,
    );
  });
});

describe('POST /api/chat with a model configured', () => {
  let stub: OpenAIStub;
  afterEach(() => stub.close());
  const withModel = (timeoutMs = 10_000) =>
    app({ openai: { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'stub', timeoutMs } });

  it("returns the model's answer", async () => {
    stub = await startOpenAIStub('ok');
    const res = await post(withModel(), ask('What projects?'));
    expect(await res.json()).toMatchObject({ text: stub.reply, kind: 'model' });
  });

  it('returns the embedded answer when the model fails', async () => {
    stub = await startOpenAIStub('error');
    const res = await post(withModel(), ask(`How can I contact ${owner.firstName}?`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { text: string }).text).toContain(owner.linkedin);
  });

  it('hangs up on the model when the visitor disconnects from the real server', async () => {
    stub = await startOpenAIStub('slow');
    const server = serve({ fetch: withModel().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const visitor = new AbortController();
    stub.onRequest = () => visitor.abort();
    const { port } = server.address() as AddressInfo;
    const sent = fetch(`http://127.0.0.1:${port}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ask('hi'),
      signal: visitor.signal,
    });
    await expect(sent).rejects.toThrow();
    expect(await stub.requests[0]!.hungUp).toBe(true);
    (server as Server).closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});

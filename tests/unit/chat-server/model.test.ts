import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import { createResponder, stripItems } from '../../../server/chat/respond';
import { pieces, startOpenAIStub, type OpenAIStub, type StubMode } from '../../fixtures/openaiStub';

const KEY = 'sk-test-DO-NOT-LOG-1234';
let stub: OpenAIStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function setup(mode: StubMode, timeoutMs = 10_000) {
  stub = await startOpenAIStub(mode);
  const logs: string[] = [];
  const responder = createResponder({
    owner,
    openai: { apiKey: KEY, baseUrl: stub.baseUrl, model: 'stub-model', timeoutMs },
    log: (m) => logs.push(m),
  });
  const embedded = (q: string) => responder.answerer.answer(q).text;
  return { stub, logs, responder, embedded };
}

const question = `Tell me about ${owner.projects[1]!.title}`;
const live = () => new AbortController().signal;

describe('model path against a local OpenAI-compatible stub', () => {
  it('answers with the model, from a server-owned prompt and the retrieved passages', async () => {
    const { stub, responder, logs } = await setup('ok');
    const reply = await responder.respond(question, live());
    expect(reply).toMatchObject({ text: stub.reply, source: 'model' });
    expect(logs).toEqual([]);

    const [req] = stub.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.body?.model).toBe('stub-model');
    expect(req?.body?.temperature).toBeLessThanOrEqual(0.3);
    const [system, context, user] = req?.body?.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(owner.name);
    expect(system?.content).toContain('/contact');
    expect(JSON.stringify(req?.body?.messages)).not.toContain(KEY);
    expect(context?.content).toContain(owner.projects[1]!.github);
    expect(context?.content).toContain(owner.projects[1]!.description);
    // The whole portfolio and faq, not a few retrieved passages.
    for (const p of owner.projects) expect(context?.content).toContain(`/projects?item=${p.slug}`);
    for (const h of owner.hackathons) expect(context?.content).toContain(`/hackathons?item=${h.slug}`);
    for (const f of owner.faq ?? []) expect(context?.content).toContain(f.answer);
    expect(context?.content.length).toBeLessThan(16_000);
    expect(user).toEqual({ role: 'user', content: question });
  });

  it('takes the ids the model names from its last line, keeps only content ids, and never shows the line', async () => {
    const { stub, responder } = await setup('ok');
    const [a, b] = owner.projects;
    stub.reply = `Both are web apps: [**${a!.title}**](/projects?item=${a!.slug}).\nITEMS: ${a!.slug}, not-an-item, ${b!.slug}`;
    const reply = await responder.respond(question, live());
    expect(reply).toMatchObject({ kind: 'model', items: [a!.slug, b!.slug], source: 'model' });
    expect(reply.text).not.toContain('ITEMS');
    expect(reply.text).toContain(a!.title);
  });

  it.each([
    ['error', 'HTTP 503'],
    ['malformed', 'not an event stream (HTTP 200, text/html)'],
    ['empty', 'no message content'],
  ] as const)(
    'serves the embedded answer when the model replies %s, and logs why without the key',
    async (mode, why) => {
      const { responder, logs, embedded } = await setup(mode);
      const reply = await responder.respond(question, live());
      expect(reply).toMatchObject({ text: embedded(question), source: 'embedded' });
      expect(logs).toHaveLength(1);
      expect(logs[0]).toContain(why);
      expect(logs[0]).toContain('stub-model');
      expect(logs.join('\n')).not.toContain(KEY);
    },
  );

  it('times out a slow model, hangs up on it and serves the embedded answer', async () => {
    const { stub, responder, logs, embedded } = await setup('slow', 150);
    const reply = await responder.respond(question, live());
    expect(reply).toMatchObject({ text: embedded(question), source: 'embedded' });
    expect(logs[0]).toContain('timed out after 150 ms');
    expect(await stub.requests[0]!.hungUp).toBe(true);
  });

  it('aborts the model call when the visitor goes away', async () => {
    const { stub, responder, logs, embedded } = await setup('slow');
    const visitor = new AbortController();
    stub.onRequest = () => visitor.abort();
    const reply = await responder.respond(question, visitor.signal);
    expect(reply.source).toBe('embedded');
    expect(reply.text).toBe(embedded(question));
    expect(logs[0]).toContain('client went away');
    expect(await stub.requests[0]!.hungUp).toBe(true);
  });

  it('asks for a stream and hands over the first words as soon as they come, the rest as they follow', async () => {
    const { stub, responder } = await setup('ok');
    const started = await responder.start(question, live());
    expect(started.source).toBe('model');
    if (started.source !== 'model') return;
    let text = started.first;
    for (let next = await started.rest.next(); !next.done; next = await started.rest.next())
      text += next.value;
    expect(text).toBe(stub.reply);
    expect(started.first).toBe(pieces(stub.reply)[0]);
    expect(stub.requests[0]?.body?.stream).toBe(true);
  });

  it('tells the model that earlier messages are no source of facts, and which page each item has', async () => {
    const { stub, responder } = await setup('ok');
    await responder.respond(question, live());
    const [system, context] = stub.requests[0]?.body?.messages ?? [];
    expect(system?.content).toMatch(/not facts/);
    expect(context?.content).toContain(`/projects?item=${owner.projects[1]!.slug}`);
  });

  it('replaces an answer the model breaks off half-way with the embedded one, and logs it', async () => {
    const { responder, logs, embedded } = await setup('cut');
    expect(await responder.respond(question, live())).toMatchObject({
      text: embedded(question),
      source: 'embedded',
    });
    expect(logs[0]).toContain('failed part-way (the connection closed before the answer was finished)');
  });

  it('waits for a slow first token within the time-out, and gives up on one beyond it', async () => {
    const first = await setup('slow-first', 2000);
    first.stub.firstTokenDelayMs = 300;
    expect(await first.responder.respond(question, live())).toMatchObject({
      text: first.stub.reply,
      source: 'model',
    });
    await first.stub.close();
    const late = await setup('slow-first', 100);
    late.stub.firstTokenDelayMs = 1000;
    expect((await late.responder.respond(question, live())).source).toBe('embedded');
    expect(late.logs[0]).toContain('timed out after 100 ms');
  });

  it('serves the embedded answer when the model cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const logs: string[] = [];
    const responder = createResponder({
      owner,
      openai: { apiKey: KEY, baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', timeoutMs: 2000 },
      log: (m) => logs.push(m),
    });
    const reply = await responder.respond(question, live());
    expect(reply).toMatchObject({ text: responder.answerer.answer(question).text, source: 'embedded' });
    expect(logs[0]).toContain('network error');
  });
});

describe('the ids line at the end of a model answer, however the stream cuts it', () => {
  const [a, b] = owner.projects;
  const text = `Both are web apps: [**${a!.title}**](/projects?item=${a!.slug}).`;
  const reply = `${text}\nITEMS: ${a!.slug}, not-an-item, ${b!.slug}`;
  const known = (id: string) => owner.projects.some((p) => p.slug === id);
  async function run(parts: string[]) {
    const source = (async function* () {
      yield* parts;
    })();
    const stripped = stripItems(source, known);
    let shown = '';
    for await (const piece of stripped.pieces) shown += piece;
    return { shown, ids: stripped.ids() };
  }

  it('hides the marker and keeps the ids when it arrives split across two pieces, at any point', async () => {
    const at = reply.indexOf('ITEMS:');
    for (let cut = at; cut <= at + 'ITEMS:'.length; cut++) {
      const { shown, ids } = await run([reply.slice(0, cut), reply.slice(cut)]);
      expect(shown, `cut at ${cut - at}`).toBe(text);
      expect(ids).toEqual([a!.slug, b!.slug]);
    }
  });

  it('hides the marker when every character is its own piece', async () => {
    const { shown, ids } = await run([...reply]);
    expect(shown).toBe(text);
    expect(ids).toEqual([a!.slug, b!.slug]);
  });
});

import { Hono, type Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { owner } from '../../content';
import type { Store } from 'hono-rate-limiter';
import {
  CHAT_PATH,
  EVENT_STREAM,
  MAX_BODY_BYTES,
  type ChatAnswer,
  type ChatRequest,
  type ChatStreamEvent,
} from '../../contracts/chat';
import { checkChatRequest } from '../../contracts/chatSchema';
import { capBody } from '../bodyLimit';
import { clientWentAway } from '../clientGone';
import type { ServerConfig } from '../config';
import { limitPerClient, type ClientKey } from '../rateLimit';
import { createResponder, type Responder, type Started } from './respond';

// POST /api/chat: { userText, history? } in, { text, items, kind } (markdown and content ids) out, or the model's answer as a
// stream of events when the client accepts one; every failure a JSON { error } with a status a person
// reading the logs can act on. The request's shape and caps are contracts/chat.ts.

function fail(c: Context, status: ContentfulStatusCode, error: string, cause = error) {
  console.warn(`[chat] ${status} ${c.req.method} ${c.req.path}: ${cause}`);
  return c.json({ error }, status);
}

const isJson = (contentType: string | undefined) => {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
};

const send = (stream: SSEStreamingApi, { event, data }: ChatStreamEvent) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

const UNAVAILABLE = 'The assistant could not answer right now; please try again.';
const STOPPED = 'The assistant stopped part-way through its answer; please ask again.';

/** Refuses a request that does not say it is JSON. */
const requireJson = async (c: Context, next: () => Promise<void>) => {
  const type = c.req.header('content-type');
  if (!isJson(type))
    return fail(
      c,
      415,
      'Send the question as JSON: Content-Type: application/json.',
      `Content-Type ${type ?? '(none)'}`,
    );
  await next();
};

/** The model's answer as events: each piece as a delta, then done with its ids, or an error if it stops. */
function streamModel(
  c: Context,
  started: Extract<Started, { source: 'model' }>,
  responder: Responder,
  onDone: (done: ChatAnswer) => void,
) {
  return streamSSE(c, async (stream) => {
    let text = started.first;
    await send(stream, { event: 'delta', data: { text: started.first } });
    try {
      for (let next = await started.rest.next(); !next.done; next = await started.rest.next()) {
        text += next.value;
        await send(stream, { event: 'delta', data: { text: next.value } });
      }
    } catch (err) {
      // A visitor who left needs no event; anyone else learns the answer is unfinished.
      if (c.req.raw.signal.aborted) return;
      responder.logFailure(err);
      return send(stream, { event: 'error', data: { error: STOPPED } });
    }
    const done: ChatAnswer = { text: text.trim(), items: started.items(), kind: 'model' };
    await send(stream, { event: 'done', data: done });
    onDone(done);
  });
}

/** Told once per answered request, after the answer is sent or its stream's `done`. */
export type OnAnswer = (event: { request: ChatRequest; answer: ChatAnswer }) => void | Promise<void>;

export function chatRoutes(deps: {
  config: ServerConfig;
  clientKey: ClientKey;
  responder?: Responder;
  limitStore?: Store;
  /** Called once per answered request; its failure is logged and never touches the answer. */
  onAnswer?: OnAnswer;
}): Hono {
  const responder = deps.responder ?? createResponder({ owner, openai: deps.config.openai });
  const told = (request: ChatRequest, answer: ChatAnswer) => {
    if (!deps.onAnswer) return;
    const warn = (err: unknown) =>
      console.warn(`[chat] onAnswer failed: ${(err as Error)?.message ?? String(err)}`);
    try {
      void Promise.resolve(deps.onAnswer({ request, answer })).catch(warn);
    } catch (err) {
      warn(err);
    }
  };
  const asJson = (a: ChatAnswer): ChatAnswer => ({ text: a.text, items: a.items, kind: a.kind });
  const app = new Hono();

  app.post(
    '/',
    limitPerClient({
      limit: deps.config.chatRateLimit,
      windowMs: 60_000,
      clientKey: deps.clientKey,
      what: 'chat',
      store: deps.limitStore,
    }),
    requireJson,
    capBody(MAX_BODY_BYTES, (c) =>
      fail(c, 413, `The request body is too large: the limit is ${MAX_BODY_BYTES} bytes.`),
    ),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch (err) {
        if (clientWentAway(err, c)) throw err;
        return fail(
          c,
          400,
          'The request body is not valid JSON.',
          `malformed JSON: ${(err as Error).message}`,
        );
      }
      const checked = checkChatRequest(body);
      if (!checked.ok) return fail(c, checked.status, checked.error);
      const { userText, history = [] } = checked.request;
      const signal = () => c.req.raw.signal;
      try {
        if (!(c.req.header('accept') ?? '').includes(EVENT_STREAM)) {
          const reply = asJson(await responder.respond(userText, signal, new Date(), history));
          told(checked.request, reply);
          return c.json(reply);
        }
        const started = await responder.start(userText, signal, new Date(), history);
        if (started.source === 'embedded') {
          const reply = asJson(started);
          told(checked.request, reply);
          return c.json(reply);
        }
        return streamModel(c, started, responder, (done) => told(checked.request, done));
      } catch (err) {
        console.error(`[chat] 500 ${c.req.method} ${c.req.path}: the answerer failed:`, err);
        return c.json({ error: UNAVAILABLE }, 500);
      }
    },
  );
  app.all('/', (c) => {
    c.header('Allow', 'POST');
    return fail(c, 405, `Use POST for ${CHAT_PATH}, not ${c.req.method}.`);
  });
  return app;
}

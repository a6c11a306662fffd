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
import type { ServerConfig } from '../config';
import { limitPerClient, type ClientKey } from '../rateLimit';
import { createResponder, type Responder } from './respond';

// POST /api/chat: { userText, history? } in, { text } (markdown) out, or the model's answer as a
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

export function chatRoutes(deps: {
  config: ServerConfig;
  clientKey: ClientKey;
  responder?: Responder;
  limitStore?: Store;
  /**
   * Told once per answered request (the JSON answer, or the stream after its `done`), after the answer
   * has gone; it runs apart from the answer, so its failure is logged and never reaches the visitor.
   */
  onAnswer?: (event: { request: ChatRequest; answer: ChatAnswer }) => void | Promise<void>;
}): Hono {
  const responder = deps.responder ?? createResponder({ owner, openai: deps.config.openai });
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
    async (c, next) => {
      const type = c.req.header('content-type');
      if (!isJson(type))
        return fail(
          c,
          415,
          'Send the question as JSON: Content-Type: application/json.',
          `Content-Type ${type ?? '(none)'}`,
        );
      await next();
    },
    capBody(MAX_BODY_BYTES, (c) =>
      fail(c, 413, `The request body is too large: the limit is ${MAX_BODY_BYTES} bytes.`),
    ),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch (err) {
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
      const answered = (answer: ChatAnswer) => {
        const { onAnswer } = deps;
        if (!onAnswer) return answer;
        void Promise.resolve()
          .then(() => onAnswer({ request: checked.request, answer }))
          .catch((err: unknown) => console.error('[chat] the answer hook failed:', err));
        return answer;
      };
      try {
        if (!(c.req.header('accept') ?? '').includes(EVENT_STREAM)) {
          const reply = await responder.respond(userText, signal, new Date(), history);
          answered(reply);
          return c.json({ text: reply.text });
        }
        const started = await responder.start(userText, signal, new Date(), history);
        if (started.source === 'embedded') {
          answered(started);
          return c.json({ text: started.text });
        }
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
          await send(stream, { event: 'done', data: answered({ text: text.trim() }) });
        });
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

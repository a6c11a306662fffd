import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { owner } from '../../content';
import type { Store } from 'hono-rate-limiter';
import { CHAT_PATH, MAX_BODY_BYTES } from '../../contracts/chat';
import { checkChatRequest } from '../../contracts/chat-schema';
import { capBody } from '../body-limit';
import type { ServerConfig } from '../config';
import { limitPerClient, type ClientKey } from '../rate-limit';
import { createResponder, type Responder } from './respond';

// POST /api/chat: { userText } in, { text } (markdown) out, every failure a JSON { error } with a status
// a person reading the logs can act on. The request's shape and caps are contracts/chat.ts.

function fail(c: Context, status: ContentfulStatusCode, error: string, cause = error) {
  console.warn(`[chat] ${status} ${c.req.method} ${c.req.path}: ${cause}`);
  return c.json({ error }, status);
}

const isJson = (contentType: string | undefined) => {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
};

export function chatRoutes(deps: { config: ServerConfig; clientKey: ClientKey; responder?: Responder; limitStore?: Store }): Hono {
  const responder = deps.responder ?? createResponder({ owner, openai: deps.config.openai });
  const app = new Hono();

  app.post(
    '/',
    limitPerClient({ limit: deps.config.chatRateLimit, windowMs: 60_000, clientKey: deps.clientKey, what: 'chat', store: deps.limitStore }),
    async (c, next) => {
      const type = c.req.header('content-type');
      if (!isJson(type)) return fail(c, 415, 'Send the question as JSON: Content-Type: application/json.', `Content-Type ${type ?? '(none)'}`);
      await next();
    },
    capBody(MAX_BODY_BYTES, (c) => fail(c, 413, `The request body is too large: the limit is ${MAX_BODY_BYTES} bytes.`)),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch (err) {
        return fail(c, 400, 'The request body is not valid JSON.', `malformed JSON: ${(err as Error).message}`);
      }
      const checked = checkChatRequest(body);
      if (!checked.ok) return fail(c, checked.status, checked.error);
      const question = checked.request.userText;
      try {
        const reply = await responder.respond(question, () => c.req.raw.signal);
        return c.json({ text: reply.text });
      } catch (err) {
        console.error(`[chat] 500 ${c.req.method} ${c.req.path}: the answerer failed:`, err);
        return c.json({ error: 'The assistant could not answer right now; please try again.' }, 500);
      }
    },
  );
  app.all('/', (c) => {
    c.header('Allow', 'POST');
    return fail(c, 405, `Use POST for ${CHAT_PATH}, not ${c.req.method}.`);
  });
  return app;
}

import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import type { ForgetAnswer } from '../../contracts/chat';
import { chatVisitorSchema } from '../../contracts/chatSchema';
import { capBody } from '../bodyLimit';
import { limitPerClient, type ClientKey } from '../rateLimit';
import type { InsightsStore } from './store';

// POST /api/chat/forget: the visitor's "forget me on the server". The conversation's random id and the
// email it was kept with, both as the browser holds them, authorise deleting that conversation's
// questions; a pair that matches nothing deletes nothing and answers the same way.

const BODY_LIMIT = 2048;
const FORGETS_A_MINUTE = 10;

export function forgetRoutes(deps: { store: InsightsStore; clientKey: ClientKey; limitStore?: Store }): Hono {
  const routes = new Hono();
  routes.post(
    '/',
    limitPerClient({
      limit: FORGETS_A_MINUTE,
      windowMs: 60_000,
      clientKey: deps.clientKey,
      what: 'forget',
      store: deps.limitStore,
    }),
    capBody(BODY_LIMIT, (c) => c.json({ error: `The request is over ${BODY_LIMIT} bytes.` }, 413)),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'Send { "conversationId": string, "email": string } as JSON.' }, 400);
      }
      const parsed = chatVisitorSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: parsed.error.issues[0]!.message }, 400);
      try {
        const deleted = await deps.store.forget(parsed.data);
        return c.json({ deleted } satisfies ForgetAnswer);
      } catch (err) {
        console.error(`[insights] 503 POST ${c.req.path}: ${deps.store.where} failed:`, err);
        c.header('Retry-After', '5');
        return c.json({ error: 'Nothing could be deleted right now: please try again in a minute.' }, 503);
      }
    },
  );
  routes.all('/', (c) => {
    c.header('Allow', 'POST');
    return c.json({ error: `Use POST for ${c.req.path}, not ${c.req.method}.` }, 405);
  });
  return routes;
}

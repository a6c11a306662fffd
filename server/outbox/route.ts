import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';
import { limitPerClient, type ClientKey } from '../rate-limit';
import { cleanFields, describeIssues, sendPayloadSchema } from './payload';
import { appendRecord } from './store';

export const OUTBOX_BODY_LIMIT = 32 * 1024;

// The local stand-in for EmailJS's POST /api/v1.0/email/send: same payload, same "OK" answer, but the
// message is appended to config.outboxFile for the owner to read with `npm run outbox`.
export function outboxRoutes(deps: { config: ServerConfig; clientKey: ClientKey }): Hono {
  const { config, clientKey } = deps;
  const routes = new Hono();

  routes.post(
    '/send',
    limitPerClient(config.outboxRateLimit, 60_000, clientKey, 'contact'),
    bodyLimit({
      maxSize: OUTBOX_BODY_LIMIT,
      onError: (c) => c.json({ error: `The message is too large: the limit is ${OUTBOX_BODY_LIMIT / 1024} KB.` }, 413),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\b/i.test(type)) {
        return c.json({ error: 'Send the message as JSON (Content-Type: application/json).' }, 415);
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: 'The body is not valid JSON.' }, 400);
      }
      const parsed = sendPayloadSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: describeIssues(parsed.error) }, 400);

      const { service_id, template_id, template_params: params } = parsed.data;
      const cleaned = cleanFields(params);
      if ('error' in cleaned) return c.json({ error: cleaned.error }, 400);
      await appendRecord(config.outboxFile, { id: randomUUID(), receivedAt: new Date().toISOString(), service_id, template_id, ...cleaned.fields });
      return c.text('OK', 200);
    },
  );

  // Like /api/chat: a wrong method is a 405 that names the right one, not a missing page.
  routes.all('/send', (c) => {
    c.header('Allow', 'POST');
    return c.json({ error: `Use POST for /api/v1.0/email/send, not ${c.req.method}.` }, 405);
  });

  return routes;
}

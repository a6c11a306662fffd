import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { EMAIL_SEND_PATH } from '../../contracts/contact';
import type { Store } from 'hono-rate-limiter';
import { capBody } from '../bodyLimit';
import { clientWentAway } from '../clientGone';
import type { ServerConfig } from '../config';
import { limitPerClient, type ClientKey } from '../rateLimit';
import { cleanFields, describeIssues, IDEMPOTENCY_KEY, sendPayloadSchema } from './payload';
import { TimeLimitError, withTimeLimit } from '../timeLimit';
import type { OutboxRecord, OutboxStore, SaveOutcome } from './store';

export const OUTBOX_BODY_LIMIT = 32 * 1024;
/** The stored message's id, on every 200: a retry with the same idempotency key gets the same one. */
export const MESSAGE_ID_HEADER = 'Outbox-Message-Id';

const unavailable = (c: Context, error: string) => {
  c.header('Retry-After', '5');
  return c.json({ error }, 503);
};

/** The request's body parsed as JSON, or the answer that refuses it. */
async function jsonBody(c: Context): Promise<{ body: unknown } | Response> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return c.json({ error: 'Send the message as JSON (Content-Type: application/json).' }, 415);
  }
  try {
    return { body: JSON.parse(await c.req.text()) as unknown };
  } catch (err) {
    if (clientWentAway(err, c)) throw err;
    return c.json({ error: 'The body is not valid JSON.' }, 400);
  }
}

/**
 * The message's idempotency key, from the Idempotency-Key header or template_params (the browser sends
 * it there, all EmailJS's client lets it set); two different keys are refused.
 */
function idempotencyKeyOf(
  header: string | undefined,
  inParams: string | undefined,
): { key: string | undefined } | { error: string } {
  if (header !== undefined && !IDEMPOTENCY_KEY.test(header))
    return { error: 'The Idempotency-Key header must be 16 to 128 letters, digits, "_", "-", "." or ":".' };
  if (header && inParams && header !== inParams)
    return {
      error:
        'The Idempotency-Key header and template_params.idempotency_key differ: send one key per message.',
    };
  return { key: header || inParams };
}

/** Saves within the configured time; a store that fails or is too slow is a 503 the sender can retry. */
async function saveInTime(
  c: Context,
  config: ServerConfig,
  store: OutboxStore,
  record: OutboxRecord,
): Promise<SaveOutcome | Response> {
  try {
    return await withTimeLimit(config.outboxWriteTimeoutMs, (signal) => store.save(record, signal));
  } catch (err) {
    if (err instanceof TimeLimitError) {
      console.error(`[outbox] 503 POST ${c.req.path}: ${store.where}: the write ${err.message}`);
      return unavailable(
        c,
        'The message could not be stored in time. Nothing was lost on your side: please send it again.',
      );
    }
    console.error(`[outbox] 503 POST ${c.req.path}: ${store.where} failed:`, err);
    return unavailable(
      c,
      'The message could not be stored right now: please send it again in a few seconds.',
    );
  }
}

/** EmailJS's "OK" with the stored message's id, or a 422 when the key was used for another message. */
function savedAnswer(c: Context, saved: SaveOutcome): Response {
  if (saved.outcome === 'conflict') {
    return c.json(
      {
        error:
          'This idempotency key was already used for a different message: make a new key for each message.',
      },
      422,
    );
  }
  c.header(MESSAGE_ID_HEADER, saved.id);
  if (saved.outcome === 'replayed') c.header('Idempotent-Replayed', 'true');
  return c.text('OK', 200);
}

// The local stand-in for EmailJS's POST EMAIL_SEND_PATH, mounted there: same payload, same "OK" answer, but the
// message goes to the outbox store (a local file, or PostgreSQL) for the owner to read with `npm run outbox`.
export function outboxRoutes(deps: {
  config: ServerConfig;
  clientKey: ClientKey;
  store: OutboxStore;
  limitStore?: Store;
}): Hono {
  const { config, clientKey, store } = deps;
  const routes = new Hono();

  routes.post(
    '/',
    limitPerClient({
      limit: config.outboxRateLimit,
      windowMs: 60_000,
      clientKey,
      what: 'contact',
      store: deps.limitStore,
    }),
    capBody(OUTBOX_BODY_LIMIT, (c) =>
      c.json({ error: `The message is too large: the limit is ${OUTBOX_BODY_LIMIT / 1024} KB.` }, 413),
    ),
    async (c) => {
      const read = await jsonBody(c);
      if (read instanceof Response) return read;
      const parsed = sendPayloadSchema.safeParse(read.body);
      if (!parsed.success) return c.json({ error: describeIssues(parsed.error) }, 400);

      const { service_id, template_id, template_params: params } = parsed.data;
      const idempotency = idempotencyKeyOf(c.req.header('idempotency-key')?.trim(), params.idempotency_key);
      if ('error' in idempotency) return c.json({ error: idempotency.error }, 400);
      const idempotencyKey = idempotency.key;
      const cleaned = cleanFields(params);
      if ('error' in cleaned) return c.json({ error: cleaned.error }, 400);

      const saved = await saveInTime(c, config, store, {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        service_id,
        template_id,
        ...cleaned.fields,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return saved instanceof Response ? saved : savedAnswer(c, saved);
    },
  );

  // Like /api/chat: a wrong method is a 405 that names the right one, not a missing page.
  routes.all('/', (c) => {
    c.header('Allow', 'POST');
    return c.json({ error: `Use POST for ${EMAIL_SEND_PATH}, not ${c.req.method}.` }, 405);
  });

  return routes;
}

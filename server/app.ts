import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './security';
import type { ClientKey } from './rateLimit';
import { createStores, type Stores } from './stores';
import { CHAT_PATH, FORGET_PATH } from '../contracts/chat';
import { EMAIL_SEND_PATH } from '../contracts/contact';
import { chatRoutes } from './chat/route';
import { insightsRoutes, recordInsights } from './insights/routes';
import { outboxRoutes } from './outbox/route';
import { throttledLog } from './log';
import { clientWentAway } from './clientGone';

export interface AppDeps {
  config: ServerConfig;
  /** Identifies a client for rate limits; runtimes differ in how they expose the peer address. */
  clientKey: ClientKey;
  /** Serves the built site; node.ts supplies it, other runtimes bring their own. */
  staticFiles?: Hono;
  /** Rate-limit counters and the outbox; by default made from the config (see server/stores.ts). */
  stores?: Stores;
}

// The whole server as one Hono app: app.fetch runs on any runtime, server/node.ts starts it on Node.
export function createApp({ config, clientKey, staticFiles, stores = createStores(config) }: AppDeps) {
  const app = new Hono();
  app.use(
    '*',
    contentSecurityPolicy({
      emailjs: config.emailjs,
      voiceApiBase: config.voiceApiBase,
      scriptHashes: config.scriptHashes,
      styleHashes: config.styleHashes,
    }),
  );
  // The site's files are compressed (server/static.ts); the API's answers are not: a few hundred bytes
  // to a few kilobytes of JSON, which cost more CPU to stream through a compressor (about ten times a
  // /healthz answer) than the bytes saved. A Vary header set late (as compress() does) makes Hono
  // rebuild the answer as a stream, so it is said up front.
  app.use('*', async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    await next();
  });
  // One Host header per request: with two, a proxy and this server may each act on a different one.
  // The runtime joins repeated headers with a comma, which no real host name holds.
  app.use('*', async (c, next) => {
    if (c.req.header('host')?.includes(',')) {
      c.header('Connection', 'close');
      return c.json({ error: 'Send exactly one Host header.' }, 400);
    }
    await next();
  });

  // 503 when a store the server depends on cannot be reached, so a load balancer routes around it.
  app.get('/healthz', async (c) => {
    const health = await stores.health();
    return c.json(health, health.ok ? 200 : 503);
  });
  app.route(FORGET_PATH, insightsRoutes.forget({ config, clientKey, stores }));
  app.route(
    CHAT_PATH,
    chatRoutes({
      config,
      clientKey,
      limitStore: stores.limitStore('chat'),
      onAnswer: recordInsights({ config, stores }),
    }),
  );
  app.route(
    EMAIL_SEND_PATH,
    outboxRoutes({ config, clientKey, store: stores.outbox, limitStore: stores.limitStore('contact') }),
  );
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));

  // Without OWNER_TOKEN there is no owner page: /owner is any other unknown path.
  if (config.ownerToken) app.route('/owner', insightsRoutes.owner({ config, clientKey, stores }));
  if (staticFiles) app.route('/', staticFiles);

  // Failures are logged with their cause for the operator; the visitor gets a message, never a stack.
  // A client that goes away mid-request is not a server failure: one short line now and then.
  const logGone = throttledLog((line) => console.warn(line));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ error: err.message }, err.status);
    if (clientWentAway(err, c)) {
      logGone(`[server] ${c.req.method} ${c.req.path}: the client went away before the request was complete`);
      return c.json({ error: 'The request was cut off before it was complete.' }, 400);
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}

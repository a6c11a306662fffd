import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './security';
import type { ClientKey } from './rate-limit';
import { chatRoutes } from './chat/route';
import { outboxRoutes } from './outbox/route';

export interface AppDeps {
  config: ServerConfig;
  /** Identifies a client for rate limits; runtimes differ in how they expose the peer address. */
  clientKey: ClientKey;
  /** Serves the built site; node.ts supplies it, other runtimes bring their own. */
  staticFiles?: Hono;
}

// The whole server as one Hono app: app.fetch runs on any runtime, server/node.ts starts it on Node.
export function createApp({ config, clientKey, staticFiles }: AppDeps) {
  const app = new Hono();
  app.use('*', contentSecurityPolicy({ emailjs: config.emailjs, voiceApiBase: config.voiceApiBase, scriptHashes: config.scriptHashes, styleHashes: config.styleHashes }));
  app.use('*', compress());

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/api/chat', chatRoutes({ config, clientKey }));
  app.route('/api/v1.0/email', outboxRoutes({ config, clientKey }));
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));

  if (staticFiles) app.route('/', staticFiles);

  // Failures are logged with their cause for the operator; the visitor gets a message, never a stack.
  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ error: err.message }, err.status);
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}

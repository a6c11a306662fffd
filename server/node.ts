import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ownerSchema } from '../content/schema';
import { owner } from '../content';
import { createApp } from './app';
import { readConfig, withBuildFacts } from './config';
import { staticSite } from './static';
import { clientAddress } from './rateLimit';
import { createStores } from './stores';
import { withTimeLimit } from './timeLimit';
import { drainOnSignals } from './drain';
import { throttledLog } from './log';

// Start-up refuses content that breaks the schema, with the reason, rather than serving a broken site.
const parsed = ownerSchema.safeParse(owner);
if (!parsed.success) {
  console.error(
    'content/ does not match its schema:\n' +
      parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n'),
  );
  process.exit(1);
}

const config = withBuildFacts(readConfig());
const stores = createStores(config);
const app = createApp({
  config,
  clientKey: clientAddress((c) => getConnInfo(c).remote.address, config.trustProxyHops),
  staticFiles: staticSite(config.distDir),
  stores,
});

// Ready the outbox now (repair a torn file, apply migrations) so problems show at start; a store
// that is down is not fatal: /healthz says so and requests get 503 until it is back.
stores.outbox
  .open()
  .catch((err: Error) => console.error(`[outbox] ${stores.outbox.where} is not ready: ${err.message}`));

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: process.env.HOST ?? '0.0.0.0',
    serverOptions: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // How often the two limits above are checked (Node's default is 30 s, which would let a slow
      // client hold a connection up to 30 s past its limit).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
  },
  (info) => {
    const chat = config.openai ? `model ${config.openai.model}` : 'embedded answerer';
    const contact = config.emailjs ? 'EmailJS' : 'local outbox';
    console.log(
      `Site and API on http://localhost:${info.port} (chat: ${chat}, contact: ${contact}; ${stores.summary})`,
    );
  },
) as Server;

// Past the cap, Node closes a new connection as it arrives; the operator hears of it, once in a while.
server.maxConnections = config.maxConnections;
const logDrop = throttledLog((line) => console.warn(line));
server.on('drop', () =>
  logDrop(`[server] refused a connection: ${config.maxConnections} are open (MAX_CONNECTIONS)`),
);

drainOnSignals(server, {
  timeoutMs: config.shutdownTimeoutMs,
  // Store connections get a second to close politely; the exit does not wait on a store that is away.
  release: () => withTimeLimit(1000, () => stores.close()),
});

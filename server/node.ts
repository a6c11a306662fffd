import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ownerSchema } from '../content/schema';
import { owner } from '../content';
import { createApp } from './app';
import { readConfig, withBuildFacts } from './config';
import { staticSite } from './static';
import { clientAddress } from './rate-limit';

// Start-up refuses content that breaks the schema, with the reason, rather than serving a broken site.
const parsed = ownerSchema.safeParse(owner);
if (!parsed.success) {
  console.error('content/ does not match its schema:\n' + parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(1);
}

const config = withBuildFacts(readConfig());
const app = createApp({
  config,
  clientKey: clientAddress((c) => getConnInfo(c).remote.address, config.trustProxy),
  staticFiles: staticSite(config.distDir),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Site and API on http://localhost:${info.port} (chat: ${config.openai ? `model ${config.openai.model}` : 'embedded answerer'}, contact: ${config.emailjs ? 'EmailJS' : `outbox ${config.outboxFile}`})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

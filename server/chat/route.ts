import { Hono } from 'hono';
import type { ServerConfig } from '../config';
import type { ClientKey } from '../rate-limit';

export function chatRoutes(_deps: { config: ServerConfig; clientKey: ClientKey }): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
      return c.json({ error: 'Content-Type must be application/json' }, 415);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'Malformed JSON body' }, 400);
    }
    const userText = (body as { userText?: unknown } | null)?.userText;
    if (typeof userText !== 'string' || !userText.trim()) {
      return c.json({ error: 'userText must be a non-empty string' }, 400);
    }
    return c.json({ text: 'Hello! Ask me about projects, skills, career or how to get in touch (see /contact).' });
  });
  return app;
}

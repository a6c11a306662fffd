import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { owner } from '../content';

// Known client routes get index.html with 200; anything else gets it too (the SPA draws the 404
// page) but with a real 404 status, so crawlers and logs see the truth.
const knownRoutes = new Set(owner.navigation.map((item) => item.to));

export function staticSite(distDir: string) {
  const site = new Hono();
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    // HTML names hashed assets, so it must be revalidated; other public files may be cached an hour.
    c.header('Cache-Control', c.req.path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
  });
  // Paths that name a file come from the disk (or are a plain 404); routes fall through to the SPA shell.
  const files = serveStatic({ root: distDir });
  site.get('*', async (c, next) => {
    if (!/\.[\w-]+$/.test(c.req.path)) return next();
    return (await files(c, async () => {})) ?? c.text('Not found', 404);
  });

  let indexHtml: Promise<string> | undefined;
  site.get('*', async (c) => {
    indexHtml ??= readFile(join(distDir, 'index.html'), 'utf8').catch((err: unknown) => {
      indexHtml = undefined;
      throw new Error(`The site is not built: run \`npm run build\` (missing ${distDir}/index.html)`, { cause: err });
    });
    const path = c.req.path.replace(/\/+$/, '') || '/';
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml, knownRoutes.has(path) ? 200 : 404);
  });
  return site;
}

import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NOT_FOUND_PATH, routePages } from '../contracts/pages';
import { brotliAssets } from './brotli';

// One well-formed byte range: `bytes=first-last` (last not before first), `bytes=first-` or `bytes=-suffix`.
const honourable = (range: string) => {
  const m = /^bytes=(?:(\d+)-(\d*)|-\d+)$/.exec(range);
  return m !== null && (m[2] === undefined || m[2] === '' || Number(m[2]) >= Number(m[1]));
};

/**
 * The prerendered pages (see scripts/build/prerender.ts): each route's HTML with its content, read
 * once. build-config.json names the file for each route; the not-found page answers anything else.
 */
async function loadPages(distDir: string) {
  const facts = await readFile(join(distDir, 'build-config.json'), 'utf8')
    .then((text) => JSON.parse(text) as { pages?: Record<string, string> })
    .catch((err: unknown) => {
      throw new Error(`The site is not built: run \`npm run build\` (missing ${distDir}/build-config.json)`, { cause: err });
    });
  const entries = Object.entries(facts.pages ?? {}).filter(([, file]) => /^[\w-]+(\/index)?\.html$/.test(file));
  const pages = new Map(await Promise.all(entries.map(async ([route, file]) => [route, await readFile(join(distDir, file), 'utf8')] as const)));
  const notFound = pages.get(NOT_FOUND_PATH);
  if (!notFound) throw new Error(`The build has no not-found page: run \`npm run build\` (${distDir}/build-config.json lists none)`);
  return (route: string) => pages.get(route) ?? notFound;
}

// Known routes get their page with 200; anything else gets the not-found page with a real 404
// status, so crawlers and logs see the truth.
const knownRoutes = new Set<string>(routePages.map((page) => page.path));

export function staticSite(distDir: string) {
  const site = new Hono();
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  site.get('/assets/*', brotliAssets(distDir));
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    // HTML names hashed assets, so it must be revalidated; other public files may be cached an hour.
    c.header('Cache-Control', c.req.path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
  });
  // Paths that name a file come from the disk (or are a plain 404); routes fall through to their page.
  const files = serveStatic({ root: distDir });
  site.get('*', async (c, next) => {
    if (!/\.[\w-]+$/.test(c.req.path)) return next();
    // A Range this server cannot honour as written (`bytes=abc`, several ranges) is ignored, as
    // RFC 9110 allows: the whole file with 200, never a made-up part of it with 206.
    const range = c.req.header('range');
    if (range !== undefined && !honourable(range)) c.req.raw.headers.delete('range');
    return (await files(c, async () => {})) ?? c.text('Not found', 404);
  });

  let page: Promise<(route: string) => string> | undefined;
  site.get('*', async (c) => {
    page ??= loadPages(distDir).catch((err: unknown) => {
      page = undefined;
      throw err;
    });
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const known = knownRoutes.has(path);
    c.header('Cache-Control', 'no-cache');
    return c.html((await page)(known ? path : NOT_FOUND_PATH), known ? 200 : 404);
  });
  return site;
}

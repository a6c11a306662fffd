import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { owner } from '../content';
import { brotliAssets } from './brotli';

const NOT_FOUND_ROUTE = '$';
// One well-formed byte range: `bytes=first-last` (last not before first), `bytes=first-` or `bytes=-suffix`.
const honourable = (range: string) => {
  const m = /^bytes=(?:(\d+)-(\d*)|-\d+)$/.exec(range);
  return m !== null && (m[2] === undefined || m[2] === '' || Number(m[2]) >= Number(m[1]));
};

interface Preload {
  js: string[];
  css: string[];
}

/**
 * The SPA shell for a route: index.html with that route's view chunks preloaded and its styles linked,
 * so the view arrives with the main bundle instead of one round trip after it. The build lists each
 * route's files in build-config.json; without that file the plain shell is served.
 */
async function loadShell(distDir: string) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8').catch((err: unknown) => {
    throw new Error(`The site is not built: run \`npm run build\` (missing ${distDir}/index.html)`, { cause: err });
  });
  const facts = await readFile(join(distDir, 'build-config.json'), 'utf8')
    .then((text) => JSON.parse(text) as { preload?: Record<string, Preload>; fonts?: string[] })
    .catch(() => ({ preload: undefined, fonts: undefined }));
  const asset = /^assets\/[\w.-]+$/;
  const fonts = (facts.fonts ?? []).filter((f) => asset.test(f)).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`);
  const withLinks = (links: string[]) => html.replace('</head>', `${[...fonts, ...links].join('')}</head>`);
  const pages = new Map(
    Object.entries(facts.preload ?? {}).map(([route, { js = [], css = [] }]) => [
      route,
      withLinks([
        ...css.filter((f) => asset.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...js.filter((f) => asset.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ]),
    ]),
  );
  const plain = withLinks([]);
  return (route: string) => pages.get(route) ?? plain;
}

// Known client routes get index.html with 200; anything else gets it too (the SPA draws the 404
// page) but with a real 404 status, so crawlers and logs see the truth.
const knownRoutes = new Set(owner.navigation.map((item) => item.to));

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
  // Paths that name a file come from the disk (or are a plain 404); routes fall through to the SPA shell.
  const files = serveStatic({ root: distDir });
  site.get('*', async (c, next) => {
    if (!/\.[\w-]+$/.test(c.req.path)) return next();
    // A Range this server cannot honour as written (`bytes=abc`, several ranges) is ignored, as
    // RFC 9110 allows: the whole file with 200, never a made-up part of it with 206.
    const range = c.req.header('range');
    if (range !== undefined && !honourable(range)) c.req.raw.headers.delete('range');
    return (await files(c, async () => {})) ?? c.text('Not found', 404);
  });

  let shell: Promise<(route: string) => string> | undefined;
  site.get('*', async (c) => {
    shell ??= loadShell(distDir).catch((err: unknown) => {
      shell = undefined;
      throw err;
    });
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const known = knownRoutes.has(path);
    c.header('Cache-Control', 'no-cache');
    return c.html((await shell)(known ? path : NOT_FOUND_ROUTE), known ? 200 : 404);
  });
  return site;
}

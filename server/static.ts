import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { NOT_FOUND_PATH, routePagesFor } from '../contracts/pages';
import { presence } from '../content/presence';
import { ITEM_PARAM, itemUrl } from '../contracts/items';
import { brotliAssets } from './brotli';

// One well-formed byte range: `bytes=first-last` (last not before first), `bytes=first-` or `bytes=-suffix`.
const honourable = (range: string) => {
  const m = /^bytes=(?:(\d+)-(\d*)|-\d+)$/.exec(range);
  return m !== null && (m[2] === undefined || m[2] === '' || Number(m[2]) >= Number(m[1]));
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page as sent: the HTML, and the same compressed once, so no page view pays for compression. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The page in `file` with its compressed copies: the build's (`.br`, `.gz`), or made here once. */
async function compressed(file: string): Promise<Page> {
  const html = await readFile(file, 'utf8');
  const raw = Buffer.from(html);
  const [br, gz] = await Promise.all([
    readFile(`${file}.br`).catch(() =>
      brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    ),
    readFile(`${file}.gz`).catch(() => gzipped(raw, { level: 9 })),
  ]);
  return { html, br, gzip: gz };
}

/** The encodings the client accepts, from Accept-Encoding (q=0 refuses one). */
function accepts(header: string | undefined, encoding: 'br' | 'gzip') {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return (name === encoding || name === '*') && (q === undefined || Number(q) > 0);
  });
}

/**
 * The prerendered pages (see scripts/build/prerender.ts): each route's HTML with its content, and
 * each menu entry's (`/projects?item=<id>`). build-config.json names the file for each route and
 * entry address; the not-found page answers anything else. Each page is read once, on its first
 * request, with the compressed copies the build wrote beside it (or compressed then, once).
 */
async function loadPages(distDir: string) {
  const facts = await readFile(join(distDir, 'build-config.json'), 'utf8')
    .then((text) => JSON.parse(text) as { pages?: Record<string, string> })
    .catch((err: unknown) => {
      throw new Error(`The site is not built: run \`npm run build\` (missing ${distDir}/build-config.json)`, {
        cause: err,
      });
    });
  const files = new Map(
    Object.entries(facts.pages ?? {}).filter(([, file]) => /^(?:[\w-]+\/){0,2}[\w-]+\.html$/.test(file)),
  );
  if (!files.has(NOT_FOUND_PATH))
    throw new Error(
      `The build has no not-found page: run \`npm run build\` (${distDir}/build-config.json lists none)`,
    );
  const pages = new Map<string, Promise<Page>>();
  const load = (address: string, file: string) => {
    const page = compressed(join(distDir, file));
    // A page that could not be read is tried again on its next request.
    page.catch(() => pages.delete(address));
    pages.set(address, page);
    return page;
  };
  // The page of the first address that has one, else the not-found page.
  return (...addresses: string[]): Promise<Page> => {
    const address = addresses.find((a) => files.has(a)) ?? NOT_FOUND_PATH;
    return pages.get(address) ?? load(address, files.get(address) ?? '');
  };
}

// Known routes get their page with 200; anything else gets the not-found page with a real 404
// status, so crawlers and logs see the truth.
const knownRoutes = new Set<string>(routePagesFor(presence).map((page) => page.path));

export function staticSite(distDir: string) {
  const site = new Hono();
  // Files the build did not compress (small ones, or a build without them) are gzipped on the way out.
  site.use('*', compress());
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
  // Paths that name a file come from the disk (or are a plain 404); routes, and the pages' own files
  // named directly (/index.html, /404.html), fall through to the page: its true status, or a redirect.
  // The build's `.br` and `.gz` beside a text file are sent in its place to browsers that take them.
  const files = serveStatic({ root: distDir, precompressed: true });
  site.get('*', async (c, next) => {
    if (!/\.[\w-]+$/.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    // A Range this server cannot honour as written (`bytes=abc`, several ranges) is ignored, as
    // RFC 9110 allows: the whole file with 200, never a made-up part of it with 206.
    const range = c.req.header('range');
    if (range !== undefined && !honourable(range)) c.req.raw.headers.delete('range');
    return (await files(c, async () => {})) ?? c.text('Not found', 404);
  });

  let page: Promise<(...addresses: string[]) => Promise<Page>> | undefined;
  site.get('*', async (c) => {
    page ??= loadPages(distDir).catch((err: unknown) => {
      page = undefined;
      throw err;
    });
    const path = c.req.path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
    const known = knownRoutes.has(path);
    // "/skills/" or "/index.html" is sent to the route's own address: the browser's router knows only
    // that one, and would replace the page it was sent with the not-found page (or lose its place in the menu).
    if (known && path !== c.req.path) {
      const query = new URL(c.req.url).search;
      return c.redirect(path + query, 308);
    }
    // `?item=<id>` names a menu entry, which has a page of its own; an id the menu does not have gets
    // the route's page, which opens on the first entry, as the browser does with that address.
    const items = c.req.queries(ITEM_PARAM) ?? [];
    const entry = known && items.length === 1 ? [itemUrl(path, items[0] ?? '')] : [];
    const { html, br, gzip: gz } = await (await page)(...entry, known ? path : NOT_FOUND_PATH);
    const headers = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const encodings = c.req.header('accept-encoding');
    const status = known ? 200 : 404;
    if (accepts(encodings, 'br'))
      return c.body(new Uint8Array(br), status, { ...headers, 'Content-Encoding': 'br' });
    if (accepts(encodings, 'gzip'))
      return c.body(new Uint8Array(gz), status, { ...headers, 'Content-Encoding': 'gzip' });
    return c.body(html, status, headers);
  });
  return site;
}

import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';

const compress = promisify(brotliCompress);
const TEXT = /\.(?:js|css|svg|json|webmanifest)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
};

/**
 * Hashed text assets compressed once with Brotli at its best quality and kept in memory: about a
 * sixth smaller than on-the-fly gzip, for the bytes every first visit waits on. Browsers without
 * Brotli fall through to the static files and the gzip middleware.
 */
export function brotliAssets(distDir: string): MiddlewareHandler {
  const cache = new Map<string, Promise<Buffer | null>>();
  const load = (path: string) =>
    readFile(join(distDir, path))
      .then((raw) => compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }))
      .catch(() => null);

  return async (c, next) => {
    const path = normalize(c.req.path).replace(/^\/+/, '');
    if (!path.startsWith('assets/') || !TEXT.test(path) || !/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return next();
    if (!cache.has(path)) cache.set(path, load(path));
    const body = await cache.get(path);
    if (!body) return next();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
    });
  };
}

import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import { readConfig, withBuildFacts } from '../../../server/config';
import { staticSite } from '../../../server/static';
import { clientAddress } from '../../../server/rateLimit';
import { ownerRoutes } from '../../../content/presence';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
// A built site in miniature: one prerendered page per route, named by build-config.json.
// The owner's routes: a list their content leaves empty has no page.
const routes = ownerRoutes.map((page) => page.path);
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
for (const route of routes)
  writeFileSync(join(dist, pageFile(route)), `<!doctype html><div id="root"><h1>page ${route}</h1></div>`);
writeFileSync(join(dist, '404.html'), '<!doctype html><div id="root"><h1>404</h1></div>');
// And one menu entry's page, named by its address.
mkdirSync(join(dist, 'projects', 'item'), { recursive: true });
writeFileSync(
  join(dist, 'projects', 'item', 'snake.html'),
  '<!doctype html><div id="root"><h1>page /projects, Snake</h1></div>',
);
writeFileSync(
  join(dist, 'build-config.json'),
  JSON.stringify({
    pages: {
      ...Object.fromEntries(routes.map((r) => [r, pageFile(r)])),
      '/projects?item=snake': 'projects/item/snake.html',
      $: '404.html',
    },
  }),
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');

const app = createApp({
  config: readConfig({ DIST_DIR: dist, OUTBOX_FILE: join(dist, 'outbox.jsonl') }),
  clientKey: () => '127.0.0.1',
  staticFiles: staticSite(dist),
});

describe('server shell', () => {
  it('serves every route its own prerendered page, with no-cache', async () => {
    for (const path of routes) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<h1>page ${path}</h1>`);
    }
  });

  it("serves a menu entry's address its own page, and any other ?item= its route's page", async () => {
    const page = async (path: string) => {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      return /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];
    };
    for (const path of ['/projects?item=snake', '/projects?utm_source=x&item=snake'])
      expect(await page(path), path).toBe('page /projects, Snake');
    // An id the menu does not have, the id twice, or an id another page's menu has: the route's page.
    for (const path of [
      '/projects?item=nothing',
      '/projects?item=snake&item=snake',
      '/projects?item=',
      '/projects?ITEM=snake',
    ])
      expect(await page(path), path).toBe('page /projects');
    expect(await page('/skills?item=snake')).toBe('page /skills');
    const unknown = await app.request('/nowhere?item=snake');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>404</h1>');
  });

  it('answers unknown routes with the not-found page and a real 404 status', async () => {
    const res = await app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>404</h1>');
  });

  it('gives missing files a plain 404, not the shell', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("gives everything but pages a policy under which nothing runs or loads, without the pages' hash list", async () => {
    for (const path of ['/assets/index-abc123.js', '/robots.txt', '/healthz']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await app.request('/nowhere')).headers.get('content-security-policy')).toContain(
      "default-src 'self'",
    );
  });

  it('opens the CSP to EmailJS and the voice platform only when they are configured', async () => {
    const configured = createApp({
      config: readConfig({
        DIST_DIR: dist,
        VITE_EMAILJS_USER_ID: 'u',
        VITE_EMAILJS_SERVICE_ID: 's',
        VITE_EMAILJS_TEMPLATE_ID: 't',
        VITE_VOICE_ENABLED: 'true',
        VITE_VOICE_API_BASE: 'https://api.example.test',
      }),
      clientKey: () => '127.0.0.1',
      staticFiles: staticSite(dist),
    });
    const csp = (await configured.request('/chatbot')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://api.emailjs.com');
    expect(csp).toContain('https://api.example.test');
    expect(csp).toContain('wss://*.daily.co');
  });

  it('answers unknown API routes with a JSON error', async () => {
    const res = await app.request('/api/nothing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route POST /api/nothing' });
  });
});

describe('build facts', () => {
  it("takes EmailJS and the voice API from the build it serves, not the server's environment", async () => {
    const built = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(built, 'build-config.json'),
      JSON.stringify({ emailjs: true, voiceApiBase: 'https://voice.example.test' }),
    );
    const config = withBuildFacts(readConfig({ DIST_DIR: built }));
    expect(config).toMatchObject({ emailjs: true, voiceApiBase: 'https://voice.example.test' });
    const csp = (
      await createApp({ config, clientKey: () => 'x', staticFiles: staticSite(dist) }).request('/')
    ).headers.get('content-security-policy');
    expect(csp).toContain('https://api.emailjs.com');
    expect(csp).toContain('https://voice.example.test');
  });
  it('keeps the environment when the build has no facts file or an unreadable one', () => {
    expect(withBuildFacts(readConfig({ DIST_DIR: dist })).emailjs).toBe(false);
    const broken = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(broken, 'build-config.json'), '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(withBuildFacts(readConfig({ DIST_DIR: broken })).emailjs).toBe(false);
  });
});

describe('client address for rate limits', () => {
  const request = (headers: Record<string, string>) =>
    ({ req: { header: (name: string) => headers[name.toLowerCase()] } }) as never;
  it('uses the socket address unless a proxy is trusted', () => {
    const key = clientAddress(() => '10.0.0.1', 0);
    expect(key(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('10.0.0.1');
  });
  it('behind trusted proxies, takes the address the outermost one saw, counted from the right', () => {
    // Each proxy appends the address it received from; whatever stands left of that, the client wrote.
    expect(
      clientAddress(() => '10.0.0.1', 1)(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9' })),
    ).toBe('198.51.100.9');
    expect(
      clientAddress(
        () => '10.0.0.1',
        2,
      )(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9, 10.0.0.2' })),
    ).toBe('198.51.100.9');
  });
  it('falls back to the socket when the header has fewer entries than trusted hops', () => {
    expect(clientAddress(() => '10.0.0.1', 1)(request({}))).toBe('10.0.0.1');
    expect(clientAddress(() => '10.0.0.1', 2)(request({ 'x-forwarded-for': '198.51.100.9' }))).toBe(
      '10.0.0.1',
    );
  });
  it('reads TRUST_PROXY as a number of hops, with `true` meaning one', () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
  });
  it('sends /index.html and a route with a trailing slash to the route itself, query kept', async () => {
    // The browser's router knows only the route's own address: served as it was, the page turned into
    // the not-found page on hydration, or lost its place in the menu.
    for (const [asked, route] of [
      ['/index.html', '/'],
      ['/skills/', '/skills'],
      ['/projects/?item=snake', '/projects?item=snake'],
      ['/contact//', '/contact'],
    ]) {
      const res = await app.request(asked!);
      expect([asked, res.status, res.headers.get('location')]).toEqual([asked, 308, route]);
    }
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/no/such/')).status).toBe(404);
  });

  it('answers the not-found page named directly with its true 404 status', async () => {
    const res = await app.request('/404.html');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>404</h1>');
    expect((await app.request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('rate limits', () => {
  it('answers a flood with 429, a JSON reason and a Retry-After within the window', async () => {
    const limited = createApp({
      config: readConfig({ DIST_DIR: dist, RATE_LIMIT_CHAT: '1' }),
      clientKey: () => '198.51.100.4',
    });
    const ask = () =>
      limited.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userText: 'hello' }),
      });
    expect((await ask()).status).toBe(200);
    const res = await ask();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: expect.stringContaining('Too many chat requests') });
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });
});

describe('prerendered pages', () => {
  const built = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(built, 'skills.html'), '<h1>Skills</h1>');
  writeFileSync(join(built, '404.html'), '<h1>404</h1>');
  const hash = "'sha256-LhI3r+TK9Hj6bK79L6dEXeDOdXxRuW8iPGYzN64MnEE='";
  writeFileSync(
    join(built, 'build-config.json'),
    JSON.stringify({
      emailjs: false,
      voiceApiBase: null,
      pages: { '/skills': 'skills.html', '/contact': '../../etc/passwd', $: '404.html' },
      scriptHashes: [hash, "'unsafe-inline'"],
    }),
  );
  const site = createApp({
    config: withBuildFacts(readConfig({ DIST_DIR: built })),
    clientKey: () => 'x',
    staticFiles: staticSite(built),
  });

  it('serves only pages inside the build; any other route gets the not-found page', async () => {
    expect(await (await site.request('/skills')).text()).toBe('<h1>Skills</h1>');
    const res = await site.request('/contact');
    expect(await res.text()).toBe('<h1>404</h1>');
  });
  it("lets exactly the build's inline scripts run: their hashes join script-src, nothing else does", async () => {
    const csp = (await site.request('/skills')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).not.toContain('unsafe-inline');
  });
  it('says plainly when the site is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dist-'));
    const bare = createApp({
      config: readConfig({ DIST_DIR: empty }),
      clientKey: () => 'x',
      staticFiles: staticSite(empty),
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await bare.request('/')).status).toBe(500);
    expect(String(spy.mock.calls[0]?.[1])).toContain('npm run build');
    spy.mockRestore();
  });
});

describe('brotli assets', () => {
  it('serves hashed text assets Brotli-compressed to browsers that accept it', async () => {
    const res = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(readFileSync(join(dist, 'assets', 'index-abc123.js'), 'utf8'));
  });
  it('falls back to gzip, and to a plain 404 for missing files', async () => {
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await app.request('/assets/nope.js', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(404);
  });
});

describe("the build's compressed copies", () => {
  // A build in miniature whose `.br` and `.gz` copies say something the plain files do not, so a
  // response shows which one was sent.
  const built = mkdtempSync(join(tmpdir(), 'dist-pre-'));
  mkdirSync(join(built, 'assets'));
  for (const route of routes) writeFileSync(join(built, pageFile(route)), `<h1>plain ${route}</h1>`);
  writeFileSync(join(built, '404.html'), '<h1>404</h1>');
  writeFileSync(
    join(built, 'build-config.json'),
    JSON.stringify({ pages: { ...Object.fromEntries(routes.map((r) => [r, pageFile(r)])), $: '404.html' } }),
  );
  writeFileSync(join(built, 'index.html.br'), brotliCompressSync('<h1>from the build, br</h1>'));
  writeFileSync(join(built, 'index.html.gz'), gzipSync('<h1>from the build, gzip</h1>'));
  writeFileSync(join(built, 'assets', 'entry-1.js'), 'plain();');
  writeFileSync(join(built, 'assets', 'entry-1.js.br'), brotliCompressSync('fromTheBuild("br");'));
  writeFileSync(join(built, 'assets', 'entry-1.js.gz'), gzipSync('fromTheBuild("gzip");'));
  writeFileSync(join(built, 'sprite.svg'), '<svg/>');
  writeFileSync(join(built, 'sprite.svg.gz'), gzipSync('<svg id="from-the-build"/>'));
  const site = createApp({
    config: readConfig({ DIST_DIR: built, OUTBOX_FILE: join(built, 'outbox.jsonl') }),
    clientKey: () => '127.0.0.1',
    staticFiles: staticSite(built),
  });
  const get = async (path: string, encoding: string) => {
    const res = await site.request(path, { headers: { 'Accept-Encoding': encoding } });
    const body = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('content-encoding');
    return {
      status: res.status,
      coding,
      type: res.headers.get('content-type'),
      text: (coding === 'br'
        ? brotliDecompressSync(body)
        : coding === 'gzip'
          ? gunzipSync(body)
          : body
      ).toString(),
    };
  };

  it('sends them for pages, hashed assets and public files, instead of compressing', async () => {
    expect(await get('/', 'gzip, deflate, br')).toMatchObject({
      status: 200,
      coding: 'br',
      text: '<h1>from the build, br</h1>',
    });
    expect(await get('/', 'gzip')).toMatchObject({ coding: 'gzip', text: '<h1>from the build, gzip</h1>' });
    expect(await get('/assets/entry-1.js', 'gzip, deflate, br')).toMatchObject({
      coding: 'br',
      type: expect.stringContaining('text/javascript'),
      text: 'fromTheBuild("br");',
    });
    expect(await get('/assets/entry-1.js', 'gzip')).toMatchObject({
      coding: 'gzip',
      type: expect.stringContaining('text/javascript'),
      text: 'fromTheBuild("gzip");',
    });
    expect(await get('/sprite.svg', 'gzip')).toMatchObject({
      coding: 'gzip',
      type: expect.stringContaining('image/svg+xml'),
      text: '<svg id="from-the-build"/>',
    });
  });

  it('still compresses what the build left plain, and sends plain files to browsers that take no encoding', async () => {
    const skills = routes.find((r) => r !== '/')!;
    expect(await get(skills, 'br')).toMatchObject({ coding: 'br', text: `<h1>plain ${skills}</h1>` });
    expect(await get('/assets/entry-1.js', 'identity')).toMatchObject({ coding: null, text: 'plain();' });
    expect(await get('/', 'identity')).toMatchObject({ coding: null, text: '<h1>plain /</h1>' });
  });
});

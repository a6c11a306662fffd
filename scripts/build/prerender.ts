import { build, minifySync, type Plugin, type ResolvedConfig } from 'vite';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NOT_FOUND_PATH, allPagesFor, routePages } from '../../contracts/pages';
import { presence } from '../../content/presence';
import { ITEM_ID, ITEM_PARAM, itemUrl } from '../../contracts/items';
import type { RenderedPage } from '../../src/entryServer';
import { earlyInput } from '../../src/earlyInput/earlyInput';
import type { BuildFacts } from './buildConfig';
import { secureBuiltPages } from './securityHeaders';
import { precompress } from './precompress';
import { owner } from '../../content';
import { headTags, siteUrl } from '../site/meta';

/** build-config.json after the prerender: which file holds each page, and the CSP hashes of what it inlines. */
export interface PrerenderFacts {
  /** By route path, and by menu entry address (`/projects?item=snake`, see contracts/items.ts). */
  pages: Record<string, string>;
  scriptHashes: string[];
  styleHashes: string[];
}

// Any path that is no page renders the not-found screen.
const NOT_FOUND_URL = '/404';
const fileFor = (path: string) =>
  path === NOT_FOUND_PATH ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

/** What the prerender makes of the page table: for each page, the URL it renders and the file it writes. */
export const prerenderTargets = allPagesFor(presence).map(({ path }) => ({
  path,
  url: path === NOT_FOUND_PATH ? NOT_FOUND_URL : path,
  file: fileFor(path),
}));

/**
 * The menu entry addresses a route's page links to (its menus' plain links, see MenuLinks), each
 * rendered into a file of its own: `/projects?item=snake` into projects/item/snake.html. Taken from
 * the rendered pages, so every entry a menu offers has its page, and nothing else does.
 */
export function itemTargets(path: string, html: string) {
  const page = routePages.find((p) => p.path === path);
  if (!page || !('items' in page)) return [];
  const ids = new Set<string>();
  for (const [, href = ''] of html.matchAll(/\shref="([^"]*)"/g)) {
    const id = new URL(href, 'http://localhost').searchParams.get(ITEM_PARAM);
    if (id !== null && ITEM_ID.test(id) && href === itemUrl(path, id)) ids.add(id);
  }
  const folder = path === '/' ? '' : `${path.slice(1)}/`;
  return [...ids].map((id) => ({ path, url: itemUrl(path, id), file: `${folder}item/${id}.html` }));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const run = promisify(execFile);
const asset = /^assets\/[\w.-]+$/;

/**
 * The site's one stylesheet goes into the page itself: the first paint waits for no request.
 * It is small (about 7 KB gzip) and the same on every page.
 */
async function inlineStyles(html: string, outDir: string) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)">/g)];
  let inlined = html;
  for (const [tag, file = ''] of links) {
    const css = (await readFile(join(outDir, file), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains "</style"`);
    inlined = inlined.replace(tag, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * The page reads from its HTML; the JavaScript only hydrates it. So the scripts are asked for once the
 * page has painted: the first paint waits for no script and shares the bandwidth with none. The entry's
 * module tag and Vite's preloads come out of the head; a small inline script (allowed by its CSP hash)
 * preloads every chunk the entry imports and the page's view chunks together, then imports the entry:
 * no chunk waits for another to arrive before it is asked for.
 */
function scriptsOf(html: string) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('The built index.html has no module entry to hydrate the pages with');
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g),
  ];
  let head = html.replace(entry[0], () => '');
  for (const [tag] of preloads) head = head.replace(tag, () => '');
  return { template: head, entry: entry[1], chunks: preloads.map(([, href = '']) => href) };
}

// Starts once the page has painted its content: the browser's paint timing says when, and the frame
// after it has run, so the paint is on screen. The scripts then never compete with the first paint,
// and nothing else waits for them (images and the rest of the fonts share the bandwidth with them).
// Where paint timing is missing, it starts at once; where it never reports (a page opened in the
// background), the load event starts it a second later.
const hydrateAfterPaint = (entry: string, chunks: string[]) =>
  `(()=>{let started=false;` +
  `const go=()=>{if(started)return;started=true;` +
  `for(const h of ${JSON.stringify(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}` +
  `import(${JSON.stringify(entry)})};` +
  `try{new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)requestAnimationFrame(()=>setTimeout(go))}).observe({type:"paint",buffered:true})}catch{go()}` +
  `addEventListener("load",()=>setTimeout(go,1000))})()`;

/**
 * What keeps input made before hydration and applies it after (src/earlyInput), as an inline script in
 * the head: it runs before the page can be touched. Its source is the function's own, minified.
 */
function earlyInputScript() {
  const { code, errors } = minifySync('earlyInput.js', `(${earlyInput.toString()})()`);
  if (errors.length) throw new Error(`earlyInput cannot be inlined: ${errors[0]?.message}`);
  return code.trim().replace(/;$/, '');
}

type Rendered<T> = T & { page: RenderedPage };

/** Renders the targets' URLs with the server build, all in one child process, each with its page. */
async function renderTargets<T extends { url: string }>(
  serverDir: string,
  moment: string,
  targets: readonly T[],
): Promise<Rendered<T>[]> {
  const urls = targets.map(({ url }) => url);
  const { stdout } = await run(
    process.execPath,
    [join(import.meta.dirname, 'renderPages.mjs'), join(serverDir, 'entryServer.js'), moment, ...urls],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const pages = JSON.parse(stdout) as RenderedPage[];
  return targets.map((target, i) => {
    const page = pages[i];
    if (!page) throw new Error(`The prerender returned no page for ${target.url}`);
    return { ...target, page };
  });
}

/** What every page shares: the built index.html without its scripts, the build's facts, the early-input script. */
interface Shell {
  template: string;
  entry: string;
  chunks: string[];
  facts: BuildFacts;
  capture: string;
}

type PageToWrite = Rendered<{ path: string; url: string; file: string }> & { address: string };

/** A page's HTML from the shell; the hashes of the inline scripts it carries are added to `hashes`. */
function pageHtml(shell: Shell, { path, url, address, page }: PageToWrite, hashes: Set<string>): string {
  const { template, entry, chunks, facts, capture } = shell;
  if (address === url && page.status !== 200)
    throw new Error(`The prerender drew ${url} with status ${page.status}, not its page`);
  // React puts the preloads it found (images) first; they belong in the head.
  const [, hoisted = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
  for (const [, code = ''] of body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
    hashes.add(sha256(code));
  const { js = [] } = facts.preload[path] ?? {};
  const head = [
    `<script>${capture}</script>`,
    ...facts.fonts
      .filter((f) => asset.test(f))
      .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
    hoisted,
  ].join('');
  // The entry's imports first (the entry cannot run without them), then the page's view.
  const bootstrap = hydrateAfterPaint(entry, [
    ...new Set([
      ...[...facts.entryImports, ...js].filter((f) => asset.test(f)).map((f) => `/${f}`),
      ...chunks,
    ]),
  ]);
  hashes.add(sha256(bootstrap));
  // Replacer functions: the markup may hold "$&" and the like, which a replacement string would expand.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}${headTags(owner, address, siteUrl())}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div><script>${bootstrap}</script>`);
}

/** Writes every page into the build and records in build-config.json which file holds it and the CSP hashes. */
async function writePages(outDir: string, pages: readonly PageToWrite[]): Promise<void> {
  const { template, entry, chunks } = scriptsOf(
    await inlineStyles(await readFile(join(outDir, 'index.html'), 'utf8'), outDir),
  );
  const factsFile = join(outDir, 'build-config.json');
  const facts = JSON.parse(await readFile(factsFile, 'utf8')) as BuildFacts;
  const capture = earlyInputScript();
  const shell: Shell = { template, entry, chunks, facts, capture };
  const files: Record<string, string> = {};
  const hashes = new Set<string>([sha256(capture)]);
  for (const page of pages) {
    const html = pageHtml(shell, page, hashes);
    files[page.address] = page.file;
    await mkdir(dirname(join(outDir, page.file)), { recursive: true });
    await writeFile(join(outDir, page.file), html);
  }
  const styleHashes = [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) =>
    sha256(css),
  );
  const done: BuildFacts & PrerenderFacts = {
    ...facts,
    pages: files,
    scriptHashes: [...hashes].sort(),
    styleHashes,
  };
  await writeFile(factsFile, JSON.stringify(done));
}

/**
 * After the browser build, renders every route to HTML with the same React components (through a
 * server build of src/entryServer.tsx), so each page paints from its HTML and the browser hydrates it.
 * Each page carries the site's styles, preloads its fonts, and asks for its scripts once it has painted.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the server build resolves React and the router from node_modules.
      const serverDir = join(config.root, 'node_modules/.prerender', `${process.pid}-${Date.now()}`);
      try {
        await build({
          configFile: config.configFile,
          configLoader: 'runner',
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entryServer.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const moment = String(Date.now());
        const routes = await renderTargets(serverDir, moment, prerenderTargets);
        // Then every menu entry's address the routes' pages link to: the same components, opened on that entry.
        const items = await renderTargets(
          serverDir,
          moment,
          routes.flatMap(({ path, page }) => itemTargets(path, page.html)),
        );
        // build-config.json names a route's page by its path, an entry's by its address.
        await writePages(outDir, [
          ...routes.map((route) => ({ ...route, address: route.path })),
          ...items.map((item) => ({ ...item, address: item.url })),
        ]);
        await secureBuiltPages(outDir);
        // Last, once every file is as it will be served.
        await precompress(outDir);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

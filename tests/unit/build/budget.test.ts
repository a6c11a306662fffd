import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { Manifest } from 'vite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { about, hackathons, profile, projects, skills, type Entry } from '../../../content';
import { navigation, pages } from '../../../contracts/pages';
import { ownerNavigation } from '../../../content/presence';
import { createApp } from '../../../server/app';
import { readConfig, withBuildFacts } from '../../../server/config';
import { staticSite } from '../../../server/static';

// Builds the production site once and checks the budgets of ARCHITECTURE.md on what a visitor downloads.
const outDir = mkdtempSync(join(tmpdir(), 'budget-'));
let manifest: Manifest;
const KB = 1024;

const gzipSize = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

/** The chunk for a source file plus everything it statically imports, as file names. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const jsFor = (...keys: string[]) =>
  new Set(keys.flatMap((k) => [...closure(k)]).filter((f) => f.endsWith('.js')));
const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
const allJs = () =>
  readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
const chunkOf = (key: string) => manifest[key]?.file;

const views = [
  'about/AboutView',
  'skills/SkillsView',
  'projects/ProjectsView',
  'hackathons/HackathonsView',
  'chatbot/ChatbotView',
  'contact/ContactView',
  'not-found/NotFoundView',
];

beforeAll(() => {
  // The real production build, in its own process: Vitest's NODE_ENV=test would otherwise pull in
  // the development builds of React and XState.
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--manifest', '--outDir', outDir],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 120_000);

describe('bundle budgets', () => {
  // React 19, TanStack Router (with its hydration) and XState weigh about 104 KB in a bare scaffold;
  // they are the vendor chunk. The rest is the site's own code for the first screen.
  // The site's own allowance was 10 KB; the About screen has since got addresses for its sections
  // (about 0.4 KB), and the layout learnt to close the phone menu on a tap outside and to use a late
  // font from the first click (about 0.1 KB), so 10.5 KB.
  it("loads at most 115 KB of gzipped JavaScript for /, at most 10.5 KB of it the site's own", () => {
    const files = jsFor('index.html', 'src/views/about/AboutView.tsx');
    const size = total(files);
    const own = total(new Set([...files].filter((f) => !/\/vendor-[\w-]+\.js$/.test(f))));
    console.info(
      `JS for /: ${(size / KB).toFixed(1)} KB gzip (site's own ${(own / KB).toFixed(1)} KB) in ${files.size} files: ${[...files].map((f) => `${f} ${gzipSize(f)}`).join(', ')}`,
    );
    expect(own).toBeLessThanOrEqual(10.5 * KB);
    expect(size).toBeLessThanOrEqual(115 * KB);
  });

  it('puts every route view in its own lazily loaded chunk', () => {
    const entry = manifest['index.html'];
    for (const view of views) {
      const chunk = manifest[`src/views/${view}.tsx`];
      expect(chunk, view).toBeDefined();
      expect(chunk?.isDynamicEntry, view).toBe(true);
      expect(entry?.imports ?? [], view).not.toContain(`src/views/${view}.tsx`);
    }
    expect(new Set(views.map((v) => chunkOf(`src/views/${v}.tsx`))).size).toBe(views.length);
  });

  it('keeps react-markdown and WebGL code out of every route but their own', () => {
    const markdown = allJs().filter((f) => readFileSync(join(outDir, f), 'utf8').includes('react-markdown'));
    const chatbot = jsFor('src/views/chatbot/ChatbotView.tsx');
    const firstLoad = jsFor('index.html', 'src/views/about/AboutView.tsx');
    for (const f of markdown) expect(firstLoad.has(f), f).toBe(false);
    const webgl = allJs().filter((f) => /getContext\(["']webgl/.test(readFileSync(join(outDir, f), 'utf8')));
    for (const f of webgl) {
      expect(firstLoad.has(f), f).toBe(false);
      expect(chatbot.has(f), f).toBe(false);
    }
  });

  it("leaves the assistant's facts about the About entries out of the first load, and keeps their text", () => {
    const aboutChunk = readFileSync(join(outDir, chunkOf('src/views/about/AboutView.tsx')!), 'utf8');
    const entries: readonly Entry[] = about.flatMap((section) => section.entries);
    for (const entry of entries) expect(aboutChunk).toContain(entry.title);
    // Keys only the assistant reads (an entry's role is left out: views have ARIA roles of their own).
    const facts = ['organisation', 'start', 'end', 'result'] as const;
    expect(entries.some((entry) => facts.some((fact) => entry[fact] !== undefined))).toBe(true);
    for (const fact of facts) expect(aboutChunk).not.toMatch(new RegExp(`[{,]${fact}:`));
  });

  it('ships no Stately inspector and no daily-js in the first load', () => {
    const firstLoad = [...jsFor('index.html', 'src/views/about/AboutView.tsx')]
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n');
    expect(firstLoad).not.toMatch(/createBrowserInspector|stately\.ai\/registry\/inspect/);
    expect(firstLoad).not.toMatch(/DailyIframe|daily-js/);
    const everything = allJs()
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n');
    expect(everything).not.toMatch(/createBrowserInspector|stately\.ai\/registry\/inspect/);
  });
});

// The pages as a crawler or a browser without JavaScript gets them: over HTTP from the real server.
describe('prerendered pages', () => {
  let server: ServerType;
  let origin = '';
  beforeAll(async () => {
    const app = createApp({
      config: withBuildFacts(readConfig({ DIST_DIR: outDir })),
      clientKey: () => '127.0.0.1',
      staticFiles: staticSite(outDir),
    });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        origin = `http://127.0.0.1:${info.port}`;
        ready();
      });
    });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** The visible text of a page's HTML: tags and React's text separators dropped, entities decoded. */
  const textOf = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  const fetchPage = async (path: string) => {
    const res = await fetch(origin + path);
    const html = await res.text();
    return { status: res.status, html, text: textOf(html) };
  };

  const shared = [
    profile.name,
    `Level`,
    profile.subtitle,
    ...ownerNavigation.map((item) => `alt="${item.altText}"`),
  ];
  const [firstProject] = projects;
  const [firstTeam] = hackathons;
  /** The labels of the links an entry has: content may leave any out. */
  const linkLabels = (links: Record<string, string | undefined>) =>
    Object.keys(links).filter((label) => links[label]);
  // A list the owner has none of has no page (it is served as not found, below).
  const routes = [
    {
      path: '/',
      title: 'About',
      texts: [
        ...about.map((section) => section.label),
        about[0]!.entries[0]!.title,
        about[0]!.entries[0]!.content,
        profile.location,
      ],
    },
    {
      path: '/skills',
      title: 'Skills',
      texts: skills.map((c) => c.name).concat(skills[0]!.skills.map((s) => s.title)),
    },
    {
      path: '/projects',
      title: 'Projects',
      texts: [
        ...projects.slice(0, 3).map((p) => p.title),
        firstProject!.description,
        ...linkLabels({ GITHUB: firstProject!.github, LIVE: firstProject!.live }),
      ],
    },
    ...(firstTeam
      ? [
          {
            path: '/hackathons',
            title: 'Hackathons',
            texts: [
              ...hackathons.slice(0, 3).map((h) => h.team),
              firstTeam.title,
              firstTeam.description.role,
              ...linkLabels({ GITHUB: firstTeam.github, DEMO: firstTeam.demo }),
            ],
          },
        ]
      : []),
    { path: '/chatbot', title: 'Chatbot', texts: ['Personal Assistant', 'The assistant needs JavaScript'] },
    {
      path: '/contact',
      title: 'Contact',
      texts: ['Contact Me', 'Name', 'Email', 'Message', 'SUBMIT', 'The contact form needs JavaScript'],
    },
  ];

  for (const { path, title, texts } of routes) {
    it(`serves ${path} with its content in the HTML`, async () => {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<title>${profile.name} - ${title}</title>`);
      for (const text of [...shared, ...texts])
        expect(page.text.includes(text) || page.html.includes(text), `${path}: ${text}`).toBe(true);
      // Its scripts load once it has painted: the inline bootstrap names the entry and the page's own view chunk.
      expect(page.html, `${path} loads its own view after painting`).toMatch(
        new RegExp(
          `<script>[^<]*"/assets/${title}View-[\\w-]+\\.js"[^<]*import\\("/assets/index-[\\w-]+\\.js"\\)`,
        ),
      );
      // ...and every chunk the entry imports with them, so none waits for the entry to arrive first.
      const bootstrap = /<script>([^<]*import\("\/assets\/index-[^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
      for (const file of closure('index.html'))
        if (file !== chunkOf('index.html'))
          expect(bootstrap, `${path} preloads ${file}`).toContain(`"/${file}"`);
      expect(page.html, `${path} asks for no script before it paints`).not.toMatch(
        /<script type="module"|<link rel="modulepreload"/,
      );
    });
  }

  // A menu entry's address (the assistant's links, the menus' plain links) has a page of its own: the
  // same screen opened on that entry, so it paints no other entry first, and reads without JavaScript.
  // A category's skill tiles (named by their labels) that no other category has.
  const only = (i: number) =>
    skills[i]!.skills.filter(
      (skill) => !skills.some((c, j) => j !== i && c.skills.some((s) => s.title === skill.title)),
    ).map((skill) => `aria-label="${skill.ariaLabel}"`);
  // Each menu's second entry, where the owner has two.
  const entryPages = [
    projects[1] && {
      path: `/projects?item=${projects[1]!.slug}`,
      title: 'Projects',
      label: projects[1]!.title,
      shows: [projects[1]!.description],
      hides: [firstProject!.description],
    },
    hackathons[1] && {
      path: `/hackathons?item=${hackathons[1]!.slug}`,
      title: 'Hackathons',
      label: hackathons[1]!.team,
      shows: [hackathons[1]!.title, hackathons[1]!.description.role],
      hides: [firstTeam!.title, firstTeam!.description.role],
    },
    {
      path: `/skills?item=${skills[1].slug}`,
      title: 'Skills',
      label: skills[1].name,
      shows: only(1),
      hides: only(0),
    },
    {
      path: `/?item=${about[2]!.id}`,
      title: 'About',
      label: about[2]!.label,
      shows: about[2]!.entries.flatMap((e) => [e.title, e.content]),
      hides: [about[0]!.entries[0]!.content],
    },
  ].filter((page) => page !== undefined);
  /** The label of the tab the page's HTML shows selected. */
  const selectedTab = (html: string) =>
    textOf(/<button[^>]*aria-selected="true"[^>]*>([\s\S]*?)<\/button>/.exec(html)?.[1] ?? '')
      .replace('▶', '')
      .trim();

  for (const { path, title, label, shows, hides } of entryPages) {
    it(`serves ${path} with that entry's content in the HTML, and not the first entry's`, async () => {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<title>${profile.name} - ${title}</title>`);
      expect(selectedTab(page.html)).toContain(label);
      expect(shows.length).toBeGreaterThan(0);
      expect(hides.length).toBeGreaterThan(0);
      for (const text of shows)
        expect(page.text.includes(text) || page.html.includes(text), `${path} shows ${text}`).toBe(true);
      for (const text of hides)
        expect(page.text.includes(text) || page.html.includes(text), `${path} hides ${text}`).toBe(false);
    });
  }

  it("serves every entry of every menu its own page, and an id the menu does not have the page's first entry", async () => {
    const menus = [
      { path: '/', entries: about.map((s) => [s.id, s.label]) },
      { path: '/skills', entries: skills.map((c) => [c.slug, c.name]) },
      { path: '/projects', entries: projects.map((p) => [p.slug, p.title]) },
      { path: '/hackathons', entries: hackathons.map((h) => [h.slug, h.team]) },
    ].filter((menu) => menu.entries.length >= 3);
    for (const { path, entries } of menus) {
      for (const [id = '', label = ''] of entries)
        expect(selectedTab((await fetchPage(`${path}?item=${id}`)).html), `${path}?item=${id}`).toBe(label);
      for (const search of [
        '?item=no-such-entry',
        `?item=${entries[1]![0]}&item=${entries[2]![0]}`,
        '?item=',
      ]) {
        const page = await fetchPage(`${path}${search}`);
        expect(page.status, `${path}${search}`).toBe(200);
        expect(selectedTab(page.html), `${path}${search}`).toBe(entries[0]![1]);
      }
    }
  });

  it("lists each menu's entries as plain links to their addresses, for browsers without JavaScript", async () => {
    const menus = [
      { path: '/', name: 'About sections', ids: about.map((s) => s.id) },
      { path: '/skills', name: 'Skill categories', ids: skills.map((c) => c.slug) },
      { path: '/projects', name: 'Projects', ids: projects.map((p) => p.slug) },
      { path: '/hackathons', name: 'Hackathon teams', ids: hackathons.map((h) => h.slug) },
    ].filter((menu) => menu.ids.length >= 2);
    for (const { path, name, ids } of menus) {
      const { html } = await fetchPage(`${path}?item=${ids[1]}`);
      const links = /<noscript><nav aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/nav><\/noscript>/.exec(html);
      expect(links?.[1], path).toBe(name);
      expect([...(links?.[2] ?? '').matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual(
        ids.map((id) => `${path}?item=${id}`),
      );
      expect(links?.[2], `${path}: the entry shown is the current one`).toMatch(
        new RegExp(`href="${path.replace('?', '\\?')}\\?item=${ids[1]}" aria-current="page"`),
      );
    }
  });

  it("gives an entry's page its route's very inline scripts, so the CSP needs no hash per entry", async () => {
    const scripts = (html: string) =>
      [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(([, code]) => code);
    for (const { path } of entryPages) {
      const route = path.replace(/\?.*/, '');
      expect(scripts((await fetchPage(path)).html), path).toEqual(scripts((await fetchPage(route)).html));
    }
  });

  it("serves a page for a list the owner's content leaves empty as not found, and links it nowhere", async () => {
    const hidden = navigation.filter((item) => !ownerNavigation.includes(item));
    expect(hidden.map((item) => item.to)).toEqual(hackathons.length ? [] : [pages.hackathons.path]);
    for (const { to } of hidden) {
      expect((await fetchPage(to)).status, to).toBe(404);
      expect((await fetchPage('/')).html, to).not.toContain(`href="${to}"`);
    }
  });

  it('serves the not-found page, rendered, with a 404 status', async () => {
    const page = await fetchPage('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>404 - Page Not Found</title>');
    for (const text of ['404', 'LOOKS LIKE YOU ARE', 'LOST', 'Go back home', profile.name])
      expect(page.text).toContain(text);
  });

  // A frame painted mid-parse shows part of a row (three of the menu's icons, one of two buttons), and the
  // rest arriving moves what was drawn: the first frame waits until everything the page shows is parsed.
  it('holds its first frame, on every page, until the menu, the page and the player stats are all parsed', async () => {
    for (const path of [...routes.map((r) => r.path), ...entryPages.map((p) => p.path), '/no/such/page']) {
      const { html } = await fetchPage(path);
      const awaited = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
      expect(awaited, `${path} names the element its first frame waits for`).toBeTruthy();
      const at = html.indexOf(`id="${awaited}"`);
      for (const end of ['</nav>', '</main>', '</aside>'])
        expect(at, `${path} waits for what comes after ${end}`).toBeGreaterThan(html.lastIndexOf(end));
    }
  });

  it('lets the inline styles and hydration scripts of every page, and nothing else inline, past the CSP', async () => {
    for (const { path } of [...routes, ...entryPages]) {
      const res = await fetch(origin + path);
      const html = await res.text();
      const allowed = res.headers.get('content-security-policy') ?? '';
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(([, code]) => code ?? '');
      expect(inline.length, path).toBeGreaterThan(0);
      for (const code of inline) {
        expect(allowed, path).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      }
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
      expect(styles.length, `${path} carries the site's styles`).toBe(1);
      expect(allowed).toContain(
        `style-src 'self' 'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`,
      );
      expect(html, `${path} needs no stylesheet request`).not.toMatch(/<link rel="stylesheet"(?![^>]*no-js)/);
      expect(allowed).not.toContain('unsafe-inline');
    }
  });
});

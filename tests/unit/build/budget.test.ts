import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
const jsFor = (...keys: string[]) => new Set(keys.flatMap((k) => [...closure(k)]).filter((f) => f.endsWith('.js')));
const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
const allJs = () => readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const chunkOf = (key: string) => manifest[key]?.file;

const views = ['about/AboutView', 'skills/SkillsView', 'projects/ProjectsView', 'hackathons/HackathonsView', 'chatbot/ChatbotView', 'contact/ContactView', 'not-found/NotFoundView'];

beforeAll(() => {
  // The real production build, in its own process: Vitest's NODE_ENV=test would otherwise pull in
  // the development builds of React and XState.
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--manifest', '--outDir', outDir], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 120_000);

describe('bundle budgets', () => {
  it('loads at most 120 KB of gzipped JavaScript for /', () => {
    const files = jsFor('index.html', 'src/views/about/AboutView.tsx');
    const size = total(files);
    console.info(`JS for /: ${(size / KB).toFixed(1)} KB gzip in ${files.size} files: ${[...files].map((f) => `${f} ${gzipSize(f)}`).join(', ')}`);
    expect(size).toBeLessThanOrEqual(120 * KB);
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

  it('ships no Stately inspector and no daily-js in the first load', () => {
    const firstLoad = [...jsFor('index.html', 'src/views/about/AboutView.tsx')].map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
    expect(firstLoad).not.toMatch(/createBrowserInspector|stately\.ai\/registry\/inspect/);
    expect(firstLoad).not.toMatch(/DailyIframe|daily-js/);
    const everything = allJs().map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
    expect(everything).not.toMatch(/createBrowserInspector|stately\.ai\/registry\/inspect/);
  });
});

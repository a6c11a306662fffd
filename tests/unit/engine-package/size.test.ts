// The package's size per entry point, as an app's bundler ships it: each entry of the built package
// bundled again with Vite (minified, ES module), gzip level 9, the peers (xstate, daily-js) left out.
// "Initial" is what importing the entry costs: its chunk and the chunks it imports statically; chunks
// it imports dynamically load later (the API slice at the first start(), Daily's rules with daily-js).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES, PEERS, ROOT, buildJs } from '../../../scripts/build/enginePackage';
import type { EntryName } from '../../../scripts/build/enginePackage';

type Chunk = Rolldown.OutputChunk;
// Inside the repository, so a build that bundles xstate can resolve it.
const OUT = join(ROOT, `dist-engine-size-${process.pid}`);

async function bundle(entry: EntryName, external: RegExp[]): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(OUT, 'dist', `${entry}.js`), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{
    output: Array<Chunk | { type: 'asset' }>;
  }>;
  return outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
}

// Library mode keeps a comment naming each bundled module's file (they name this run's temporary folder, with
// its process id, so the figure moved by a byte from run to run) and the /*#__PURE__*/ annotations, for a later
// bundler; an app's own minified build drops both.
const shipped = (code: string) =>
  code.replace(/^\/\/ .*\n/gm, '').replace(/\/\*\s*[#@]__PURE__\s*\*\/\s*/g, '');
const gzip = (chunk: Chunk) => gzipSync(shipped(chunk.code), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** The entry chunk and every chunk it imports statically. */
function initial(chunks: Chunk[]): number {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string): number => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return 0;
    seen.add(name);
    return gzip(chunk) + chunk.imports.reduce((sum, dep) => sum + visit(dep), 0);
  };
  return chunks.filter((c) => c.isEntry).reduce((sum, c) => sum + visit(c.fileName), 0);
}
const lazy = (chunks: Chunk[]) =>
  chunks.filter((c) => !c.isEntry && !chunks.some((other) => other.imports.includes(c.fileName)));

let bundled: string[] = [];
beforeAll(async () => {
  bundled = await buildJs(OUT);
}, 120_000);
afterAll(() => rm(OUT, { recursive: true, force: true }));

describe('what the package is built from', () => {
  it('is the engine, its two machines (with the web-call report helpers) and mitt: no React, nothing from src/', () => {
    const outside = bundled.filter((id) => !id.startsWith('engine/'));
    expect(outside).toEqual([
      'machines/dailyCall.ts',
      'machines/lib/webCallReport.ts',
      'machines/webCall.ts',
      'node_modules/mitt/dist/mitt.mjs',
    ]);
    expect(bundled.filter((id) => /react|src\//.test(id))).toEqual([]);
  });
});

describe('package size per entry point (gzip, peers excluded)', () => {
  it('keeps the web-call entry within 8 KB and the whole API client within 6 KB, and prints every entry', async () => {
    const sizes = {} as Record<EntryName, { initial: number; lazy: Chunk[] }>;
    for (const entry of Object.keys(ENTRIES) as EntryName[]) {
      const chunks = await bundle(entry, PEERS);
      expect(
        chunks.flatMap((c) => Object.keys(c.modules)).filter((id) => /xstate|@daily-co/.test(id)),
      ).toEqual([]);
      sizes[entry] = { initial: initial(chunks), lazy: lazy(chunks) };
    }
    const standalone = initial(await bundle('webcall', [PEERS[1]!]));
    const describeLazy = (chunks: Chunk[]) =>
      chunks.map((c) => `${kb(gzip(c))} (${c.name.replace(/-[\w-]{8}$/, '')})`).join(' + ') || 'none';
    console.info(
      [
        'entry             initial     loaded later',
        ...Object.entries(sizes).map(
          ([entry, s]) =>
            `${`./${entry === 'index' ? '' : entry}`.padEnd(17)} ${kb(s.initial).padEnd(11)} ${describeLazy(s.lazy)}`,
        ),
        `./webcall with xstate bundled in (not a peer): ${kb(standalone)}; xstate's share ${kb(standalone - sizes.webcall.initial)}`,
        "budgets: ./webcall 8 KB (the engine's own code, xstate and daily-js are peers), ./api 6 KB (the whole route table)",
      ].join('\n'),
    );
    expect(sizes.webcall.initial).toBeLessThanOrEqual(8 * 1024);
    expect(sizes.api.initial).toBeLessThanOrEqual(6 * 1024);
    // The API client is all there is to ./api: it lazy-loads nothing.
    expect(sizes.api.lazy).toEqual([]);
  }, 120_000);
});

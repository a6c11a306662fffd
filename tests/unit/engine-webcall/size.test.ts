// The web-call client's size budget: at most 8 KB gzip without daily-js (the platform's own web
// SDK is about 13 KB gzip without daily-js). Bundled with vite's own build(), minified, gzipped.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

async function bundle(entry: string, external: string[]): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<Chunk | { type: 'asset' }> }>;
  return outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
}

const gzip = (chunk: Chunk) => gzipSync(chunk.code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** What loading the entry costs before any call: the entry chunk and the chunks it imports statically. */
function initialLoad(chunks: Chunk[]): number {
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

describe('size', () => {
  it('keeps the web-call client within 8 KB gzip without daily-js', async () => {
    const own = await bundle('engine/webcall/index.ts', ['@daily-co/daily-js', 'xstate']);
    const withXstate = await bundle('engine/webcall/index.ts', ['@daily-co/daily-js']);
    const engine = await bundle('engine/index.ts', ['@daily-co/daily-js']);
    const client = initialLoad(own);
    const standalone = initialLoad(withXstate);
    // Each lazy chunk named by the module imported: the API slice loads at start(), Daily's rules with daily-js.
    const lazy = own.filter((c) => !c.isEntry).map((c) => {
      const main = c.facadeModuleId ?? c.fileName;
      return `  loaded on the first start(), not before: ${kb(gzip(c))} gzip (${main.replace(`${process.cwd()}/`, '')} and what it imports)`;
    });
    console.info([
      `A. web-call client, engine's own code (xstate shared with the host app; daily-js external): ${kb(client)} gzip, budget 8 KB, asserted`,
      `B. web-call client standalone (xstate bundled in; daily-js external): ${kb(standalone)} gzip, not asserted: xstate's share is ${kb(standalone - client)}`,
      ...lazy,
      `whole engine/index.ts (API client, Daily rules, web call, speech; daily-js external): ${kb(initialLoad(engine))} gzip`,
      'the platform\'s own web SDK, for comparison: about 13 KB gzip without daily-js',
    ].join('\n'));
    expect(client).toBeLessThanOrEqual(8 * 1024);
    const bundled = [...own, ...withXstate, ...engine].flatMap((c) => Object.keys(c.modules));
    expect(bundled.filter((id) => id.includes('@daily-co'))).toEqual([]);
  }, 120_000);
});

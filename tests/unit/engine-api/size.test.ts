// Bundles two tiny apps with Vite (Rolldown) and compares them: one imports a single resource,
// the other the whole client. Both import from the package entry, as an app would.
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../../engine/api/index.ts', import.meta.url));
const apps: Record<string, string> = {
  'single-resource': `import { createTransport, createCallsApi } from ${JSON.stringify(entry)};
export const calls = createCallsApi(createTransport({ baseUrl: '/api', token: () => 'token' }));`,
  'full-client': `import { createPlatformClient } from ${JSON.stringify(entry)};
export const client = createPlatformClient({ baseUrl: '/api', token: () => 'token' });`,
};

async function bundle(name: string): Promise<string> {
  const id = `\0app:${name}`;
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-app',
        // Vite resolves a lib entry against the root, so match on the name's ending.
        resolveId: (source) => (source.endsWith(`/${name}`) || source === name ? id : undefined),
        load: (source) => (source === id ? apps[name] : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      // iife so whitespace is minified too (Vite keeps it in ES lib output).
      lib: { entry: name, formats: ['iife'], name: 'app' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`no chunk built for ${name}`);
  return chunk.code;
}

describe('bundle size', () => {
  it('leaves the other resources out of an app that imports one', async () => {
    const [single, full] = [await bundle('single-resource'), await bundle('full-client')];
    const gzip = { single: gzipSync(single).length, full: gzipSync(full).length };
    console.info(
      `engine/api gzip: full client ${gzip.full} B, calls only ${gzip.single} B (minified ${full.length} B / ${single.length} B)`,
    );

    expect(single).toContain('/call/web');
    for (const other of ['/test-suite', '/voice-library', '/credential', '/assistant', '/11labs']) {
      expect(single).not.toContain(other);
      expect(full).toContain(other);
    }
    // What leaving them out saves, in bytes: the other resources' route tables (a share of the whole would
    // shrink each time the shared core grows, though nothing more is bundled).
    expect(gzip.full - gzip.single).toBeGreaterThan(1000);
    // ARCHITECTURE.md budget: the API client with the whole table at most 6 KB gzip (also asserted on the package).
    expect(gzip.full).toBeLessThanOrEqual(6 * 1024);
  });
});

// One resource from the built package, bundled as an app's bundler would: esbuild, Rollup and Vite's own
// (Rolldown). Each must leave every other resource's routes out, and the figures are printed per bundler.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import type { Plugin as RollupPlugin } from 'rollup';
import { build as viteBuild } from 'vite';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, buildJs } from '../../../scripts/build/enginePackage';

const OUT = join(ROOT, `dist-engine-shake-${process.pid}`);
const api = join(OUT, 'dist', 'api.js');
const APPS = {
  calls: `import { createTransport, createCallsApi } from ${JSON.stringify(api)};
export const calls = createCallsApi(createTransport({ baseUrl: '/api', token: 'token' }));`,
  full: `import { createPlatformClient } from ${JSON.stringify(api)};
export const client = createPlatformClient({ baseUrl: '/api', token: 'token' });`,
};
type App = keyof typeof APPS;
/** Paths only other resources have: none may survive in an app that imports `calls` alone. */
const OTHERS = ['/test-suite', '/voice-library', '/credential', '/assistant', '/11labs', '/campaign', '/org'];

const bundlers: Record<string, (app: App) => Promise<string>> = {
  async esbuild(app) {
    const result = await esbuild.build({
      stdin: { contents: APPS[app], resolveDir: OUT, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  },
  async rollup(app) {
    const virtual: RollupPlugin = {
      name: 'virtual-app',
      resolveId: (source) => (source === 'app' ? source : null),
      load: (id) => (id === 'app' ? APPS[app] : null),
    };
    const bundle = await rollup({ input: 'app', plugins: [virtual], logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    // Rollup does not minify; esbuild minifies its output file alone (no bundling, no tree-shaking of its own).
    const minified = await esbuild.transform(output[0].code, { minify: true, format: 'esm' });
    return minified.code;
  },
  async vite(app) {
    const id = `\0app:${app}`;
    const result = await viteBuild({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      plugins: [
        {
          name: 'virtual-app',
          resolveId: (source) => (source.endsWith(`/${app}`) || source === app ? id : undefined),
          load: (source) => (source === id ? APPS[app] : undefined),
        },
      ],
      build: { write: false, minify: true, lib: { entry: app, formats: ['es'], fileName: 'app' } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
    return chunks.map((chunk) => chunk.code).join('\n');
  },
};

beforeAll(() => buildJs(OUT), 120_000);
afterAll(() => rm(OUT, { recursive: true, force: true }));

describe('one resource of ./api in every bundler', () => {
  it.each(Object.keys(bundlers))(
    '%s keeps the calls routes and drops every other resource',
    async (name) => {
      const bundle = bundlers[name]!;
      const [single, full] = [await bundle('calls'), await bundle('full')];
      const size = {
        single: gzipSync(single, { level: 9 }).length,
        full: gzipSync(full, { level: 9 }).length,
      };
      console.info(
        `${name}: calls alone ${(size.single / 1024).toFixed(2)} KB gzip, the whole client ${(size.full / 1024).toFixed(2)} KB`,
      );
      expect(single).toContain('/call/web');
      for (const path of OTHERS) {
        expect(single, `${name} kept ${path}`).not.toContain(`"${path}`);
        expect(full).toContain(`"${path}`);
      }
      // What leaving the other resources out saves: their route tables, in bytes.
      expect(size.full - size.single).toBeGreaterThan(800);
    },
    60_000,
  );
});

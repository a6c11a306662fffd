// Builds the call engine as its own npm package (`npm run build:engine`, into dist-engine/ by default):
// ESM JavaScript per entry with shared chunks (Vite, unminified, peers external), declarations (tsc, then
// bundled per entry by rollup-plugin-dts so every import in them resolves under any moduleResolution),
// and the manifest, README and LICENSE from engine/package/.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { build } from 'vite';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The package's entry points: the export subpath and its source module. */
export const ENTRIES = {
  index: 'engine/index.ts',
  api: 'engine/api/index.ts',
  webcall: 'engine/webcall/index.ts',
  daily: 'engine/daily/index.ts',
  speech: 'engine/speech/index.ts',
} as const;
export type EntryName = keyof typeof ENTRIES;
/** Peers: never bundled. Everything else the engine imports (mitt) is bundled in. */
export const PEERS = [/^xstate(\/|$)/, /^@daily-co\/daily-js(\/|$)/];

/** ESM JavaScript into `<out>/dist`: one file per entry, shared code in `dist/chunks/`. Resolves with the source modules bundled in, relative to the repository. */
export async function buildJs(out: string): Promise<string[]> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: join(out, 'dist'),
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(ROOT, file)])),
        formats: ['es'],
      },
      rollupOptions: {
        external: PEERS,
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{
    output: Array<{ type: string; modules?: Record<string, unknown> }>;
  }>;
  const modules = outputs.flatMap((o) => o.output.flatMap((chunk) => Object.keys(chunk.modules ?? {})));
  return [...new Set(modules.filter((id) => !id.startsWith('\0')).map((id) => id.replace(ROOT, '')))].sort();
}

/** Declarations: tsc emits the source tree (no Node or Vite types, as a consumer has none), rollup-plugin-dts bundles it per entry. */
export async function buildTypes(out: string): Promise<void> {
  const tree = await mkdtemp(join(tmpdir(), 'engine-dts-'));
  try {
    await promisify(execFile)(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '-p',
        join(ROOT, 'scripts/build/tsconfig.engine.json'),
        '--outDir',
        tree,
      ],
      { cwd: ROOT },
    ).catch((error: { stdout?: string }) => {
      throw new Error(`tsc could not emit the engine's declarations:\n${error.stdout ?? String(error)}`);
    });
    const bundle = await rollup({
      input: Object.fromEntries(
        Object.entries(ENTRIES).map(([name, file]) => [name, join(tree, file.replace(/\.ts$/, '.d.ts'))]),
      ),
      external: PEERS,
      plugins: [dts()],
    });
    await bundle.write({
      dir: join(out, 'dist'),
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
      // Types shared by several entries get chunks of their own, so no entry's declarations import another entry's.
      manualChunks: (id) =>
        id.includes('/machines/')
          ? 'machine-types'
          : id.includes('/engine/api/types')
            ? 'api-types'
            : undefined,
    });
    await bundle.close();
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}

/** The whole package in `out`: JavaScript, declarations (unless `types: false`), package.json, README and LICENSE. */
export async function buildEnginePackage(out: string, { types = true } = {}): Promise<void> {
  await mkdir(out, { recursive: true });
  await buildJs(out);
  if (types) await buildTypes(out);
  for (const file of ['README.md', 'LICENSE'])
    await copyFile(join(ROOT, 'engine/package', file), join(out, file));
  await writeFile(
    join(out, 'package.json'),
    await readFile(join(ROOT, 'engine/package/package.json'), 'utf8'),
  );
}

// `tsx scripts/build/enginePackage.ts [outDir] [--js-only]`; --js-only skips the declarations (the example's e2e build).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(ROOT, 'dist-engine'));
  await buildEnginePackage(out, { types: !args.includes('--js-only') });
  console.info(`Built the call engine package in ${out}; \`npm pack ${out}\` makes its tarball.`);
}

// The example as an app builds it, against the packed engine: `@hud-portfolio/call-engine/*` resolves
// through the built package's own exports map (`npm run build:engine` makes it in dist-engine/, or
// ENGINE_PACKAGE_DIR points elsewhere); xstate and daily-js, its peers, come from node_modules.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const packageDir = resolve(process.env.ENGINE_PACKAGE_DIR ?? join(here, '../../dist-engine'));
const NAME = '@hud-portfolio/call-engine';

function packagedEngine(): Plugin {
  return {
    name: 'packaged-engine',
    resolveId(source) {
      if (source !== NAME && !source.startsWith(`${NAME}/`)) return undefined;
      const manifest = join(packageDir, 'package.json');
      if (!existsSync(manifest))
        throw new Error(`No engine package in ${packageDir}: run \`npm run build:engine\` first.`);
      const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        exports: Record<string, { default?: string }>;
      };
      const target = exports[`.${source.slice(NAME.length)}`]?.default;
      if (!target) throw new Error(`${source} is not an export of ${NAME}`);
      return join(packageDir, target);
    },
  };
}

export default defineConfig({
  root: here,
  publicDir: false,
  plugins: [packagedEngine()],
  build: {
    outDir: resolve(process.env.EXAMPLE_OUT_DIR ?? join(here, '../../dist-example')),
    emptyOutDir: true,
  },
});

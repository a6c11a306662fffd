import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { owner } from './content';
import { buildConfig } from './scripts/build/buildConfig';
import { prerender } from './scripts/build/prerender';
import { ownerSite } from './scripts/site/plugin';
import { siteFonts } from './scripts/site/fonts';

// OUT_DIR lets the end-to-end tests build a second copy with VITE_VOICE_ENABLED=true.
export default defineConfig(({ mode }) => ({
  // ownerSite: content is checked first, then every picture, icon and file about the owner is made from it.
  plugins: [react(), siteFonts(owner), ownerSite(owner), buildConfig(mode), prerender()],
  resolve: {
    // @xstate/react still imports the shim of useSyncExternalStore for React 17; React 19 has its own.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/reactUseSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // One stylesheet for the whole site, which the prerender inlines into every page: nothing blocks
    // the first paint, and a route change never waits for styles.
    cssCodeSplit: false,
    // No preload helper: each prerendered page preloads its own route's chunks (scripts/build/prerender.ts),
    // and the router preloads a route's view on intent. The helper and its map of every chunk's imports
    // cost about 270 bytes gzip of the first load; a route change now fetches a view's imports one round
    // trip after the view itself.
    modulePreload: false,
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // React, the router and XState in one chunk: every page needs them, and they change less often
    // than the site (one request, one gzip dictionary, a long cache life).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate|@tanstack|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
}));

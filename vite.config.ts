import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { owner } from './content';
import { pages } from './src/pages';

// index.html takes the owner's name and tagline from content/, so renaming the owner renames the tab,
// the description and the Open Graph card too.
function ownerHtml(): Plugin {
  const values: Record<string, string> = { ownerName: owner.name, ownerDescription: `${owner.name}, ${owner.subtitle}. ${owner.tagline}` };
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    name: 'owner-html',
    transformIndexHtml: (html) => html.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escape(values[key] ?? '')),
  };
}

// Records what the browser build talks to, so the server's Content-Security-Policy matches the build
// it serves rather than whatever environment the server happens to start in, and which chunks each
// route needs, so the server can preload them with the page. Public facts only.
function buildConfig(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const facts = {
    emailjs: Boolean(env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID && env.VITE_EMAILJS_USER_ID),
    voiceApiBase: env.VITE_VOICE_ENABLED === 'true' ? (env.VITE_VOICE_API_BASE ?? 'https://api.vapi.ai') : null,
  };
  return {
    name: 'build-config',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? []), ...(entry?.viteMetadata?.importedCss ?? [])]);
      const preload: Record<string, { js: string[]; css: string[] }> = {};
      for (const { path, view } of pages) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/views/${view}.tsx`));
        if (!chunk) continue;
        // The view and everything it imports statically, however deep: all of it is needed to draw.
        const needed = new Map<string, OutputChunk>();
        const visit = (c: OutputChunk) => {
          if (needed.has(c.fileName)) return;
          needed.set(c.fileName, c);
          c.imports.forEach((f) => {
            const dep = chunks.find((d) => d.fileName === f);
            if (dep) visit(dep);
          });
        };
        visit(chunk);
        const js = [...needed.keys()].filter((f) => !inEntry.has(f));
        const css = [...needed.values()].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]).filter((f) => !inEntry.has(f));
        preload[path] = { js, css };
      }
      // The first paint uses every self-hosted face; preloading them saves a late re-paint when they
      // arrive (CSS only asks for a font once text using it has been laid out).
      const fonts = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.woff2')).map((a) => a.fileName);
      this.emitFile({ type: 'asset', fileName: 'build-config.json', source: JSON.stringify({ ...facts, preload, fonts }) });
    },
  };
}

// OUT_DIR lets the end-to-end tests build a second copy with VITE_VOICE_ENABLED=true.
export default defineConfig(({ mode }) => ({
  plugins: [react(), ownerHtml(), buildConfig(mode)],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
}));

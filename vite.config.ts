import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { owner } from './content';
import { buildConfig } from './scripts/build/build-config';
import { prerender } from './scripts/build/prerender';

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

// OUT_DIR lets the end-to-end tests build a second copy with VITE_VOICE_ENABLED=true.
export default defineConfig(({ mode }) => ({
  plugins: [react(), ownerHtml(), buildConfig(mode), prerender()],
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

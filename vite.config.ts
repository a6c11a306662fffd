import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// OUT_DIR lets the end-to-end tests build a second copy with VITE_VOICE_ENABLED=true.
export default defineConfig({
  plugins: [react()],
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
});

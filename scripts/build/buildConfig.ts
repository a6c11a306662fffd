import { loadEnv, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { emailjsIds, voiceApiBase, voiceEnabled } from '../../contracts/features';
import { allPages } from '../../contracts/pages';

/** What the browser build uses, written to build-config.json for the server and the prerender. */
export interface BuildFacts {
  emailjs: boolean;
  voiceApiBase: string | null;
  /** The chunks the entry imports statically, however deep: every page needs them with the entry. */
  entryImports: string[];
  /** Per route: the view chunk with everything it imports, and their styles, beyond the entry's own. */
  preload: Record<string, { js: string[]; css: string[] }>;
  /** The font files every page preloads: the core of each face. */
  fonts: string[];
}

// Records what the browser build talks to, so the server's Content-Security-Policy matches the build
// it serves rather than whatever environment the server happens to start in, and which chunks each
// route needs, so its page can preload them. Public facts only.
export function buildConfig(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const facts = {
    emailjs: Boolean(emailjsIds(env)),
    voiceApiBase: voiceEnabled(env) ? voiceApiBase(env) : null,
  };
  return {
    name: 'build-config',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('The browser build has no entry chunk');
      // A chunk and everything it imports statically, however deep: all of it is needed to run it.
      const closure = (chunk: OutputChunk) => {
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
        return needed;
      };
      const entryClosure = closure(entry);
      const inEntry = new Set([
        ...entryClosure.keys(),
        ...[...entryClosure.values()].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
      ]);
      // Largest first: the browser asks for them in this order, and the largest takes longest.
      const entryImports = [...entryClosure.values()]
        .filter((c) => c !== entry)
        .sort((a, b) => b.code.length - a.code.length)
        .map((c) => c.fileName);
      const preload: BuildFacts['preload'] = {};
      for (const { path, view } of allPages) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/views/${view}.tsx`));
        if (!chunk) continue;
        const needed = closure(chunk);
        const js = [...needed.keys()].filter((f) => !inEntry.has(f));
        const css = [...needed.values()]
          .flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])])
          .filter((f) => !inEntry.has(f));
        preload[path] = { js, css };
      }
      // The first paint uses the core of each self-hosted face (scripts/subsetFonts.ts); preloading them
      // saves a late re-paint when they arrive (CSS only asks for a font once text using it is laid out).
      const fonts = Object.values(bundle)
        .filter((a) => a.type === 'asset' && /-core-[\w-]+\.woff2$/.test(a.fileName))
        .map((a) => a.fileName);
      const source: BuildFacts = { ...facts, entryImports, preload, fonts };
      this.emitFile({ type: 'asset', fileName: 'build-config.json', source: JSON.stringify(source) });
    },
  };
}

// The Vite side of "content makes the site": checks content before anything is built, serves (dev)
// or writes (build) every file drawn or written from it, and fills index.html's owner fields.
import type { Plugin } from 'vite';
import type { Owner } from '../../content/schema';
import { checkContent, formatReport } from './checkContent';
import { SITE_URL_WARNING, llmsTxt, manifest, robots, siteUrl, sitemap } from './meta';
import { pictureFiles } from './pictures';
import { techIconFiles } from './techIcons';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

/** Every file the site's owner makes, by address: pictures, icons, manifest, sitemap, robots, llms.txt. */
export async function siteFiles(owner: Owner, base = siteUrl()): Promise<Map<string, Buffer | string>> {
  const files = new Map<string, Buffer | string>(await pictureFiles(owner));
  for (const [path, svg] of (await techIconFiles(owner)).files) files.set(path, svg);
  files.set('/manifest.webmanifest', manifest(owner));
  files.set('/robots.txt', robots(base));
  files.set('/sitemap.xml', sitemap(owner, base));
  files.set('/llms.txt', llmsTxt(owner, base));
  return files;
}

export function ownerSite(owner: Owner): Plugin {
  let files: Promise<Map<string, Buffer | string>> | undefined;
  const all = () => (files ??= siteFiles(owner));
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const values: Record<string, string> = {
    ownerName: owner.name,
    ownerDescription: `${owner.name}, ${owner.subtitle}. ${owner.tagline}`,
  };
  return {
    name: 'owner-site',
    // The browser gets the presence flags as values, so no chunk loads a list just to count it.
    load(id) {
      if (!id.endsWith('/content/presence.ts')) return null;
      return `export const presence = ${JSON.stringify({ hackathons: owner.hackathons.length > 0 })};`;
    },
    async buildStart() {
      const report = await checkContent(owner);
      if (report.errors.length) throw new Error(`${formatReport(report)}\n(npm run check:content)`);
    },
    transformIndexHtml: (html) =>
      html.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escape(values[key] ?? '')),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        all()
          .then((map) => {
            const body = map.get(path);
            if (body === undefined) return next();
            res.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
            res.end(body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      if (this.environment?.config.build.ssr) return;
      if (!siteUrl()) this.warn(SITE_URL_WARNING);
      for (const [path, source] of await all())
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}

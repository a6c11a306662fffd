// The Vite side of "content makes the site": checks content before anything is built, serves (dev)
// or writes (build) every file drawn or written from it, and fills index.html's owner fields.
import type { Plugin } from 'vite';
import { shownSections } from '../../content/aboutScreen';
import { avatarPicture } from '../../content/images';
import type { Owner } from '../../content/schema';
import type { OwnerPresence } from '../../contracts/pages';
import { checkContent, formatReport } from './checkContent';
import { SITE_URL_WARNING, llmsTxt, manifest, robots, siteUrl, sitemap } from './meta';
import { pictureFiles } from './pictures';
import { techIconFiles } from './techIcons';
import { shellIconSprite } from './shellIcons';

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
  files.set('/icons/shell.svg', await shellIconSprite());
  files.set('/manifest.webmanifest', manifest(owner));
  files.set('/robots.txt', robots(base));
  files.set('/sitemap.xml', sitemap(owner, base));
  files.set('/llms.txt', llmsTxt(owner, base));
  return files;
}

/** content/presence.ts as values: the unfiltered tables when the owner has every page. */
function presenceModule(owner: Owner): string {
  const presence: OwnerPresence = { hackathons: owner.hackathons.length > 0 };
  const all = Object.values(presence).every(Boolean);
  return [
    `import { navigation, navigationFor, routePages, routePagesFor } from '../contracts/pages';`,
    `export const presence = ${JSON.stringify(presence)};`,
    `export const ownerRoutes = ${all ? 'routePages' : 'routePagesFor(presence)'};`,
    `export const ownerNavigation = ${all ? 'navigation' : 'navigationFor(presence)'};`,
  ].join('\n');
}

export function ownerSite(owner: Owner): Plugin {
  let files: Promise<Map<string, Buffer | string>> | undefined;
  let building = false;
  const all = () => (files ??= siteFiles(owner));
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const values: Record<string, string> = {
    ownerName: owner.name,
    ownerDescription: `${owner.name}, ${owner.subtitle}. ${owner.tagline}`,
  };
  return {
    name: 'owner-site',
    configResolved(config) {
      building = config.command === 'build';
    },
    // A build gets what it works out from content as values: the presence flags and pages (so no chunk
    // loads a list just to count it) and the About screen's text and portrait (so the first screen
    // carries neither the assistant's facts nor the picture rules). The dev server keeps the modules,
    // so an edit to content shows at once.
    load(id) {
      if (!building) return null;
      if (id.endsWith('/content/presence.ts')) return presenceModule(owner);
      if (id.endsWith('/content/aboutScreen.ts'))
        return [
          `export const sections = ${JSON.stringify(shownSections(owner.about))};`,
          // The portrait is already in the first load, in profile.ts.
          owner.avatar
            ? `import { profile } from './profile'; export const avatar = profile.avatar;`
            : `export const avatar = ${JSON.stringify(avatarPicture(owner))};`,
        ].join('\n');
      return null;
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

// Runs the server build of src/entryServer.tsx in a plain Node process (the Vite config's module
// runner is closed by the time the build ends) and prints each URL's rendered page as JSON.
// Usage: node renderPages.mjs <entryServer.js> <moment, ms since 1970> <url>...
import { pathToFileURL } from 'node:url';

const [entry, moment, ...urls] = process.argv.slice(2);

// Every page is drawn at the one moment given, the build's: pages that differ only in their content
// (a menu entry's page and its route's) then carry the same TanStack Router hydration script, which
// holds the render time, and the Content-Security-Policy needs one hash for it, not one per page.
const at = Number(moment);
if (!Number.isFinite(at)) throw new Error(`renderPages.mjs needs the render moment in ms, not "${moment}"`);
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length ? args : [at]));
  }
  static now() {
    return at;
  }
};

const { render } = await import(pathToFileURL(entry).href);
const pages = [];
for (const url of urls) pages.push(await render(url));
process.stdout.write(JSON.stringify(pages));

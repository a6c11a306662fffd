// Runs the server build of src/entryServer.tsx in a plain Node process (the Vite config's module
// runner is closed by the time the build ends) and prints each URL's rendered page as JSON.
// Usage: node renderPages.mjs <entryServer.js> <url>...
import { pathToFileURL } from 'node:url';

const [entry, ...urls] = process.argv.slice(2);
const { render } = await import(pathToFileURL(entry).href);
const pages = [];
for (const url of urls) pages.push(await render(url));
process.stdout.write(JSON.stringify(pages));

// Usage: npm run check:content   (CONTENT_DIR=path to check another folder shaped like content/)
// Prints every problem in content/ at once and exits 1 if there is any; `npm run build` runs it first.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent, formatReport } from './site/checkContent';

const dir = resolve(process.env.CONTENT_DIR ?? join(import.meta.dirname, '..', 'content'));
let owner: unknown;
try {
  ({ owner } = (await import(pathToFileURL(join(dir, 'owner.ts')).href)) as { owner: unknown });
} catch (error) {
  console.error(`content/ could not be loaded: ${(error as Error).message}`);
  process.exit(1);
}
const report = await checkContent(owner, dir);
console.log(formatReport(report));
process.exit(report.errors.length ? 1 : 0);

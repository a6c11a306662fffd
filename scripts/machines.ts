// `npm run machines`: writes docs/machines/ (a Mermaid diagram per machine and an index) from the machines.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, machineDocs } from './machines/docs';

const docs = machineDocs();
mkdirSync(DOCS_DIR, { recursive: true });
// A machine that was removed or renamed takes its page with it.
for (const file of readdirSync(DOCS_DIR)) if (!docs.has(join(DOCS_DIR, file))) rmSync(join(DOCS_DIR, file));
for (const [path, content] of docs) writeFileSync(path, content);
console.info(`Wrote ${docs.size} files to ${DOCS_DIR}/`);

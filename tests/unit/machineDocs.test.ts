import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../scripts/machines/catalog';
import { DOCS_DIR, machineDocs } from '../../scripts/machines/docs';

// docs/machines/ is drawn from the machines themselves; a change to a machine without
// `npm run machines` leaves a stale picture, which fails here.
const docs = machineDocs();

describe('machine diagrams in docs/machines', () => {
  it.each([...docs.keys()])('%s is up to date', (path) => {
    const onDisk = existsSync(path) ? readFileSync(path, 'utf8') : '(missing)';
    expect(onDisk, `${path} is stale: run npm run machines`).toBe(docs.get(path));
  });

  it('holds nothing else', () => {
    expect(
      readdirSync(DOCS_DIR)
        .map((file) => `${DOCS_DIR}/${file}`)
        .sort(),
    ).toEqual([...docs.keys()].sort());
  });

  it('has a page for every machine in machines/', () => {
    const files = readdirSync('machines')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.types.ts'))
      .map((f) => f.slice(0, -3));
    expect(machineCatalog.map((entry) => entry.file).sort()).toEqual(files.sort());
    for (const entry of machineCatalog)
      expect(readFileSync(`machines/${entry.file}.ts`, 'utf8')).toContain(`export const ${entry.name} = `);
  });

  it('names, for each machine, a part of the product that runs it', () => {
    for (const entry of machineCatalog) {
      for (const user of entry.usedBy)
        expect(readFileSync(user, 'utf8'), `${user} uses ${entry.name}`).toContain(entry.name);
    }
  });
});

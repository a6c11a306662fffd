import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { owner } from '../../../content';
import type { Owner } from '../../../content/schema';

// Run by the second-owner pass (scripts/secondOwner.ts): the site was built from another owner's
// content, and nothing about the previous owner (PREVIOUS_OWNER_CONTENT, their content/ folder) may
// be left anywhere in dist/: names, handle, places, organisations, work titles.
const previousDir = process.env.PREVIOUS_OWNER_CONTENT;
const dist = join(import.meta.dirname, '../../../dist');
const TEXT = /\.(html|js|css|json|txt|xml|svg|webmanifest)$/;

/** What identifies an owner, from their content. */
function identifiers(o: Owner) {
  const places = (s?: string) => (s ? s.split(/,\s*/) : []);
  const entries = o.about.flatMap((s) => s.entries);
  return [
    o.name,
    ...o.name.split(/\s+/).filter((w) => w.length > 2),
    o.handle,
    ...places(o.location),
    ...entries.flatMap((e) => [e.organisation, e.role, ...places(e.location)]),
  ].filter((t): t is string => Boolean(t));
}

describe.skipIf(!previousDir)("a site built from another owner's content", () => {
  it('holds nothing of the previous owner in any file of dist/', async () => {
    const { owner: previous } = (await import(pathToFileURL(join(previousDir!, 'owner.ts')).href)) as {
      owner: Owner;
    };
    // A word both owners use (a shared employer, a city) is the new owner's too.
    const current = JSON.stringify(owner);
    const terms = [...new Set(identifiers(previous))].filter((t) => !current.includes(t));
    expect(terms.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => TEXT.test(f))) {
      const text = readFileSync(join(dist, file), 'utf8');
      for (const term of terms)
        if (
          new RegExp(
            `(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
            'u',
          ).test(text)
        )
          found.push(`${file}: ${term}`);
    }
    expect(found).toEqual([]);
  });
});

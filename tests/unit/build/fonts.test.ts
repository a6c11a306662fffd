import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { owner } from '../../../content';
import { CORE, LATIN_SET, fontFiles } from '../../../scripts/subsetFonts';

// The fonts every page preloads are cut down to the characters the site's text uses
// (scripts/subsetFonts.ts); the rest of the Latin set is fetched only when a page shows it.

/** The code under a folder that can put text on screen, read as text, comments left out (never shown). */
function shownTexts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css)$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, ''));
}

describe('the subset fonts', () => {
  it('cover every Latin character the site writes (content, views, messages, answers) in the preloaded core', () => {
    // The views, the messages of machines and contracts, and the assistant's answers.
    const text = [
      JSON.stringify(owner),
      ...['src', 'machines', 'contracts', 'server/chat'].flatMap(shownTexts),
    ].join('');
    // Format characters (a word joiner that keeps dates on one line) are never drawn: they need no glyph.
    const drawn = (c: number) => c >= 0x20 && !/\p{Cf}/u.test(String.fromCodePoint(c));
    const used = new Set([...text].map((c) => c.codePointAt(0)!).filter((c) => LATIN_SET.has(c) && drawn(c)));
    const missing = [...used]
      .filter((c) => !CORE.includes(c))
      .map((c) => `${String.fromCodePoint(c)} (U+${c.toString(16).toUpperCase()})`);
    expect(missing, 'add these to CORE in scripts/subsetFonts.ts, then run `npm run fonts`').toEqual([]);
  });

  it('are what `npm run fonts` makes today (run it after changing the script or @fontsource)', async () => {
    for (const { path, data } of await fontFiles()) {
      const onDisk = readFileSync(path);
      expect(Buffer.compare(onDisk, Buffer.from(data)), path).toBe(0);
    }
  });
});

// Splits each of the site's three faces (@fontsource's Latin files) in two: a core file with the
// characters the site's pages use, which every page preloads, and the rest of the Latin set, which the
// first paint never waits for: a page fetches it before then only if it shows one of its characters,
// and the layout loads it in the background once the page is up, so what a visitor types shows in the
// site's faces. The core is worked out at every build from content and the code that writes text, so
// any owner's name, accents and all, paints in the site's faces from the first frame.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

type SubsetFont = (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;
const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;

const root = join(import.meta.dirname, '..', '..');

const FACES = [
  { family: 'Chakra Petch', file: 'chakra-petch' },
  { family: 'Press Start 2P', file: 'press-start-2p' },
  { family: 'VT323', file: 'vt323' },
] as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What @fontsource's Latin files cover (their unicode-range). */
const LATIN = [
  ...range(0x00, 0xff),
  0x131,
  0x152,
  0x153,
  0x2bb,
  0x2bc,
  0x2c6,
  0x2da,
  0x2dc,
  0x304,
  0x308,
  0x329,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
  0x2215,
  0xfeff,
  0xfffd,
];

/** The code under a folder that can put text on screen, read as text, comments left out (never shown). */
function shownTexts(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css)$/.test(f))
    .map((f) => readFileSync(join(root, dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, ''));
}

/**
 * Everything the pages can show: the owner's content, the views, the messages of machines and
 * contracts, and the assistant's answers. A superset of the built pages' text, so nothing they show
 * waits for the rest of Latin.
 */
export function siteText(owner: unknown) {
  return [JSON.stringify(owner), ...['src', 'machines', 'contracts', 'server/chat'].flatMap(shownTexts)].join(
    '',
  );
}

/** The core for a text: printable ASCII and every Latin character the text draws. */
export function coreFor(text: string): number[] {
  // Format characters (a word joiner that keeps dates on one line) are never drawn: they need no glyph.
  const drawn = (c: number) => c >= 0x20 && !/\p{Cf}/u.test(String.fromCodePoint(c));
  const used = [...text].map((c) => c.codePointAt(0)!).filter((c) => LATIN_SET.has(c) && drawn(c));
  return [...new Set([...range(0x20, 0x7e), ...used])].sort((a, b) => a - b);
}
export const LATIN_SET = new Set(LATIN);
// Control characters have no glyphs: they stay out of both.
const restOf = (core: number[]) =>
  LATIN.filter((c) => !core.includes(c) && c >= 0x20 && (c < 0x7f || c > 0x9f));

/** Code points as a CSS unicode-range: runs of consecutive points become U+a-b. */
function unicodeRange(points: number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    runs.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

const face = (family: string, display: string, src: string, points?: number[]) =>
  [
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    '  font-weight: 400;',
    `  font-display: ${display};`,
    `  src: url('${src}') format('woff2');`,
    ...(points ? [`  unicode-range: ${unicodeRange(points)};`] : []),
    '}',
  ].join('\n');

const HEADER = `/* Written by every build and dev server (scripts/site/fonts.ts) from @fontsource's Latin files and
   the characters content and the views use; not kept in git.

   The page that arrives as HTML uses each face with \`font-display: optional\`, split in two: the core
   (the characters the site's text uses, preloaded by every page) and the rest of the Latin set
   (loaded once the page is up, or earlier if the page shows one of its characters). A face that is not there for the first
   paint is skipped for that page instead of swapped in under the reader (CLS 0). From the reader's first
   click, key press or route change (moments they caused, so nothing moves unbidden) the site switches to the same
   files declared with \`swap\` (the \`fonts-swap\` class, set by the layout), so a face that came late
   is used from then on; one that came in time looks the same. */`;

/** The generated files: path (from the repository root) and contents. */
export async function fontFiles(core: number[]): Promise<{ path: string; data: Buffer | string }[]> {
  const REST = restOf(core);
  const files: { path: string; data: Buffer | string }[] = [];
  const rules: string[] = [];
  for (const { file } of FACES) {
    const latin = readFileSync(
      join(root, `node_modules/@fontsource/${file}/files/${file}-latin-400-normal.woff2`),
    );
    const text = (points: number[]) => String.fromCodePoint(...points);
    files.push({
      path: `src/styles/fonts/${file}-core.woff2`,
      data: await subsetFont(latin, text(core), { targetFormat: 'woff2' }),
    });
    files.push({
      path: `src/styles/fonts/${file}-rest.woff2`,
      data: await subsetFont(latin, text(REST), { targetFormat: 'woff2' }),
    });
  }
  // The two ranges of a family do not overlap. The swap twins name the same files, so switching to them
  // costs no download.
  for (const [suffix, display] of [
    ['', 'optional'],
    [' Swap', 'swap'],
  ] as const) {
    for (const { family, file } of FACES) {
      rules.push(
        face(family + suffix, display, `./fonts/${file}-rest.woff2`, REST),
        face(family + suffix, display, `./fonts/${file}-core.woff2`, core),
      );
    }
  }
  files.push({ path: 'src/styles/fonts.css', data: `${HEADER}\n${rules.join('\n')}\n` });
  return files;
}

/** Writes the fonts for a core unless the files on disk are already made from it. */
export async function writeFonts(core: number[]) {
  const stamp = join(root, 'src/styles/fonts/core.txt');
  const key = createHash('sha256')
    .update(JSON.stringify(core))
    .update(readFileSync(import.meta.filename))
    .digest('hex');
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === key &&
    existsSync(join(root, 'src/styles/fonts.css'))
  )
    return;
  mkdirSync(join(root, 'src/styles/fonts'), { recursive: true });
  for (const { path, data } of await fontFiles(core)) writeFileSync(join(root, path), data);
  writeFileSync(stamp, key);
}

/** Cuts the fonts for the owner's content before anything reads src/styles/fonts.css. */
export function siteFonts(owner: unknown): Plugin {
  return {
    name: 'site-fonts',
    enforce: 'pre',
    buildStart: () => writeFonts(coreFor(siteText(owner))),
  };
}

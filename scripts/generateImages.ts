// Generates the site's raster images from content/: project and hackathon cards (800x500, and the
// narrower copies content/ lists), skill emblems (160x160) and the avatar (320x320), as neon game-HUD
// art in WebP.
// Each image is an SVG scene (scripts/imageArt.ts) rendered by the local Chromium, then cwebp.
// Run: npx tsx scripts/generateImages.ts   (needs /usr/bin/chromium or CHROMIUM_PATH, and cwebp)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { owner } from '../content';
import type { Image } from '../content';
import { renditionSrc } from '../content/images';
import { chromiumPath } from './chromiumPath.mjs';
import { avatarColours, avatarRows, emblems, motifs, type Palette } from './imageArt';

const root = join(import.meta.dirname, '..');
const font = (pkg: string, file: string) =>
  readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'files', file)).toString('base64');
const fonts = `@font-face{font-family:'Press Start 2P';src:url(data:font/woff2;base64,${font('press-start-2p', 'press-start-2p-latin-400-normal.woff2')})}
@font-face{font-family:'VT323';src:url(data:font/woff2;base64,${font('vt323', 'vt323-latin-400-normal.woff2')})}`;

const palettes: Palette[] = [
  { a: '#38e1ff', b: '#ff4fd8', c: '#ffd23f' },
  { a: '#ff4fd8', b: '#38e1ff', c: '#ffd23f' },
  { a: '#4dff9a', b: '#38e1ff', c: '#ffd23f' },
  { a: '#ffd23f', b: '#ff4fd8', c: '#38e1ff' },
  { a: '#a78bfa', b: '#4dff9a', c: '#ff4fd8' },
  { a: '#38e1ff', b: '#4dff9a', c: '#ff4fd8' },
];

const defs = (p: Palette) => `<defs><style>${fonts}</style>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d1238"/><stop offset="0.55" stop-color="#070b17"/><stop offset="1" stop-color="#1a0730"/></linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="${p.b}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
  <filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="bigglow" x="-30%" y="-100%" width="160%" height="300%"><feGaussianBlur stdDeviation="10" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="2" fill="#000" opacity="0.22"/></pattern></defs>`;

/** Splits a title into lines of at most `max` characters, breaking between words. */
function wrap(text: string, max: number) {
  const out: string[] = [];
  for (const word of text.toUpperCase().split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

function cardSvg(slug: string, title: string, kicker: string, meta: string, p: Palette) {
  const motif = motifs[slug];
  if (!motif) throw new Error(`generate-images: no motif for "${slug}" in scripts/imageArt.ts`);
  const grid = [
    ...Array.from({ length: 17 }, (_, i) => `<path d="M400 330 L${-800 + i * 150} 500"/>`),
    ...[336, 346, 362, 386, 420, 466].map((y) => `<path d="M0 ${y} H800"/>`),
  ].join('');
  const titleLines = wrap(title, 11);
  const size = titleLines.some((l) => l.length > 9) ? 26 : 30;
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="62" y="${178 + i * (size + 16)}" font-family="'Press Start 2P'" font-size="${size}" fill="#e6f1ff" filter="url(#glow)">${escape(line)}</text>`,
    )
    .join('');
  const corners = `M14 44 V14 H44 M756 14 H786 V44 M786 456 V486 H756 M44 486 H14 V456`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">${defs(p)}
    <rect width="800" height="500" fill="url(#bg)"/><circle cx="620" cy="150" r="260" fill="url(#sun)"/>
    <g stroke="${p.a}" stroke-width="2" opacity="0.35">${grid}</g>
    <rect x="40" y="70" width="360" height="300" fill="#050914" fill-opacity="0.72" stroke="${p.a}" stroke-opacity="0.5" stroke-width="2"/>
    <rect x="40" y="70" width="360" height="8" fill="${p.a}"/>
    <text x="62" y="122" font-family="VT323" font-size="32" fill="${p.c}">${escape(kicker)}</text>
    ${text}
    <text x="62" y="350" font-family="VT323" font-size="28" fill="${p.a}">${escape(meta)}</text>
    ${motif(p)}
    <path d="${corners}" stroke="${p.a}" stroke-width="5" fill="none" filter="url(#glow)"/>
    <rect width="800" height="500" fill="url(#scan)"/></svg>`;
}

function emblemSvg(slug: string, p: Palette) {
  const art = emblems[slug];
  if (!art) throw new Error(`generate-images: no emblem art for "${slug}" in scripts/imageArt.ts`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${defs(p)}
    <rect width="160" height="160" fill="url(#bg)"/><circle cx="80" cy="80" r="78" fill="url(#sun)"/>
    <polygon points="80,6 148,44 148,116 80,154 12,116 12,44" fill="none" stroke="${p.a}" stroke-width="4" filter="url(#glow)"/>
    ${art(p)}<rect width="160" height="160" fill="url(#scan)"/></svg>`;
}

function avatarSvg(p: Palette) {
  const pixels = avatarRows
    .flatMap((row, y) =>
      [...row].map((ch, x) =>
        avatarColours[ch]
          ? `<rect x="${x * 20}" y="${y * 20}" width="20" height="20" fill="${avatarColours[ch]}"/>`
          : '',
      ),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">${defs(p)}
    <rect width="320" height="320" fill="url(#bg)"/><circle cx="160" cy="150" r="170" fill="url(#sun)"/>
    <g stroke="${p.a}" stroke-width="1" opacity="0.25">${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 20} 0 V320 M0 ${i * 20} H320"/>`).join('')}</g>
    <g filter="url(#glow)">${pixels}</g><rect width="320" height="320" fill="url(#scan)"/></svg>`;
}

interface Job {
  image: Image;
  svg: string;
}

const jobs: Job[] = [
  ...owner.projects.map((project, i) => ({
    image: project.image,
    svg: cardSvg(
      project.slug,
      project.title,
      `PROJECT ${String(i + 1).padStart(2, '0')}`,
      `YEAR ${project.year}`,
      palettes[i % palettes.length]!,
    ),
  })),
  ...owner.hackathons.map((hackathon, i) => ({
    image: hackathon.image,
    svg: cardSvg(
      hackathon.slug,
      hackathon.title,
      `TEAM ${hackathon.team.toUpperCase()}`,
      `HACKATHON ${hackathon.date}`,
      palettes[(i + 3) % palettes.length]!,
    ),
  })),
  ...owner.skills.map((category, i) => ({
    image: category.emblem,
    svg: emblemSvg(category.emblem.src.split('/').at(-1)!.replace('.webp', ''), palettes[i]!),
  })),
  { image: owner.avatar, svg: avatarSvg(palettes[0]!) },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const tmp = join(root, 'test-results', 'image-png');
  mkdirSync(tmp, { recursive: true });
  for (const { image, svg } of jobs) {
    await page.setViewportSize({ width: image.width, height: image.height });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#000">${svg}</body></html>`);
    await page.evaluate(async () => {
      await Promise.all([document.fonts.load("30px 'Press Start 2P'"), document.fonts.load('30px VT323')]);
      await document.fonts.ready;
    });
    const png = join(tmp, image.src.replaceAll('/', '_').replace('.webp', '.png'));
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: image.width, height: image.height } });
    const out = join(root, 'public', image.src);
    mkdirSync(dirname(out), { recursive: true });
    execFileSync('cwebp', ['-quiet', '-q', '80', '-m', '6', png, '-o', out]);
    console.log(`generate-images: ${image.src} (${image.width}x${image.height})`);
    // The narrower copies are scaled from the same drawing, not from the compressed picture.
    for (const width of image.renditions ?? []) {
      const height = Math.round((image.height * width) / image.width);
      execFileSync('cwebp', [
        '-quiet',
        '-q',
        '80',
        '-m',
        '6',
        '-resize',
        String(width),
        String(height),
        png,
        '-o',
        join(root, 'public', renditionSrc(image, width)),
      ]);
      console.log(`generate-images: ${renditionSrc(image, width)} (${width}x${height})`);
    }
  }
  rmSync(tmp, { recursive: true, force: true });
} finally {
  await browser.close();
}

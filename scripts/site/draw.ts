// Draws the site's generated pictures in its HUD look: cards for projects and teams, emblems for skill
// categories, an avatar and the Open Graph cards. Text is set by satori in the site's own faces and
// comes out as outlines, so the rasteriser (sharp's libvips) needs no fonts installed on the machine.
import satori from 'satori';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const fontFile = (pkg: string, file: string) =>
  readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'files', file));
// Latin and Latin Extended of each face, so accented names are drawn in the face, not a fallback.
const face = (name: string, pkg: string, weight: 400 | 700 = 400) =>
  ['latin', 'latin-ext'].map((subset) => ({
    name,
    data: fontFile(pkg, `${pkg}-${subset}-${weight}-normal.woff`),
    weight,
    style: 'normal' as const,
  }));
let fonts: ReturnType<typeof face> | undefined;
const loadFonts = () =>
  (fonts ??= [
    ...face('Press Start 2P', 'press-start-2p'),
    ...face('VT323', 'vt323'),
    ...face('Chakra Petch', 'chakra-petch', 700),
  ]);

export interface Palette {
  a: string;
  b: string;
  c: string;
}
const PALETTES: Palette[] = [
  { a: '#38e1ff', b: '#ff4fd8', c: '#ffd23f' },
  { a: '#ff4fd8', b: '#38e1ff', c: '#ffd23f' },
  { a: '#4dff9a', b: '#38e1ff', c: '#ffd23f' },
  { a: '#ffd23f', b: '#ff4fd8', c: '#38e1ff' },
  { a: '#a78bfa', b: '#4dff9a', c: '#ff4fd8' },
  { a: '#38e1ff', b: '#4dff9a', c: '#ff4fd8' },
];
/** A palette chosen by the entry's id, so a picture keeps its colours when entries are reordered. */
export function paletteFor(id: string): Palette {
  let h = 0;
  for (const c of id) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return PALETTES[h % PALETTES.length]!;
}

/** The initials of a name: "Noémie Castaño-Lefèvre" → "NC", "dbt" → "DB". */
export function initials(name: string, max = 2) {
  const words = name.split(/[\s_/.-]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters =
    words.length > 1
      ? words.map((w) => [...w.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
      : [...(words[0] ?? '?').replace(/[^\p{L}\p{N}]/gu, '')];
  return letters.slice(0, max).join('').toUpperCase() || '?';
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const defs = (p: Palette) => `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d1238"/><stop offset="0.55" stop-color="#070b17"/><stop offset="1" stop-color="#1a0730"/></linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="${p.b}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
  <filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="2" fill="#000" opacity="0.22"/></pattern></defs>`;

/** A perspective floor grid towards a vanishing point, the HUD's backdrop. */
function floor(w: number, h: number, horizon: number) {
  const cx = w / 2;
  const rays = Array.from(
    { length: 17 },
    (_, i) => `<path d="M${cx} ${horizon} L${-w + (i * w * 3) / 16} ${h}"/>`,
  );
  const rows = [0.04, 0.1, 0.2, 0.35, 0.55, 0.8].map((f) => {
    const y = horizon + f * (h - horizon);
    return `<path d="M0 ${y.toFixed(1)} H${w}"/>`;
  });
  return [...rays, ...rows].join('');
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** Text blocks as outlines (an <svg> to nest in a scene), laid out by satori with wrapping. */
async function textLayer(width: number, height: number, tree: Node) {
  return satori(tree as never, { width, height, fonts: loadFonts() });
}

/** Letters centred in a square, as outlines in the site's display face (an <svg> to nest). */
export async function outlinedLetters(text: string, size: number, fontSize: number, color: string) {
  return textLayer(
    size,
    size,
    el(
      'div',
      {
        display: 'flex',
        width: size,
        height: size,
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: 'Press Start 2P',
        fontSize,
        color,
      },
      text,
    ),
  );
}

async function rasterise(svg: string) {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface CardText {
  id: string;
  /** The small line above the title: "WEB APP · 2024". */
  kicker: string;
  title: string;
  /** The line under the title: "TEAM ALL-INCLUSIVE". */
  meta: string;
}

/** A project or team card, 800x500, as PNG. */
export async function drawCard({ id, kicker, title, meta }: CardText): Promise<Buffer> {
  const p = paletteFor(id);
  const [w, h] = [800, 500];
  const text = await textLayer(
    420,
    330,
    el('div', { display: 'flex', flexDirection: 'column', width: 420, height: 330, padding: 24 }, [
      el('div', { fontFamily: 'VT323', fontSize: 32, color: p.c }, kicker.toUpperCase()),
      el(
        'div',
        {
          fontFamily: 'Press Start 2P',
          fontSize: title.length > 28 ? 22 : 28,
          lineHeight: 1.5,
          color: '#e6f1ff',
          marginTop: 18,
          flexGrow: 1,
        },
        title.toUpperCase(),
      ),
      el('div', { fontFamily: 'VT323', fontSize: 28, color: p.a }, meta.toUpperCase()),
    ]),
  );
  const glyph = initials(title);
  const big = await textLayer(
    300,
    300,
    el(
      'div',
      {
        display: 'flex',
        width: 300,
        height: 300,
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: 'Press Start 2P',
        fontSize: glyph.length > 1 ? 96 : 128,
        color: p.b,
      },
      glyph,
    ),
  );
  const corners = `M14 44 V14 H44 M${w - 44} 14 H${w - 14} V44 M${w - 14} ${h - 44} V${h - 14} H${w - 44} M44 ${h - 14} H14 V${h - 44}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(p)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="600" cy="170" r="260" fill="url(#sun)"/>
    <g stroke="${p.a}" stroke-width="2" opacity="0.35">${floor(w, h, 330)}</g>
    <rect x="40" y="70" width="400" height="330" fill="#050914" fill-opacity="0.72" stroke="${p.a}" stroke-opacity="0.5" stroke-width="2"/>
    <rect x="40" y="70" width="400" height="8" fill="${p.a}"/>
    <g transform="translate(40 70)" filter="url(#glow)">${text}</g>
    <polygon points="600,40 720,110 720,250 600,320 480,250 480,110" fill="#050914" fill-opacity="0.6" stroke="${p.b}" stroke-width="4" filter="url(#glow)"/>
    <g transform="translate(450 30)" filter="url(#glow)">${big}</g>
    <path d="${corners}" stroke="${p.a}" stroke-width="5" fill="none" filter="url(#glow)"/>
    <rect width="${w}" height="${h}" fill="url(#scan)"/></svg>`;
  return rasterise(svg);
}

/** A square badge with a name's initials: skill category emblems (160) and the avatar (320). */
export async function drawBadge(id: string, name: string, size: number): Promise<Buffer> {
  const p = paletteFor(id);
  const glyph = initials(name);
  const s = size / 160;
  const letters = await outlinedLetters(glyph, size, (glyph.length > 1 ? 40 : 56) * s, '#e6f1ff');
  const hex = [
    [80, 6],
    [148, 44],
    [148, 116],
    [80, 154],
    [12, 116],
    [12, 44],
  ]
    .map(([x, y]) => `${x! * s},${y! * s}`)
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${defs(p)}
    <rect width="${size}" height="${size}" fill="url(#bg)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#sun)"/>
    <polygon points="${hex}" fill="none" stroke="${p.a}" stroke-width="${4 * s}" filter="url(#glow)"/>
    <g filter="url(#glow)">${letters}</g><rect width="${size}" height="${size}" fill="url(#scan)"/></svg>`;
  return rasterise(svg);
}

export interface ShareText {
  id: string;
  title: string;
  subtitle: string;
  /** A short line at the foot: the site's owner on an item's card, the location on the home card. */
  foot: string;
  /** A picture shown on the card's right: the avatar or the item's card (any format sharp reads). */
  picture?: Buffer;
}

/** The box a share card's picture fits in, whole and in its own proportions (a card 16:10, an avatar square). */
const SHARE_PICTURE = { width: 500, height: 420, border: 4, margin: 60, gap: 40 };

/** An Open Graph card, 1200x630 PNG: what a shared link previews. */
export async function drawShareCard({ id, title, subtitle, foot, picture }: ShareText): Promise<Buffer> {
  const p = paletteFor(id);
  const [w, h] = [1200, 630];
  const { width: boxW, height: boxH, border, margin, gap } = SHARE_PICTURE;
  // The picture is scaled to fit the box, never cropped: a drawn card's title is part of it.
  const fitted = picture
    ? await sharp(picture)
        .resize(boxW, boxH, { fit: 'inside' })
        .extend({ top: border, bottom: border, left: border, right: border, background: p.a })
        .png()
        .toBuffer({ resolveWithObject: true })
    : undefined;
  const pictureWidth = fitted?.info.width ?? 0;
  const textWidth = fitted ? w - 60 - gap - pictureWidth - margin : 1080;
  const narrow = textWidth < 600;
  const text = await textLayer(
    textWidth,
    480,
    el('div', { display: 'flex', flexDirection: 'column', width: textWidth, height: 480, padding: 8 }, [
      el(
        'div',
        {
          fontFamily: 'Press Start 2P',
          fontSize: title.length > (narrow ? 10 : 24) ? 40 : 52,
          lineHeight: 1.35,
          color: p.a,
        },
        title,
      ),
      el(
        'div',
        {
          fontFamily: 'Chakra Petch',
          fontWeight: 700,
          fontSize: narrow && subtitle.length > 60 ? 32 : 40,
          color: p.b,
          marginTop: 28,
          flexGrow: 1,
        },
        subtitle,
      ),
      el('div', { fontFamily: 'VT323', fontSize: 36, color: p.c }, foot.toUpperCase()),
    ]),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(p)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="900" cy="200" r="380" fill="url(#sun)"/>
    <g stroke="${p.a}" stroke-width="2" opacity="0.3">${floor(w, h, 420)}</g>
    <g transform="translate(60 75)" filter="url(#glow)">${text}</g>
    <path d="M20 70 V20 H70 M1130 20 H1180 V70 M1180 560 V610 H1130 M70 610 H20 V560" stroke="${p.a}" stroke-width="6" fill="none"/>
    <rect width="${w}" height="${h}" fill="url(#scan)"/></svg>`;
  const base = sharp(Buffer.from(svg));
  // A palette PNG: a fifth of the bytes of a full-colour one, and link previews fetch it fast.
  if (!fitted) return base.png({ palette: true }).toBuffer();
  return base
    .composite([
      {
        input: fitted.data,
        left: w - margin - pictureWidth,
        top: Math.round((h - fitted.info.height) / 2),
      },
    ])
    .png({ palette: true })
    .toBuffer();
}

/** A WebP at `width` pixels wide (the height follows), from any picture sharp reads. */
export async function webp(picture: Buffer, width?: number) {
  const image = sharp(picture);
  return (width ? image.resize({ width }) : image).webp({ quality: 80, effort: 6 }).toBuffer();
}

export const escapeXml = escape;

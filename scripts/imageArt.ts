// SVG art for scripts/generateImages.ts: neon game-HUD scenes, one motif per project and hackathon.
// Coordinates are for an 800x500 canvas (emblems 160x160, avatar 320x320).

export interface Palette {
  a: string;
  b: string;
  c: string;
}

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
};

const cells = (coords: Array<[number, number]>, size: number, x0: number, y0: number, fill: string) =>
  coords
    .map(
      ([x, y]) =>
        `<rect x="${x0 + x * size}" y="${y0 + y * size}" width="${size - 2}" height="${size - 2}" fill="${fill}"/>`,
    )
    .join('');

const card = (x: number, y: number, w: number, h: number, stroke: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0b1630" fill-opacity="0.9" stroke="${stroke}" stroke-width="3"/>`;

const lines = (x: number, y: number, widths: number[], fill: string) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * 16}" width="${w}" height="7" rx="3" fill="${fill}" opacity="0.75"/>`,
    )
    .join('');

/** The motif drawn on the right of each 800x500 card, keyed by content slug. */
export const motifs: Record<string, (p: Palette) => string> = {
  'tic-tac-tactics': (p) => `
    <g stroke="${p.a}" stroke-width="8" stroke-linecap="square" filter="url(#glow)">
      <path d="M520 110 V380 M610 110 V380 M430 200 H700 M430 290 H700"/></g>
    <g stroke="${p.b}" stroke-width="12" stroke-linecap="square" filter="url(#glow)">
      <path d="M445 125 l55 55 M500 125 l-55 55 M625 305 l55 55 M680 305 l-55 55 M535 215 l55 55 M590 215 l-55 55"/></g>
    <g fill="none" stroke="${p.c}" stroke-width="12" filter="url(#glow)">
      <circle cx="655" cy="155" r="28"/><circle cx="473" cy="335" r="28"/></g>`,
  'star-review': (p) => `
    ${[0, 1, 2].map((i) => `<rect x="${440 + i * 95}" y="${120 + (i % 2) * 20}" width="80" height="120" rx="4" fill="url(#g${i})" stroke="${p.a}" stroke-width="3"/>`).join('')}
    <defs>${[p.a, p.b, p.c].map((c, i) => `<linearGradient id="g${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="#101a3a"/></linearGradient>`).join('')}</defs>
    <g fill="${p.c}" filter="url(#glow)">${[0, 1, 2, 3].map((i) => star(460 + i * 58, 320, 24)).join('')}</g>
    <g fill="none" stroke="${p.c}" stroke-width="3">${star(692, 320, 24)}</g>`,
  'coach-profile': (p) => `
    <rect x="430" y="110" width="290" height="260" fill="#0f3d2a" stroke="${p.a}" stroke-width="4"/>
    <g fill="none" stroke="${p.a}" stroke-width="3" opacity="0.9"><path d="M575 110 V370"/><circle cx="575" cy="240" r="42"/>
      <rect x="430" y="180" width="50" height="120"/><rect x="670" y="180" width="50" height="120"/></g>
    <circle cx="610" cy="200" r="14" fill="#f5f7ff" filter="url(#glow)"/>
    <g fill="${p.b}">${cells(
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      12,
      505,
      285,
      p.b,
    )}</g>
    <path d="M520 300 Q560 250 596 206" fill="none" stroke="${p.c}" stroke-width="3" stroke-dasharray="8 8"/>`,
  snake: (p) => `
    <g opacity="0.35" stroke="${p.a}" stroke-width="1">${Array.from({ length: 11 }, (_, i) => `<path d="M${440 + i * 26} 110 V370 M440 ${110 + i * 26} H700"/>`).join('')}</g>
    <g filter="url(#glow)">${cells(
      [
        [1, 8],
        [2, 8],
        [3, 8],
        [4, 8],
        [4, 7],
        [4, 6],
        [4, 5],
        [5, 5],
        [6, 5],
        [7, 5],
        [7, 4],
        [7, 3],
      ],
      26,
      440,
      110,
      p.b,
    )}
      ${cells([[7, 2]], 26, 440, 110, '#eaffd9')}${cells([[7, 0]], 26, 440, 110, p.c)}</g>`,
  ebuddies: (p) => `
    ${[0, 1, 2].map((i) => `${card(440, 110 + i * 90, 270, 74, [p.a, p.b, p.c][i] ?? p.a)}<circle cx="478" cy="${147 + i * 90}" r="20" fill="${[p.a, p.b, p.c][i]}"/>${lines(512, 132 + i * 90, [150, 110, 170].slice(0, 2), '#cfe3ff')}`).join('')}
    <g fill="${p.c}" filter="url(#glow)"><rect x="660" y="140" width="34" height="14" rx="7"/><rect x="660" y="230" width="34" height="14" rx="7"/></g>`,
  portfolio: (p) => `
    ${card(440, 120, 280, 240, p.a)}
    <text x="465" y="170" font-family="'Press Start 2P'" font-size="16" fill="${p.a}">LV 31</text>
    <text x="465" y="205" font-family="VT323" font-size="26" fill="#cfe3ff">FULLSTACK DEVELOPER</text>
    <rect x="465" y="225" width="230" height="18" fill="#0a1124" stroke="${p.a}" stroke-width="2"/>
    <rect x="467" y="227" width="160" height="14" fill="url(#exp)"/>
    <defs><linearGradient id="exp"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
    <text x="465" y="275" font-family="VT323" font-size="24" fill="${p.c}">EXP 97/365</text>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${465 + i * 48}" y="300" width="36" height="36" fill="none" stroke="${[p.a, p.b, p.c][i % 3]}" stroke-width="3"/>`).join('')}`,
  'all-inclusive': (p) => `
    ${[0, 1].map((i) => `${card(440 + i * 20, 120 + i * 120, 250, 100, i ? p.b : p.a)}${lines(460 + i * 20, 140 + i * 120, [170, 120, 150], '#cfe3ff')}`).join('')}
    ${[0, 1, 2].map((i) => `<circle cx="${480 + i * 50 + 20}" cy="${i % 2 ? 225 : 345}" r="18" fill="${[p.a, p.b, p.c][i]}" filter="url(#glow)"/><path d="M${490 + i * 50} ${i % 2 ? 225 : 345} l8 8 l14 -16" stroke="#071026" stroke-width="4" fill="none"/>`).join('')}`,
  quizmas: (p) => `
    ${card(450, 120, 220, 240, p.a)}
    <text x="530" y="270" font-family="'Press Start 2P'" font-size="96" fill="${p.b}" filter="url(#glow)">?</text>
    <circle cx="700" cy="140" r="40" fill="#0b1630" stroke="${p.c}" stroke-width="6"/>
    <path d="M700 140 V112 M700 140 L722 150" stroke="${p.c}" stroke-width="5"/>
    <g fill="#eaf6ff" opacity="0.9">${[
      [470, 400],
      [620, 405],
      [735, 320],
      [430, 100],
      [760, 230],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="8" height="8"/><rect x="${(x ?? 0) - 8}" y="${(y ?? 0) + 8}" width="24" height="8" opacity="0.6"/>`,
      )
      .join('')}</g>`,
  'jedi-blades': (p) => `
    <g transform="rotate(-35 580 250)">
      <rect x="410" y="238" width="300" height="24" rx="12" fill="${p.a}" filter="url(#bigglow)"/>
      <rect x="410" y="243" width="300" height="14" rx="7" fill="#f2fdff"/>
      <rect x="700" y="232" width="110" height="36" fill="#9aa7bd"/><rect x="712" y="232" width="12" height="36" fill="#2b3550"/>
      <rect x="740" y="232" width="12" height="36" fill="#2b3550"/><rect x="780" y="226" width="16" height="48" fill="${p.c}"/></g>`,
  'fund-frontier': (p) => `
    <g>${[
      [440, 260, 70, 110],
      [520, 220, 80, 150],
      [610, 280, 60, 90],
      [680, 240, 50, 130],
    ]
      .map(
        ([x, y, w, h], i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1a2350" stroke="${[p.a, p.b, p.c][i % 3]}" stroke-width="3"/><path d="M${(x ?? 0) - 6} ${y} L${(x ?? 0) + (w ?? 0) / 2} ${(y ?? 0) - 30} L${(x ?? 0) + (w ?? 0) + 6} ${y}Z" fill="${[p.a, p.b, p.c][i % 3]}"/><rect x="${(x ?? 0) + 12}" y="${(y ?? 0) + 20}" width="14" height="14" fill="${p.c}"/>`,
      )
      .join('')}</g>
    <g fill="${p.c}" stroke="#6b4a00" stroke-width="3" filter="url(#glow)">${[
      [480, 150],
      [560, 130],
      [640, 160],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18"/>`)
      .join('')}</g>`,
  remindicare: (p) => `
    ${card(440, 110, 240, 250, p.a)}
    <g fill="#cfe3ff" opacity="0.25">${Array.from({ length: 12 }, (_, i) => `<rect x="${458 + (i % 4) * 55}" y="${160 + Math.floor(i / 4) * 60}" width="44" height="44"/>`).join('')}</g>
    <rect x="440" y="110" width="240" height="34" fill="${p.a}"/>
    <g>${[
      [513, 220, p.b],
      [623, 280, p.c],
      [458, 340, p.b],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${x}" y="${y}" width="44" height="20" rx="10" fill="${c}" filter="url(#glow)"/>`,
      )
      .join('')}</g>
    <path d="M720 190 q0 -45 35 -45 q35 0 35 45 v35 l12 14 h-94 l12 -14z" fill="${p.c}" filter="url(#glow)"/><circle cx="755" cy="250" r="9" fill="${p.c}"/>`,
  'cupids-quill': (p) => `
    <rect x="440" y="120" width="230" height="250" fill="#f3e2c0" transform="rotate(-4 555 245)"/>
    <g transform="rotate(-4 555 245)">${lines(465, 170, [170, 150, 180, 120, 160, 100, 140], '#8a5a3c')}</g>
    <path d="M600 335 c-20 -25 -55 -5 -35 22 l35 30 l35 -30 c20 -27 -15 -47 -35 -22z" fill="${p.b}" filter="url(#glow)"/>
    <path d="M700 110 C760 140 740 240 650 320 L645 330 L655 318 C700 250 720 180 700 110Z" fill="#f5f7ff" stroke="${p.a}" stroke-width="3"/>`,
};

/** A 16x16 pixel-art portrait with a headset, drawn as 20px blocks on the 320x320 avatar. */
export const avatarRows = [
  '................',
  '.....hhhhhh.....',
  '....hhhhhhhh....',
  '...hhhhhhhhhh...',
  '..GhhsssssshhG..',
  '..GhssssssssG...',
  '..GsseessseesG..',
  '..Gssssssssssg..',
  '...sssssnsssm...',
  '...ssssssssssm..',
  '....ssmmmmss.m..',
  '.....ssssss..m..',
  '......ssss......',
  '....jjjjjjjj....',
  '..jjjjjcjjjjjj..',
  '.jjjjjjcjjjjjjj.',
];

export const avatarColours: Record<string, string> = {
  h: '#f2b33d',
  s: '#f1c7a3',
  e: '#0d1426',
  n: '#d9a07c',
  m: '#38e1ff',
  G: '#ff4fd8',
  g: '#ff4fd8',
  j: '#2f6fb0',
  c: '#38e1ff',
};

/** The 160x160 emblems of the skill categories. */
export const emblems: Record<string, (p: Palette) => string> = {
  frontend: (p) => `
    <rect x="30" y="38" width="100" height="66" rx="4" fill="#0b1630" stroke="${p.a}" stroke-width="6" filter="url(#glow)"/>
    <path d="M58 62 l-12 10 l12 10 M102 62 l12 10 l-12 10 M86 58 l-12 30" stroke="${p.b}" stroke-width="5" fill="none"/>
    <path d="M66 104 h28 l6 16 h-40z" fill="${p.a}"/><rect x="50" y="120" width="60" height="6" fill="${p.a}"/>`,
  backend: (p) => `
    ${[0, 1, 2].map((i) => `<rect x="34" y="${32 + i * 34}" width="92" height="26" rx="3" fill="#0b1630" stroke="${p.a}" stroke-width="5" filter="url(#glow)"/><circle cx="50" cy="${45 + i * 34}" r="5" fill="${[p.b, p.c, p.b][i]}"/><rect x="66" y="${42 + i * 34}" width="46" height="6" fill="${p.a}" opacity="0.7"/>`).join('')}`,
  fullstack: (p) => `
    <path d="M40 120 L112 48" stroke="${p.a}" stroke-width="12" stroke-linecap="square" filter="url(#glow)"/>
    <circle cx="116" cy="44" r="16" fill="none" stroke="${p.a}" stroke-width="8"/>
    <path d="M58 56 l-22 24 l22 24 M102 80 l22 24 l-22 24" stroke="${p.b}" stroke-width="8" fill="none" transform="translate(0 -10)"/>`,
};

// The logo for each technology content names, as /icons/tech/<icon>.svg: simple-icons' mark when it
// knows the name (by slug, title or alias), else a monogram in the HUD's colours. Plain images, so no
// icon data enters the JS bundles.
import * as icons from 'simple-icons';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Owner } from '../../content/schema';
import { initials, outlinedLetters, paletteFor } from './draw';
import { iconSprite } from './iconSprite';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };
type IconData = { title: string; aliases?: { aka?: string[]; dup?: { title: string }[] } };

/** Names compared without case, spaces or punctuation: "Node.js", "nodejs" and "node js" are one. */
export const iconKey = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]/g, '');

let index: Map<string, SimpleIcon> | undefined;
function lookup() {
  if (index) return index;
  index = new Map();
  const byTitle = new Map<string, SimpleIcon>();
  for (const value of Object.values(icons as unknown as Record<string, unknown>)) {
    const icon = value as Partial<SimpleIcon>;
    if (typeof icon?.slug !== 'string' || typeof icon.path !== 'string') continue;
    index.set(icon.slug, icon as SimpleIcon);
    byTitle.set(icon.title!, icon as SimpleIcon);
  }
  // Titles and aliases come after the slugs, so a slug always names its own icon.
  const file = join(
    dirname(createRequire(import.meta.url).resolve('simple-icons')),
    'data',
    'simple-icons.json',
  );
  const data = JSON.parse(readFileSync(file, 'utf8')) as IconData[];
  const add = (name: string, icon: SimpleIcon) => {
    const key = iconKey(name);
    if (key && !index!.has(key)) index!.set(key, icon);
  };
  for (const icon of byTitle.values()) add(icon.title, icon);
  for (const { title, aliases } of data) {
    const icon = byTitle.get(title);
    if (!icon) continue;
    for (const alias of aliases?.aka ?? []) add(alias, icon);
  }
  return index;
}

/** simple-icons' icon for a name (slug, title or alias), or undefined when it has none. */
export function findIcon(name: string): SimpleIcon | undefined {
  return lookup().get(name) ?? lookup().get(iconKey(name));
}

function luminance(hex: string) {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

// Brand colours too dark to see on the HUD's near-black panels are drawn in the HUD's text colour.
const fillFor = (hex: string) => (luminance(hex) < 0.06 ? '#E6F1FF' : `#${hex}`);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The monogram for a technology simple-icons lacks: its initials in a rounded square. */
async function monogram(icon: string, title: string) {
  const letters = initials(title);
  const { a } = paletteFor(icon);
  // The letters are outlines in the site's display face: an <img> of an SVG sees no web fonts.
  const text = await outlinedLetters(letters, 24, letters.length > 1 ? 8 : 11, a);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escape(title)}</title><rect x="1" y="1" width="22" height="22" rx="4" fill="none" stroke="${a}" stroke-width="2"/>${text}</svg>\n`;
}

/** Every icon name content uses, with the title it is shown under. */
export function techIconNames(owner: Owner): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of owner.skills) for (const s of category.skills) names.set(s.icon, s.title);
  for (const item of [...owner.projects, ...owner.hackathons])
    for (const t of item.techStack) if (!names.has(t.icon)) names.set(t.icon, t.title);
  return names;
}

/**
 * /icons/tech/<icon>.svg for every icon content names, the same icons in one sprite (/icons/tech.svg,
 * which the pages show them from), and which of them are monograms.
 */
export async function techIconFiles(owner: Owner) {
  const files = new Map<string, string>();
  const icons = new Map<string, string>();
  const monograms: string[] = [];
  for (const [name, title] of techIconNames(owner)) {
    const icon = findIcon(name);
    if (!icon) monograms.push(name);
    const svg = icon
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escape(icon.title)}</title><path fill="${fillFor(icon.hex)}" d="${icon.path}"/></svg>\n`
      : await monogram(name, title);
    icons.set(name, svg);
    files.set(`/icons/tech/${name}.svg`, svg);
  }
  files.set('/icons/tech.svg', iconSprite(icons));
  return { files, monograms };
}

// The navigation's and the social links' icons (public/icons/nav and public/icons/social, drawn by
// scripts/generate-shell-assets.sh) as one sprite, /icons/shell.svg: every page shows eight of them.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { iconSprite } from './iconSprite';

const publicIcons = join(import.meta.dirname, '../../public/icons');

/** The sprite of every SVG in public/icons/nav and public/icons/social, named `<group>-<name>`. */
export async function shellIconSprite(dir = publicIcons): Promise<string> {
  const icons = new Map<string, string>();
  for (const group of ['nav', 'social'] as const) {
    for (const file of (await readdir(join(dir, group))).filter((f) => f.endsWith('.svg')).sort())
      icons.set(`${group}-${file.slice(0, -4)}`, await readFile(join(dir, group, file), 'utf8'));
  }
  return iconSprite(icons);
}

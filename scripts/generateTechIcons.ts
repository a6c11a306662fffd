// Writes public/icons/tech/<slug>.svg for every technology named in content/, from the simple-icons
// package, so the site shows real logos as plain images and no icon data enters the JS bundles.
// Run: npx tsx scripts/generateTechIcons.ts   (fails, naming the slug, if content/ uses an unknown one)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as icons from 'simple-icons';
import { owner } from '../content';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

const outDir = join(import.meta.dirname, '..', 'public', 'icons', 'tech');

/** Every technology slug content/ names. */
export const slugs = [
  ...owner.skills.flatMap((category) => category.skills.map((skill) => skill.icon)),
  ...owner.projects.flatMap((project) => project.techStack.map((tech) => tech.icon)),
  ...owner.hackathons.flatMap((hackathon) => hackathon.techStack.map((tech) => tech.icon)),
];

const exportName = (slug: string) => `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;

function luminance(hex: string) {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

// Brand colours too dark to see on the HUD's near-black panels (Django, Express, GitHub, Vercel...)
// are drawn in the HUD's text colour instead.
const fillFor = (hex: string) => (luminance(hex) < 0.06 ? '#E6F1FF' : `#${hex}`);

const library = icons as unknown as Record<string, SimpleIcon | undefined>;

/** The SVG file for each slug; throws naming every slug simple-icons does not have. */
export function techIconFiles(wanted: readonly string[]): Map<string, string> {
  const unknown: string[] = [];
  const files = new Map<string, string>();
  for (const slug of [...new Set(wanted)].sort()) {
    const icon = library[exportName(slug)];
    if (!icon || icon.slug !== slug) {
      unknown.push(slug);
      continue;
    }
    files.set(
      slug,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${icon.title}</title><path fill="${fillFor(icon.hex)}" d="${icon.path}"/></svg>\n`,
    );
  }
  if (unknown.length > 0) {
    throw new Error(
      `simple-icons has no icon for slug(s): ${unknown.join(', ')}. Use the slug simple-icons lists for the technology (https://simpleicons.org).`,
    );
  }
  return files;
}

function main() {
  let files: Map<string, string>;
  try {
    files = techIconFiles(slugs);
  } catch (error) {
    console.error(`generate-tech-icons: ${(error as Error).message}`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  // Icons no longer named in content/ are removed so the folder always matches the data.
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.svg') && !files.has(file.slice(0, -4))) rmSync(join(outDir, file));
  }
  for (const [slug, svg] of files) writeFileSync(join(outDir, `${slug}.svg`), svg);
  console.log(`generate-tech-icons: wrote ${files.size} icons to public/icons/tech/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

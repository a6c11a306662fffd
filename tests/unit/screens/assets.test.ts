import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { owner, type Image } from '../../../content';
import { renditionSrc } from '../../../content/images';
import { slugs, techIconFiles } from '../../../scripts/generateTechIcons';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer) {
  expect(file.toString('ascii', 0, 4)).toBe('RIFF');
  expect(file.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [1 + file.readUIntLE(24, 3), 1 + file.readUIntLE(27, 3)];
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
  }
  return [file.readUInt16LE(26) & 0x3fff, file.readUInt16LE(28) & 0x3fff];
}

const images: Image[] = [
  owner.avatar,
  ...owner.skills.map((category) => category.emblem),
  ...owner.projects.map((project) => project.image),
  ...owner.hackathons.map((hackathon) => hackathon.image),
];

describe('generated images', () => {
  it.each(images.map((image) => [image.src, image] as const))(
    '%s exists as WebP at the size content/ declares',
    (_, image) => {
      const file = readFileSync(join(publicDir, image.src));
      expect(webpSize(file)).toEqual([image.width, image.height]);
    },
  );

  const renditions = images.flatMap((image) =>
    (image.renditions ?? []).map((width) => [renditionSrc(image, width), image, width] as const),
  );
  it('keeps narrower copies of the cards', () =>
    expect(renditions.length).toBeGreaterThanOrEqual(2 * (owner.projects.length + owner.hackathons.length)));
  it.each(renditions)('%s exists as WebP, the same picture scaled', (src, image, width) => {
    const file = readFileSync(join(publicDir, src));
    expect(webpSize(file)).toEqual([width, Math.round((image.height * width) / image.width)]);
    expect(file.length).toBeLessThan(readFileSync(join(publicDir, image.src)).length);
  });
});

describe('tech icons', () => {
  it('has an SVG in public/icons/tech for every technology content/ names', () => {
    for (const slug of slugs)
      expect(existsSync(join(publicDir, 'icons', 'tech', `${slug}.svg`)), slug).toBe(true);
  });

  it('fails loudly, naming the slug, when simple-icons has no such icon', () => {
    expect(() => techIconFiles(['react', 'not-a-real-tech'])).toThrow(/not-a-real-tech/);
    expect(techIconFiles(['react']).get('react')).toMatch(
      /^<svg [^>]*viewBox="0 0 24 24".*<path fill="#61DAFB" d="M/,
    );
  });
});

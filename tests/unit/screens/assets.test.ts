import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { owner, type Image } from '../../../content';
import type { Owner } from '../../../content/schema';
import {
  avatarPicture,
  emblemPicture,
  hackathonPicture,
  projectPicture,
  renditionSrc,
} from '../../../content/images';
import { pictureFile, pictureFiles } from '../../../scripts/site/pictures';
import { findIcon, techIconFiles, techIconNames } from '../../../scripts/site/techIcons';
import { iconSprite } from '../../../scripts/site/iconSprite';
import { shellIconSprite } from '../../../scripts/site/shellIcons';
import { spriteId } from '../../../contracts/icons';
import { navigation } from '../../../contracts/pages';
import { shellIconSrc } from '../../../contracts/shellIcons';

// Every picture a screen shows is made by the build from content: the owner's own file where content
// names one, a drawing where it names none.
const o = owner as Owner;
const pictures: [Image, boolean][] = [
  [avatarPicture(o), Boolean(o.avatar)],
  ...o.skills.map((c) => [emblemPicture(c), Boolean(c.emblem)] as [Image, boolean]),
  ...o.projects.map((p) => [projectPicture(p), Boolean(p.image)] as [Image, boolean]),
  ...o.hackathons.map((h) => [hackathonPicture(h), Boolean(h.image)] as [Image, boolean]),
];

let files: Map<string, Buffer>;
beforeAll(async () => {
  files = await pictureFiles(o);
}, 120_000);

describe('pictures from content', () => {
  it.each(pictures.map(([image, own]) => [image.src, image, own] as const))(
    '%s is made as WebP at the size content declares',
    async (src, image, own) => {
      const file = files.get(src);
      expect(file, src).toBeDefined();
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
      // The owner's own picture is served as it is, never redrawn.
      if (own) expect(Buffer.compare(file!, readFileSync(pictureFile(src)))).toBe(0);
    },
  );

  it('makes every narrower copy content lists, the same picture scaled', async () => {
    for (const [image] of pictures)
      for (const width of image.renditions ?? []) {
        const copy = files.get(renditionSrc(image, width));
        const meta = await sharp(copy).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((image.height * width) / image.width)]);
      }
  });

  it('makes a share card for the home page and for every project and team address', async () => {
    const cards = ['/og/home.png', ...o.projects.map((p) => `/og/projects/${p.slug}.png`)];
    cards.push(...o.hackathons.map((h) => `/og/hackathons/${h.slug}.png`));
    for (const card of cards) {
      const meta = await sharp(files.get(card)).metadata();
      expect([card, meta.format, meta.width, meta.height]).toEqual([card, 'png', 1200, 630]);
    }
  });
});

describe('tech icons', () => {
  it('has an SVG for every technology content names', async () => {
    const { files: icons } = await techIconFiles(o);
    for (const name of techIconNames(o).keys())
      expect(icons.get(`/icons/tech/${name}.svg`), name).toMatch(/^<svg /);
  });

  it('draws every icon into /icons/tech.svg too, each behind a view of its own', async () => {
    const { files: icons } = await techIconFiles(o);
    const sprite = icons.get('/icons/tech.svg')!;
    for (const name of techIconNames(o).keys()) {
      const view = new RegExp(`<view id="${spriteId(name)}" viewBox="0 (\\d+) 24 24"/><svg[^>]* y="\\1"`);
      expect(sprite, name).toMatch(view);
      const path = /<path [^>]*d="([^"]*)"/.exec(icons.get(`/icons/tech/${name}.svg`)!)?.[1];
      expect(sprite, name).toContain(path);
    }
  });

  it('keeps each icon of a sprite apart: its own cell, root attributes and no title', () => {
    const sprite = iconSprite(
      new Map([
        [
          'a',
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="red"><title>A</title><path d="M1 1h2"/></svg>\n',
        ],
        ['a.b', '<svg xmlns="http://www.w3.org/2000/svg" stroke="blue"><rect width="2" height="2"/></svg>'],
        ['a_2e_b', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>'],
      ]),
    );
    const views = [...sprite.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 24 24"\/>/g)];
    expect(views.map(([, id]) => id)).toEqual(['i-a', 'i-a_2e_b', 'i-a_5f_2e_5f_b']);
    // A gap between cells, so no neighbour shows at the edge of a scaled view.
    expect(views.map(([, , y]) => Number(y))).toEqual([0, 32, 64]);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 88">/);
    expect(sprite).toContain(
      '<svg viewBox="0 0 24 24" fill="red" x="0" y="0" width="24" height="24"><path d="M1 1h2"/></svg>',
    );
    expect(sprite).toContain('<svg stroke="blue" x="0" y="32" width="24" height="24">');
    expect(sprite).not.toContain('<title>');
    expect(() => iconSprite(new Map([['x', '<g/>']]))).toThrow(/x is not one <svg> element/);
  });

  it('draws the navigation and social icons into /icons/shell.svg, one view for each the site shows', async () => {
    const sprite = await shellIconSprite();
    const shown = [
      ...navigation.map((item) => item.imgSrc),
      shellIconSrc('social', 'github'),
      shellIconSrc('social', 'linkedin'),
    ];
    for (const src of shown) {
      const id = src.split('#')[1];
      expect(sprite, src).toContain(`<view id="${id}" `);
    }
  });

  it("finds simple-icons' logo by slug, title or alias", () => {
    expect(findIcon('react')?.slug).toBe('react');
    expect(findIcon('Node.js')?.slug).toBe('nodedotjs');
    expect(findIcon('bsky')?.slug).toBe('bluesky');
  });

  it('draws a monogram, in outlines, for a technology simple-icons lacks', async () => {
    const stranger = {
      ...o,
      skills: o.skills.map((c, i) =>
        i === 0
          ? {
              ...c,
              skills: [{ title: 'Zq Flux', icon: 'zq-flux', ariaLabel: 'Zq Flux', kind: 'tool' as const }],
            }
          : c,
      ),
    } as Owner;
    const { files: icons, monograms } = await techIconFiles(stranger);
    // The stranger's, besides any the owner's own content already needs.
    const own = (await techIconFiles(o)).monograms;
    expect(monograms).toContain('zq-flux');
    expect(monograms.filter((icon) => icon !== 'zq-flux' && !own.includes(icon))).toEqual([]);
    const svg = icons.get('/icons/tech/zq-flux.svg')!;
    expect(svg).toMatch(/<title>Zq Flux<\/title>/);
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/<text/);
  });
});
